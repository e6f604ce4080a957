// What a branch took on a New Zealand day: the payment lines paid on its orders (the order's location
// is the branch), by method and one by one. A line's paid time is its `updated_at` while its status
// is a paid one: marking a line paid writes both together (services/orders/mark-paid.ts), and
// nothing changes a paid line afterwards (services/orders/pay-lines.ts keeps taken lines as they are).
//
// The day's bounds are the two New Zealand midnights, turned into instants by PostgreSQL's own time
// zone rules ('Pacific/Auckland'), so a day the clocks change is 23 or 25 hours long and a payment at
// 00:30 that morning is on that day.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/** Payment line statuses that mean the money was taken (specs/pos.md "Payment line status": 1, 5, 6). */
export const PAID_STATUSES = [1, 5, 6] as const;
/** Not money: an order set to No deposit records this method (services/orders/detail.ts). */
const NOT_MONEY = 'no-deposit';

export interface DayPayment {
  id: number;
  gateway: string;
  amountCents: number;
  paidAt: Date;
  orderNo: string;
  reference: string;
  staff: string;
  location: string;
}

export interface MethodRow {
  gateway: string;
  name: string;
}

/** Paid lines whose paid time falls within the New Zealand day `date` (YYYY-MM-DD). */
export function paidOnDay(date: string): SQL {
  return sql`p.status in (1, 5, 6) and p.gateway <> ${NOT_MONEY}
    and p.updated_at >= (${date}::date::timestamp at time zone 'Pacific/Auckland')
    and p.updated_at < ((${date}::date + 1)::timestamp at time zone 'Pacific/Auckland')`;
}

/** Every paid line of the branch that day, oldest first. */
export async function dayPayments(db: Database, branch: string, date: string): Promise<DayPayment[]> {
  const rows = await queryRows<{
    id: number;
    gateway: string;
    amount_cents: number;
    updated_at: string | Date;
    order_no: string;
    reference: string;
    firstname: string | null;
    lastname: string | null;
    location: string;
  }>(
    db,
    sql`select p.id, p.gateway, p.amount_cents, p.updated_at, p.reference, o.order_no, o.location, s.firstname, s.lastname
      from payments p
      join orders o on o.id = p.order_id
      left join staff s on s.id = o.staff_id
      where o.location = ${branch} and ${paidOnDay(date)}
      order by p.updated_at, p.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    gateway: r.gateway,
    amountCents: Number(r.amount_cents),
    paidAt: new Date(r.updated_at),
    orderNo: r.order_no,
    reference: r.reference,
    staff: r.firstname === null ? '' : `${r.firstname} ${r.lastname ?? ''}`.trim(),
    location: r.location,
  }));
}

/** Each branch's takings that day in cents (branches that took nothing are absent). */
export async function takingsByBranch(db: Database, date: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ location: string; cents: number }>(
    db,
    sql`select o.location, sum(p.amount_cents)::int as cents
      from payments p join orders o on o.id = p.order_id
      where ${paidOnDay(date)}
      group by o.location`,
  );
  return new Map(rows.map((r) => [r.location, Number(r.cents)]));
}

/**
 * The methods a banking lists: the counter's (every enabled staff method, so the counted ones are
 * always there to fill in), then any other method the day's payments used (a hosted card payment
 * taken on the order detail), in the shop's order.
 */
export async function bankingMethods(db: Database, used: readonly string[]): Promise<MethodRow[]> {
  const usedList = used.length
    ? sql.join(
        used.map((g) => sql`${g}`),
        sql`, `,
      )
    : sql`null`;
  const rows = await queryRows<{ code: string; name: string }>(
    db,
    sql`select code, name from payment_methods
      where code <> ${NOT_MONEY} and ((for_staff and enabled) or code in (${usedList}))
      order by sort_order, code`,
  );
  const known = new Set(rows.map((r) => r.code));
  // A line of a method since removed from the table still counts, under its own code.
  const unknown = used.filter((g) => !known.has(g)).map((g) => ({ gateway: g, name: g }));
  return [...rows.map((r) => ({ gateway: r.code, name: r.name })), ...unknown];
}
