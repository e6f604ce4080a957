// The mailed link that proves a shopper owns an email: a customer made at the counter has
// no password, so whoever types their email must not claim the account; the owner gets a link
// instead, and the same link sets a forgotten password. Only the token's SHA-256 is kept
// (shopper_links.token_hash): a copy of the table opens nothing. A link lasts 24 hours and opens once.
// Mails to one email are counted (staff/attempts.ts): past the limit the answer is the same and no
// mail goes, so nobody can flood an inbox through the form.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { buttonLink, html, mailPage } from '../../integrations/mail/html.ts';
import { MAIL_NOT_SENT, type Mailer, MailNotSent } from '../../integrations/mail/index.ts';
import { Refusal } from '../../domain/refusal.ts';
import { type AttemptRule, takeAttempt } from '../staff/staff.service.ts';

export type LinkPurpose = 'claim' | 'reset';

export const LINK_MS = 24 * 60 * 60_000;
/** The page the link opens (web/shop/routes/account.set-password.tsx). */
export const SET_PASSWORD_PATH = '/account/set-password';
export const LINK_MAILED =
  'We have emailed you a link to set your password. Please open it within 24 hours to sign in.';
export const LINK_EXPIRED = 'This link has expired or has already been used. Please ask for a new one.';

/** Mails to one email: a shopper asking again a few times gets each; a flood gets nothing more. */
export const SHOPPER_MAIL_RULE: AttemptRule = {
  kind: 'shopper_mail',
  limit: 3,
  windowMs: 60 * 60_000,
  lockMs: 60 * 60_000,
};

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LinkDeps {
  db: Database;
  mailer: Mailer;
  /** The shop's origin for the link (config.publicUrl). */
  origin: string;
  now: () => Date;
}

/**
 * Mails user `userId` a new link for `purpose`, unless their email already had its mails this hour.
 * True when a mail went.
 */
export async function mailLink(deps: LinkDeps, userId: number, purpose: LinkPurpose): Promise<boolean> {
  const now = deps.now();
  const [user] = await queryRows<{ email: string; firstname: string }>(
    deps.db,
    sql`select email, firstname from users where id = ${userId}`,
  );
  if (!user) return false;
  if (!(await takeAttempt(deps.db, SHOPPER_MAIL_RULE, user.email.trim().toLowerCase(), now))) return false;
  const token = randomBytes(32).toString('base64url');
  const link = `${deps.origin}${SET_PASSWORD_PATH}?t=${token}`;
  // A mail server that refuses leaves no link behind (the outbox writes inside the transaction) and
  // says so in words, as the other mails do (services/index.ts mailRefusedOnSend).
  await mailInTransaction(deps, async (tx) => {
    await tx.execute(
      sql`insert into shopper_links (user_id, purpose, token_hash, expires_at)
        values (${userId}, ${purpose}, ${hashToken(token)}, ${at(new Date(now.getTime() + LINK_MS))})`,
    );
    const greeting = user.firstname.trim() ? `Kia ora ${user.firstname.trim()},` : 'Kia ora,';
    const why =
      purpose === 'claim'
        ? 'Someone (we hope you) asked to sign in to your Kauri Furniture account, which has no password yet.'
        : 'Someone (we hope you) asked to set a new password for your Kauri Furniture account.';
    const text = [
      greeting,
      '',
      why,
      'Open this link within 24 hours to choose your password and sign in:',
      link,
      '',
      'If it was not you, ignore this email: nothing changes.',
      'Kauri Furniture',
    ].join('\n');
    const body = html`<p>${greeting}</p><p>${why}</p><p>Open this link within 24 hours to choose your password and sign in.</p>${buttonLink(link, 'Set my password')}<p>If it was not you, ignore this email: nothing changes.</p>`;
    await deps.mailer.send(
      {
        to: user.email.trim(),
        subject: 'Set your Kauri Furniture password',
        text,
        html: mailPage('Set your password', body),
      },
      tx,
    );
  });
  return true;
}

async function mailInTransaction(deps: LinkDeps, work: (tx: Database) => Promise<void>): Promise<void> {
  try {
    await deps.db.transaction(work);
  } catch (err) {
    if (err instanceof MailNotSent) throw Object.assign(new Refusal(503, MAIL_NOT_SENT), { cause: err });
    throw err;
  }
}

/** Whether `token` opens a link now (the page asks before showing its form). */
export async function linkOpens(db: Database, token: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from shopper_links where token_hash = ${hashToken(token)} and used_at is null and expires_at > ${at(now)}`,
  );
  return rows.length > 0;
}

/**
 * Uses the link once: marks it used and sets the user's password hash, in one statement each inside
 * one transaction, so two tabs posting the same link set one password. The user's id, or null when
 * the link is unknown, used or expired.
 */
export async function useLink(db: Database, token: string, passwordHash: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [link] = await queryRows<{ user_id: number }>(
      tx,
      sql`update shopper_links set used_at = ${at(now)}
        where token_hash = ${hashToken(token)} and used_at is null and expires_at > ${at(now)}
        returning user_id`,
    );
    if (!link) return null;
    await tx.execute(sql`update users set password_hash = ${passwordHash} where id = ${link.user_id}`);
    // Other links of the user no longer open: the password is chosen.
    await tx.execute(
      sql`update shopper_links set used_at = ${at(now)} where user_id = ${link.user_id} and used_at is null`,
    );
    return link.user_id;
  });
}
