// A manager opens a staff member's locked sign-in and PIN (docs/architecture.md, Staff access): the
// lockouts stop guessers, and this is how a staff member locked out by one (or by their own typing)
// gets back to work without waiting 15 minutes. Only a manager or an admin may; a manager may not open
// an admin, and nobody opens their own PIN lock (a till left signed in would otherwise keep guessing).
import { sql } from 'drizzle-orm';
import type { LockedStaff, SignedInStaff, StaffRole } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import { CANNOT_UNLOCK_SELF, NOT_ALLOWED, STAFF_NOT_FOUND } from './refusal.ts';

const RANK: Record<StaffRole, number> = { staff: 0, manager: 1, admin: 2 };

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The address part of a 'login_from' subject (`address email`) taken off: the email. */
const emailOf = sql`substr(w.subject, position(' ' in w.subject) + 1)`;

/** Active staff with a lock in force now (a sign-in lock from any one address counts), for the unlock list. */
export async function lockedStaff(db: Database, now: Date): Promise<LockedStaff[]> {
  const rows = await queryRows<{
    id: number;
    firstname: string;
    lastname: string;
    pin_locked: boolean;
    sign_in_locked: boolean;
  }>(
    db,
    sql`select s.id, s.firstname, s.lastname,
        bool_or(w.kind = 'pin') as pin_locked, bool_or(w.kind <> 'pin') as sign_in_locked
      from wrong_attempts w join staff s on s.active and (
        (w.kind = 'pin' and w.subject = s.id::text)
        or (w.kind = 'login' and w.subject = lower(s.email))
        or (w.kind = 'login_from' and ${emailOf} = lower(s.email)))
      where w.locked_until > ${at(now)}
      group by s.id, s.firstname, s.lastname
      order by s.firstname, s.lastname, s.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    firstname: r.firstname,
    lastname: r.lastname,
    pinLocked: r.pin_locked,
    signInLocked: r.sign_in_locked,
  }));
}

/**
 * Clears every wrong-try count of the staff member (sign-in from any address, and PIN), so they can
 * sign in and use their PIN at once. Answers who was opened, for the log.
 */
export async function unlockStaff(
  db: Database,
  manager: SignedInStaff,
  staffId: number,
): Promise<{ id: number; email: string }> {
  if (manager.role !== 'manager' && manager.role !== 'admin') throw new Refusal(403, NOT_ALLOWED);
  if (staffId === manager.id) throw new Refusal(403, CANNOT_UNLOCK_SELF);
  const [target] = await queryRows<{ id: number; email: string; role: StaffRole }>(
    db,
    sql`select id, lower(email) as email, role from staff where id = ${staffId} and active`,
  );
  if (!target) throw new Refusal(404, STAFF_NOT_FOUND);
  if (RANK[target.role] > RANK[manager.role]) throw new Refusal(403, NOT_ALLOWED);
  await db.execute(
    sql`delete from wrong_attempts w where (w.kind = 'pin' and w.subject = ${String(target.id)})
      or (w.kind = 'login' and w.subject = ${target.email})
      or (w.kind = 'login_from' and ${emailOf} = ${target.email})`,
  );
  return { id: Number(target.id), email: target.email };
}
