// The SQL of the five lists: which list a row is in (src/domain/order-status.ts `listOf`, kept by
// PostgreSQL as the orders row's `list_group`, a quote's last day as `quote_expiry`), what a search
// matches (`search_text`), and the sortable columns, each the column an `orders_list_*` index is built
// on after the list (src/db/schema-sales.ts).
import { type SQL, sql } from 'drizzle-orm';
import { ORDER_LIST_TYPES, type OrderListSort, type OrderListType } from '../../contract/pos-order-list.ts';

/** Rows of one list on New Zealand's `today` (YYYY-MM-DD): active and expired quotes are two ranges of their last day. */
export function inList(type: OrderListType, today: string): SQL {
  if (type === 'quote') return sql`o.list_group = 'quote' and o.quote_expiry >= ${today}::date`;
  if (type === 'e-quote') return sql`o.list_group = 'quote' and o.quote_expiry < ${today}::date`;
  // The list as a literal (one of the contract's four words), so PostgreSQL sees which list's trigram
  // index (src/db/schema-sales.ts, orders_search_*_idx) holds its rows.
  if (!ORDER_LIST_TYPES.includes(type)) throw new Error(`not a list: ${type}`);
  return sql`o.list_group = ${sql.raw(`'${type}'`)}`;
}

/** What a search word is looked for in: name, email and address, lower-cased (the orders row's stored column). */
export const SEARCH_TEXT = sql.raw('o.search_text');
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
  /** Whether it reads the mobile or the No. besides the search text (which the sort indexes carry). */
  readsNumbers: boolean;
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
      readsNumbers: true,
    };
  }
  return { indexed: like(longest), rest, readsNumbers: words.some((w) => ORDER_NO_WORD.test(w)) };
}

/** The ORDER BY of each sortable column (ties broken by the row id, the same way). */
const SORTS: Record<OrderListSort, SQL> = {
  order_no: sql.raw('o.order_no'),
  createdAt: sql.raw('o.created_at'),
  updatedAt: sql.raw('o.updated_at'),
  expiry_date: sql.raw('o.quote_expiry'),
  grandtotal: sql.raw('o.grandtotal_cents'),
  name: sql.raw('o.sort_name'),
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
