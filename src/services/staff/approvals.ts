// PIN approvals (docs/architecture.md, staff access): a successful check-pin answers a random token; the
// action's own call sends it back as `approval` and consumes it in the action's transaction. Only a
// hash is stored. A token works once, for the action type it was asked for, for the staff member who
// asked, within two minutes; if the action's transaction rolls back, the approval is not used up.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type ApprovalType, MANAGER_ONLY_TYPES } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { APPROVAL_REQUIRED } from './refusal.ts';
import { Refusal } from '../../domain/refusal.ts';

export const APPROVAL_TTL_MS = 2 * 60_000;
/** Spent and expired approvals are kept a day (for a look after a dispute), then cleared. */
const KEEP_MS = 24 * 60 * 60_000;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueApproval(
  db: Database,
  grant: { staffId: number; approverId: number; type: ApprovalType },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`delete from pin_approvals where expires_at < ${at(new Date(now.getTime() - KEEP_MS))}`);
  await db.execute(
    sql`insert into pin_approvals (token_hash, staff_id, approver_id, type, created_at, expires_at)
      values (${hashOf(token)}, ${grant.staffId}, ${grant.approverId}, ${grant.type}, ${at(now)}, ${at(new Date(now.getTime() + APPROVAL_TTL_MS))})`,
  );
  return token;
}

export interface ApprovalAsk {
  approval: string | null | undefined;
  type: ApprovalType;
  /** The signed-in staff member doing the action. */
  staffId: number;
  /** Only a manager's or an admin's PIN will do (discount beyond the limit, no deposit). */
  managerOnly?: boolean;
}

export interface UsedApproval {
  approverId: number;
  approverRole: 'staff' | 'manager' | 'admin';
}

/**
 * Consumes the approval in one statement (run it on the action's transaction handle): a replay, a
 * different action, another staff member's token, an expired one, or a staff PIN where a manager's is
 * needed all match no row. null when there is no usable approval.
 */
export async function useApproval(
  tx: Database,
  ask: ApprovalAsk,
  now: Date = new Date(),
): Promise<UsedApproval | null> {
  if (typeof ask.approval !== 'string' || ask.approval.length === 0 || ask.approval.length > 100) return null;
  // A manager-only action stays manager-only whatever the caller passes.
  const managerOnly = ask.managerOnly === true || MANAGER_ONLY_TYPES.includes(ask.type);
  const [row] = await queryRows<{ approver_id: number; role: UsedApproval['approverRole'] }>(
    tx,
    sql`update pin_approvals a set used_at = ${at(now)}
      from staff s
      where a.token_hash = ${hashOf(ask.approval)} and a.used_at is null and a.expires_at > ${at(now)}
        and a.type = ${ask.type} and a.staff_id = ${ask.staffId}
        and s.id = a.approver_id and s.active
        and (${managerOnly}::boolean = false or s.role in ('manager', 'admin'))
      returning a.approver_id, s.role`,
  );
  return row ? { approverId: Number(row.approver_id), approverRole: row.role } : null;
}

/** useApproval, refusing the action with 403 'PIN approval required' when there is none. */
export async function requireApproval(tx: Database, ask: ApprovalAsk, now: Date = new Date()): Promise<UsedApproval> {
  const used = await useApproval(tx, ask, now);
  if (!used) throw new Refusal(403, APPROVAL_REQUIRED);
  return used;
}
