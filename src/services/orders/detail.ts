// The order detail's answer and its actions (specs/pos.md "Order or quote detail"): GET
// /pos/{order,quote}-info/, the allocation check, Back to Quote, No deposit, overwriting the customer's
// details from the order, and the GA4 purchase event recorded once. Every change runs in one
// transaction with the order row locked first; a refusal is thrown inside it, so nothing is written.
// Stock is given back only through services/stock (releaseStock).
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import { ORDER_NOT_EXIST, type OrderInfoResponse } from '../../contract/pos-order-detail.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { signedCents, toDecimal } from '../../domain/money.ts';
import { REFUNDED_CANCEL_STATUSES, refundedInFull } from '../../domain/refunds.ts';
import { newQuoteExpiry } from '../../domain/quote-expiry.ts';
import { Refusal } from '../../domain/refusal.ts';
import { quoteEditUrl } from './quote-facts.ts';
import { reopenCart } from '../cart/cart.service.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import { useApproval } from '../staff/staff.service.ts';
import { releaseStock } from '../stock/stock.service.ts';
import { giveBackCouponUse } from './coupon-use.ts';
import type { OrderContext } from './context.ts';
import { creditBalance } from './credit.ts';
import { allocationFailure } from './detail-check.ts';
import { HOSTED_CARD_KIND, orderMethods, orderPaymentMethods } from './pay-methods.ts';
import { allocationRowsOf, heldRowsOf } from './detail-allocations.ts';
import { type PaymentRow, findOrder, loadOrderDetail, paidCentsOf, paymentRowsOf } from './detail-load.ts';

export const ONLY_PENDING_TO_QUOTE = 'Only a pending order can go back to a quote';
export const PAID_TO_QUOTE = 'This order has a payment taken, so it can not go back to a quote';
export const NOT_POS_TO_QUOTE = 'Only an order made at the POS can go back to a quote';
export const ONLY_PENDING_CHECK = "Only a pending order's allocations can be checked";
export const ONLY_PENDING_NO_DEPOSIT = 'Only a pending order can be set to No deposit';
export const HAS_LINES_NO_DEPOSIT = 'An order with payment lines can not be set to No deposit';
export const NO_DEPOSIT_NEEDS_MANAGER = "A manager's PIN is required to allow No deposit";
export const NO_REGISTERED_CUSTOMER = 'This order has no registered customer to update';
export const GA_SENT_ALREADY = 'The purchase of this order has been sent already';
export const ALLOCATION_OK = 'The allocations of this order can be met';
export const backToQuoteMessage = (orderNo: string) => `Order ${orderNo} is a quote again`;
export const noDepositMessage = (orderNo: string) => `Order ${orderNo} goes ahead with No deposit`;
export const customerUpdatedMessage = (orderNo: string) => `The customer's details have been updated from ${orderNo}`;

/** What Back to Quote depends on: the order, its payment lines and whether it has a POS cart to edit again. */
interface BackToQuoteFacts {
  kind: 'order' | 'quote';
  status: string;
  channel: string;
  hasPosCart: boolean;
  pays: PaymentRow[];
}

/**
 * Why an order can not go back to a quote, or null when it can: the one rule the detail's
 * canBackToQuote and POST /pos/order-to-quote/ both follow. Only a pending order with nothing paid
 * (a line awaiting its terminal's answer may turn out paid) made at the POS, whose cart opens again.
 */
export function backToQuoteRefusal(f: BackToQuoteFacts): string | null {
  if (f.kind !== 'order' || f.status !== 'pending') return ONLY_PENDING_TO_QUOTE;
  if (paidCentsOf(f.pays) > 0 || f.pays.some((p) => p.status === 4)) return PAID_TO_QUOTE;
  if (f.channel !== 'pos' || !f.hasPosCart) return NOT_POS_TO_QUOTE;
  return null;
}

/** The order's newest POS cart (locked when asked, for Back to Quote's transaction), or null. */
async function posCartOf(db: Database, orderId: number, lock: boolean): Promise<number | null> {
  const [cart] = await queryRows<{ id: number }>(
    db,
    sql`select id from carts where order_id = ${orderId} and kind = 'pos' order by id desc limit 1 ${lock ? sql`for update` : sql``}`,
  );
  return cart ? Number(cart.id) : null;
}

/** The payment method a No deposit order records (the seed's 'no-deposit', no longer a line staff add). */
export const NO_DEPOSIT_METHOD = 'no-deposit';

/** The order row of that number locked for this transaction (only an order, never a quote); 404 when none. */
async function lockOrder(tx: Database, orderNo: string) {
  const [row] = await queryRows<{ id: number; status: string; channel: string; user_id: number | null }>(
    tx,
    sql`select id, status, channel, user_id from orders where order_no = ${orderNo} and kind = 'order' for update`,
  );
  if (!row) throw new Refusal(404, ORDER_NOT_EXIST);
  return { id: Number(row.id), status: row.status, channel: row.channel, userId: row.user_id };
}

export function orderDetailCalls(ctx: OrderContext) {
  const { db } = ctx;

  return {
    /** GET /pos/order-info/:orderNo (kind 'order') and /pos/quote-info/:orderNo (kind 'quote'): each finds only its kind. */
    async info(orderNo: string, kind: 'order' | 'quote'): Promise<OrderInfoResponse> {
      const row = await findOrder(db, orderNo, kind);
      if (!row) throw new Refusal(404, ORDER_NOT_EXIST);
      const { order, paidCents, ga4Itmes } = await loadOrderDetail(db, row);
      const credit = order.customer_id === null ? 0 : await creditBalance(db, order.customer_id);
      const pending = row.kind === 'order' && row.status === 'pending';
      return {
        success: true,
        order,
        // A quote prints as the customer sees it; an order as its tax invoice, pro-forma and labels.
        ...(await ctx.documentLinks(order.order_no, kind)),
        pMethods: await orderPaymentMethods(db),
        ga4Itmes,
        paidAmount: toDecimal(paidCents),
        canPayCredit: credit > 0 ? toDecimal(credit) : false,
        pageMethods: (await orderMethods(db)).filter((m) => m.kind === HOSTED_CARD_KIND).map((m) => m.code),
        canCancel:
          kind === 'order' &&
          REFUNDED_CANCEL_STATUSES.includes(order.status) &&
          refundedInFull(order.payments.map((p) => ({ status: p.status, amountCents: signedCents(p.amount) ?? 0 }))),
        // Only a pending order can go back; for one, whatever else the call checks.
        canBackToQuote:
          pending &&
          backToQuoteRefusal({
            ...row,
            hasPosCart: (await posCartOf(db, Number(row.id), false)) !== null,
            pays: await paymentRowsOf(db, Number(row.id)),
          }) === null,
      };
    },

    /**
     * GET /pos/check-allocation/:orderNo: whether a pending order's allocations can still be met (each
     * still holds its stock, no dispatch date has passed). A failure is a 409 with the first problem.
     */
    async checkAllocation(orderNo: string): Promise<{ success: true; msg: string }> {
      const row = await findOrder(db, orderNo, 'order');
      if (!row) throw new Refusal(404, ORDER_NOT_EXIST);
      if (row.status !== 'pending') throw new Refusal(409, ONLY_PENDING_CHECK);
      const orderId = Number(row.id);
      const names = await queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from order_items where order_id = ${orderId}`,
      );
      const failure = allocationFailure({
        allocations: await allocationRowsOf(db, orderId),
        held: await heldRowsOf(db, orderId),
        nameOf: (itemId) => names.find((n) => Number(n.id) === itemId)?.name ?? '',
        today: ctx.today(),
      });
      if (failure) throw new Refusal(409, failure);
      return { success: true, msg: ALLOCATION_OK };
    },

    /**
     * POST /pos/order-to-quote/: a pending order with nothing paid becomes a quote again, in place (same
     * number), with a new expiry; its POS cart opens again for /pos/quote-edit/, and the stock it held
     * is given back. Its unpaid payment lines go back to the cart's lines (the order's are removed), so
     * completing the quote again makes them the order's lines once more.
     */
    async toQuote(staff: SignedInStaff, orderNo: string): Promise<{ success: true; redirect: string; msg: string }> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderNo);
        const cartId = await posCartOf(tx, order.id, true);
        const refusal = backToQuoteRefusal({
          kind: 'order',
          status: order.status,
          channel: order.channel,
          hasPosCart: cartId !== null,
          pays: await paymentRowsOf(tx, order.id),
        });
        if (refusal || cartId === null) throw new Refusal(409, refusal ?? NOT_POS_TO_QUOTE);
        // A quote holds no coupon use; completing it again takes one (pos-cart/complete.ts).
        await giveBackCouponUse(tx, order.id);
        await releaseStock(tx, order.id, { staffId: staff.id, now: ctx.now() });
        await tx.execute(sql`delete from cart_payments where cart_id = ${cartId}`);
        await tx.execute(
          sql`insert into cart_payments (cart_id, gateway, name, amount_cents, reference)
            select ${cartId}, gateway, name, amount_cents, reference from payments
            where order_id = ${order.id} and status = 0 order by id`,
        );
        await tx.execute(sql`delete from payments where order_id = ${order.id}`);
        const now = ctx.now();
        const at = now.toISOString();
        await tx.execute(
          sql`update orders set kind = 'quote', expiry_date = ${newQuoteExpiry(ctx.today())}::date, hold_until = null,
              updated_at = ${at}::timestamptz where id = ${order.id}`,
        );
        await reopenCart(tx, cartId, now);
        const changes = { from: 'order', to: 'quote' };
        await recordOrderAction(tx, {
          orderId: order.id,
          causerId: staff.id,
          action: 'order_to_quote',
          description: 'Took the order back to a quote',
          changes,
          now: ctx.now(),
        });
        return { success: true as const, redirect: quoteEditUrl(orderNo), msg: backToQuoteMessage(orderNo) };
      });
    },

    /**
     * POST /pos/order/noDeposit (Pay it later): a pending order with no payment lines goes ahead unpaid
     * (processing, the Recent Orders list) under a manager's single-use no_deposit approval.
     */
    async noDeposit(staff: SignedInStaff, orderNo: string, approval: string | undefined) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderNo);
        if (order.status !== 'pending') throw new Refusal(409, ONLY_PENDING_NO_DEPOSIT);
        if ((await paymentRowsOf(tx, order.id)).some((p) => p.status !== 2))
          throw new Refusal(409, HAS_LINES_NO_DEPOSIT);
        const used = await useApproval(
          tx,
          { approval, type: 'no_deposit', staffId: staff.id, managerOnly: true },
          ctx.now(),
        );
        if (!used) throw new Refusal(403, NO_DEPOSIT_NEEDS_MANAGER);
        await tx.execute(
          sql`update orders set status = 'processing', payment_method = ${NO_DEPOSIT_METHOD}, hold_until = null,
              updated_at = ${ctx.now().toISOString()}::timestamptz where id = ${order.id}`,
        );
        const changes = { from: 'pending', to: 'processing', paymentMethod: NO_DEPOSIT_METHOD };
        await recordOrderAction(tx, {
          orderId: order.id,
          causerId: staff.id,
          action: 'no_deposit',
          description: 'Let the order go ahead with No deposit',
          approval: used,
          changes,
          now: ctx.now(),
        });
        return { success: true as const, msg: noDepositMessage(orderNo) };
      });
    },

    /**
     * POST /pos/update-cus-by-order/: the registered customer's name, mobile, company, addresses and zip
     * become the order's (the page has asked for the data-loss confirmation). Their email stays: it is
     * how they sign in. An order or a quote.
     */
    async updateCustomer(orderNo: string): Promise<{ success: true; msg: string }> {
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number; user_id: number | null }>(
          tx,
          sql`select id, user_id from orders where order_no = ${orderNo} for update`,
        );
        if (!row) throw new Refusal(404, ORDER_NOT_EXIST);
        if (row.user_id === null) throw new Refusal(422, NO_REGISTERED_CUSTOMER);
        await tx.execute(
          sql`update users u set firstname = o.firstname, lastname = o.lastname, mobile = o.mobile, organisation = o.company,
              shipping_address = o.shipping_address, shipping_zip = o.shipping_zip, billing_address = o.billing_address
            from orders o where o.id = ${row.id} and u.id = o.user_id`,
        );
        return { success: true as const, msg: customerUpdatedMessage(orderNo) };
      });
    },

    /**
     * POST /pos/order/markGaSent: records, once, that the page sent the order's GA4 purchase event. The
     * second call is a 409, so two tabs opening the order push the event once between them.
     */
    async markGaSent(orderNo: string): Promise<{ success: true }> {
      const marked = await queryRows<{ id: number }>(
        db,
        sql`update orders set ga_sent_at = ${ctx.now().toISOString()}::timestamptz
          where order_no = ${orderNo} and kind = 'order' and ga_sent_at is null returning id`,
      );
      if (marked.length) return { success: true };
      if (!(await findOrder(db, orderNo, 'order'))) throw new Refusal(404, ORDER_NOT_EXIST);
      throw new Refusal(409, GA_SENT_ALREADY);
    },
  };
}
