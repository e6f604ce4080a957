// POST /pos/check-pin (docs/architecture.md, staff access). managerId 0 checks the signed-in
// staff member's own PIN; a manager's id checks that manager's PIN, and they must be a manager or an
// admin. A wrong PIN counts against the person whose PIN was tried; five in 15 minutes lock their PIN
// checks for 15 minutes. Success answers a single-use approval for that one action.
import { sql } from 'drizzle-orm';
import { type ApprovalType, MANAGER_ONLY_TYPES, type SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { verifySecret } from '../../domain/passwords.ts';
import { issueApproval } from './approvals.ts';
import { PIN_RULE, giveBackAttempt, lockIfSpent, takeAttempt } from './attempts.ts';
import { Lockout, MANAGER_PIN_NEEDED, PIN_LOCKED, SELECT_A_MANAGER, WRONG_PIN, pinRefusal } from './refusal.ts';

export interface PinCheck {
  /** The signed-in staff member asking. */
  staffId: number;
  pin: string;
  type: ApprovalType;
  /** 0: the asker's own PIN; otherwise the approving manager's staff id. */
  managerId: number;
}

export async function checkPin(
  db: Database,
  check: PinCheck,
  now = new Date(),
): Promise<{ success: true; approval: string }> {
  const ownPin = check.managerId === 0;
  const approverId = ownPin ? check.staffId : check.managerId;
  const [approver] = await queryRows<{ id: number; role: SignedInStaff['role']; pin_hash: string }>(
    db,
    sql`select id, role, pin_hash from staff where id = ${approverId} and active`,
  );
  const isManager = approver?.role === 'manager' || approver?.role === 'admin';
  // Nobody's PIN is tried for these, so nothing is counted.
  if (!approver || (!ownPin && !isManager)) throw pinRefusal(422, SELECT_A_MANAGER);
  if (ownPin && !isManager && MANAGER_ONLY_TYPES.includes(check.type)) throw pinRefusal(422, MANAGER_PIN_NEEDED);

  const subject = String(approver.id);
  if (!(await takeAttempt(db, PIN_RULE, subject, now))) throw pinRefusal(429, PIN_LOCKED);
  if (!(await verifySecret(check.pin, approver.pin_hash))) {
    if (await lockIfSpent(db, PIN_RULE, subject, now)) {
      throw new Lockout(pinRefusal(429, PIN_LOCKED), {
        event: 'pin_locked',
        staffId: approver.id,
        scope: 'everywhere',
      });
    }
    throw pinRefusal(422, WRONG_PIN);
  }
  await giveBackAttempt(db, PIN_RULE, subject);
  const approval = await issueApproval(db, { staffId: check.staffId, approverId: approver.id, type: check.type }, now);
  return { success: true, approval };
}
