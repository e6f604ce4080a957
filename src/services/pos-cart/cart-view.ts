// Everything POST /pos/cart/get shows of a POS cart, read in one round trip: the cart row, its coupon
// and customer, its item rows (the shopper cart's select, cart/lines.ts) with every sub-item's stock
// rows and open purchase orders, the saved allocations, the sub-items' delivery notes and tags, the
// email log, the payment lines, the staff payment methods and, for a quote, its orders row. A 20-line cart was a dozen queries, and on this
// stack each round trip costs more than the rows it reads; as a named prepared statement
// (db/prepared.ts) it is also planned once per pool connection.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Coupon } from '../../domain/coupons.ts';
import { type AllocationWay, type ItemRow, itemRowsSelect } from '../cart/cart.service.ts';
import { preparedRows } from '../../db/prepared.ts';
import { type CartRecord, cartFromJson, couponFromJson } from '../../db/records.ts';
import type { SavedPaymentLine } from './payments.ts';
import type { PosCartRef } from './quotes.ts';
import { SAVED_TOTALS, type SavedTotals } from './quote-figures.ts';
import { type SubItemFacts, type SubItemFactsFields, subItemFactsOf, subItemFields } from './sub-items.ts';

/** One place's figures of a sub-item, as the allocation modal's stock table shows them. */
export interface PlaceFigures {
  free: number;
  clr: number;
  alloc: number;
  nons: number;
  on_hand: number;
}

/** A sub-item's figures in the shape POST /pos/cart/get answers them, made once per variant. */
export interface PartStockRow {
  vid: number;
  cbm: string;
  /** Every physical place in its order, zeros where the variant has no stock row. */
  locationQty: Record<string, PlaceFigures>;
  pOrders: { id: number; po_number: string; qty: number; eta: string }[];
}

/** The quote's orders row, as quoteFactsOf (services/orders/quote-facts.ts) takes it. */
export interface QuoteRow {
  expiry_date: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  /** The totals saved with the quote (quote-figures.ts compares them with the cart's). */
  saved: SavedTotals;
}

export interface PosCartView {
  ref: PosCartRef;
  cart: CartRecord;
  coupon: Coupon | null;
  user: Record<string, unknown> | null;
  rows: ItemRow[];
  /** Per sub-item variant. */
  stock: Map<number, PartStockRow>;
  /** Saved allocations per `${cartItemId}|${variantId}`. */
  saved: Map<string, unknown[]>;
  /** The same allocations as the delivery fee counts them (cart/priced.ts). */
  allocations: AllocationWay[];
  /** Delivery notes, tags and back-order per `${cartItemId}|${variantId}` (sub-items.ts). */
  facts: Map<string, SubItemFacts>;
  emailLog: string[];
  payments: SavedPaymentLine[];
  /** Staff payment methods, code → name, in the payment tab's order (read fresh, as payments.ts does). */
  methods: Record<string, string>;
  quoteRow: QuoteRow | null;
}

/** Which cart: the staff member's open cart, a pending quote's cart, or a cart already found. */
export type CartWhich = { staffId: number } | { orderNo: string } | { cartId: number };

interface ViewRow {
  cart_id: number;
  order_id: number | null;
  order_no: string | null;
  expiry_date: string | null;
  created_at: string | Date | null;
  updated_at: string | Date | null;
  saved: SavedTotals | null;
  cart: Record<string, unknown>;
  coupon: Record<string, unknown> | null;
  user: Record<string, unknown> | null;
  items: (Omit<ItemRow, 'parts'> & { parts: PartFigures[] })[];
  physical: string[] | null;
  allocations: AllocationRow[] | null;
  email_log: string[] | null;
  payments: { id: number; gateway: string; name: string; amount_cents: number; reference: string }[] | null;
  methods: { code: string; name: string }[] | null;
}

/** A sub-item as itemRowsSelect reads it with `stockRows`: all its stock rows and open purchase orders, and sub-items.ts's fields. */
type PartFigures = ItemRow['parts'][number] &
  SubItemFactsFields & { cbm: string; stock: string | null; pos: PartStockRow['pOrders'] | null };

interface AllocationRow {
  cart_item_id: number;
  variant_id: number;
  method: string;
  from_location: string | null;
  purchase_order_id: number | null;
  to_location: string | null;
  qty: number;
  dispatch_date: string;
  confirmed: boolean;
  note: string;
}

/** The cart's id and, for a quote, its orders row (the cart lookups of quotes.ts cartOf, without locks). */
function which(w: CartWhich): { label: string; query: SQL } {
  const noQuote = sql`null::int as order_id, null::text as order_no, null::text as expiry_date, null::timestamptz as created_at, null::timestamptz as updated_at, null::json as saved`;
  if ('staffId' in w) {
    return {
      label: 'pos_cart_view_open',
      query: sql`select id as cart_id, ${noQuote} from carts
        where staff_id = ${w.staffId} and kind = 'pos' and status = 'open' and order_id is null order by id desc limit 1`,
    };
  }
  if ('orderNo' in w) {
    return {
      label: 'pos_cart_view_quote',
      query: sql`select c.id as cart_id, o.id as order_id, o.order_no, o.expiry_date::text as expiry_date, o.created_at, o.updated_at,
          ${SAVED_TOTALS} as saved
        from orders o join carts c on c.order_id = o.id and c.kind = 'pos' and c.status = 'open'
        where o.order_no = ${w.orderNo} and o.kind = 'quote' and o.status = 'pending'
        order by c.id desc limit 1`,
    };
  }
  return { label: 'pos_cart_view_id', query: sql`select ${w.cartId}::int as cart_id, ${noQuote}` };
}

/** The POS cart `w`, or null when there is no such cart. */
export async function loadPosCartView(db: Database, w: CartWhich): Promise<PosCartView | null> {
  const { label, query } = which(w);
  const [row] = await preparedRows<ViewRow>(
    db,
    label,
    sql`select q.*, to_jsonb(c) as cart,
        (select to_jsonb(k) from coupons k where c.coupon_code <> '' and upper(k.code) = upper(c.coupon_code)) as coupon,
        (select json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname, 'email', u.email, 'mobile', u.mobile,
            'organisation', u.organisation, 'billing_address', u.billing_address, 'shipping_address', u.shipping_address,
            'shipping_zip', u.shipping_zip, 'acquisition', u.acquisition, 'numQuotes', (select count(*) from orders o where o.user_id = u.id and o.kind = 'quote')::int)
          from users u where u.id = c.user_id) as "user",
        (select coalesce(json_agg(i order by i.id), '[]') from (${itemRowsSelect(sql`c.id`, { stockRows: true, partFields: subItemFields })}) i) as items,
        (select json_agg(l.code order by l.sort_order, l.code) from locations l where l.is_physical) as physical,
        (select json_agg(json_build_object('cart_item_id', a.cart_item_id, 'variant_id', a.variant_id, 'method', a.method,
            'from_location', a.from_location, 'purchase_order_id', a.purchase_order_id, 'to_location', a.to_location, 'qty', a.qty,
            'dispatch_date', a.dispatch_date::text, 'confirmed', a.confirmed, 'note', a.note) order by a.id)
          from cart_allocations a join cart_items ci on ci.id = a.cart_item_id where ci.cart_id = c.id) as allocations,
        (select json_agg(e.message order by e.created_at, e.id) from email_log e where e.cart_id = c.id or e.order_id = q.order_id) as email_log,
        (select json_agg(json_build_object('id', p.id, 'gateway', p.gateway, 'name', p.name, 'amount_cents', p.amount_cents,
            'reference', p.reference) order by p.id)
          from cart_payments p where p.cart_id = c.id) as payments,
        (select json_agg(json_build_object('code', m.code, 'name', m.name) order by m.sort_order, m.code)
          from payment_methods m where m.for_staff and m.enabled) as methods
      from (${query}) q join carts c on c.id = q.cart_id`,
  );
  if (!row) return null;
  const stock = partStock(row.items, row.physical ?? []);
  const facts = new Map(
    row.items.flatMap((i) => i.parts.map((p) => [`${i.id}|${Number(p.vid)}`, subItemFactsOf(p)] as const)),
  );
  const quote =
    row.order_id === null || row.order_no === null ? null : { orderId: Number(row.order_id), orderNo: row.order_no };
  const cart = cartFromJson(row.cart);
  return {
    ref: { id: Number(row.cart_id), userId: cart.userId === null ? null : Number(cart.userId), quote },
    cart,
    coupon: row.coupon ? couponFromJson(row.coupon) : null,
    user: row.user,
    rows: row.items,
    stock,
    saved: allocationsByPart(row.allocations ?? []),
    allocations: (row.allocations ?? []).map((a) => ({
      cartItemId: Number(a.cart_item_id),
      variantId: Number(a.variant_id),
      method: a.method as AllocationWay['method'],
      qty: Number(a.qty),
    })),
    facts,
    emailLog: row.email_log ?? [],
    payments: (row.payments ?? []).map((p) => ({
      id: Number(p.id),
      gateway: p.gateway,
      name: p.name,
      amountCents: Number(p.amount_cents),
      reference: p.reference,
    })),
    methods: Object.fromEntries((row.methods ?? []).map((m) => [m.code, m.name])),
    quoteRow:
      quote && row.saved
        ? { expiry_date: row.expiry_date, created_at: row.created_at!, updated_at: row.updated_at!, saved: row.saved }
        : null,
  };
}

/** The stock rows itemRowsSelect sends as `code,free,clr,alloc,nons,on_hand;…`. */
function stockRowsOf(text: string | null): (PlaceFigures & { code: string })[] {
  if (!text) return [];
  return text.split(';').map((row) => {
    const [code = '', free, clr, alloc, nons, on_hand] = row.split(',');
    return {
      code,
      free: Number(free),
      clr: Number(clr),
      alloc: Number(alloc),
      nons: Number(nons),
      on_hand: Number(on_hand),
    };
  });
}

/**
 * Each sub-item's figures at every physical place in their order (zeros where it has no stock row) and
 * its open purchase orders; and on the rows, the free units and next arrival the pricing reads, as
 * itemRowsSelect works them out without `stockRows` (free units above zero at any place, the earliest
 * open order's date).
 */
function partStock(items: { parts: PartFigures[] }[], physical: string[]): Map<number, PartStockRow> {
  const out = new Map<number, PartStockRow>();
  // Plain loops: this runs for every sub-item of every get.
  for (const item of items) {
    for (const part of item.parts) {
      const rows = stockRowsOf(part.stock);
      let free: Record<string, number> | null = null;
      for (const r of rows) {
        if (r.free <= 0) continue;
        free ??= {};
        free[r.code] = r.free;
      }
      part.free = free;
      part.arrival = part.pos?.[0]?.eta ?? null;
      const vid = Number(part.vid);
      if (out.has(vid)) continue;
      const locationQty: Record<string, PlaceFigures> = {};
      for (const code of physical) {
        const r = rows.find((row) => row.code === code);
        locationQty[code] = r
          ? { free: r.free, clr: r.clr, alloc: r.alloc, nons: r.nons, on_hand: r.on_hand }
          : { free: 0, clr: 0, alloc: 0, nons: 0, on_hand: 0 };
      }
      out.set(vid, { vid, cbm: part.cbm, locationQty, pOrders: part.pos ?? [] });
    }
  }
  return out;
}

/** The saved allocations of the cart's sub-items (allocations.ts), per cart item and component, oldest first. */
function allocationsByPart(rows: AllocationRow[]): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const a of rows) {
    const key = `${a.cart_item_id}|${a.variant_id}`;
    const list = out.get(key) ?? [];
    list.push({
      method: a.method,
      from: a.purchase_order_id !== null ? Number(a.purchase_order_id) : a.from_location,
      to: a.to_location,
      qty: Number(a.qty),
      dispatch_date: a.dispatch_date,
      confirmed: Boolean(a.confirmed),
      note: a.note,
    });
    out.set(key, list);
  }
  return out;
}
