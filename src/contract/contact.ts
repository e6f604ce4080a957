// The contact page (specs/storefront.md: "Contact page: form plus store markers and addresses that
// highlight together on hover"; POST /v1/contact/form) and the newsletter's own sign-up page.
// Every field may be missing (the spec's first rule then answers in its words); none may be huge.
import { z } from 'zod';

/** POST /v1/contact/form. `token` is the human check's, as every storefront form sends it. */
export const contactFormRequest = z.object({
  name: z.string().max(100).optional().default(''),
  email: z.string().max(254).optional().default(''),
  mobile: z.string().max(30).optional().default(''),
  subject: z.string().max(200).optional().default(''),
  message: z.string().max(5000).optional().default(''),
  token: z.string().max(5000).optional().default(''),
});

export type ContactFormRequest = z.output<typeof contactFormRequest>;

export interface ContactFormResponse {
  success: true;
  message: string;
}

/** The spec's words, in the order the checks run. */
export const CONTACT_EMPTY = 'Name, Email and Message cannot be empty';
export const CONTACT_BAD_EMAIL = 'Please enter a valid email';
/** The newsletter's check (the footer form and the sign-up page). */
export const NEWSLETTER_BAD_EMAIL = 'Please enter a valid email address';

export const contactThanks = (name: string) =>
  `Thanks ${name.trim()}, we have your message and will reply within one working day.`;

/** How the page's plain form went (`/contact?sent=…` after the post): 'ok' or why not. */
export type ContactOutcome = 'ok' | 'empty' | 'email' | 'captcha' | 'limit' | 'mail' | 'invalid' | 'error';

/** A store on the contact page: where it is, how to reach it. */
export interface StoreLocation {
  code: string;
  name: string;
  shortname: string;
  address: string;
  phone: string;
  /** Degrees; null when the shop has not placed it on the map. */
  lat: number | null;
  lng: number | null;
}
