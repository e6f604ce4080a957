// Shopper sign-in (specs/storefront.md, Login flow; issue 15's first piece): POST /v1/email and our
// POST /v1/logout. Registration and the reset link come with issue 15.
import { z } from 'zod';

/**
 * POST /v1/email: the email alone asks whether there is an account (the page then shows the password
 * field, or registration with the email filled in); with a password it signs in. `token` is the human
 * check's, as every storefront form sends it.
 */
export const shopperEmailRequest = z.object({
  email: z.string().max(254),
  password: z.string().max(200).optional().default(''),
  token: z.string().max(5000).optional().default(''),
});

export interface ShopperEmailResponse {
  success: true;
  /** 1: an account has this email. */
  found: 0 | 1;
  /** 1: signed in now (the page reloads). */
  logged: 0 | 1;
  /** Why not signed in, for the login form ('' when there is nothing to say). */
  message: string;
}

/** POST /v1/logout: the browser continues on a fresh anonymous session. */
export interface ShopperLogoutResponse {
  success: true;
}
