// Completing the POS cart (POST /pos/cart/complete/) as an order or a quote: the option's PIN
// approval, the full POS validation, then in one transaction either the quote's snapshot, or the
// order with the stock its allocations take and the allocation rows it keeps. Works on the quote's
// cart when an orderNo is given (quotes.ts cartOf). Stock is taken by the one writer
// (services/stock/allocate.ts): the rows are locked in its fixed order and checked again before the
// order is written, so two salespeople completing with the last free unit queue: one order, one
// '{location} only has {free} stock', and no figure goes negative.
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { PosCompleteResponse } from '../../contract/pos-cart.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { formatNzd, toDecimal } from '../../domain/money.ts';
import { posCheck } from '../../domain/pos-validation.ts';
import { cartFromJson, couponFromJson } from '../../db/records.ts';
import { MAIL_NOT_SENT, type Mailer } from '../../integrations/mail/index.ts';
import { closeCartAsOrdered, loadItemRows, loadPlaces, placeOfZip, priceLoadedCart } from '../cart/cart.service.ts';
import { createOrder, holdCouponUse, settleCounterOrder, takeCouponUse } from '../orders/orders.service.ts';
import { Refusal } from '../../domain/refusal.ts';
import { adoptCartActivity, recordOrderAction } from '../activity/activity.service.ts';
import { requireApproval } from '../staff/staff.service.ts';
import { allocateStock, claimStock } from '../stock/stock.service.ts';
import {
  type ItemIdOf,
  type SubItem,
  fromOf,
  orderAllocationsOf,
  savedAllocationsOf,
  subItemsOf,
  takesOf,
} from './cart-allocations.ts';
import { copyPaymentsToOrder } from './payments.ts';
import type { emailQuote } from './quote-mail.ts';
import { cartOf, quoteEditUrl, quoteSavedMessage, saveQuoteSnapshot } from './quotes.ts';
import { copySubItemNotesToOrder } from './sub-items.ts';

export const orderCreatedMessage = (orderNo: string) => `Order ${orderNo} has been created`;
export const quoteNotEmailedMessage = (orderNo: string) => `Quote #${orderNo} has been saved. ${MAIL_NOT_SENT}`;

/** How the cart is completed; each needs a PIN approval of the same name (staff/approvals.ts). */
export type CompleteOption = 'order' | 'quote' | 'quote_email';

export interface CompleteRequest {
  /** The quote being edited; null for the staff member's open cart. */
  orderNo: string | null;
  option: CompleteOption;
  updateCus: boolean;
  approval: string | undefined;
  /** The shop's address as the customer reaches it (https://…), for the link in an emailed quote. */
  origin: string;
}

export interface CompleteDeps {
  db: Database;
  now: () => Date;
  today: () => string;
  mailer: Mailer;
  sendQuote: typeof emailQuote;
  log: { error(obj: unknown, msg: string): void };
}

/**
 * The approval for the option, the full validation, then in one transaction (any refusal rolls it
 * back, the approval included)
 * - 'order': the order (the quote itself, keeping its number, when orderNo is given), its items,
 *   the stock taken with the allocation rows, the payment lines as unpaid payments, the cart ordered;
 * - 'quote' / 'quote_email': the quote's snapshot, no stock; 'quote_email' then emails it.
 */
export async function completeCart(
  deps: CompleteDeps,
  staff: SignedInStaff,
  req: CompleteRequest,
): Promise<PosCompleteResponse> {
  const { db } = deps;
  const at = deps.now();
  const day = deps.today();
  const made = await db.transaction(async (tx) => {
    const ref = await cartOf(db, staff, req.orderNo, tx);
    const cartId = ref.id;
    const approval = await requireApproval(tx, { approval: req.approval, type: req.option, staffId: staff.id }, at);

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

    const loaded = priceLoadedCart({
      cart,
      coupon: row!.coupon ? couponFromJson(row!.coupon) : null,
      rows: await loadItemRows(tx, cartId),
      place: await placeOfZip(tx, cart.zip),
      places: await loadPlaces(tx),
      today: day,
      buyerId: cart.userId,
      allocations: saved,
    });

    // The customer keeps the channel of their latest quote or order, for the selector and their next sale.
    if (cart.userId !== null)
      await tx.execute(sql`update users set acquisition = ${cart.acquisition} where id = ${cart.userId}`);

    if (req.option !== 'order') {
      const quote = await saveQuoteSnapshot(tx, {
        priced: loaded.priced,
        cart,
        staff,
        quote: ref.quote,
        at,
        today: day,
      });
      await adoptCartActivity(tx, cartId, quote.orderId);
      const total = formatNzd(loaded.priced.totals.grandTotalCents);
      const changes = { grandTotal: toDecimal(loaded.priced.totals.grandTotalCents), items: subs.length };
      await recordOrderAction(tx, {
        orderId: quote.orderId,
        causerId: staff.id,
        action: req.option,
        description: `Saved the quote (${total})`,
        approval,
        changes,
        now: at,
      });
      return { kind: 'quote' as const, orderNo: quote.orderNo, approval };
    }

    // The coupon's use, under its row lock and before the stock's (orders/coupon-use.ts): the chosen
    // customer's coupon only, refused with its words when it no longer applies or has no use left.
    const couponId = await takeCouponUse(tx, loaded.priced, cart.userId, day);
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
    const itemIdOf: ItemIdOf = (cartItemId, variantId) => {
      const i = loaded.priced.lines.findIndex((l) => l.itemId === cartItemId);
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
        now: at,
      },
      claim,
    );
    await copyPaymentsToOrder(tx, cartId, order.orderId, loaded.priced.totals.grandTotalCents);

    if (req.updateCus && cart.userId) {
      await tx.execute(
        sql`update users set firstname = ${cart.firstname.trim()}, lastname = ${cart.lastname.trim()}, mobile = ${cart.mobile.trim()},
            shipping_address = ${cart.address.trim()}, shipping_zip = ${cart.zip.trim()},
            billing_address = ${(cart.useSameAddress ? cart.address : cart.baddress).trim()}
          where id = ${cart.userId}`,
      );
    }
    await closeCartAsOrdered(tx, cartId, order.orderId);
    await adoptCartActivity(tx, cartId, order.orderId);
    const what = ref.quote ? `Completed quote #${ref.quote.orderNo} as an order` : 'Completed the order';
    const changes = { grandTotal: toDecimal(loaded.priced.totals.grandTotalCents), to: 'pending' };
    await recordOrderAction(tx, {
      orderId: order.orderId,
      causerId: staff.id,
      action: 'order',
      description: `${what} (${formatNzd(loaded.priced.totals.grandTotalCents)})`,
      approval,
      changes,
      now: at,
    });
    return { kind: 'order' as const, orderNo: order.orderNo };
  });

  const { orderNo } = made;
  if (made.kind === 'order')
    return { success: true, redirect: `/pos/order-detail/${orderNo}`, msg: orderCreatedMessage(orderNo), orderNo };
  const redirect = quoteEditUrl(orderNo);
  if (req.option !== 'quote_email') return { success: true, redirect, msg: quoteSavedMessage(orderNo), orderNo };
  // The quote is saved whatever the mail does; a failed email is said, and the page goes on to the quote.
  try {
    const sent = await deps.sendQuote(db, deps.mailer, staff, orderNo, req.origin, deps.now(), made.approval);
    return { success: true, redirect, msg: sent.msg, orderNo };
  } catch (err) {
    if (err instanceof Refusal) return { success: false, redirect, msg: err.message, orderNo };
    deps.log.error({ err, orderNo }, 'quote email failed');
    return { success: false, redirect, msg: quoteNotEmailedMessage(orderNo), orderNo };
  }
}
