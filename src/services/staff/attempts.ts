// Counting wrong tries at a secret (a PIN, a sign-in) in the database, so every instance agrees.
// A try is counted *before* the secret is checked and given back when it was right: then a burst of
// parallel guesses cannot all pass the check before any of them is recorded. The window starts at
// the first wrong try; reaching the limit inside it locks the subject until `lockMs` from then.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export interface AttemptRule {
  /**
   * 'shopper_login' and 'shopper_from' are the storefront sign-in's (services/shoppers/sign-in.ts);
   * 'shopper_mail' counts the mailed links to one email (services/shoppers/links.ts).
   */
  kind: 'pin' | 'login' | 'login_from' | 'shopper_login' | 'shopper_from' | 'shopper_mail';
  limit: number;
  windowMs: number;
  lockMs: number;
}

export const PIN_RULE: AttemptRule = { kind: 'pin', limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/**
 * Wrong passwords for one email from one address (subject `address email`): one address can lock an
 * email out only for itself, so a stranger cannot lock a staff member out of the shop's tills.
 */
export const LOGIN_FROM_RULE: AttemptRule = {
  kind: 'login_from',
  limit: 10,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
/**
 * Wrong passwords for one email from every address: a guesser with many addresses still meets a lock,
 * which needs at least three addresses (the sign-in limit per address is 20 in 15 minutes, and 10 per
 * email from one) and is logged; a manager can open it (./unlock.ts).
 */
export const LOGIN_RULE: AttemptRule = { kind: 'login', limit: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Counts one try; false when the subject is locked or its window's tries are all spent (the try is
 * then refused without looking at the secret). One statement, so two instances cannot both take the last try.
 */
export async function takeAttempt(db: Database, rule: AttemptRule, subject: string, now: Date): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - rule.windowMs);
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`insert into wrong_attempts as w (kind, subject, window_start, count) values (${rule.kind}, ${subject}, ${at(now)}, 1)
      on conflict (kind, subject) do update set
        window_start = case when w.window_start <= ${at(staleBefore)} then ${at(now)} else w.window_start end,
        count = case when w.window_start <= ${at(staleBefore)} then 1 else w.count + 1 end,
        locked_until = null
      where (w.locked_until is null or w.locked_until <= ${at(now)})
        and (w.window_start <= ${at(staleBefore)} or w.count < ${rule.limit})
      returning w.count`,
  );
  return row !== undefined;
}

/** The try was right: it no longer counts. */
export async function giveBackAttempt(db: Database, rule: AttemptRule, subject: string): Promise<void> {
  await db.execute(
    sql`update wrong_attempts set count = greatest(count - 1, 0) where kind = ${rule.kind} and subject = ${subject}`,
  );
}

/** The try was wrong (it is counted already): lock when the window's tries are spent. True when now locked. */
export async function lockIfSpent(db: Database, rule: AttemptRule, subject: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ locked_until: string }>(
    db,
    sql`update wrong_attempts set locked_until = ${at(new Date(now.getTime() + rule.lockMs))}
      where kind = ${rule.kind} and subject = ${subject} and count >= ${rule.limit} and locked_until is null
      returning locked_until`,
  );
  return rows.length > 0;
}
