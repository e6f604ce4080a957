// The contact page's words for how its form went: the page's own script shows the call's answer; the
// plain form (no JavaScript) comes back as /contact?sent={outcome} (http/routes/v1/contact.ts).
import { CONTACT_BAD_EMAIL, CONTACT_EMPTY, type ContactOutcome } from '../../../contract/contact-words.ts';
import { CAPTCHA_FAILED_MESSAGE, isValidEmail } from '../../../domain/checkout-rules.ts';

export const CONTACT_OUTCOME_WORDS: Record<ContactOutcome, string> = {
  ok: 'Thanks, we have your message and will reply within one working day.',
  empty: CONTACT_EMPTY,
  email: CONTACT_BAD_EMAIL,
  captcha: CAPTCHA_FAILED_MESSAGE,
  limit: 'Too many attempts. Please wait a few minutes and try again.',
  mail: 'The email could not be sent. Please try again.',
  invalid: 'Please shorten your message and try again.',
  error: 'Something went wrong. Please try again.',
};

export function outcomeOf(sent: string | null): ContactOutcome | null {
  return sent !== null && Object.hasOwn(CONTACT_OUTCOME_WORDS, sent) ? (sent as ContactOutcome) : null;
}

export interface ContactFields {
  name: string;
  email: string;
  mobile: string;
  subject: string;
  message: string;
}

/**
 * The spec's checks in its order, as the server runs them: the first failing rule's words and the
 * fields it marks (every empty required field, or the email).
 */
export function contactProblem(f: ContactFields): { message: string; fields: (keyof ContactFields)[] } | null {
  const empty = (['name', 'email', 'message'] as const).filter((k) => f[k].trim() === '');
  if (empty.length > 0) return { message: CONTACT_EMPTY, fields: [...empty] };
  if (!isValidEmail(f.email)) return { message: CONTACT_BAD_EMAIL, fields: ['email'] };
  return null;
}

/** The spec's mobile filter: digits only. */
export const digitsOnly = (s: string) => s.replace(/\D+/g, '');
