// Payment lines of a POS cart or quote (the payment tab; POST /v1/cart/checkPayment and
// /v1/cart/updatePayment with orderNo): the lines the salesperson adds before completing, kept as
// cart_payments rows. The rules are domain/pos-payments.ts; here they run on the list the page sends,
// against the cart's grand total priced under the cart's lock, and the list replaces the cart's lines
// in the same transaction. Completing an order copies the lines into the order's payments, unpaid.
import { sql } from 'drizzle-orm';
import type { PosPaymentLine } from '../../contract/pos-cart.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { cannotPayMessage, canPay } from '../../domain/finance-plan.ts';
import { toDecimal } from '../../domain/money.ts';
import {
  AMOUNT_NOT_POSITIVE,
  type CheckedLine,
  type PaymentLineAsk,
  cantPayMoreMessage,
  paidCents,
  paymentLinesRefusal,
  roundedCents,
} from '../../domain/pos-payments.ts';
import { type StaffMethod, staffMethods, touchCart } from '../cart/cart.service.ts';
import { addUnpaidPayments } from '../orders/orders.service.ts';
import { Refusal } from '../../domain/refusal.ts';

export interface SavedPaymentLine {
  id: number;
  gateway: string;
  name: string;
  amountCents: number;
  reference: string;
}

/** The cart's lines in the order they were added. */
export async function paymentLinesOf(db: Database, cartId: number): Promise<SavedPaymentLine[]> {
  const rows = await queryRows<{ id: number; gateway: string; name: string; amount_cents: number; reference: string }>(
    db,
    sql`select id, gateway, name, amount_cents, reference from cart_payments where cart_id = ${cartId} order by id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    gateway: r.gateway,
    name: r.name,
    amountCents: Number(r.amount_cents),
    reference: r.reference,
  }));
}

/** The lines as the POS cart answer shows them: not paid yet (status 0), no terminal (type 0). */
export function paymentAnswer(lines: SavedPaymentLine[]): { payments: PosPaymentLine[]; paidAmount: string } {
  return {
    payments: lines.map((l) => ({
      id: l.id,
      gateway: l.gateway,
      name: l.name,
      amount: toDecimal(l.amountCents),
      reference: l.reference,
      status: 0,
      type: 0,
    })),
    paidAmount: toDecimal(paidCents(lines)),
  };
}

const methodFinder = (methods: StaffMethod[]) => (code: string) => methods.find((m) => m.code === code) ?? null;

/**
 * Replaces the cart's lines with `asks` after the rules (the first refusal is a 422 and nothing is
 * written). Run in the transaction that locked the cart; `grandTotalCents` is the cart's as priced there.
 */
export async function replacePaymentLines(
  tx: Database,
  cartId: number,
  asks: PaymentLineAsk[],
  grandTotalCents: number,
): Promise<void> {
  const checked = paymentLinesRefusal(asks, grandTotalCents, methodFinder(await staffMethods(tx)));
  if ('refusal' in checked) throw new Refusal(422, checked.refusal);
  await tx.execute(sql`delete from cart_payments where cart_id = ${cartId}`);
  if (checked.lines.length) {
    const values = sql.join(
      checked.lines.map(
        (l: CheckedLine) => sql`(${cartId}, ${l.gateway}, ${l.name}, ${l.amountCents}, ${l.reference})`,
      ),
      sql`, `,
    );
    await tx.execute(sql`insert into cart_payments (cart_id, gateway, name, amount_cents, reference) values ${values}`);
  }
  await touchCart(tx, cartId);
}

/**
 * The lines become the order's payments, unpaid (status 0, type 0), when the cart is completed as an
 * order. Refused when the cart changed after they were added and they now pay more than the order.
 */
export async function copyPaymentsToOrder(
  tx: Database,
  cartId: number,
  orderId: number,
  grandTotalCents: number,
): Promise<void> {
  const lines = await paymentLinesOf(tx, cartId);
  if (!lines.length) return;
  const paid = paidCents(lines);
  if (paid > grandTotalCents) throw new Refusal(422, cantPayMoreMessage(grandTotalCents));
  await addUnpaidPayments(tx, orderId, lines);
}

/**
 * POST /v1/cart/checkPayment for a staff method: whether it can pay `amount` (the cumulative amount
 * of that method on the cart, as the page sends it). null when `code` is not a staff method, so the
 * caller can answer as for a shopper. With `cusId` (the order detail's panel: the order's customer,
 * null when it has none) store credit can pay no more than that customer's balance; the payment
 * itself takes it under the balance's lock (services/orders/credit.ts).
 */
export async function checkStaffPayment(
  db: Database,
  code: string,
  amount: unknown,
  cusId?: number | null,
): Promise<{ success: true } | null> {
  const method = methodFinder(await staffMethods(db))(code);
  if (!method) return null;
  const cents = roundedCents(amount);
  if (cents === null || cents <= 0) throw new Refusal(422, AMOUNT_NOT_POSITIVE);
  if (!canPay(method, cents)) throw new Refusal(422, cannotPayMessage(method.name, cents));
  if (method.kind === 'credit' && cusId !== undefined) {
    const [row] = await queryRows<{ balance_cents: number }>(
      db,
      sql`select balance_cents from customer_credit where user_id = ${cusId ?? 0}`,
    );
    if (cents > Number(row?.balance_cents ?? 0)) throw new Refusal(422, cannotPayMessage(method.name, cents));
  }
  return { success: true };
}
