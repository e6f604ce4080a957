// The newsletter sign-up (specs/storefront.md): after a valid email the browser goes to the
// mailing-list provider's sign-up (NEWSLETTER_SIGNUP_URL, our own /newsletter/sign-up by default)
// carrying the email.
import { NEWSLETTER_BAD_EMAIL } from '../../../contract/contact-words.ts';
import { isValidEmail } from '../../../domain/email.ts';

/** The sign-up address with `email` added to its query (after `&` when it already has one). */
export function newsletterHref(signupUrl: string, email: string): string {
  const [beforeHash, hash] = signupUrl.split('#', 2) as [string, string | undefined];
  const joiner = !beforeHash.includes('?') ? '?' : beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&';
  return `${beforeHash}${joiner}email=${encodeURIComponent(email.trim())}${hash === undefined ? '' : `#${hash}`}`;
}

/** The spec's check: '' when the address will do, otherwise its message. */
export function newsletterProblem(email: string): string {
  return isValidEmail(email) ? '' : NEWSLETTER_BAD_EMAIL;
}
