// The SQL of the five lists: which list a row is in (src/domain/order-status.ts `listOf`, as SQL), what
// a search matches, and the sortable columns. The list and the sort expressions are the ones the
// `orders_list_*` indexes are built on (src/db/schema-sales.ts): PostgreSQL uses an expression index
// only for the very same expression, so the two must stay word for word alike.
import { type SQL, sql } from 'drizzle-orm';
import type { OrderListSort, OrderListType } from '../../contract/pos-order-list.ts';
import { RECENT_ORDER_STATUSES } from '../../domain/order-status.ts';

/** The list an orders row (alias `o`) is in, quotes not yet split by expiry: quote, p-order, c-order, order or null. */
export const LIST_GROUP = sql.raw(
  `(case when o.kind = 'quote' then 'quote' when o.status = 'pending' then 'p-order' when o.status = 'locked' then 'c-order' when o.status in (${RECENT_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')}) then 'order' end)`,
);

/** Rows of one list on New Zealand's `today` (YYYY-MM-DD). */
export function inList(type: OrderListType, today: string): SQL {
  if (type === 'quote')
    return sql`${LIST_GROUP} = 'quote' and (o.expiry_date is null or o.expiry_date >= ${today}::date)`;
  if (type === 'e-quote') return sql`${LIST_GROUP} = 'quote' and o.expiry_date < ${today}::date`;
  return sql`${LIST_GROUP} = ${type}`;
}

/** What a search word is looked for in: name, email and address, lower-cased. */
export const SEARCH_TEXT = sql.raw(
  `lower(o.firstname || ' ' || o.lastname || ' ' || o.email || ' ' || o.shipping_address)`,
);
/** A word that is an order's No. typed with its letters ('P100012', 'q10'): found by the No.'s beginning. */
const ORDER_NO_WORD = /^[a-z]+\d+$/;
/** The mobile's digits only, so '021 555 0101', '0215550101' and '555 01' find one another. */
export const MOBILE_DIGITS = sql.raw(`regexp_replace(o.mobile, '[^0-9]', '', 'g')`);

const likeText = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface Matching {
  /** Read off the indexes, with the list's own (the longest word: the fewest rows, as a rule). */
  indexed: SQL;
  /** The other words, tested on those rows. */
  rest: SQL | null;
}

/**
 * Every word of the search in the text (partial, any case; a No. with its letters also by the No.'s
 * beginning), or, for a search of phone characters with three digits or more, its digits in the mobile
 * or the No. null for an empty search. Only one word goes to the trigram index: given two, PostgreSQL
 * guesses they match almost nothing and rechecks every row of the index's answer instead of
 * intersecting it with the list's index first.
 */
export function matching(search: string): Matching | null {
  const words = [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return null;
  const like = (w: string) =>
    ORDER_NO_WORD.test(w)
      ? sql`(o.order_no like ${`${w.toUpperCase()}%`} or ${SEARCH_TEXT} like ${likeText(w)})`
      : sql`${SEARCH_TEXT} like ${likeText(w)}`;
  const [longest, ...others] = words as [string, ...string[]];
  const rest = others.length ? sql.join(others.map(like), sql` and `) : null;
  const digits = search.replace(/\D/g, '');
  if (/^[\d\s()+-]+$/.test(search.trim()) && digits.length >= 3) {
    // A phone number, or a No.'s digits: in the mobile, the No., or the text.
    const inText = rest ? sql`(${like(longest)} and ${rest})` : like(longest);
    return {
      indexed: sql`(${inText} or ${MOBILE_DIGITS} like ${likeText(digits)} or o.order_no like ${likeText(digits)})`,
      rest: null,
    };
  }
  return { indexed: like(longest), rest };
}

/** The ORDER BY of each sortable column (ties broken by the row id, the same way). */
const SORTS: Record<OrderListSort, SQL> = {
  order_no: sql.raw('o.order_no'),
  createdAt: sql.raw('o.created_at'),
  updatedAt: sql.raw('o.updated_at'),
  expiry_date: sql.raw('o.expiry_date'),
  grandtotal: sql.raw('o.grandtotal_cents'),
  name: sql.raw("lower(o.firstname || ' ' || o.lastname)"),
  staff: sql.raw("coalesce(s.firstname || ' ' || s.lastname, '')"),
  status: sql.raw('o.status'),
};

export function orderBy(sort: string, direction: 'asc' | 'desc'): SQL {
  const column = SORTS[sort as OrderListSort];
  if (!column || !Object.hasOwn(SORTS, sort)) return sql.raw('o.created_at desc, o.id desc');
  const dir = sql.raw(direction === 'asc' ? 'asc' : 'desc');
  // PostgreSQL's default null placement, so the page reads straight off the sort column's index.
  return sql`${column} ${dir}, o.id ${dir}`;
}
