// COMPLETE PURCHASE (POST /v1/cart/complete), as steps: checkBeforeLocking (a cart, a human, the
// checkout rules: cheap, no locks), then orderFromLockedCart in one transaction: lockCart,
// priceAndCheckAgain, the coupon's use (its row lock before the stock's, as every path takes them),
// createOrder, reserveStockFor, openPayment, the cart closed as ordered; then startPayment. The
// payment page is opened after the commit, never while rows are locked; if it cannot be opened the
// order is undone (stock released, cart given back). A second press on the same cart finds it
// ordered and answers the same payment page again, or opens it afresh when the press that made the
// order died before storing it (payment-start.ts).
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import type { Database } from '../../db/client.ts';
import { carts, orders, payments } from '../../db/schema-sales.ts';
import {
  CAPTCHA_FAILED_MESSAGE,
  CHECKOUT_RULES,
  type CheckoutForm,
  collectWithoutPoint,
  firstCheckoutFailure,
} from '../../domain/checkout-rules.ts';
import { type CartIdentity, type PricedCart, closeCartAsOrdered } from '../cart/cart.service.ts';
import { Refusal } from '../../domain/refusal.ts';
import { reserveStock } from '../stock/stock.service.ts';
import { type CheckoutContext, asDatabase } from './context.ts';
import { createOrder, holdCouponUse, openPayment, takeCouponUse } from '../orders/orders.service.ts';
import { canPay, cannotPayMessage, shopperPaymentMethod } from './payment-method.ts';
import { resumePayment, startPayment } from './payment-start.ts';
import type { CartCompleteResponse } from '../../contract/checkout.ts';

export interface CompleteRequest {
  /** The human-verification token (g-recaptcha-response). */
  token: string;
  /** Scheme and host the shopper reached us on, for the payment page's return and notify addresses. */
  origin: string;
  remoteIp?: string;
}

/** POST /v1/cart/complete's answer (contract/checkout.ts) before the route adds the emptied cart's item count. */
export type CompleteAnswer = Omit<CartCompleteResponse, 'itemcount'>;

const EMPTY_CART_MESSAGE = CHECKOUT_RULES[0]!.message;
const ZIP_MESSAGE = CHECKOUT_RULES.find((r) => r.field === 'zip')!.message;
const PAY_METHOD_MESSAGE = CHECKOUT_RULES.find((r) => r.field === 'paymentMethod')!.message;
/** How long after an order a repeated press still means "the same purchase" rather than a new one. */
const REPEAT_WINDOW_MS = 2 * 60_000;

export async function completePurchase(
  ctx: CheckoutContext,
  ident: CartIdentity,
  req: CompleteRequest,
): Promise<CompleteAnswer> {
  const cartId = await ctx.cart.openCartId(ctx.db, ident);
  if (cartId === null) return answerPressWithoutCart(ctx, ident, req);
  const spent = await checkBeforeLocking(ctx, cartId, req);
  if (spent) return spent;
  const now = ctx.now();
  const made = await ctx.db.transaction((handle) => orderFromLockedCart(ctx, asDatabase(handle), cartId, ident, now));
  if ('repeatOf' in made) return answerRepeat(ctx, made.repeatOf, req);
  return startPayment(ctx, { ...made.order, paymentId: made.paymentId }, req.origin);
}

/** A press with no open cart: a double click whose first press already turned the cart into an order. */
async function answerPressWithoutCart(
  ctx: CheckoutContext,
  ident: CartIdentity,
  req: CompleteRequest,
): Promise<CompleteAnswer> {
  const recent = await recentPendingOrder(ctx, ident);
  if (recent !== null) return resumePayment(ctx, recent, req.origin);
  throw new Refusal(422, EMPTY_CART_MESSAGE);
}

/**
 * The cheap checks, before any row is locked: a cart with lines, a human, the checkout rules. Answers
 * the first press's payment page when this press is the second of a double click (its token spent).
 */
async function checkBeforeLocking(
  ctx: CheckoutContext,
  cartId: number,
  req: CompleteRequest,
): Promise<CompleteAnswer | null> {
  const stored = await storedCart(ctx.db, cartId);
  if (!stored || stored.lines.length === 0) throw new Refusal(422, EMPTY_CART_MESSAGE);

  if (!(await ctx.humanCheck.verify(req.token, req.remoteIp))) {
    // A token is good once: the second press of a double click carries a spent one. If the first
    // press made the order, answer its payment page; otherwise the token really failed.
    const orderId = await orderOfCartOnceSettled(ctx.db, cartId);
    if (orderId !== null) return resumePayment(ctx, orderId, req.origin);
    throw new Refusal(422, CAPTCHA_FAILED_MESSAGE);
  }
  const failure = firstCheckoutFailure(checkoutForm(stored.cart, stored.lines));
  if (failure) throw new Refusal(422, failure.message);
  return null;
}

type Made = { readonly repeatOf: number | null } | { readonly order: CreatedOrder; readonly paymentId: number };
type CreatedOrder = Awaited<ReturnType<typeof createOrder>>;

/** Inside the transaction, top to bottom: cart row, price and rules, coupon, order, stock, payment, cart closed. */
async function orderFromLockedCart(
  ctx: CheckoutContext,
  tx: Database,
  cartId: number,
  ident: CartIdentity,
  now: Date,
): Promise<Made> {
  const locked = await lockCart(tx, cartId);
  if (locked.status !== 'open') return { repeatOf: locked.orderId };
  const { priced, method } = await priceAndCheckAgain(ctx, tx, cartId, ident);
  // The coupon's use is taken under its row lock, before the stock (orders/coupon-use.ts); none left refuses here.
  const couponId = await takeCouponUse(tx, priced, ident.userId, nzToday());
  const order = await createOrder(tx, priced, method, ident, {
    now,
    holdUntil: new Date(now.getTime() + ctx.holdMinutes * 60_000),
  });
  await holdCouponUse(tx, order.orderId, couponId);
  await reserveStockFor(tx, order, priced, now);
  const paymentId = await openPayment(tx, {
    orderId: order.orderId,
    method,
    amountCents: order.grandTotalCents,
    now,
  });
  await closeCartAsOrdered(tx, cartId, order.orderId, now);
  return { order, paymentId };
}

/** The cart row under its lock: a second press waits here for the first to commit. */
async function lockCart(tx: Database, cartId: number) {
  const [locked] = await tx
    .select({ status: carts.status, orderId: carts.orderId })
    .from(carts)
    .where(eq(carts.id, cartId))
    .for('update');
  if (!locked) throw new Refusal(422, EMPTY_CART_MESSAGE);
  return locked;
}

/** The locked cart priced, and the rules, the postcode and the payment method checked on it. */
async function priceAndCheckAgain(ctx: CheckoutContext, tx: Database, cartId: number, ident: CartIdentity) {
  // Priced for who the session is signed in as: a coupon tied to a customer is theirs alone.
  const priced = await ctx.cart.priceForCheckout(tx, cartId, { buyerId: ident.userId });
  // The rules again on the locked cart: the shopper may have edited it since the first look.
  const again = firstCheckoutFailure(checkoutForm(priced.cart, priced.lines));
  if (again) throw new Refusal(422, again.message);
  refuseUnknownZip(priced);
  const method = await shopperPaymentMethod(tx, priced.cart.paymentMethod);
  if (!method) throw new Refusal(422, PAY_METHOD_MESSAGE);
  if (!canPay(method, priced.totals.grandTotalCents)) {
    throw new Refusal(422, cannotPayMessage(method.name, priced.totals.grandTotalCents));
  }
  return { priced, method };
}

/** Sold out refuses here with the stock module's 409 (SOLD_OUT_MESSAGE, the lines named) and rolls back. */
function reserveStockFor(tx: Database, order: CreatedOrder, priced: PricedCart, now: Date) {
  return reserveStock(tx, {
    orderId: order.orderId,
    lines: order.stockLines,
    island: priced.island,
    deliveryMethod: priced.totals.delivery.method ?? 'DEL',
    now,
  });
}

/** The cart was already ordered when its lock came: that order's payment page is the answer. */
function answerRepeat(ctx: CheckoutContext, orderId: number | null, req: CompleteRequest): Promise<CompleteAnswer> {
  if (orderId === null || orderId === undefined) throw new Refusal(422, EMPTY_CART_MESSAGE);
  return resumePayment(ctx, orderId, req.origin);
}

/** The cart's lines as the rules read them, in the cart's order. */
type RuleLine = Parameters<typeof collectWithoutPoint>[0][number];

export function checkoutForm(cart: PricedCart['cart'], lines: readonly RuleLine[]): CheckoutForm {
  return {
    itemCount: lines.length,
    firstname: cart.firstname,
    lastname: cart.lastname,
    email: cart.email,
    mobile: cart.mobile,
    address: cart.address,
    zip: cart.zip,
    useSameAddress: cart.useSameAddress,
    baddress: cart.baddress,
    paymentMethod: cart.paymentMethod,
    agreeTerms: cart.agreeTerms,
    collectWithoutPoint: collectWithoutPoint(lines),
  };
}

/** A delivered line to a postcode no zone serves would ship free: that zip is not one we know. */
function refuseUnknownZip(priced: PricedCart): void {
  if (priced.totals.delivery.pending === 'unknown-zip' && priced.lines.some((l) => l.shipmethod === 'DEL')) {
    throw new Refusal(422, ZIP_MESSAGE);
  }
}

async function storedCart(db: Database, cartId: number) {
  const [row] = await db
    // Named in full: drizzle writes a lone table's columns unqualified, and a bare "id" inside the
    // subquery would be the item's own id.
    .select({
      cart: carts,
      lines: sql<RuleLine[]>`(select coalesce(json_agg(json_build_object('shipmethod', i.shipmethod,
          'pickLocation', i.pick_location, 'name', p.name) order by i.id), '[]')
        from cart_items i join product_variants v on v.id = i.variant_id join products p on p.id = v.product_id
        where i.cart_id = "carts"."id")`,
    })
    .from(carts)
    .where(eq(carts.id, cartId))
    .limit(1);
  if (!row) return null;
  const lines: RuleLine[] = typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines;
  return { cart: row.cart, lines };
}

/** Waits for any completion of this cart in flight (its row lock), then says which order it became. */
async function orderOfCartOnceSettled(db: Database, cartId: number): Promise<number | null> {
  return db.transaction(async (handle) => {
    const [row] = await asDatabase(handle)
      .select({ status: carts.status, orderId: carts.orderId })
      .from(carts)
      .where(eq(carts.id, cartId))
      .for('update');
    return row && row.status === 'ordered' ? row.orderId : null;
  });
}

/**
 * The shopper's order a press with no open cart means: one made in the last moments (a double click),
 * or one still held whose payment page was never stored (the press that made it died before opening
 * it; resumePayment opens it again).
 */
async function recentPendingOrder(ctx: CheckoutContext, ident: CartIdentity): Promise<number | null> {
  const now = ctx.now();
  const mine =
    ident.userId !== null
      ? or(eq(orders.sessionId, ident.sessionId), eq(orders.userId, ident.userId))
      : eq(orders.sessionId, ident.sessionId);
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 0)))
    .where(
      and(
        mine,
        eq(orders.kind, 'order'),
        eq(orders.channel, 'web'),
        eq(orders.status, 'pending'),
        or(
          gt(orders.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
          and(isNull(payments.hostedStart), gt(orders.holdUntil, now)),
        ),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row?.id ?? null;
}
