// The five lists (POST /pos/order-list, specs/pos.md "Order list screen"): Active and Expired Quotes,
// Unpaid, Cancelled and Recent Orders, web orders among them. Membership follows `listOf`
// (src/domain/order-status.ts) in SQL (list-sql.ts), so a 100,000-order shop pages from its indexes:
// one query for the page, one for the total, one for the page's items.
import { sql } from 'drizzle-orm';
import {
  MAX_ORDER_LIST_PAGE,
  type OrderListResponse,
  type OrderListRow,
  type OrderListType,
} from '../../contract/pos-order-list.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import { idList, queryRows } from '../../db/rows.ts';
import { nzToday } from '../../domain/eta.ts';
import { toDecimal } from '../../domain/money.ts';
import { expiresIn, expiryBounds, newQuoteExpiry } from '../../domain/quote-expiry.ts';
import type { OrderContext } from './context.ts';
import { inList, matching, orderBy } from './list-sql.ts';

export interface OrderListAsk {
  type: OrderListType;
  search?: string;
  /** A staff id, or part of a staff member's name; empty for everyone. */
  staff?: string | number;
  /** Off: only the signed-in staff member's branch. */
  allBranch: boolean;
  sort?: string;
  direction?: 'asc' | 'desc';
  page?: number | string;
  pageSize?: number | string;
}

/** The most a list counts: beyond it the total says TOTAL_CAP and `totalCapped` (the page shows '1,000+'). */
export const TOTAL_CAP = 1_000;

interface ListRow {
  id: number;
  order_no: string;
  kind: 'order' | 'quote';
  status: string;
  created_at: string | Date;
  updated_at: string | Date;
  expiry_date: string | null;
  firstname: string;
  lastname: string;
  mobile: string;
  email: string;
  grandtotal_cents: number;
  staff_label: string;
  staff_email: string;
}

/** A whole number within [min, max], else `fallback`. */
const within = (value: unknown, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min ? Math.min(n, max) : fallback;
};

/**
 * The staff filter: digits are a staff id (what the page's select sends), other text part of a name.
 * The get-staffs list the page offers is everyone, so any staff member may be chosen.
 */
function staffFilter(staff: string | number | undefined) {
  const text = String(staff ?? '').trim();
  if (!text) return null;
  if (/^\d{1,9}$/.test(text)) return sql`o.staff_id = ${Number(text)}`;
  return sql`o.staff_id in (select id from staff where lower(firstname || ' ' || lastname) like ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`;
}

export function orderListCalls(ctx: OrderContext) {
  return {
    async list(signed: SignedInStaff, ask: OrderListAsk): Promise<OrderListResponse> {
      const today = ctx.today();
      const pageSize = within(ask.pageSize, 1, MAX_ORDER_LIST_PAGE, 10);
      const page = within(ask.page, 1, 100_000, 1);
      const where = [inList(ask.type, today)];
      // A search reads its matches off the trigram indexes first (OFFSET 0 keeps PostgreSQL from
      // walking a sort index and testing every row against the words instead), then filters and sorts
      // those few; without one, the page is read in order from the list's sort index.
      const found = matching(ask.search ?? '');
      const source = found ? sql`(select * from orders o where ${found.indexed} offset 0) as o` : sql`orders o`;
      if (found?.rest) where.push(found.rest);
      const byStaff = staffFilter(ask.staff);
      if (byStaff) where.push(byStaff);
      if (!ask.allBranch) where.push(sql`o.location = ${signed.branch}`);
      const filter = sql.join(where, sql` and `);

      const [rows, counted] = await Promise.all([
        queryRows<ListRow>(
          ctx.db,
          sql`select o.id, o.order_no, o.kind, o.status, o.created_at, o.updated_at, o.expiry_date::text as expiry_date,
              o.firstname, o.lastname, o.mobile, o.email, o.grandtotal_cents,
              coalesce(s.firstname || ' ' || s.lastname, '') as staff_label, coalesce(s.email, '') as staff_email
            from ${source} left join staff s on s.id = o.staff_id
            where ${filter}
            order by ${orderBy(ask.sort ?? '', ask.direction ?? 'desc')}
            limit ${pageSize} offset ${(page - 1) * pageSize}`,
        ),
        // Counting stops past TOTAL_CAP (a hundred pages): a list of 60,000 recent orders costs many
        // times the rest of the call to count, and the pager's five links move five pages at a time.
        queryRows<{ total: number }>(
          ctx.db,
          sql`select count(*)::int as total from (select 1 from ${source} where ${filter} limit ${TOTAL_CAP + 1}) as found`,
        ),
      ]);
      const items = await standaloneItems(
        ctx,
        rows.map((r) => Number(r.id)),
      );
      const total = Number(counted[0]?.total ?? 0);
      return {
        success: true,
        total: Math.min(total, TOTAL_CAP),
        totalCapped: total > TOTAL_CAP,
        orders: rows.map((r) => rowOf(r, items.get(Number(r.id)) ?? [], today)),
      };
    },
  };
}

/** Each order's own lines (a bundle's components stay under their line on the detail page). */
async function standaloneItems(ctx: OrderContext, orderIds: number[]) {
  const byOrder = new Map<number, OrderListRow['items']>();
  if (orderIds.length === 0) return byOrder;
  const rows = await queryRows<{ order_id: number; qty_ordered: number; name: string }>(
    ctx.db,
    sql`select order_id, qty_ordered, name from order_items
      where order_id in (${idList(orderIds)}) and group_code = -1 order by order_id, id`,
  );
  for (const r of rows) {
    const list = byOrder.get(Number(r.order_id)) ?? [];
    list.push({ qty_ordered: Number(r.qty_ordered), name: r.name });
    byOrder.set(Number(r.order_id), list);
  }
  return byOrder;
}

function rowOf(r: ListRow, items: OrderListRow['items'], today: string): OrderListRow {
  const created = new Date(r.created_at);
  // A quote's expiry, days left and the range it may move in, as the checkout counts them
  // (services/pos-cart/quotes.ts quoteFactsOf): a quote saved before expiry dates counts from creation.
  const quote = r.kind === 'quote';
  const expiry = quote ? (r.expiry_date ?? newQuoteExpiry(nzToday(created))) : null;
  const bounds = quote ? expiryBounds(nzToday(created), today) : null;
  return {
    order_no: r.order_no,
    createdAt: created.toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    expiry_date: expiry,
    minExpireDate: bounds?.min ?? null,
    maxExpireDate: bounds?.max ?? null,
    expiresIn: expiry ? expiresIn(expiry, today) : null,
    status: r.status,
    staff_label: r.staff_label,
    staff_email: r.staff_email,
    firstname: r.firstname,
    lastname: r.lastname,
    mobile: r.mobile,
    email: r.email,
    items,
    grandtotal: toDecimal(Number(r.grandtotal_cents)),
    // Comments on orders and quotes come with issue 12; until then every row has none.
    num_comments: 0,
  };
}
