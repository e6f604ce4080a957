// The five lists (POST /pos/order-list, specs/pos.md "Order list screen"): Active and Expired Quotes,
// Unpaid, Cancelled and Recent Orders, web orders among them. Membership follows `listOf`
// (src/domain/order-status.ts) in SQL (list-sql.ts), so a 100,000-order shop pages from its indexes:
// a page with its items and a total, in one statement for a search, in two side by side otherwise.
import { type SQL, sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import {
  MAX_ORDER_LIST_PAGE,
  type OrderListResponse,
  type OrderListRow,
  type OrderListType,
} from '../../contract/pos-order-list.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import { queryRows } from '../../db/rows.ts';
import { toDecimal } from '../../domain/money.ts';
import { expiresIn, expiryBounds, newQuoteExpiry } from '../../domain/quote-expiry.ts';
import type { OrderContext } from './context.ts';
import { type Matching, inList, matching, orderBy } from './list-sql.ts';

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

/**
 * The most a list or a search counts (twenty pages): beyond it the total says TOTAL_CAP and
 * `totalCapped` (the page shows '200+'). Counting a list of 60,000 recent orders, or a broad word's
 * thousands of matches, would cost many times the rest of the call; the pager's five links move five
 * pages at a time, and a salesperson who meets more than twenty pages types a word.
 */
export const TOTAL_CAP = 200;
/** The most entries of a list a broad search's walk reads (more than the largest list of a shop this size). */
const WALK_CAP = 200_000;
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
  items: OrderListRow['items'] | string;
  num_comments: number;
}

/**
 * The comments on a row (quote and order notices), off activity_log_order_idx. A correlated count in
 * the page's select list, like its items: PostgreSQL runs it after the sort and the limit, for the
 * page's rows only, so a list of 100,000 orders pays for ten counts.
 */
const COMMENT_COUNT = sql.raw(
  `(select count(*)::int from activity_log a where a.order_id = o.id and a.event in ('quote-notice', 'order-notice'))`,
);

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
      const found = matching(ask.search ?? '');
      const byStaff = staffFilter(ask.staff);
      if (byStaff) where.push(byStaff);
      if (!ask.allBranch) where.push(sql`o.location = ${signed.branch}`);
      const filter = sql.join(where, sql` and `);

      const sorted = orderBy(ask.sort ?? '', ask.direction ?? 'desc');
      const columns = sql`o.id, o.order_no, o.kind, o.status, o.created_at, o.updated_at, o.expiry_date::text as expiry_date,
            o.firstname, o.lastname, o.mobile, o.email, o.grandtotal_cents,
            coalesce(s.firstname || ' ' || s.lastname, '') as staff_label, coalesce(s.email, '') as staff_email,
            (select coalesce(json_agg(json_build_object('qty_ordered', i.qty_ordered, 'name', i.name) order by i.id), '[]'::json)
              from order_items i where i.order_id = o.id and i.group_code = -1) as items,
            ${COMMENT_COUNT} as num_comments`;
      const window = sql`order by ${sorted} limit ${pageSize} offset ${(page - 1) * pageSize}`;
      // A page of the matches a search read (m), numbered for json_agg to keep its order.
      const pageOfMatches = sql`select ${columns}, row_number() over (order by ${sorted}) as n
          from m o left join staff s on s.id = o.staff_id ${window}`;
      // A page read by walking the list's sort index: the walk picks the page's ids from what the index
      // carries (an index-only scan: no table row read for the entries it passes over), then the page's
      // ten rows are read. The inner join to staff is dropped by PostgreSQL unless the sort needs it.
      const walkedPage = (picked: SQL) =>
        sql`select ${columns}
          from (${picked}) as picked join orders o on o.id = picked.id left join staff s on s.id = o.staff_id
          order by ${sorted}`;
      const inOrder = sql`select o.id from orders o left join staff s on s.id = o.staff_id where ${filter} ${window}`;
      // A search's matches in the list's order: the list's first `entries` in order (a subquery with its
      // own LIMIT, so PostgreSQL neither pushes the search into it nor, guessing two words match almost
      // nothing, swaps the walk for reading every match of the trigram index), tested one by one off what
      // the sort index carries.
      const walk = (m: Matching, entries: number) =>
        sql`select o.id from (
            select o.id, o.search_text${m.readsNumbers ? sql`, o.mobile, o.order_no` : sql``}
            from orders o left join staff s on s.id = o.staff_id where ${filter} order by ${sorted} limit ${entries}) as o
          where ${m.indexed}${m.rest ? sql` and ${m.rest}` : sql``}`;
      const searched = (m: Matching) => sql`${walk(m, WALK_CAP)} limit ${pageSize} offset ${(page - 1) * pageSize}`;
      const counted = (from: SQL, cap: number) =>
        sql`select count(*)::int as total from (select 1 from ${from} where ${filter} limit ${cap + 1}) as found`;
      let rows: ListRow[];
      let total: number;
      if (found) {
        // The matches are read off the trigram index ANDed with the list's own index (OFFSET 0 keeps
        // PostgreSQL on those bitmaps, which read only the rows in both), up to one more than TOTAL_CAP,
        // then counted and, when that is all of them, sorted and paged in the same statement. More than
        // TOTAL_CAP: the page is read by walking the list's sort index, testing each entry with what the
        // index carries (migration 0016), which meets a page of such a search's matches within a few
        // thousand entries and never reads the table for the others; reading and sorting every match
        // would fetch thousands of rows.
        const [both] = await queryRows<{ total: number; rows: ListRow[] | string }>(
          ctx.db,
          sql`with m as materialized (
                select o.id, o.order_no, o.kind, o.status, o.created_at, o.updated_at, o.expiry_date, o.quote_expiry, o.sort_name,
                  o.firstname, o.lastname, o.mobile, o.email, o.grandtotal_cents, o.staff_id
                from (select * from orders o where ${found.indexed} and ${filter} offset 0) as o
                ${found.rest ? sql`where ${found.rest}` : sql``} limit ${TOTAL_CAP + 1})
              select (select count(*)::int from m) as total,
                (select coalesce(json_agg(p order by p.n), '[]'::json) from (${pageOfMatches}) as p) as rows`,
        );
        total = Number(both!.total);
        rows =
          total > TOTAL_CAP
            ? await queryRows<ListRow>(ctx.db, walkedPage(searched(found)))
            : typeof both!.rows === 'string'
              ? JSON.parse(both!.rows)
              : both!.rows;
      } else {
        const [listed, count] = await Promise.all([
          queryRows<ListRow>(ctx.db, walkedPage(inOrder)),
          queryRows<{ total: number }>(ctx.db, counted(sql`orders o`, TOTAL_CAP)),
        ]);
        rows = listed;
        total = Number(count[0]?.total ?? 0);
      }
      return {
        success: true,
        total: Math.min(total, TOTAL_CAP),
        totalCapped: total > TOTAL_CAP,
        orders: rows.map((r) => rowOf(r, today)),
      };
    },
  };
}

function rowOf(r: ListRow, today: string): OrderListRow {
  const created = new Date(r.created_at);
  // A quote's expiry, days left and the range it may move in, as the checkout counts them
  // (quote-facts.ts quoteFactsOf): a quote saved before expiry dates counts from creation.
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
    // Each order's own lines (a bundle's components stay under their line on the detail page).
    items: (typeof r.items === 'string' ? (JSON.parse(r.items) as OrderListRow['items']) : r.items).map((i) => ({
      qty_ordered: Number(i.qty_ordered),
      name: i.name,
    })),
    grandtotal: toDecimal(Number(r.grandtotal_cents)),
    num_comments: Number(r.num_comments),
  };
}
