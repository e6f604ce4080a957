// Shipping allocations of the POS cart's sub-items and completing the cart as an order or a quote
// (pos spec §2 shipping-allocation modal, §3, §4 complete, §5 'Allocation save' and 'POS full
// validation'). Both work on the quote's cart when an orderNo is given (quotes.ts cartOf).
// Saving an allocation holds no stock: free units are checked at save (under row locks) and taken at
// completion, where the rows are locked again in one fixed order (variant id, then location code;
// purchase-order lines by variant, then purchase order: the order reserveStock uses) and re-checked,
// so two salespeople completing with the last free unit queue: one order, one '{location} only has
// {free} stock', and no figure goes negative.
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { PosCompleteResponse } from '../../contract/pos-cart.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { cartAllocations } from '../../db/schema-pos.ts';
import { stockReservations } from '../../db/schema-sales.ts';
import {
  type AllocationEntry,
  BACK_ORDER,
  type SubItemStock,
  checkAllocations,
  isPurchaseOrderRef,
  shortStockMessage,
} from '../../domain/allocations.ts';
import { nzToday } from '../../domain/eta.ts';
import { posCheck } from '../../domain/pos-validation.ts';
import { ITEM_NOT_FOUND } from '../cart/refusal.ts';
import { loadItemRows, loadPlaces } from '../cart/lines.ts';
import { priceLoadedCart } from '../cart/priced.ts';
import { cartFromJson, couponFromJson } from '../../db/records.ts';
import { placeOfZip } from '../cart/zones.ts';
import { createOrder } from '../checkout/create-order.ts';
import { MAIL_NOT_SENT, type Mailer } from '../../integrations/mail/index.ts';
import { requireApproval } from '../staff/approvals.ts';
import { PosRefusal } from '../staff/refusal.ts';
import { idList } from '../stock/reserve.ts';
import { copyPaymentsToOrder } from './payments.ts';
import { emailQuote } from './quote-mail.ts';
import { cartOf, quoteEditUrl, quoteSavedMessage, saveQuoteSnapshot } from './quotes.ts';
import { SUB_ITEM_NOT_FOUND, backOrderable, copySubItemNotesToOrder } from './sub-items.ts';

export { SUB_ITEM_NOT_FOUND } from './sub-items.ts';
export const orderCreatedMessage = (orderNo: string) => `Order ${orderNo} has been created`;
export const quoteNotEmailedMessage = (orderNo: string) => `Quote #${orderNo} has been saved. ${MAIL_NOT_SENT}`;

/** How the cart is completed (spec §4); each needs a PIN approval of the same name. */
export type CompleteOption = 'order' | 'quote' | 'quote_email';

export interface AllocationOptions {
  today?: () => string;
  now?: () => Date;
  /** Where a quote emailed on completion (quote_email) is sent; without one, that email fails and the quote stays saved. */
  mailer?: Mailer;
  /** The quote email itself (quote-mail.ts); tests put a stand-in here. */
  emailQuote?: typeof emailQuote;
  log?: { error(obj: unknown, msg: string): void };
}

/** Without a mailer configured, sending fails (the quote stays saved and the page says so). */
const noMailer: Mailer = {
  kind: 'smtp',
  async send() {
    throw new Error('No mailer configured');
  },
};

export interface SaveAllocationRequest {
  /** The quote being edited; null or absent for the staff member's open cart. */
  orderNo?: string | null;
  itemId: number;
  sku: string;
  allocations: (AllocationEntry & { confirmed: boolean; note: string })[];
}

interface SubItem {
  cartItemId: number;
  variantId: number;
  sku: string;
  name: string;
  qty: number;
  cbm: number;
}

interface SavedAllocation {
  cart_item_id: number;
  variant_id: number;
  method: 'DEL' | 'COU' | 'PCK';
  from_location: string | null;
  purchase_order_id: number | null;
  qty: number;
  dispatch_date: string;
}

/** The sub-items of the cart's lines: a bundle's components, or the item itself. */
async function subItemsOf(tx: Database, cartId: number): Promise<SubItem[]> {
  const rows = await queryRows<SubItem & { cart_item_id: number; variant_id: number; cbm: string }>(
    tx,
    sql`select ci.id as cart_item_id, part.vid as variant_id, pv.sku, p.name, (part.qty * ci.qty)::int as qty, pv.cbm::text as cbm
      from cart_items ci
      cross join lateral (
        select bc.component_variant_id as vid, bc.qty, bc.group_code from bundle_components bc where bc.bundle_variant_id = ci.variant_id
        union all
        select ci.variant_id, 1, -1 where not exists (select 1 from bundle_components b where b.bundle_variant_id = ci.variant_id)
      ) part
      join product_variants pv on pv.id = part.vid join products p on p.id = pv.product_id
      where ci.cart_id = ${cartId}
      order by ci.id, part.group_code, part.vid`,
  );
  return rows.map((r) => ({
    cartItemId: Number(r.cart_item_id),
    variantId: Number(r.variant_id),
    sku: r.sku,
    name: r.name,
    qty: Number(r.qty),
    cbm: Number(r.cbm),
  }));
}

/** Free units of these variants at physical places, rows locked in (variant, location) order. */
async function lockFree(tx: Database, variantIds: number[]): Promise<Map<string, number>> {
  if (!variantIds.length) return new Map();
  const rows = await queryRows<{ variant_id: number; location_code: string; free: number }>(
    tx,
    sql`select s.variant_id, s.location_code, s.free from stock s join locations l on l.code = s.location_code
      where s.variant_id in (${idList(variantIds)}) and l.is_physical
      order by s.variant_id, s.location_code
      for update of s`,
  );
  return new Map(rows.map((r) => [`${r.variant_id}|${r.location_code}`, Number(r.free)]));
}

/** Spare units of open purchase orders for these variants, lines locked in (variant, purchase order) order. */
async function lockSpare(tx: Database, variantIds: number[]): Promise<Map<string, { poNumber: string; spare: number }>> {
  if (!variantIds.length) return new Map();
  const rows = await queryRows<{ variant_id: number; purchase_order_id: number; po_number: string; spare: number }>(
    tx,
    sql`select pol.variant_id, pol.purchase_order_id, po.po_number, pol.qty - pol.qty_allocated as spare
      from purchase_order_lines pol join purchase_orders po on po.id = pol.purchase_order_id
      where pol.variant_id in (${idList(variantIds)}) and po.status = 'open'
      order by pol.variant_id, pol.purchase_order_id
      for update of pol`,
  );
  return new Map(rows.map((r) => [`${r.variant_id}|${r.purchase_order_id}`, { poNumber: r.po_number, spare: Number(r.spare) }]));
}

function stockOf(
  sub: SubItem,
  free: Map<string, number>,
  spare: Map<string, { poNumber: string; spare: number }>,
  backOrder: SubItemStock['backOrder'],
): SubItemStock {
  const freeAt: Record<string, number> = {};
  for (const [key, n] of free) {
    const [vid, code] = key.split('|') as [string, string];
    if (Number(vid) === sub.variantId) freeAt[code] = n;
  }
  const purchaseOrders: SubItemStock['purchaseOrders'] = {};
  for (const [key, po] of spare) {
    const [vid, id] = key.split('|') as [string, string];
    if (Number(vid) === sub.variantId) purchaseOrders[id] = po;
  }
  return { sku: sub.sku, qty: sub.qty, cbm: sub.cbm, freeAt, purchaseOrders, backOrder };
}

const fromOf = (a: Pick<SavedAllocation, 'from_location' | 'purchase_order_id'>) =>
  a.purchase_order_id !== null && a.purchase_order_id !== undefined ? String(a.purchase_order_id) : (a.from_location ?? '');

/** What the allocations draw on, summed per (variant, place) and (variant, purchase order). */
function drawsOf(saved: SavedAllocation[]) {
  const fromPlace = new Map<string, { variantId: number; code: string; qty: number }>();
  const fromPo = new Map<string, { variantId: number; poId: number; qty: number }>();
  for (const a of saved) {
    const vid = Number(a.variant_id);
    if (a.purchase_order_id !== null) {
      const k = `${vid}|${a.purchase_order_id}`;
      const seen = fromPo.get(k) ?? { variantId: vid, poId: Number(a.purchase_order_id), qty: 0 };
      seen.qty += Number(a.qty);
      fromPo.set(k, seen);
    } else if (a.from_location && a.from_location !== BACK_ORDER) {
      const k = `${vid}|${a.from_location}`;
      const seen = fromPlace.get(k) ?? { variantId: vid, code: a.from_location, qty: 0 };
      seen.qty += Number(a.qty);
      fromPlace.set(k, seen);
    }
  }
  return { fromPlace, fromPo };
}

/** Locks every stock row the allocations draw on, in the fixed order, and checks them again (409 when short). */
async function lockAndCheckStock(tx: Database, saved: SavedAllocation[]) {
  const variantIds = [...new Set(saved.map((a) => Number(a.variant_id)))].sort((a, b) => a - b);
  const free = await lockFree(tx, variantIds);
  const spare = await lockSpare(tx, variantIds);
  const draws = drawsOf(saved);
  for (const [k, m] of draws.fromPlace) {
    const n = Math.max(0, free.get(k) ?? 0);
    if (m.qty > n) throw new PosRefusal(409, shortStockMessage(m.code, n));
  }
  for (const [k, m] of draws.fromPo) {
    const po = spare.get(k);
    const n = Math.max(0, po?.spare ?? 0);
    if (m.qty > n) throw new PosRefusal(409, shortStockMessage(po?.poNumber ?? String(m.poId), n));
  }
  return draws;
}

/** Takes the stock (free → alloc at a place, qty_allocated on a purchase order) and records it as the order's reservations. */
async function takeStock(
  tx: Database,
  draws: ReturnType<typeof drawsOf>,
  saved: SavedAllocation[],
  orderId: number,
  itemIdOf: (cartItemId: number, variantId: number) => number | null,
  at: Date,
) {
  // The guards keep both figures from going past zero even if a lock were missed.
  for (const m of draws.fromPlace.values()) {
    const done = await queryRows<{ variant_id: number }>(
      tx,
      sql`update stock set free = free - ${m.qty}, alloc = alloc + ${m.qty}
        where variant_id = ${m.variantId} and location_code = ${m.code} and free >= ${m.qty} returning variant_id`,
    );
    if (done.length !== 1) throw new Error('Stock changed under a lock: order refused');
  }
  for (const m of draws.fromPo.values()) {
    const done = await queryRows<{ variant_id: number }>(
      tx,
      sql`update purchase_order_lines set qty_allocated = qty_allocated + ${m.qty}
        where purchase_order_id = ${m.poId} and variant_id = ${m.variantId} and qty_allocated + ${m.qty} <= qty returning variant_id`,
    );
    if (done.length !== 1) throw new Error('Purchase order changed under a lock: order refused');
  }
  const held = saved.filter((a) => a.purchase_order_id !== null || (a.from_location && a.from_location !== BACK_ORDER));
  if (!held.length) return;
  await tx.insert(stockReservations).values(
    held.map((a) => ({
      orderId,
      orderItemId: itemIdOf(Number(a.cart_item_id), Number(a.variant_id)),
      variantId: Number(a.variant_id),
      locationCode: a.purchase_order_id !== null ? null : a.from_location,
      purchaseOrderId: a.purchase_order_id !== null ? Number(a.purchase_order_id) : null,
      qty: Number(a.qty),
      status: 'held' as const,
      createdAt: at,
    })),
  );
}

export interface CompleteRequest {
  /** The quote being edited; null for the staff member's open cart. */
  orderNo: string | null;
  option: CompleteOption;
  updateCus: boolean;
  approval: string | undefined;
  /** The shop's address as the customer reaches it (https://…), for the link in an emailed quote. */
  origin: string;
}

export function createPosAllocationService(db: Database, opts: AllocationOptions = {}) {
  const now = opts.now ?? (() => new Date());
  // A clock given alone sets the calendar too (quotes count their days by it).
  const today = opts.today ?? (() => nzToday(now()));
  const mailer = opts.mailer ?? noMailer;
  const sendQuote = opts.emailQuote ?? emailQuote;
  const log = opts.log ?? { error: (obj: unknown, msg: string) => console.error(msg, obj) };

  return {
    /** POST /pos/cart/saveAllocation: replaces one sub-item's allocations after the save rules. */
    async saveAllocation(staff: SignedInStaff, req: SaveAllocationRequest) {
      await db.transaction(async (tx) => {
        const cart = await cartOf(db, staff, req.orderNo ?? null, tx);
        const subs = await subItemsOf(tx, cart.id);
        if (!subs.some((s) => s.cartItemId === req.itemId)) throw new PosRefusal(404, ITEM_NOT_FOUND);
        const sub = subs.find((s) => s.cartItemId === req.itemId && s.sku === req.sku);
        if (!sub) throw new PosRefusal(404, SUB_ITEM_NOT_FOUND);
        const [backOrdered] = await queryRows<{ n: number }>(
          tx,
          sql`select coalesce(sum(qty), 0)::int as n from cart_allocations
            where cart_item_id = ${sub.cartItemId} and variant_id = ${sub.variantId} and from_location = ${BACK_ORDER}`,
        );
        const backOrder = { allowed: (await backOrderable(tx, [sub.variantId])).has(sub.variantId), savedUnits: Number(backOrdered?.n ?? 0) };
        const stock = stockOf(sub, await lockFree(tx, [sub.variantId]), await lockSpare(tx, [sub.variantId]), backOrder);
        const refusal = checkAllocations(req.allocations, stock, today());
        if (refusal) throw new PosRefusal(refusal.status, refusal.message);
        await tx.execute(sql`delete from cart_allocations where cart_item_id = ${sub.cartItemId} and variant_id = ${sub.variantId}`);
        await tx.insert(cartAllocations).values(
          req.allocations.map((a) => ({
            cartItemId: sub.cartItemId,
            variantId: sub.variantId,
            method: a.method,
            fromLocation: isPurchaseOrderRef(a.from) ? null : a.from,
            purchaseOrderId: isPurchaseOrderRef(a.from) ? Number(a.from) : null,
            toLocation: a.method === 'PCK' ? a.to : null,
            qty: a.qty,
            dispatchDate: a.dispatchDate,
            confirmed: a.confirmed,
            note: a.note,
          })),
        );
        await tx.execute(sql`update carts set updated_at = now() where id = ${cart.id}`);
      });
      return { success: true };
    },

    /**
     * POST /pos/cart/complete/: the approval for the option, the full validation, then in one
     * transaction (any refusal rolls it back, the approval included)
     * - 'order': the order (the quote itself, keeping its number, when orderNo is given), its items,
     *   the stock taken, the payment lines as unpaid payments, the cart marked ordered;
     * - 'quote' / 'quote_email': the quote's snapshot, no stock; 'quote_email' then emails it.
     */
    async complete(staff: SignedInStaff, req: CompleteRequest): Promise<PosCompleteResponse> {
      const at = now();
      const day = today();
      const made = await db.transaction(async (tx) => {
        const ref = await cartOf(db, staff, req.orderNo, tx);
        const cartId = ref.id;
        await requireApproval(tx, { approval: req.approval, type: req.option, staffId: staff.id }, at);

        const [row] = await queryRows<{ cart: Record<string, unknown>; coupon: Record<string, unknown> | null }>(
          tx,
          sql`select to_jsonb(c) as cart,
              (select to_jsonb(k) from coupons k where c.coupon_code <> '' and upper(k.code) = upper(c.coupon_code)) as coupon
            from carts c where c.id = ${cartId}`,
        );
        const cart = cartFromJson(row!.cart);
        const subs = await subItemsOf(tx, cartId);
        const saved = await queryRows<SavedAllocation>(
          tx,
          sql`select a.cart_item_id, a.variant_id, a.method, a.from_location, a.purchase_order_id, a.qty, a.dispatch_date::text as dispatch_date
            from cart_allocations a join cart_items ci on ci.id = a.cart_item_id where ci.cart_id = ${cartId} order by a.id`,
        );
        const allocsOf = (s: SubItem) => saved.filter((a) => Number(a.cart_item_id) === s.cartItemId && Number(a.variant_id) === s.variantId);
        const failure = posCheck({
          itemCount: subs.length,
          firstname: cart.firstname,
          lastname: cart.lastname,
          mobile: cart.mobile,
          acquisition: cart.acquisition,
          email: cart.email,
          address: cart.address,
          useSameAddress: cart.useSameAddress,
          baddress: cart.baddress,
          subItems: subs.map((s) => ({
            name: s.name,
            qty: s.qty,
            allocations: allocsOf(s).map((a) => ({ method: a.method, from: fromOf(a), qty: Number(a.qty), dispatchDate: a.dispatch_date })),
          })),
        });
        if (failure) throw new PosRefusal(422, failure);

        const loaded = priceLoadedCart({
          cart,
          coupon: row!.coupon ? couponFromJson(row!.coupon) : null,
          rows: await loadItemRows(tx, cartId),
          place: await placeOfZip(tx, cart.zip),
          places: await loadPlaces(tx),
          today: day,
        });

        if (req.option !== 'order') {
          const quote = await saveQuoteSnapshot(tx, { priced: loaded.priced, cart, staff, quote: ref.quote, at, today: day });
          return { kind: 'quote' as const, orderNo: quote.orderNo };
        }

        const draws = await lockAndCheckStock(tx, saved);
        // The order and its items, priced as the cart shows them; a quote becomes the order in place.
        const order = await createOrder(
          tx,
          loaded.priced,
          { code: '' },
          { sessionId: '', userId: cart.userId },
          { now: at, holdUntil: null },
          { staffId: cart.staffId ?? staff.id, location: cart.branch || staff.branch },
          ref.quote ?? undefined,
        );
        await copySubItemNotesToOrder(tx, cartId, order.orderId);
        // An order made from a quote is made now, and no longer expires.
        await tx.execute(sql`update orders set acquisition = ${cart.acquisition}, expiry_date = null, created_at = ${at.toISOString()}::timestamptz where id = ${order.orderId}`);
        const itemIdOf = (cartItemId: number, variantId: number): number | null => {
          const i = loaded.priced.lines.findIndex((l) => l.itemId === cartItemId);
          const line = order.stockLines[i];
          if (!line) return null;
          return line.components?.find((c) => c.variantId === variantId)?.orderItemId ?? line.orderItemId;
        };
        await takeStock(tx, draws, saved, order.orderId, itemIdOf, at);
        await copyPaymentsToOrder(tx, cartId, order.orderId, loaded.priced.totals.grandTotalCents);

        if (req.updateCus && cart.userId) {
          await tx.execute(
            sql`update users set firstname = ${cart.firstname.trim()}, lastname = ${cart.lastname.trim()}, mobile = ${cart.mobile.trim()},
                shipping_address = ${cart.address.trim()}, shipping_zip = ${cart.zip.trim()},
                billing_address = ${(cart.useSameAddress ? cart.address : cart.baddress).trim()}
              where id = ${cart.userId}`,
          );
        }
        await tx.execute(sql`update carts set status = 'ordered', order_id = ${order.orderId}, updated_at = now() where id = ${cartId}`);
        return { kind: 'order' as const, orderNo: order.orderNo };
      });

      const { orderNo } = made;
      if (made.kind === 'order') return { success: true, redirect: `/pos/order-detail/${orderNo}`, msg: orderCreatedMessage(orderNo), orderNo };
      const redirect = quoteEditUrl(orderNo);
      if (req.option !== 'quote_email') return { success: true, redirect, msg: quoteSavedMessage(orderNo), orderNo };
      // The quote is saved whatever the mail does; a failed email is said, and the page goes on to the quote.
      try {
        const sent = await sendQuote(db, mailer, staff, orderNo, req.origin, now());
        return { success: true, redirect, msg: sent.msg, orderNo };
      } catch (err) {
        if (err instanceof PosRefusal) return { success: false, redirect, msg: err.message, orderNo };
        log.error({ err, orderNo }, 'quote email failed');
        return { success: false, redirect, msg: quoteNotEmailedMessage(orderNo), orderNo };
      }
    },
  };
}

export type PosAllocationService = ReturnType<typeof createPosAllocationService>;
