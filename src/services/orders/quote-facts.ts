// A quote's facts as the counter shows them (its last day, the days left, the range it may move in)
// and the move of that day, refused outside the range. A quote is an orders row, so its expiry is
// read and written here; the POS cart (services/pos-cart) and the order list's row action ask for it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { nzToday } from '../../domain/dates.ts';
import { type ExpiryBounds, checkExpiry, expiresIn, expiryBounds, newQuoteExpiry } from '../../domain/quote-expiry.ts';
import { Refusal } from '../../domain/refusal.ts';
import { moveQuoteExpiry } from './writes.ts';

export const CART_NOT_FOUND = 'Cart not found';
export const quoteEditUrl = (orderNo: string) => `/pos/quote-edit/${orderNo}`;

export interface QuoteFacts {
  orderNo: string;
  /** YYYY-MM-DD */
  expireDate: string;
  expiresIn: number;
  bounds: ExpiryBounds;
  createdAt: string;
  updatedAt: string;
}

/** What the checkout page shows of a quote: its expiry, the days left and the range it may move in. */
export async function quoteFacts(
  db: Database,
  quote: { orderId: number; orderNo: string },
  today: string,
): Promise<QuoteFacts> {
  const [row] = await queryRows<{ expiry_date: string | null; created_at: string | Date; updated_at: string | Date }>(
    db,
    sql`select expiry_date::text as expiry_date, created_at, updated_at from orders where id = ${quote.orderId}`,
  );
  if (!row) throw new Refusal(404, CART_NOT_FOUND);
  return quoteFactsOf(quote.orderNo, row, today);
}

/** The facts from the quote's orders row (expiry_date as text), for callers that read the row themselves. */
export function quoteFactsOf(
  orderNo: string,
  row: { expiry_date: string | null; created_at: string | Date; updated_at: string | Date },
  today: string,
): QuoteFacts {
  const createdAt = new Date(row.created_at);
  // A quote saved before expiry dates were kept counts from its creation.
  const expireDate = row.expiry_date ?? newQuoteExpiry(nzToday(createdAt));
  return {
    orderNo,
    expireDate,
    expiresIn: expiresIn(expireDate, today),
    bounds: expiryBounds(nzToday(createdAt), today),
    createdAt: createdAt.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Moves a quote's expiry (updateBasic with orderNo), refused outside its bounds. */
export async function setQuoteExpiry(
  tx: Database,
  quote: { orderId: number; orderNo: string },
  expireDate: string,
  today: string,
): Promise<void> {
  const facts = await quoteFacts(tx, quote, today);
  const refusal = checkExpiry(expireDate, facts.bounds);
  if (refusal) throw new Refusal(422, refusal);
  await moveQuoteExpiry(tx, quote.orderId, expireDate.trim());
}
