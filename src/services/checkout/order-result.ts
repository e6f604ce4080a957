// The order result page's data: where the shopper lands back from the payment page. Only the session
// (or signed-in shopper) that made the order may see it. When the provider's notification has not
// arrived yet, the provider may be asked directly, and its answer is recorded like a notification.
import { and, asc, desc, eq, or } from 'drizzle-orm';
import { nzTimestamp } from '../../domain/dates.ts';
import { orderItems, orders, paymentNotifications, payments } from '../../db/schema-sales.ts';
import type { OrderResult, OrderSummary, PurchaseEvent } from '../../contract/checkout.ts';
import { toDecimal } from '../../domain/money.ts';
import type { CartIdentity } from '../cart/cart.service.ts';
import type { CheckoutContext } from './context.ts';
import { recordPaymentOutcome } from './payment-outcome.ts';
import { PAYMENT_START_FAILED_MESSAGE } from './refusal.ts';

export type { OrderResult, OrderResultItem, OrderSummary, PurchaseEvent } from '../../contract/checkout.ts';

export const EXPIRED_REASON = 'Your payment was not completed in time, so we have put your items back in your cart.';

export async function orderResult(
  ctx: CheckoutContext,
  orderNo: string,
  ident: CartIdentity,
): Promise<OrderResult | null> {
  let order = await ownOrder(ctx, orderNo, ident);
  if (!order) return null;
  if (order.status === 'pending' && ctx.paymentGateway.fetchOutcome) {
    const [payment] = await ctx.db
      .select({ providerRef: payments.providerRef })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 0)))
      .limit(1);
    if (payment?.providerRef) {
      try {
        const outcome = await ctx.paymentGateway.fetchOutcome(payment.providerRef);
        if (outcome && outcome.orderNo === order.orderNo) {
          await recordPaymentOutcome(ctx, outcome);
          order = (await ownOrder(ctx, orderNo, ident)) ?? order;
        }
      } catch (err) {
        // The notification will still come; the page shows "awaiting payment" meanwhile.
        ctx.log.warn(
          { event: 'payment.outcome_unknown', err, orderNo },
          'could not ask the payment provider for the outcome',
        );
      }
    }
  }
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const paid = order.status === 'paid' || order.status === 'processing' || order.status === 'completed';
  const declined = order.status === 'declined';
  const summary: OrderSummary = {
    order_no: order.orderNo,
    status: order.status,
    nztime: nzTimestamp(order.createdAt),
    firstname: order.firstname,
    lastname: order.lastname,
    email: order.email,
    mobile: order.mobile,
    shipping_address: order.shippingAddress,
    items: items.map((i) => ({
      sku: i.sku,
      name: i.name,
      qty_ordered: i.qtyOrdered,
      each_price_inc: toDecimal(i.eachPriceIncCents),
      group_code: i.groupCode,
    })),
    subtotal_inc: toDecimal(order.subtotalCents),
    shipping_cost: toDecimal(order.shippingCents),
    assembly_cost: toDecimal(order.assemblyCents),
    rubbish_cost: toDecimal(order.rubbishCents),
    total_discount: toDecimal(order.itemDiscountCents + order.couponDiscountCents),
    grandtotal: toDecimal(order.grandtotalCents),
    total_tax: toDecimal(order.taxCents),
  };
  return {
    success: true,
    order: summary,
    paid,
    declined,
    pending: order.status === 'pending',
    reason: await reasonFor(ctx, order),
    purchaseEvent: paid ? purchaseEvent(order, items) : null,
  };
}

async function ownOrder(ctx: CheckoutContext, orderNo: string, ident: CartIdentity) {
  const mine =
    ident.userId !== null
      ? or(eq(orders.sessionId, ident.sessionId), eq(orders.userId, ident.userId))
      : eq(orders.sessionId, ident.sessionId);
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.kind, 'order'), mine))
    .limit(1);
  return order ?? null;
}

async function reasonFor(ctx: CheckoutContext, order: typeof orders.$inferSelect): Promise<string> {
  if (order.status === 'expired') return EXPIRED_REASON;
  if (order.status === 'cancelled') return PAYMENT_START_FAILED_MESSAGE;
  if (order.status !== 'declined') return '';
  const [note] = await ctx.db
    .select({ payload: paymentNotifications.payload })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.orderNo, order.orderNo), eq(paymentNotifications.outcome, 'declined')))
    .orderBy(desc(paymentNotifications.id))
    .limit(1);
  const reason = (note?.payload as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' && reason ? reason : 'Your payment was declined.';
}

function purchaseEvent(order: typeof orders.$inferSelect, items: (typeof orderItems.$inferSelect)[]): PurchaseEvent {
  return {
    transaction_id: order.orderNo,
    value: order.grandtotalCents / 100,
    tax: order.taxCents / 100,
    shipping: order.shippingCents / 100,
    currency: 'NZD',
    coupon: order.couponCode,
    items: items
      .filter((i) => i.groupCode === -1)
      .map((i, index) => ({
        item_id: i.sku,
        item_name: i.name,
        price: i.eachPriceIncCents / 100,
        quantity: i.qtyOrdered,
        index,
      })),
  };
}
