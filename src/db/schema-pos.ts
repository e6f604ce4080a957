// Staff access on the point of sale: wrong-attempt counters (PIN lockout, sign-in limit), the
// requests counted per address (sign-in, check-pin, captcha challenges), the single-use PIN approvals,
// and each salesperson's recent customers. All of it lives in the database so several app instances
// behind one PostgreSQL agree on a lockout, a limit or an approval (docs/architecture.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations, productVariants, purchaseOrders, staff, users } from './schema.ts';
import { cartItems, carts, orders, payments } from './schema-sales.ts';

/**
 * Wrong tries at a secret within a window: `kind` 'pin' counts per staff id (subject), 'login' per
 * lower-cased email, 'login_from' per address and email (`address email`). `count` includes tries still being checked, so parallel guesses cannot slip
 * past the limit; `locked_until` refuses every try, right or wrong, until it passes.
 */
export const wrongAttempts = pgTable(
  'wrong_attempts',
  {
    kind: text('kind', { enum: ['pin', 'login', 'login_from'] }).notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] }), check('wrong_attempts_count_check', sql`${t.count} >= 0`)],
);

/**
 * Requests from one address to one limited call within a window (src/http/plugins/rate-limit.ts):
 * `key` names the call and the address. A row whose window has ended counts from 1 again; rows past
 * `expires_at` are deleted as new windows start.
 */
export const addressHits = pgTable(
  'address_hits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('address_hits_expires_idx').on(t.expiresAt)],
);

/**
 * A PIN check that succeeded: valid once, for one action, for the staff member who asked, until
 * `expires_at`. Only a hash of the token is kept, so a leaked table approves nothing.
 */
export const pinApprovals = pgTable(
  'pin_approvals',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The signed-in staff member who asked (only they can use it). */
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** Whose PIN was given: the same staff member, or the manager who approved. */
    approverId: integer('approver_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('pin_approvals_expires_idx').on(t.expiresAt)],
);

/** Customers a salesperson selected lately, for the POS menu's recent list (newest first). */
export const recentCustomers = pgTable(
  'recent_customers',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.userId] }),
    index('recent_customers_staff_at_idx').on(t.staffId, t.at.desc()),
  ],
);

/**
 * How far each staff role may discount a line on its own, as a percentage of the retail price
 * (domain/discounts.ts): beyond it a manager's PIN approves the discount. Data, not code; the
 * migration seeds staff 10, manager 30, admin 100.
 */
export const discountLimits = pgTable(
  'discount_limits',
  {
    role: text('role', { enum: ['staff', 'manager', 'admin'] }).primaryKey(),
    maxPercent: integer('max_percent').notNull(),
  },
  (t) => [check('discount_limits_percent_check', sql`${t.maxPercent} between 0 and 100`)],
);

/**
 * How a POS cart sub-item (the item itself, or one bundle component) will be fulfilled (saved by
 * services/pos-cart/allocations.ts): per allocation a method, where from (a store location code,
 * 'BACK-ORDER', or an open purchase order), where it is collected (PCK), how many and when. Saving
 * holds no stock: the stock is checked at save and taken, under row locks, when the order is completed.
 */
export const cartAllocations = pgTable(
  'cart_allocations',
  {
    id: serial('id').primaryKey(),
    cartItemId: integer('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    /** The sub-item: the component variant (the item's own variant when it is not a bundle). */
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    method: text('method', { enum: ['DEL', 'COU', 'PCK'] }).notNull(),
    /** A location code or 'BACK-ORDER'; null when the allocation is from a purchase order. */
    fromLocation: text('from_location'),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    /** The collect location (PCK). */
    toLocation: text('to_location').references(() => locations.code),
    qty: integer('qty').notNull(),
    dispatchDate: date('dispatch_date', { mode: 'string' }).notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('cart_allocations_item_idx').on(t.cartItemId, t.variantId),
    check('cart_allocations_qty_check', sql`${t.qty} > 0`),
    check('cart_allocations_source_check', sql`(${t.fromLocation} is null) <> (${t.purchaseOrderId} is null)`),
  ],
);

/**
 * A POS cart sub-item's delivery notes and delivery tags (the item tab; the sub-item's `notes` and
 * `delTags`; the tags themselves are domain/delivery-tags.ts). One row per item and component, made
 * on the first save; copied to the order's lines when the cart becomes an order.
 */
export const cartSubItems = pgTable(
  'cart_sub_items',
  {
    cartItemId: integer('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    notes: text('notes').notNull().default(''),
    delTags: text('del_tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.cartItemId, t.variantId] })],
);

/**
 * What was emailed about a POS cart or quote (the cart's `emailLog`): one line per message, shown
 * on the checkout page. The mail itself goes through integrations/mail (SMTP, or the outbox).
 */
export const emailLog = pgTable(
  'email_log',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id),
    kind: text('kind', { enum: ['quote', 'cart', 'document'] }).notNull(),
    toEmail: text('to_email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_log_cart_idx').on(t.cartId), index('email_log_order_idx').on(t.orderId)],
);

/** Mail kept instead of sent when no SMTP_URL is set (docs/architecture.md); read at /pos/outbox outside production. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  /** The mail's attached files (a document's PDF), base64, so the outbox shows what SMTP would have sent. */
  attachments: jsonb('attachments')
    .$type<{ filename: string; contentType: string; base64: string }[]>()
    .notNull()
    .default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A cart a salesperson emailed to a customer (Send cart to customer): the items as sent, and the
 * link's token (hashed). The sent-cart log lists these; an order the customer places within 60 days
 * of sending is attributed to the staff member (`order_id`).
 */
export const sentCarts = pgTable(
  'sent_carts',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    userId: integer('user_id').references(() => users.id),
    email: text('email').notNull(),
    /** [{ sku, qty }] as sent. */
    items: jsonb('items').$type<{ sku: string; qty: number }[]>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [index('sent_carts_staff_idx').on(t.staffId, t.sentAt.desc()), index('sent_carts_user_idx').on(t.userId)],
);

/**
 * What happened to an order, and what staff said about it (specs/pos.md, comments and the activity
 * log): one row per entry. `event` is 'quote-notice' or 'order-notice' for a comment (properties
 * `{ remind: staff ids }`), 'order-activity' for an action the PIN guards, a dispatch or a payment
 * (properties `{ action, ...what changed }`). Written only by services/activity/record.ts.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    event: text('event', { enum: ['quote-notice', 'order-notice', 'order-activity'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** Who did it or wrote it; null for the system (a web checkout, a payment provider's verdict). */
    causerId: integer('causer_id').references(() => staff.id),
    description: text('description').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_order_idx').on(t.orderId, t.event, t.createdAt),
    index('activity_log_causer_idx').on(t.event, t.causerId, t.createdAt),
  ],
);

/** A comment's reminder to one staff member, until they mark it read. */
export const activityReminders = pgTable(
  'activity_reminders',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activityLog.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.staffId] }),
    index('activity_reminders_unread_idx').on(t.staffId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A card terminal transaction (specs/pos.md, card terminals A and B): one row per start on a station,
 * for one payment line. A station runs one at a time: the partial unique index refuses a second start
 * while one is open (`finished_at` null), whichever till or instance asks. `txn_ref` is the reference
 * sent to the terminal, so a status polled or replayed twice finds the same row. Written by
 * services/terminals.
 */
export const terminalTransactions = pgTable(
  'terminal_transactions',
  {
    id: serial('id').primaryKey(),
    /** 'A' (veftpos, host-initiated, polled) or 'B' (weftpos, the vendor's frame). */
    integration: text('integration', { enum: ['A', 'B'] }).notNull(),
    station: text('station').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    /** Purchase or refund. */
    kind: text('kind', { enum: ['purchase', 'refund'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    txnRef: text('txn_ref').notNull().unique(),
    /** What the terminal last said (display lines, buttons, result), as the adapter reads it. */
    lastStatus: jsonb('last_status').$type<Record<string, unknown>>().notNull().default({}),
    /** approved, declined, timed-out, busy, failed; null while it runs. */
    outcome: text('outcome'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('terminal_transactions_station_busy_idx')
      .on(t.integration, t.station)
      .where(sql`${t.finishedAt} is null`),
    index('terminal_transactions_payment_idx').on(t.paymentId),
  ],
);

/**
 * A branch's end-of-day banking (specs/pos.md "End Day Banking"): one per branch and New Zealand day,
 * unchangeable once written. Per method what the payments that day said (expected) and what was
 * counted (actual), in cents. Written by services/banking.
 */
export const dailyBankings = pgTable(
  'daily_bankings',
  {
    id: serial('id').primaryKey(),
    location: text('location')
      .notNull()
      .references(() => locations.code),
    /** The New Zealand calendar day banked. */
    bankingDate: date('banking_date', { mode: 'string' }).notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** [{ gateway, name, expectedCents, actualCents }] */
    methods: jsonb('methods')
      .$type<{ gateway: string; name: string; expectedCents: number; actualCents: number }[]>()
      .notNull(),
    totalExpectedCents: integer('total_expected_cents').notNull(),
    totalActualCents: integer('total_actual_cents').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('daily_bankings_branch_day_idx').on(t.location, t.bankingDate)],
);
