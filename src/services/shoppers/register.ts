// Registration (specs/storefront.md, Registration): the form's rules, checked again here,
// then a new account signed in as sign-in does (sign-in.ts signInAs: a new session id, the visitor's
// cart joins). An email that belongs to a customer made at the counter is not claimed by whoever
// types it: its owner is mailed the link (links.ts) instead. Registrations per address are limited
// at the route (http/plugins/rate-limit.ts, registration).
import { sql } from 'drizzle-orm';
import type { ShopperRegisterResponse } from '../../contract/shoppers.ts';
import { queryRows } from '../../db/rows.ts';
import { CAPTCHA_FAILED_MESSAGE, isValidEmail } from '../../domain/checkout-rules.ts';
import { hashSecret } from '../../domain/passwords.ts';
import { Refusal } from '../../domain/refusal.ts';
import { AGREE_TERMS_MESSAGE, PASSWORD_RULE_MESSAGE, isShopperPassword } from '../../domain/shopper-password.ts';
import { LINK_EXPIRED, LINK_MAILED, linkOpens, mailLink, useLink } from './links.ts';
import { type EmailOutcome, INVALID_EMAIL, type SignInDeps, signInAs } from './sign-in.ts';

export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in with your password.';
export const PASSWORD_FORGOT_SENT =
  'If an account has this email, we have emailed it a link to set a new password. Please check your inbox.';

export interface RegisterAsk {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  news: boolean | 0 | 1;
  agree: boolean | 0 | 1;
  token: string;
  address: string;
}

const answer = (logged: 0 | 1, message = ''): ShopperRegisterResponse => ({ success: true, logged, message });

/** POST /v1/register on the browser's session `sessionId`; the outcome's sessionId when signed in. */
export async function register(
  deps: SignInDeps,
  sessionId: string,
  ask: RegisterAsk,
): Promise<{ answer: ShopperRegisterResponse; sessionId: string | null }> {
  const { db } = deps;
  const email = ask.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new Refusal(422, INVALID_EMAIL);
  if (!ask.agree) throw new Refusal(422, AGREE_TERMS_MESSAGE);
  if (!isShopperPassword(ask.password)) throw new Refusal(422, PASSWORD_RULE_MESSAGE);
  if (!(await deps.humanCheck.verify(ask.token, ask.address))) throw new Refusal(422, CAPTCHA_FAILED_MESSAGE);

  const [known] = await queryRows<{ id: number; password_hash: string | null }>(
    db,
    sql`select id, password_hash from users where lower(email) = ${email}`,
  );
  if (known?.password_hash) return { answer: answer(0, ACCOUNT_EXISTS), sessionId: null };
  if (known) {
    await mailLink(deps, known.id, 'claim');
    return { answer: answer(0, LINK_MAILED), sessionId: null };
  }
  const hash = await hashSecret(ask.password);
  // Two registrations of one email at once: the unique index (users_email_idx) keeps one account.
  const [made] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, firstname, lastname, password_hash, newsletter)
      values (${email}, ${ask.firstname.trim()}, ${ask.lastname.trim()}, ${hash}, ${Boolean(ask.news)})
      on conflict (lower(email)) do nothing returning id`,
  );
  if (!made) return { answer: answer(0, ACCOUNT_EXISTS), sessionId: null };
  return { answer: answer(1), sessionId: await signInAs(db, sessionId, made.id, deps.now()) };
}

/**
 * POST /v1/password/forgot: the same words whatever the email, so the form tells nobody who has an
 * account; an account with a password gets a 'reset' link, one made at the counter a 'claim' link.
 */
export async function forgotPassword(deps: SignInDeps, ask: { email: string; token: string; address: string }) {
  const email = ask.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new Refusal(422, INVALID_EMAIL);
  if (!(await deps.humanCheck.verify(ask.token, ask.address))) throw new Refusal(422, CAPTCHA_FAILED_MESSAGE);
  const [user] = await queryRows<{ id: number; password_hash: string | null }>(
    deps.db,
    sql`select id, password_hash from users where lower(email) = ${email}`,
  );
  if (user) await mailLink(deps, user.id, user.password_hash ? 'reset' : 'claim');
  return { success: true as const, message: PASSWORD_FORGOT_SENT };
}

/** POST /v1/password/set: the link's token sets the password once and signs in. */
export async function setPassword(
  deps: SignInDeps,
  sessionId: string,
  ask: { t: string; password: string },
): Promise<EmailOutcome> {
  if (!isShopperPassword(ask.password)) throw new Refusal(422, PASSWORD_RULE_MESSAGE);
  // The slow hash only for a link that opens; useLink checks again inside its transaction.
  if (!(await linkOpens(deps.db, ask.t, deps.now()))) throw new Refusal(410, LINK_EXPIRED);
  const hash = await hashSecret(ask.password);
  const now = deps.now();
  const userId = await useLink(deps.db, ask.t, hash, now);
  if (userId === null) throw new Refusal(410, LINK_EXPIRED);
  const fresh = await signInAs(deps.db, sessionId, userId, now);
  return { answer: { success: true, found: 1, logged: 1, message: '' }, sessionId: fresh };
}
