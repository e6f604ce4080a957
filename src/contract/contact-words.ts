// The contact page's and the newsletter's words and shapes, free of Zod so the footer's newsletter
// box (on every page) and the contact page can import them (the call's schema: contract/contact.ts).
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
