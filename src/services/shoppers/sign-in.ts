// A shopper signs in with their email and password (specs/storefront.md, Login flow): the email alone
// says whether an account has it; the right password moves the browser to a new session id signed in
// to the account (as staff sign-in does, staff/sessions.ts: an id planted before sign-in never becomes
// a signed-in session) and the visitor's cart joins the account's (cart/merge.ts). Wrong passwords
// are counted per account and per address (staff/attempts.ts): past either limit, 429.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ShopperEmailResponse } from '../../contract/shoppers.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { CAPTCHA_FAILED_MESSAGE, isValidEmail } from '../../domain/checkout-rules.ts';
import { hashSecret, verifySecret } from '../../domain/passwords.ts';
import { Refusal } from '../../domain/refusal.ts';
import type { HumanCheck } from '../../integrations/human-check/human-check.ts';
import { mergeOnSignIn } from '../cart/cart.service.ts';
import { carrySession } from '../orders/orders.service.ts';
import { type AttemptRule, giveBackAttempt, lockIfSpent, takeAttempt } from '../staff/staff.service.ts';
import { LINK_MAILED, type LinkDeps, mailLink } from './links.ts';

export const INVALID_EMAIL = 'This is not a valid email address';
export const WRONG_PASSWORD = 'The password is incorrect';
export const TOO_MANY_PASSWORDS = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/** Wrong passwords at one account from anywhere: a guesser needs many addresses, and the owner is locked out only after 20. */
export const SHOPPER_LOGIN_RULE: AttemptRule = {
  kind: 'shopper_login',
  limit: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
/** Wrong passwords from one address, whatever the account: one address cannot try many accounts. */
export const SHOPPER_FROM_RULE: AttemptRule = {
  kind: 'shopper_from',
  limit: 10,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/** A shopper's session lasts as the cookie does (http/plugins/session.ts). */
const SHOPPER_SESSION_MS = 30 * 24 * 60 * 60_000;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

// An account without a password, or none at all, still costs one scrypt: the time taken says nothing more than `found`.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashSecret('no password here'));

const newSessionId = () => randomBytes(24).toString('base64url');

export interface SignInDeps extends LinkDeps {
  humanCheck: Pick<HumanCheck, 'verify'>;
}

export interface EmailAsk {
  email: string;
  password: string;
  token: string;
  /** The client's address (rate-limit.ts addressOf), for the per-address count and the human check. */
  address: string;
}

/** The answer, and the browser's new session id when it signed in (the route sets the cookie). */
export interface EmailOutcome {
  answer: ShopperEmailResponse;
  sessionId: string | null;
}

const answer = (found: 0 | 1, logged: 0 | 1, message = ''): ShopperEmailResponse => ({
  success: true,
  found,
  logged,
  message,
});

/** POST /v1/email on the browser's session `sessionId`. */
export async function emailSignIn(deps: SignInDeps, sessionId: string, ask: EmailAsk): Promise<EmailOutcome> {
  const { db } = deps;
  const email = ask.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new Refusal(422, INVALID_EMAIL);
  if (!(await deps.humanCheck.verify(ask.token, ask.address))) throw new Refusal(422, CAPTCHA_FAILED_MESSAGE);
  const [user] = await queryRows<{ id: number; password_hash: string | null }>(
    db,
    sql`select id, password_hash from users where lower(email) = ${email}`,
  );
  // A customer made at the counter has no password: whoever typed the email does not get the
  // account; its owner gets a link (links.ts) that sets the password.
  if (user && !user.password_hash) {
    if (ask.password) await verifySecret(ask.password, await dummy());
    await mailLink(deps, user.id, 'claim');
    return { answer: answer(1, 0, LINK_MAILED), sessionId: null };
  }
  if (!ask.password) return { answer: answer(user ? 1 : 0, 0), sessionId: null };
  if (!user) {
    await verifySecret(ask.password, await dummy());
    return { answer: answer(0, 0), sessionId: null };
  }
  if (!user.password_hash) return { answer: answer(1, 0, LINK_MAILED), sessionId: null };

  // Counted before the check and given back when right (attempts.ts), so a parallel burst cannot slip past.
  const now = deps.now();
  const account = String(user.id);
  if (!(await takeAttempt(db, SHOPPER_FROM_RULE, ask.address, now))) throw new Refusal(429, TOO_MANY_PASSWORDS);
  if (!(await takeAttempt(db, SHOPPER_LOGIN_RULE, account, now))) {
    await giveBackAttempt(db, SHOPPER_FROM_RULE, ask.address);
    throw new Refusal(429, TOO_MANY_PASSWORDS);
  }
  if (!(await verifySecret(ask.password, user.password_hash))) {
    await lockIfSpent(db, SHOPPER_FROM_RULE, ask.address, now);
    await lockIfSpent(db, SHOPPER_LOGIN_RULE, account, now);
    return { answer: answer(1, 0, WRONG_PASSWORD), sessionId: null };
  }
  await giveBackAttempt(db, SHOPPER_FROM_RULE, ask.address);
  await giveBackAttempt(db, SHOPPER_LOGIN_RULE, account);

  return { answer: answer(1, 1), sessionId: await signInAs(db, sessionId, user.id, now) };
}

/**
 * Signs the browser on `sessionId` in to `userId` on a new session id (answered), and the visitor's
 * cart joins the account's open cart. Sign-in, registration and the mailed link all end here.
 */
export async function signInAs(db: Database, sessionId: string, userId: number, now: Date): Promise<string> {
  const fresh = newSessionId();
  await moveSession(db, { from: sessionId, to: fresh, userId, carry: true }, now);
  // The visitor's cart (now on the new id) joins the account's open cart.
  await mergeOnSignIn(db, fresh, userId);
  return fresh;
}

/**
 * POST /v1/logout: the browser goes on under a new id with no account; the account's cart stays the
 * account's. A staff member signed in on the same browser stays signed in (their session moves too).
 */
export async function signOut(db: Database, sessionId: string | null, now: Date): Promise<string> {
  const fresh = newSessionId();
  if (sessionId) await moveSession(db, { from: sessionId, to: fresh, userId: null, carry: false }, now);
  return fresh;
}

/**
 * The session `from` becomes `to`, signed in to `userId` (null: to nobody). With `carry`, the
 * visitor's open cart and their orders (the order result page finds a guest's order by session)
 * come along (orders' carrySession, which staff sign-in uses too).
 */
async function moveSession(
  db: Database,
  move: { from: string; to: string; userId: number | null; carry: boolean },
  now: Date,
): Promise<void> {
  const until = new Date(now.getTime() + SHOPPER_SESSION_MS);
  await db.transaction(async (tx) => {
    // A staff session keeps its own (shorter) expiry; a shopper's lasts as long as the cookie.
    await tx.execute(
      sql`insert into sessions (id, data, user_id, staff_id, expires_at)
        select ${move.to}, coalesce(old.data, '{}'::jsonb), ${move.userId}::int, old.staff_id,
          case when old.staff_id is not null then old.expires_at else ${at(until)} end
        from (select 1) one left join sessions old on old.id = ${move.from} and old.expires_at > ${at(now)}`,
    );
    if (move.carry) {
      await carrySession(tx, move);
    }
    await tx.execute(sql`delete from sessions where id = ${move.from}`);
  });
}
