// The steps of paying a quote online (quote-pay.ts) that are the stock's and the provider's: the
// quote's stock reserved inside the transaction (after its coupon's use, as every path locks them),
// and after the commit the provider's page opened, or, when it cannot be, everything given back so the
// quote is payable again.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import { releaseStock, reserveStock } from '../stock/stock.service.ts';
import { cancelOpenPayments, giveBackCouponUse, keepPaymentPage, reopenQuote } from '../orders/orders.service.ts';
import type { CompleteAnswer } from './complete.ts';
import { type CheckoutContext, asDatabase } from './context.ts';
import { stockLinesOf } from './late-approval.ts';
import { PAYMENT_START_FAILED_MESSAGE } from './refusal.ts';

/** The order a quote became, with the payment its provider's page is opened for. */
export interface QuotePaymentToOpen {
  orderId: number;
  orderNo: string;
  email: string;
  total: number;
  paymentId: number;
}

/** Sold out refuses with the stock module's 409 and rolls everything back: the quote stays a quote. */
export async function reserveQuoteStock(
  tx: Database,
  q: { id: number; shipping_zip: string; shipmethod: string },
  now: Date,
): Promise<void> {
  const orderId = Number(q.id);
  const [place] = await queryRows<{ island: string }>(
    tx,
    sql`select island from postcodes where postcode = ${q.shipping_zip} limit 1`,
  );
  await reserveStock(tx, {
    orderId,
    lines: await stockLinesOf(tx, orderId),
    island: place?.island ?? null,
    deliveryMethod: q.shipmethod.split(',').includes('COU') ? 'COU' : 'DEL',
    // A try declined before left its allocation rows: they are written afresh.
    again: true,
    now,
  });
}

/** After the commit: the provider's page, kept on the payment; if it cannot open, the quote is given back. */
export async function openPaymentPage(
  ctx: CheckoutContext,
  made: QuotePaymentToOpen,
  req: { origin: string; returnPath: string },
): Promise<CompleteAnswer> {
  let start: Awaited<ReturnType<CheckoutContext['paymentGateway']['startHostedPayment']>>;
  try {
    start = await ctx.paymentGateway.startHostedPayment({
      orderNo: made.orderNo,
      amountCents: made.total,
      currency: 'NZD',
      // Back to the pay page, which says paid, or after a decline offers the quote again.
      returnUrl: `${req.origin}${req.returnPath}`,
      notifyUrl: `${req.origin}/v1/payments/notify/${ctx.paymentGateway.name}`,
      email: made.email,
      description: `Kauri quote ${made.orderNo}`,
    });
  } catch (err) {
    ctx.log.error(
      { event: 'payment.start_failed', err, orderNo: made.orderNo },
      'payment page not opened; quote given back',
    );
    await giveBack(ctx, made.orderId);
    throw new Refusal(502, PAYMENT_START_FAILED_MESSAGE);
  }
  const hosted = { redirect: start.redirect, params: start.params, method: start.method ?? 'POST' } as const;
  await keepPaymentPage(ctx.db, made.paymentId, { providerRef: start.providerRef, hosted }, ctx.now());
  return { success: true, orderNo: made.orderNo, ...hosted };
}

/** The payment page never opened: the payment is cancelled, stock and coupon use go back, the quote is payable again. */
async function giveBack(ctx: CheckoutContext, orderId: number): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (handle) => {
    const tx = asDatabase(handle);
    await tx.execute(sql`select id from orders where id = ${orderId} for update`);
    await cancelOpenPayments(tx, orderId, now);
    await giveBackCouponUse(tx, orderId);
    await releaseStock(tx, orderId);
    await reopenQuote(tx, orderId, now);
  });
}
