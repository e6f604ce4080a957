// The steps of completing the POS cart (complete.ts), each run inside its one transaction. Reading the
// cart checks it as the counter's rules say before anything is written; an order then takes its
// coupon's use (the coupon row locked first) and claims its stock (the stock rows locked, in the stock
// service's order) before the order row is written, so a refused completion leaves no order number.
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { formatNzd, toDecimal } from '../../domain/money.ts';
import { posCheck } from '../../domain/pos-validation.ts';
import { cartFromJson, couponFromJson } from '../../db/records.ts';
import { closeCartAsOrdered, loadItemRows, loadPlaces, placeOfZip, priceLoadedCart } from '../cart/cart.service.ts';
import { createOrder, holdCouponUse, settleCounterOrder, takeCouponUse } from '../orders/orders.service.ts';
import { Refusal } from '../../domain/refusal.ts';
import { adoptCartActivity, recordOrderAction } from '../activity/activity.service.ts';
import type { UsedApproval } from '../staff/staff.service.ts';
import { type StockClaim, allocateStock, claimStock } from '../stock/stock.service.ts';
import {
  type ItemIdOf,
  type SavedAllocation,
  type SubItem,
  fromOf,
  orderAllocationsOf,
  savedAllocationsOf,
  subItemsOf,
  takesOf,
} from './cart-allocations.ts';
import { copyPaymentsToOrder } from './payments.ts';
import { type PosCartRef, saveQuoteSnapshot } from './quotes.ts';
import { copySubItemNotesToOrder } from './sub-items.ts';

type CartRecord = ReturnType<typeof cartFromJson>;
type Loaded = ReturnType<typeof priceLoadedCart>;

/** What the transaction made: the order, or the quote saved (with the approval its email names). */
export type Made =
  | { readonly kind: 'order'; readonly orderNo: string }
  | { readonly kind: 'quote'; readonly orderNo: string; readonly approval: UsedApproval };

/** The cart as it is completed: its row, its coupon, its sub-items and their saved allocations. */
export interface CheckedCart {
  cartId: number;
  cart: CartRecord;
  coupon: Record<string, unknown> | null;
  subs: SubItem[];
  saved: SavedAllocation[];
}

/** The cart read and put through the full POS validation; a failure refuses with its words. */
export async function readCheckedCart(tx: Database, cartId: number): Promise<CheckedCart> {
  const [row] = await queryRows<{ cart: Record<string, unknown>; coupon: Record<string, unknown> | null }>(
    tx,
    sql`select to_jsonb(c) as cart,
        (select to_jsonb(k) from coupons k where c.coupon_code <> '' and upper(k.code) = upper(c.coupon_code)) as coupon
      from carts c where c.id = ${cartId}`,
  );
  const cart = cartFromJson(row!.cart);
  const subs = await subItemsOf(tx, cartId);
  const saved = await savedAllocationsOf(tx, cartId);
  const allocsOf = (s: SubItem) => saved.filter((a) => a.cartItemId === s.cartItemId && a.variantId === s.variantId);
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
      allocations: allocsOf(s).map((a) => ({
        method: a.method,
        from: fromOf(a),
        qty: a.qty,
        dispatchDate: a.dispatchDate,
      })),
    })),
  });
  if (failure) throw new Refusal(422, failure);
  return { cartId, cart, coupon: row!.coupon, subs, saved };
}

/** The cart priced as the counter shows it, with its saved allocations. */
export async function priceCart(tx: Database, checked: CheckedCart, day: string): Promise<Loaded> {
  const { cart, cartId, saved } = checked;
  return priceLoadedCart({
    cart,
    coupon: checked.coupon ? couponFromJson(checked.coupon) : null,
    rows: await loadItemRows(tx, cartId),
    place: await placeOfZip(tx, cart.zip),
    places: await loadPlaces(tx),
    today: day,
    buyerId: cart.userId,
    allocations: saved,
  });
}

/** The customer keeps the channel of their latest quote or order, for the selector and their next sale. */
export async function keepCustomerChannel(tx: Database, cart: CartRecord): Promise<void> {
  if (cart.userId !== null)
    await tx.execute(sql`update users set acquisition = ${cart.acquisition} where id = ${cart.userId}`);
}

interface Completing {
  ref: PosCartRef;
  checked: CheckedCart;
  loaded: Loaded;
  staff: SignedInStaff;
  approval: UsedApproval;
  at: Date;
  day: string;
}

/** 'quote' / 'quote_email': the quote's snapshot, no stock, the cart's history moved to it. */
export async function saveAsQuote(tx: Database, c: Completing & { option: 'quote' | 'quote_email' }): Promise<Made> {
  const { loaded, checked, staff, approval, at } = c;
  const quote = await saveQuoteSnapshot(tx, {
    priced: loaded.priced,
    cart: checked.cart,
    staff,
    quote: c.ref.quote,
    at,
    today: c.day,
  });
  await adoptCartActivity(tx, checked.cartId, quote.orderId);
  const total = formatNzd(loaded.priced.totals.grandTotalCents);
  const changes = { grandTotal: toDecimal(loaded.priced.totals.grandTotalCents), items: checked.subs.length };
  await recordOrderAction(tx, {
    orderId: quote.orderId,
    causerId: staff.id,
    action: c.option,
    description: `Saved the quote (${total})`,
    approval,
    changes,
    now: at,
  });
  return { kind: 'quote', orderNo: quote.orderNo, approval };
}

/**
 * 'order': coupon use, stock claimed, the order (the quote itself, keeping its number, when editing one)
 * and its items, the stock taken with its allocation rows, the payment lines as unpaid payments, the
 * customer's details when asked, the cart ordered.
 */
export async function makeOrder(tx: Database, c: Completing & { updateCus: boolean }): Promise<Made> {
  const { ref, checked, loaded, staff, at } = c;
  const { cart, cartId, saved } = checked;
  // The coupon's use, under its row lock and before the stock's (orders/coupon-use.ts): the chosen
  // customer's coupon only, refused with its words when it no longer applies or has no use left.
  const couponId = await takeCouponUse(tx, loaded.priced, cart.userId, c.day);
  // The stock is claimed (locked and checked) before the order is written: a refused completion uses no order number.
  const claim = await claimStock(tx, takesOf(saved));
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
  await holdCouponUse(tx, order.orderId, couponId);
  await copySubItemNotesToOrder(tx, cartId, order.orderId);
  // An order made from a quote is made now, and no longer expires.
  await settleCounterOrder(tx, order.orderId, { acquisition: cart.acquisition, at });
  await allocateClaimedStock(tx, { order, loaded, saved, at, claim, staffId: staff.id });
  await copyPaymentsToOrder(tx, cartId, order.orderId, loaded.priced.totals.grandTotalCents);
  if (c.updateCus && cart.userId) await updateCustomerDetails(tx, cart);
  await closeCartAsOrdered(tx, cartId, order.orderId);
  await adoptCartActivity(tx, cartId, order.orderId);
  await recordCompleted(tx, c, order.orderId);
  return { kind: 'order', orderNo: order.orderNo };
}

/** The claimed stock taken for the order's items, each allocation row naming the order item it serves. */
async function allocateClaimedStock(
  tx: Database,
  p: {
    order: Awaited<ReturnType<typeof createOrder>>;
    loaded: Loaded;
    saved: SavedAllocation[];
    at: Date;
    claim: StockClaim;
    staffId: number;
  },
): Promise<void> {
  const { order, saved } = p;
  const itemIdOf: ItemIdOf = (cartItemId, variantId) => {
    const i = p.loaded.priced.lines.findIndex((l) => l.itemId === cartItemId);
    const line = order.stockLines[i];
    if (!line) return null;
    return line.components?.find((c) => c.variantId === variantId)?.orderItemId ?? line.orderItemId;
  };
  await allocateStock(
    tx,
    {
      orderId: order.orderId,
      takes: takesOf(saved, itemIdOf),
      allocations: orderAllocationsOf(saved, itemIdOf),
      staffId: p.staffId,
      now: p.at,
    },
    p.claim,
  );
}

/** The customer's record takes the cart's name, mobile and addresses ("update customer" ticked). */
async function updateCustomerDetails(tx: Database, cart: CartRecord): Promise<void> {
  await tx.execute(
    sql`update users set firstname = ${cart.firstname.trim()}, lastname = ${cart.lastname.trim()}, mobile = ${cart.mobile.trim()},
        shipping_address = ${cart.address.trim()}, shipping_zip = ${cart.zip.trim()},
        billing_address = ${(cart.useSameAddress ? cart.address : cart.baddress).trim()}
      where id = ${cart.userId}`,
  );
}

/** The order's history: who completed it, with which approval, for how much. */
async function recordCompleted(tx: Database, c: Completing, orderId: number): Promise<void> {
  const total = c.loaded.priced.totals.grandTotalCents;
  const what = c.ref.quote ? `Completed quote #${c.ref.quote.orderNo} as an order` : 'Completed the order';
  const changes = { grandTotal: toDecimal(total), to: 'pending' };
  await recordOrderAction(tx, {
    orderId,
    causerId: c.staff.id,
    action: 'order',
    description: `${what} (${formatNzd(total)})`,
    approval: c.approval,
    changes,
    now: c.at,
  });
}
