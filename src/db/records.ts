// Rows that arrive as JSON from one-round-trip queries (to_jsonb of a cart, a coupon), turned into
// the shapes the rest of the program uses.
import { getTableColumns } from 'drizzle-orm';
import { carts } from './schema-sales.ts';
import type { Coupon } from '../domain/coupons.ts';

export type CartRecord = typeof carts.$inferSelect;

const CART_COLUMNS = Object.entries(getTableColumns(carts));

/**
 * to_jsonb(carts row): snake_case keys, timestamps as text. Mapped column by column through the
 * schema, so a column added to `carts` later arrives here without a change.
 */
export function cartFromJson(j: Record<string, unknown>): CartRecord {
  const record: Record<string, unknown> = {};
  for (const [key, column] of CART_COLUMNS) {
    const value = j[column.name];
    record[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return record as CartRecord;
}

/** to_jsonb(coupons row) → the coupon the pricing rules take. */
export function couponFromJson(j: Record<string, unknown>): Coupon {
  return {
    code: String(j.code),
    name: String(j.name),
    type: j.type === 'fixed' ? 'fixed' : 'percent',
    amount: Number(j.amount),
    minGrandTotalCents: Number(j.min_gtotal_cents),
    isShipping: Boolean(j.is_shipping),
    excludeHot: Boolean(j.exclude_hot),
    excludeSale: Boolean(j.exclude_sale),
    enabled: Boolean(j.enabled),
    useCount: Number(j.use_count),
    useLimit: Number(j.use_limit),
    expiry: (j.expiry as string | null) ?? null,
    customerId: j.customer_id === null || j.customer_id === undefined ? null : Number(j.customer_id),
    firstOrderOnly: Boolean(j.first_order_only),
  };
}
