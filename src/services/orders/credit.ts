// A customer's store credit (customer_credit, credit_movements; src/db/schema-sales.ts). The balance row
// is the one place the amount lives; every change locks it, changes it and writes a movement in the
// caller's transaction, so two payments racing for the same credit are served one after the other and
// the second sees what the first left (the row's check keeps it from going below 0 regardless).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { cannotPayMessage } from '../../domain/finance-plan.ts';
import { Refusal } from '../../domain/refusal.ts';

/** The customer's store credit balance in cents (0 when they have none). */
export async function creditBalance(db: Database, userId: number): Promise<number> {
  const [row] = await queryRows<{ balance_cents: number }>(
    db,
    sql`select balance_cents from customer_credit where user_id = ${userId}`,
  );
  return Number(row?.balance_cents ?? 0);
}

export interface CreditGift {
  userId: number;
  /** More than 0: credit given (a refund, goodwill). */
  amountCents: number;
  staffId?: number | null;
  reason: string;
  /** A refund names the order and its refund line (one movement per line). */
  orderId?: number;
  paymentId?: number;
  now: Date;
}

/** Gives the customer store credit: the balance grows and the movement says why. Run in a transaction. */
export async function giveCredit(tx: Database, gift: CreditGift): Promise<number> {
  if (!Number.isInteger(gift.amountCents) || gift.amountCents <= 0) throw new Refusal(422, 'Credit must be above 0');
  const at = gift.now.toISOString();
  const [row] = await queryRows<{ balance_cents: number }>(
    tx,
    sql`insert into customer_credit (user_id, balance_cents, updated_at) values (${gift.userId}, ${gift.amountCents}, ${at}::timestamptz)
      on conflict (user_id) do update set balance_cents = customer_credit.balance_cents + excluded.balance_cents, updated_at = excluded.updated_at
      returning balance_cents`,
  );
  await tx.execute(
    sql`insert into credit_movements (user_id, amount_cents, order_id, payment_id, staff_id, reason, created_at)
      values (${gift.userId}, ${gift.amountCents}, ${gift.orderId ?? null}, ${gift.paymentId ?? null}, ${gift.staffId ?? null},
        ${gift.reason}, ${at}::timestamptz)`,
  );
  return Number(row!.balance_cents);
}

export interface CreditSpend {
  /** The order's registered customer; null when the order has none (nobody's credit to use). */
  userId: number | null;
  amountCents: number;
  orderId: number;
  paymentId: number;
  staffId: number | null;
  /** The method's name, for the refusal's words. */
  methodName: string;
  now: Date;
}

/**
 * Pays an order's payment line from its customer's credit, under the balance row's lock: refused with
 * the spec's '[method] can not pay $x' when the balance is short (or the order has no customer).
 */
export async function spendCredit(tx: Database, spend: CreditSpend): Promise<number> {
  const refused = new Refusal(422, cannotPayMessage(spend.methodName, spend.amountCents));
  if (spend.userId === null) throw refused;
  const [row] = await queryRows<{ balance_cents: number }>(
    tx,
    sql`select balance_cents from customer_credit where user_id = ${spend.userId} for update`,
  );
  const balance = Number(row?.balance_cents ?? 0);
  if (balance < spend.amountCents) throw refused;
  const at = spend.now.toISOString();
  await tx.execute(
    sql`update customer_credit set balance_cents = balance_cents - ${spend.amountCents}, updated_at = ${at}::timestamptz
      where user_id = ${spend.userId}`,
  );
  await tx.execute(
    sql`insert into credit_movements (user_id, amount_cents, order_id, payment_id, staff_id, reason, created_at)
      values (${spend.userId}, ${-spend.amountCents}, ${spend.orderId}, ${spend.paymentId}, ${spend.staffId}, 'order payment', ${at}::timestamptz)`,
  );
  return balance - spend.amountCents;
}
