// Shopper sign-in (specs/storefront.md, Login flow): POST /v1/email and our POST /v1/logout; then
// registration, the mailed links and leads.
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

// ---------------------------------------------------------------- registration, mailed links, leads

/**
 * POST /v1/register (specs/storefront.md, Registration). `agree` is the T&Cs tick (the spec's list
 * names no field for it; the form sends it so the server can hold the rule too). `news` signs up for
 * the newsletter.
 */
export const shopperRegisterRequest = z.object({
  email: z.string().max(254),
  firstname: z.string().max(100).optional().default(''),
  lastname: z.string().max(100).optional().default(''),
  password: z.string().max(200).optional().default(''),
  news: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .default(false),
  agree: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .default(false),
  token: z.string().max(5000).optional().default(''),
});

export interface ShopperRegisterResponse {
  success: true;
  /** 1: the account is made and signed in (the page reloads). */
  logged: 0 | 1;
  /** Why not (a link was mailed, the email has an account already). */
  message: string;
}

/** POST /v1/password/forgot (our address): mails a link to set a new password. */
export const passwordForgotRequest = z.object({
  email: z.string().max(254),
  token: z.string().max(5000).optional().default(''),
});

/** The same words whether or not an account has the email. */
export interface PasswordForgotResponse {
  success: true;
  message: string;
}

/** POST /v1/password/set (our address): the mailed link's token and the new password; signs in. */
export const passwordSetRequest = z.object({
  t: z.string().max(200),
  password: z.string().max(200),
});

export interface PasswordSetResponse {
  success: true;
  logged: 1;
  message: string;
}

/** POST /v1/fakeRegister (specs/storefront.md): a lead for the nearest store (a location code). */
export const fakeRegisterRequest = z.object({
  type: z.string().max(50).optional().default(''),
  email: z.string().max(254),
  firstname: z.string().max(100).optional().default(''),
  lastname: z.string().max(100).optional().default(''),
  address: z.string().max(300).optional().default(''),
  mobile: z.string().max(30).optional().default(''),
  nearest: z.string().max(20).optional().default(''),
  token: z.string().max(5000).optional().default(''),
});

export interface FakeRegisterResponse {
  success: true;
  message: string;
}
