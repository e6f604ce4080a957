// A quote being paid online (quote-pay.ts) whose payment was declined, whose hold ran out or whose
// payment page never opened becomes the quote it was: kind 'quote', pending, back at the counter's
// channel, no hold. Its stock and coupon use were given back by the caller first. An order that is not
// such a quote (no expiry_date kept) is left as it is. Call it with the order row locked.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import { closeQuoteCart } from '../cart/cart.service.ts';

export async function reopenQuote(tx: Database, orderId: number, now: Date): Promise<boolean> {
  const reopened = await queryRows<{ id: number }>(
    tx,
    sql`update orders set kind = 'quote', status = 'pending', channel = 'pos', hold_until = null,
        updated_at = ${now.toISOString()}::timestamptz
      where id = ${orderId} and kind = 'order' and expiry_date is not null and paid_at is null returning id`,
  );
  if (reopened.length === 0) return false;
  await recordOrderAction(tx, {
    orderId,
    causerId: null,
    action: 'quote_reopened',
    description: 'Not paid online: the quote can be paid again',
    changes: { to: 'quote' },
    now,
  });
  return true;
}

/**
 * A quote paid online is an order for good: it no longer keeps the quote's last day, and the counter's
 * cart that edited the quote is closed as ordered (as completing it at the counter does,
 * pos-cart/complete.ts), so it never opens as an editable quote again. Nothing for any other order.
 */
export async function settlePaidQuote(tx: Database, orderId: number): Promise<void> {
  const settled = await queryRows<{ id: number }>(
    tx,
    sql`update orders set expiry_date = null where id = ${orderId} and kind = 'order' and expiry_date is not null returning id`,
  );
  if (settled.length === 0) return;
  await closeQuoteCart(tx, orderId, { status: 'ordered' });
}
