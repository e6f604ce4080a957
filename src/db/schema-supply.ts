// The supply side: how stock comes in and moves, besides how it is sold. Every change of a variant's
// stock at a place is one row of the ledger, so a count can always be explained; transfers carry units
// between places (in transit while on the road). Written only by the stock module (services/stock/),
// like the stock rows themselves.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bins, locations, productVariants, purchaseOrders, staff } from './schema.ts';
import { orders } from './schema-sales.ts';

/** What moved a variant's stock at a place. */
export const STOCK_LEDGER_KINDS = [
  'opening',
  'allocated',
  'released',
  'dispatched',
  'received',
  'adjusted',
  'transfer_out',
  'transfer_in',
  'counted',
] as const;
export type StockLedgerKind = (typeof STOCK_LEDGER_KINDS)[number];

/** Why a manager adjusted a count by hand. */
export const ADJUSTMENT_REASONS = ['damaged', 'found', 'sold_elsewhere', 'correction', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/**
 * One change of a variant's stock at a place: how many units on hand and allocated it added (negative
 * when it took), in which bin when units moved in or out of one, what kind of change, who made it and
 * the order, purchase order or transfer it belongs to. For every variant and place the rows add up to
 * the stock row's on_hand and alloc (services/stock/ledger.ts ledgerOutOfStep).
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    locationCode: text('location_code')
      .notNull()
      .references(() => locations.code),
    binId: integer('bin_id').references(() => bins.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: STOCK_LEDGER_KINDS }).notNull(),
    onHandChange: integer('on_hand_change').notNull().default(0),
    allocatedChange: integer('allocated_change').notNull().default(0),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, { onDelete: 'set null' }),
    transferId: integer('transfer_id').references(() => stockTransfers.id, { onDelete: 'set null' }),
    /** An adjustment's reason (ADJUSTMENT_REASONS); null for every other kind. */
    reason: text('reason', { enum: ADJUSTMENT_REASONS }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The stock page and GET /pos/stock/ledger read a variant at a place newest first.
    index('stock_ledger_variant_place_idx').on(t.variantId, t.locationCode, t.createdAt, t.id),
    index('stock_ledger_order_idx').on(t.orderId),
    index('stock_ledger_purchase_order_idx').on(t.purchaseOrderId),
    check(
      'stock_ledger_kind_check',
      sql`${t.kind} in ('opening', 'allocated', 'released', 'dispatched', 'received', 'adjusted', 'transfer_out', 'transfer_in', 'counted')`,
    ),
    check('stock_ledger_moves_check', sql`${t.onHandChange} <> 0 or ${t.allocatedChange} <> 0`),
  ],
);

/**
 * Units sent from one place (or bin) to another. Between two places they leave the first when sent and
 * are in transit until received at the other; between two bins of one place both happen at once.
 */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: serial('id').primaryKey(),
    fromLocation: text('from_location')
      .notNull()
      .references(() => locations.code),
    toLocation: text('to_location')
      .notNull()
      .references(() => locations.code),
    status: text('status', { enum: ['in_transit', 'received', 'cancelled'] })
      .notNull()
      .default('in_transit'),
    note: text('note').notNull().default(''),
    sentBy: integer('sent_by').references(() => staff.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    receivedBy: integer('received_by').references(() => staff.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_transfers_open_idx').on(t.toLocation, t.status),
    check('stock_transfers_status_check', sql`${t.status} in ('in_transit', 'received', 'cancelled')`),
  ],
);

/** One SKU of a transfer: from which bin it left, into which bin it was put away when received. */
export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => stockTransfers.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    fromBinId: integer('from_bin_id').references(() => bins.id, { onDelete: 'set null' }),
    toBinId: integer('to_bin_id').references(() => bins.id, { onDelete: 'set null' }),
    qty: integer('qty').notNull(),
  },
  (t) => [
    index('stock_transfer_lines_transfer_idx').on(t.transferId),
    check('stock_transfer_lines_qty_check', sql`${t.qty} > 0`),
  ],
);
