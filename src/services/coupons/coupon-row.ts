// A coupon as the POS answers it (specs/pos.md "Coupon"): one query shape for the list, a created
// coupon and a changed one, so every answer carries the same fields. The history keeps staff ids
// (src/db/schema-sales.ts `op_history`); the answer names the staff member.
import { type SQL, sql } from 'drizzle-orm';
import type { CouponRow, CouponType } from '../../contract/pos-coupons.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { couponStatusWord } from '../../domain/coupons.ts';
import { toDecimal } from '../../domain/money.ts';

interface DbCoupon {
  id: number;
  code: string;
  name: string;
  type: CouponType;
  amount: number;
  min_gtotal_cents: number;
  is_shipping: boolean;
  exclude_hot: boolean;
  exclude_sale: boolean;
  no_commission: boolean;
  first_order_only: boolean;
  enabled: boolean;
  use_count: number;
  use_limit: number;
  expiry: string | Date | null;
  customer_id: number | null;
  created_at: string | Date;
  cus_first: string | null;
  cus_last: string | null;
  cus_email: string | null;
  staff_first: string | null;
  staff_last: string | null;
  history: { at: string; staff: string; action: string }[] | string;
}

/** The columns of a coupon row; `k` is the coupons row, `u` its customer and `s` its creator. */
const COLUMNS = sql`k.id, k.code, k.name, k.type, k.amount, k.min_gtotal_cents, k.is_shipping, k.exclude_hot,
  k.exclude_sale, k.no_commission, k.first_order_only, k.enabled, k.use_count, k.use_limit, k.expiry, k.customer_id, k.created_at,
  u.firstname as cus_first, u.lastname as cus_last, u.email as cus_email,
  s.firstname as staff_first, s.lastname as staff_last,
  (select coalesce(jsonb_agg(jsonb_build_object(
      'at', h.e->>'at',
      'staff', coalesce(trim(hs.firstname || ' ' || hs.lastname), ''),
      'action', h.e->>'action') order by h.n), '[]'::jsonb)
    from jsonb_array_elements(k.op_history) with ordinality as h(e, n)
    left join staff hs on hs.id = (h.e->>'staffId')::int) as history`;

const FROM = sql`from coupons k left join users u on u.id = k.customer_id left join staff s on s.id = k.staff_id`;

/** Coupons matching `where`, in `order`, a page at a time; `today` (NZ, YYYY-MM-DD) says which have expired. */
export async function readCoupons(
  db: Database,
  today: string,
  where: SQL,
  order: SQL = sql`k.id`,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<CouponRow[]> {
  const rows = await queryRows<DbCoupon>(
    db,
    sql`select ${COLUMNS} ${FROM} where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => couponRow(r, today));
}

export async function readCoupon(db: Database, id: number, today: string): Promise<CouponRow | undefined> {
  return (await readCoupons(db, today, sql`k.id = ${id}`))[0];
}

export async function countCoupons(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from coupons k where ${where}`);
  return Number(row?.n ?? 0);
}

const bit = (b: boolean): 0 | 1 => (b ? 1 : 0);
const dayText = (d: string | Date | null) =>
  d === null ? '' : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

/** The amount as the form typed it: 1000 hundredths of a percent and 1000 cents are both '10.00'. */
export const amountText = (amount: number) => toDecimal(amount);

function couponRow(r: DbCoupon, today: string): CouponRow {
  const customerName = `${r.cus_first ?? ''} ${r.cus_last ?? ''}`.trim();
  const history = typeof r.history === 'string' ? JSON.parse(r.history) : r.history;
  const expiry = dayText(r.expiry);
  return {
    id: Number(r.id),
    code: r.code,
    name: r.name,
    created_at: new Date(r.created_at).toISOString(),
    expiry,
    customer: r.cus_email ? (customerName ? `${customerName} <${r.cus_email}>` : r.cus_email) : '',
    customer_email: r.cus_email ?? '',
    staff: `${r.staff_first ?? ''} ${r.staff_last ?? ''}`.trim(),
    user: r.customer_id === null ? 0 : Number(r.customer_id),
    type: r.type,
    amount: amountText(Number(r.amount)),
    min_gtotal: toDecimal(Number(r.min_gtotal_cents)),
    is_shipping: bit(r.is_shipping),
    exclude_hot: bit(r.exclude_hot),
    exclude_sale: bit(r.exclude_sale),
    no_commission: bit(r.no_commission),
    first_order: bit(r.first_order_only),
    status: bit(r.enabled),
    status_word: couponStatusWord({ enabled: r.enabled, expiry: expiry || null }, today),
    usecount: Number(r.use_count),
    uselimit: Number(r.use_limit),
    op_history: history,
  };
}
