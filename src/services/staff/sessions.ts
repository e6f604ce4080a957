// Staff sign-in on the browser's session row (sessions.staff_id). Signing in moves the browser to a
// fresh session id, so an id planted before sign-in (session fixation) never becomes a staff session;
// the old row's shopper data and anonymous cart move with it.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { preparedRows } from '../../db/prepared.ts';
import { hashSecret, verifySecret } from '../../domain/passwords.ts';
import { LOGIN_FROM_RULE, LOGIN_RULE, giveBackAttempt, lockIfSpent, takeAttempt } from './attempts.ts';
import { Lockout, TOO_MANY_SIGN_INS, WRONG_CREDENTIALS } from './refusal.ts';
import { Refusal } from '../../domain/refusal.ts';

/** A working day and then some: a till signed in at opening stays signed in until closing. */
export const STAFF_SESSION_MS = 12 * 60 * 60_000;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

// An unknown email still costs one scrypt, so response times do not tell which emails are staff.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashSecret('no such staff member'));

export const newSessionId = () => randomBytes(24).toString('base64url');

export interface SignInResult {
  staffId: number;
  /** The browser's new session id: the caller sets the cookie. */
  sessionId: string;
}

/**
 * Checks email and password; on success the session becomes a staff session under a new id.
 * Refuses with 401 (wrong email or password, the same words for both) or 429 after ten wrong tries
 * for one email from this address, or thirty from anywhere, in 15 minutes (./attempts.ts). The wrong
 * try that locks is still a 401, thrown as a Lockout for the route to log.
 */
export async function signIn(
  db: Database,
  sessionId: string,
  login: { email: string; password: string; address: string },
  carry: CarrySession,
  now = new Date(),
): Promise<SignInResult> {
  const key = login.email.trim().toLowerCase();
  const here = `${login.address} ${key}`;
  if (!(await takeAttempt(db, LOGIN_FROM_RULE, here, now))) throw new Refusal(429, TOO_MANY_SIGN_INS);
  if (!(await takeAttempt(db, LOGIN_RULE, key, now))) {
    // Refused without a look at the password: it was no try from here either.
    await giveBackAttempt(db, LOGIN_FROM_RULE, here);
    throw new Refusal(429, TOO_MANY_SIGN_INS);
  }
  const [found] = await queryRows<{ id: number; password_hash: string }>(
    db,
    sql`select id, password_hash from staff where lower(email) = ${key} and active`,
  );
  const ok = await verifySecret(login.password, found?.password_hash ?? (await dummy()));
  if (!found || !ok) {
    const lockedHere = await lockIfSpent(db, LOGIN_FROM_RULE, here, now);
    const lockedEverywhere = await lockIfSpent(db, LOGIN_RULE, key, now);
    if (lockedHere || lockedEverywhere) {
      throw new Lockout(new Refusal(401, WRONG_CREDENTIALS), {
        event: 'sign_in_locked',
        email: key,
        staffId: found?.id,
        scope: lockedEverywhere ? 'everywhere' : 'address',
      });
    }
    throw new Refusal(401, WRONG_CREDENTIALS);
  }
  await giveBackAttempt(db, LOGIN_FROM_RULE, here);
  await giveBackAttempt(db, LOGIN_RULE, key);
  const fresh = newSessionId();
  await startStaffSession(db, { from: sessionId, to: fresh, staffId: found.id }, now, carry);
  return { staffId: found.id, sessionId: fresh };
}

/**
 * What follows a browser into its new session besides the session row: the visitor's open cart and
 * their orders (services/orders carrySession, handed in by services/index.ts: orders ask staff for
 * approvals, so staff may not ask orders).
 */
export type CarrySession = (tx: Database, move: { from: string; to: string }) => Promise<void>;

/** Makes `to` a staff session of `staffId`, carrying over what `from` held (its shopper, cart and orders). */
export async function startStaffSession(
  db: Database,
  move: { from: string; to: string; staffId: number },
  now: Date,
  carry: CarrySession,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into sessions (id, data, user_id, staff_id, expires_at)
        select ${move.to}, coalesce(old.data, '{}'::jsonb) - 'branch' - 'entra', old.user_id, ${move.staffId}, ${at(new Date(now.getTime() + STAFF_SESSION_MS))}
        from (select 1) one left join sessions old on old.id = ${move.from} and old.expires_at > ${at(now)}`,
    );
    await carry(tx as unknown as Database, move);
    await tx.execute(sql`delete from sessions where id = ${move.from}`);
  });
}

/** Ends the staff side of the session; a shopper signed in on the same browser stays signed in. */
export async function signOut(db: Database, sessionId: string): Promise<void> {
  await db.execute(sql`update sessions set staff_id = null, data = data - 'branch' - 'entra' where id = ${sessionId}`);
}

interface StaffRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: SignedInStaff['role'];
  location_code: string;
  branch: string | null;
  mini_menu: boolean;
}

/** The staff member signed in on this session, or null (none, expired, a shopper's, or deactivated). One primary-key lookup. */
export async function staffOfSession(
  db: Database,
  sessionId: string | null,
  now = new Date(),
): Promise<SignedInStaff | null> {
  if (!sessionId) return null;
  // Every /pos call asks this first: planned once per pool connection (db/prepared.ts).
  const [row] = await preparedRows<StaffRow>(
    db,
    'staff_of_session',
    sql`select t.id, t.firstname, t.lastname, t.email, t.role, t.location_code, t.mini_menu, s.data->>'branch' as branch
      from sessions s join staff t on t.id = s.staff_id
      where s.id = ${sessionId} and s.expires_at > ${at(now)} and t.active`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    role: row.role,
    locationCode: row.location_code,
    branch: row.branch ?? row.location_code,
    miniMenu: row.mini_menu,
  };
}
