// One entry of an order's history (event 'order-activity'): an action the PIN guards or a payment,
// written through record.ts in the caller's transaction. Staff read the description on the order
// detail ('Cancelled the order'); when the PIN was someone else's (a manager's, for a discount or
// No deposit) their name is said too, so the history answers "who allowed this?". The properties keep
// the same facts for the record: the action, whose PIN approved it, and what changed.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { recordActivity } from './record.ts';

/** What the approvals module answers once it has used a PIN approval (staff/approvals.ts UsedApproval). */
export interface ApprovedBy {
  approverId: number;
}

export interface OrderAction {
  /** The order or quote; null for a cart not yet an order (adoptCartActivity gives it one later). */
  orderId: number | null;
  /** The signed-in staff member; null for the system (a payment provider's verdict). */
  causerId: number | null;
  /** The approval type or our own name for the action: 'order_cancel', 'payment_added'. */
  action: string;
  description: string;
  approval?: ApprovedBy | null;
  /** What changed: `{ from: 'pending', to: 'locked' }`, `{ amount: '50.00', method: 'Offline' }`. */
  changes?: Record<string, unknown>;
  /** Staff reminded to look at it (a payment a manager must refund). */
  remind?: number[];
  now?: Date;
}

export async function recordOrderAction(tx: Database, a: OrderAction): Promise<number> {
  const approverId = a.approval?.approverId ?? null;
  const approver = approverId === null ? null : await staffNameOf(tx, approverId);
  const byOther = approver !== null && approverId !== a.causerId;
  return recordActivity(tx, {
    event: 'order-activity',
    orderId: a.orderId,
    causerId: a.causerId,
    description: byOther ? `${a.description} (approved with ${approver}'s PIN)` : a.description,
    properties: {
      action: a.action,
      ...(approverId === null ? {} : { approverId, approver }),
      ...(a.changes ?? {}),
    },
    remind: a.remind,
    now: a.now,
  });
}

async function staffNameOf(tx: Database, id: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    tx,
    sql`select trim(firstname || ' ' || lastname) as name from staff where id = ${id}`,
  );
  return row?.name ?? `staff #${id}`;
}
