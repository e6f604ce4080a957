// The lists' row actions (specs/pos.md "Order status"): delete a quote, cancel an unpaid order (to
// locked, its stock given back) and restore a cancelled one (to pending, its stock taken again), each
// under its single-use PIN approval used in the same transaction as the change; and a quote's expiry.
// Every action locks the order row first, so a cancel and a restore of one order fired together run
// one after the other and the second sees the first's status. A refusal is thrown inside the
// transaction: nothing is written and the approval is not used up.
import { sql } from 'drizzle-orm';
import { NO_ORDER, type OrderActionResponse } from '../../contract/pos-order-list.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { REFUNDED_CANCEL_STATUSES, holdsNoMoney, refundedInFull } from '../../domain/refunds.ts';
import { Refusal } from '../../domain/refusal.ts';
import { setQuoteExpiry } from './quote-facts.ts';
import { closeQuoteCart } from '../cart/cart.service.ts';
import { keepHistoryOfDeletedOrder, recordOrderAction } from '../activity/activity.service.ts';
import { requireApproval } from '../staff/staff.service.ts';
import { releaseStock, retakeStock } from '../stock/stock.service.ts';
import { giveBackCouponUse, retakeCouponUse } from './coupon-use.ts';
import type { OrderContext } from './context.ts';

export const quoteDeletedMessage = (orderNo: string) => `Quote #${orderNo} has been deleted`;
export const orderCancelledMessage = (orderNo: string) => `Order #${orderNo} has been cancelled`;
export const orderRestoredMessage = (orderNo: string) => `Order #${orderNo} has been restored`;
export const quoteExpirySavedMessage = (orderNo: string, date: string) => `Quote #${orderNo} now expires on ${date}`;
/** Ours: the spec names the paths, not the refusals. */
export const NOT_AN_ORDER = 'A quote cannot be cancelled or restored: delete it instead';
export const ONLY_UNPAID_CANCEL = 'Only an unpaid order, or one whose payments are all refunded, can be cancelled';
export const ITEMS_DISPATCHED = 'Items of this order have been dispatched: it cannot be cancelled';
export const ALREADY_CANCELLED = 'This order is already cancelled';
export const ONLY_CANCELLED_RESTORE = 'Only a cancelled order can be restored';
export const PAYMENT_TAKEN = 'This order has a payment taken: refund it before cancelling the order';

interface LockedOrder {
  id: number;
  order_no: string;
  kind: 'order' | 'quote';
  status: string;
}

/** The order row, locked for the rest of the transaction; 404 'The order is not exist' when there is none. */
async function lockOrder(tx: Database, orderNo: string): Promise<LockedOrder> {
  const [row] = await queryRows<LockedOrder>(
    tx,
    sql`select id, order_no, kind, status from orders where order_no = ${orderNo} for update`,
  );
  if (!row) throw new Refusal(404, NO_ORDER);
  return { ...row, id: Number(row.id) };
}

export interface OrderActionAsk {
  orderNo: string;
  approval?: string | null;
}

export function orderLifeCalls(ctx: OrderContext) {
  const inTransaction = <T>(work: (tx: Database) => Promise<T>) => ctx.db.transaction(work);

  return {
    /**
     * GET /pos/quote-del/: the quote and its items go; its POS cart is closed (abandoned), so it never
     * comes back as anyone's open cart or as an editable quote. An order is not a quote: 404.
     */
    deleteQuote: (staff: SignedInStaff, ask: OrderActionAsk): Promise<OrderActionResponse> =>
      inTransaction(async (tx) => {
        const quote = await lockOrder(tx, ask.orderNo);
        if (quote.kind !== 'quote') throw new Refusal(404, NO_ORDER);
        const approval = await requireApproval(
          tx,
          { approval: ask.approval, type: 'quote_delete', staffId: staff.id },
          ctx.now(),
        );
        await closeQuoteCart(tx, quote.id, { status: 'abandoned', at: ctx.now() });
        // A quote holds no stock; should one ever have, it goes back before its reservations are deleted.
        await releaseStock(tx, quote.id, { staffId: staff.id, now: ctx.now() });
        // The quote's history outlives it (order_id null, its number kept), with this last entry.
        await keepHistoryOfDeletedOrder(tx, quote.id, quote.order_no);
        const changes = { orderNo: quote.order_no };
        await recordOrderAction(tx, {
          orderId: null,
          causerId: staff.id,
          action: 'quote_delete',
          description: `Deleted quote #${quote.order_no}`,
          approval,
          changes,
          now: ctx.now(),
        });
        await tx.execute(sql`delete from orders where id = ${quote.id}`);
        return { success: true, msg: quoteDeletedMessage(quote.order_no) };
      }),

    /**
     * GET /pos/order-cancel/: an order holding no money becomes locked and its held stock goes back: an
     * unpaid (pending) one, or a paid one whose payments were all refunded (services/orders/refunds.ts).
     */
    cancelOrder: (staff: SignedInStaff, ask: OrderActionAsk): Promise<OrderActionResponse> =>
      inTransaction(async (tx) => {
        const order = await lockOrder(tx, ask.orderNo);
        const approval = await requireApproval(
          tx,
          { approval: ask.approval, type: 'order_cancel', staffId: staff.id },
          ctx.now(),
        );
        if (order.kind !== 'order') throw new Refusal(409, NOT_AN_ORDER);
        if (order.status === 'locked') throw new Refusal(409, ALREADY_CANCELLED);
        if (order.status !== 'pending' && !REFUNDED_CANCEL_STATUSES.includes(order.status))
          throw new Refusal(409, ONLY_UNPAID_CANCEL);
        const lines = (
          await queryRows<{ status: number; amount_cents: number }>(
            tx,
            sql`select status, amount_cents from payments where order_id = ${order.id}`,
          )
        ).map((l) => ({ status: Number(l.status), amountCents: Number(l.amount_cents) }));
        if (!holdsNoMoney(lines)) throw new Refusal(409, PAYMENT_TAKEN);
        // Going ahead without money taken (No deposit) is not an order to cancel from here.
        if (order.status !== 'pending' && !refundedInFull(lines)) throw new Refusal(409, ONLY_UNPAID_CANCEL);
        const [left] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from order_allocations where order_id = ${order.id} and qty_dispatched > 0`,
        );
        if (Number(left?.n ?? 0) > 0) throw new Refusal(409, ITEMS_DISPATCHED);
        await tx.execute(
          sql`update orders set status = 'locked', updated_at = ${ctx.now().toISOString()}::timestamptz where id = ${order.id}`,
        );
        // Its coupon's use goes back with its stock (coupon row first: coupon-use.ts).
        await giveBackCouponUse(tx, order.id);
        await releaseStock(tx, order.id, { staffId: staff.id, now: ctx.now() });
        const changes = { from: order.status, to: 'locked' };
        await recordOrderAction(tx, {
          orderId: order.id,
          causerId: staff.id,
          action: 'order_cancel',
          description: 'Cancelled the order',
          approval,
          changes,
          now: ctx.now(),
        });
        return { success: true, msg: orderCancelledMessage(order.order_no) };
      }),

    /**
     * GET /pos/order-restore/: a cancelled order becomes pending again and takes its allocated stock
     * again, or is refused '{location} only has {free} stock' with nothing changed. A restored web
     * order is the staff's to follow up: its online payment hold no longer expires it.
     */
    restoreOrder: (staff: SignedInStaff, ask: OrderActionAsk): Promise<OrderActionResponse> =>
      inTransaction(async (tx) => {
        const order = await lockOrder(tx, ask.orderNo);
        const approval = await requireApproval(
          tx,
          { approval: ask.approval, type: 'order_restore', staffId: staff.id },
          ctx.now(),
        );
        if (order.kind !== 'order') throw new Refusal(409, NOT_AN_ORDER);
        if (order.status !== 'locked') throw new Refusal(409, ONLY_CANCELLED_RESTORE);
        // Its coupon's use again, or '…already been used' when the last one went meanwhile; then its stock.
        await retakeCouponUse(tx, order.id, true);
        await retakeStock(tx, order.id, { staffId: staff.id, now: ctx.now() });
        await tx.execute(
          sql`update orders set status = 'pending', hold_until = null, updated_at = ${ctx.now().toISOString()}::timestamptz
            where id = ${order.id}`,
        );
        const changes = { from: 'locked', to: 'pending' };
        await recordOrderAction(tx, {
          orderId: order.id,
          causerId: staff.id,
          action: 'order_restore',
          description: 'Restored the order',
          approval,
          changes,
          now: ctx.now(),
        });
        return { success: true, msg: orderRestoredMessage(order.order_no) };
      }),

    /** POST /pos/update-quote-expiry-date: a quote's expiry, between today (NZ) and its creation + 90 days. */
    setQuoteExpiry: (_staff: SignedInStaff, ask: { orderNo: string; expiryDate: string }) =>
      inTransaction(async (tx): Promise<OrderActionResponse> => {
        const quote = await lockOrder(tx, ask.orderNo);
        if (quote.kind !== 'quote') throw new Refusal(404, NO_ORDER);
        await setQuoteExpiry(tx, { orderId: quote.id, orderNo: quote.order_no }, ask.expiryDate, ctx.today());
        await tx.execute(
          sql`update orders set updated_at = ${ctx.now().toISOString()}::timestamptz where id = ${quote.id}`,
        );
        return { success: true, msg: quoteExpirySavedMessage(quote.order_no, ask.expiryDate.trim()) };
      }),
  };
}
