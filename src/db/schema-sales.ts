// Selling: carts (the shopper's and, later, the POS's), coupons, payment methods, delivery zones,
// orders with their items, stock reservations and payments. Money is integer cents.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations, productVariants, purchaseOrders, staff, users } from './schema.ts';

/** NZ delivery zones: what delivering to a postcode costs (domain/delivery-fee.ts). */
export const deliveryZones = pgTable('delivery_zones', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  baseCents: integer('base_cents').notNull(),
  includedCbm: numeric('included_cbm', { precision: 6, scale: 3 }).notNull(),
  perCbmCents: integer('per_cbm_cents').notNull(),
  courierCents: integer('courier_cents').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Which zone serves a region (the region of the postcodes table). */
export const deliveryZoneRegions = pgTable('delivery_zone_regions', {
  region: text('region').primaryKey(),
  zoneCode: text('zone_code')
    .notNull()
    .references(() => deliveryZones.code),
});

/** How people pay. Rules (minimum spend, months, terms) are data, not code. */
export const paymentMethods = pgTable('payment_methods', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** card (hosted gateway), finance, terminal, offline, credit, no-deposit */
  kind: text('kind').notNull(),
  forShoppers: boolean('for_shoppers').notNull().default(false),
  forStaff: boolean('for_staff').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  minCents: integer('min_cents').notNull().default(0),
  maxCents: integer('max_cents').notNull().default(0),
  /** Finance: the plan's length and the weekly-payment calculator's rule and disclaimer. */
  months: integer('months').notNull().default(0),
  /** A pay-in-instalments plan (e.g. six weekly payments) counts weeks instead of months; 0 = not one. */
  weeks: integer('weeks').notNull().default(0),
  rule: text('rule').notNull().default(''),
  disclaimer: text('disclaimer').notNull().default(''),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default(''),
  needsReference: boolean('needs_reference').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['percent', 'fixed'] })
      .notNull()
      .default('percent'),
    /** percent: hundredths of a percent (1000 = 10%); fixed: cents. */
    amount: integer('amount').notNull().default(0),
    minGtotalCents: integer('min_gtotal_cents').notNull().default(0),
    isShipping: boolean('is_shipping').notNull().default(false),
    excludeHot: boolean('exclude_hot').notNull().default(false),
    excludeSale: boolean('exclude_sale').notNull().default(false),
    noCommission: boolean('no_commission').notNull().default(false),
    /** Refused to a buyer who already has a placed order (services/cart/coupons.ts hasPlacedOrder). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    enabled: boolean('enabled').notNull().default(false),
    useCount: integer('use_count').notNull().default(0),
    useLimit: integer('use_limit').notNull().default(1),
    expiry: date('expiry', { mode: 'string' }),
    customerId: integer('customer_id').references(() => users.id),
    staffId: integer('staff_id').references(() => staff.id),
    opHistory: jsonb('op_history').$type<{ at: string; staffId: number; action: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`upper(${t.code})`),
    check('coupons_use_check', sql`${t.useCount} >= 0 and ${t.useLimit} >= 0 and ${t.amount} >= 0`),
  ],
);

/**
 * A cart being built: a shopper's (bound to a session, or to an account once signed in) or, later,
 * a salesperson's POS cart. It becomes an order on completion.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['shopper', 'pos'] })
      .notNull()
      .default('shopper'),
    status: text('status', { enum: ['open', 'ordered', 'abandoned'] })
      .notNull()
      .default('open'),
    sessionId: text('session_id'),
    userId: integer('user_id').references(() => users.id),
    staffId: integer('staff_id').references(() => staff.id),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    company: text('company').notNull().default(''),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    address: text('address').notNull().default(''),
    zip: text('zip').notNull().default(''),
    baddress: text('baddress').notNull().default(''),
    useSameAddress: boolean('use_same_address').notNull().default(true),
    couponCode: text('coupon_code').notNull().default(''),
    comment: text('comment').notNull().default(''),
    agreeTerms: boolean('agree_terms').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    etaPadding: integer('eta_padding').notNull().default(0),
    branch: text('branch').notNull().default('WEB'),
    paymentMethod: text('payment_method').notNull().default(''),
    /** POS: a manual delivery fee replaces the automatic one when set. */
    manualShippingCents: integer('manual_shipping_cents'),
    assemblyCents: integer('assembly_cents').notNull().default(0),
    rubbishCents: integer('rubbish_cents').notNull().default(0),
    acquisition: text('acquisition').notNull().default(''),
    /** The order this cart became (or, for a POS quote, the quote it edits). */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_open_session_idx')
      .on(t.sessionId)
      .where(sql`${t.status} = 'open' and ${t.kind} = 'shopper' and ${t.userId} is null`),
    uniqueIndex('carts_open_user_idx').on(t.userId).where(sql`${t.status} = 'open' and ${t.kind} = 'shopper'`),
    index('carts_staff_idx').on(t.staffId),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    qty: integer('qty').notNull(),
    shipmethod: text('shipmethod', { enum: ['DEL', 'PCK'] })
      .notNull()
      .default('DEL'),
    pickLocation: text('pick_location').references(() => locations.code),
    /** A direct (staff) discount: the price per unit charged instead of the current price. */
    discountedEachCents: integer('discounted_each_cents'),
    discType: text('disc_type', { enum: ['percent', 'fixed'] }),
    discReason: text('disc_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_variant_idx').on(t.cartId, t.variantId),
    check('cart_items_qty_check', sql`${t.qty} between 1 and 999`),
  ],
);

export const cartPayments = pgTable(
  'cart_payments',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    name: text('name').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference').notNull().default(''),
  },
  (t) => [index('cart_payments_cart_idx').on(t.cartId), check('cart_payments_amount_check', sql`${t.amountCents} > 0`)],
);

/**
 * The list an orders row is in before quotes are split by expiry (src/domain/order-status.ts listOf):
 * quote, p-order, c-order, order, or null. Kept as a stored column so the lists' indexes are plain
 * column indexes: PostgreSQL counts a list from such an index alone (an index-only scan), which it
 * never does from an index on an expression.
 */
const ORDER_LIST_GROUP = sql.raw(
  `case when kind = 'quote' then 'quote' when status = 'pending' then 'p-order' when status = 'locked' then 'c-order' when status in ('processing', 'paid', 'completed') then 'order' end`,
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    kind: text('kind', { enum: ['order', 'quote'] })
      .notNull()
      .default('order'),
    /** pending (awaiting payment), paid, processing, completed, locked (cancelled). */
    status: text('status').notNull().default('pending'),
    channel: text('channel', { enum: ['web', 'pos'] })
      .notNull()
      .default('web'),
    cartId: integer('cart_id'),
    sessionId: text('session_id'),
    userId: integer('user_id').references(() => users.id),
    staffId: integer('staff_id').references(() => staff.id),
    location: text('location').notNull().default('WEB'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    company: text('company').notNull().default(''),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    shippingAddress: text('shipping_address').notNull().default(''),
    shippingZip: text('shipping_zip').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    comment: text('comment').notNull().default(''),
    couponCode: text('coupon_code').notNull().default(''),
    shipmethod: text('shipmethod').notNull().default(''),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    assemblyCents: integer('assembly_cents').notNull().default(0),
    rubbishCents: integer('rubbish_cents').notNull().default(0),
    itemDiscountCents: integer('item_discount_cents').notNull().default(0),
    couponDiscountCents: integer('coupon_discount_cents').notNull().default(0),
    /**
     * Whether this order holds one use of its coupon (counted when the order is placed, under the
     * coupon's row lock, and given back once if the order is released unpaid).
     */
    couponUseHeld: boolean('coupon_use_held').notNull().default(false),
    grandtotalCents: integer('grandtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCbm: numeric('total_cbm', { precision: 10, scale: 3 }).notNull().default('0'),
    paymentMethod: text('payment_method').notNull().default(''),
    newsletter: boolean('newsletter').notNull().default(false),
    /** A web order not paid by then gives its reservations back. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A quote's last day (New Zealand date); null for orders. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** The list the row is in (ORDER_LIST_GROUP), kept by PostgreSQL. */
    listGroup: text('list_group').generatedAlwaysAs(ORDER_LIST_GROUP),
    /**
     * A quote's last day as the lists count it: its expiry date, or for a quote saved before quotes kept
     * one, creation day in New Zealand + 14 (QUOTE_VALID_DAYS in src/domain/quote-expiry.ts, as
     * services/pos-cart/quotes.ts counts it). Null for orders. Active and expired quotes are a range of it.
     */
    quoteExpiry: date('quote_expiry', { mode: 'string' }).generatedAlwaysAs(
      sql.raw(
        `case when kind = 'quote' then coalesce(expiry_date, (created_at at time zone 'Pacific/Auckland')::date + 14) end`,
      ),
    ),
    /** The customer's name as the lists sort it, lower-cased. */
    sortName: text('sort_name').generatedAlwaysAs(sql.raw(`lower(firstname || ' ' || lastname)`)),
    /** What a list search reads (name, email, address), lower-cased, kept by PostgreSQL for its trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(`lower(firstname || ' ' || lastname || ' ' || email || ' ' || shipping_address)`),
    ),
    /** POS: how the customer came to us (contract/pos-cart.ts ACQUISITION_CHANNELS). */
    acquisition: text('acquisition').notNull().default(''),
    /** When the order detail page sent the GA4 `purchase` event: once per order (POST /pos/order/markGaSent). */
    gaSentAt: timestamp('ga_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_session_idx').on(t.sessionId),
    index('orders_user_idx').on(t.userId),
    index('orders_status_idx').on(t.status, t.createdAt),
    uniqueIndex('orders_cart_idx').on(t.cartId).where(sql`${t.kind} = 'order' and ${t.cartId} is not null`),
    // The five lists (POST /pos/order-list, src/services/orders/list-sql.ts): each sortable column
    // after the list a row is in, then the id (the tie-break), so a page is read in order from the index
    // and a total counted from it alone. Migration 0016 adds to each what the filters and a search test
    // (INCLUDE search_text, location, quote_expiry, staff_id; Drizzle cannot say INCLUDE), so walking
    // one for a page of a broad search's matches never visits the table.
    index('orders_list_created_idx').on(t.listGroup, t.createdAt, t.id),
    index('orders_list_branch_idx').on(t.location, t.listGroup, t.createdAt, t.id),
    index('orders_list_expiry_idx').on(t.listGroup, t.quoteExpiry, t.id),
    index('orders_list_updated_idx').on(t.listGroup, t.updatedAt, t.id),
    index('orders_list_total_idx').on(t.listGroup, t.grandtotalCents, t.id),
    index('orders_list_name_idx').on(t.listGroup, t.sortName, t.id),
    index('orders_list_no_idx').on(t.listGroup, t.orderNo),
    index('orders_list_staff_idx').on(t.staffId, t.createdAt),
    // Search: any part of name, email and address, the mobile's digits and the No.'s digits (trigrams);
    // a No. typed with its letters by its beginning (every number shares its first letters, which would
    // make a trigram search of them read the whole index).
    // One per list, so a search reads the trigram entries of its own list only (a row moves between
    // them when its status does; a row in no list is in none).
    ...(['quote', 'p-order', 'c-order', 'order'] as const).map((list) =>
      index(`orders_search_${list.replace('-', '')}_idx`)
        .using('gin', sql`${t.searchText} gin_trgm_ops`)
        .where(sql.raw(`list_group = '${list}'`)),
    ),
    index('orders_order_no_prefix_idx').using('btree', sql`${t.orderNo} text_pattern_ops`),
    index('orders_order_no_trgm_idx').using('gin', sql`${t.orderNo} gin_trgm_ops`),
    index('orders_mobile_trgm_idx').using('gin', sql`regexp_replace(${t.mobile}, '[^0-9]', '', 'g') gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    /** -1 for a line of its own; a bundle's components carry their parent line's id. */
    groupCode: integer('group_code').notNull().default(-1),
    qtyOrdered: integer('qty_ordered').notNull(),
    eachPriceIncCents: integer('each_price_inc_cents').notNull(),
    rowPriceIncCents: integer('row_price_inc_cents').notNull(),
    retailCents: integer('retail_cents').notNull().default(0),
    shipmethod: text('shipmethod').notNull().default('DEL'),
    pickLocation: text('pick_location'),
    etaText: text('eta_text').notNull().default(''),
    /** The sub-item's delivery notes and delivery tag codes, as the POS cart had them. */
    notes: text('notes').notNull().default(''),
    delTags: text('del_tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_qty_check', sql`${t.qtyOrdered} > 0`)],
);

/**
 * Stock promised to an order: free units moved to allocated at a location, or units of a purchase
 * order. Released when the order is not paid in time or its payment is declined.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    locationCode: text('location_code').references(() => locations.code),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    qty: integer('qty').notNull(),
    status: text('status', { enum: ['held', 'released', 'dispatched'] })
      .notNull()
      .default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_reservations_order_idx').on(t.orderId),
    index('stock_reservations_variant_idx').on(t.variantId),
    check('stock_reservations_qty_check', sql`${t.qty} > 0`),
    check('stock_reservations_source_check', sql`(${t.locationCode} is null) <> (${t.purchaseOrderId} is null)`),
  ],
);

/**
 * How an order's lines reach the customer, one row per allocation: where the units leave from (a
 * place, a purchase order, or a back order), how (delivery, courier, collect and where), when, and
 * how many have been dispatched. A POS order keeps the salesperson's allocations; a web order its
 * stock plan. Written with the stock they take (src/services/stock/allocate.ts); the order's detail,
 * dispatch and cancel read them.
 */
export const orderAllocations = pgTable(
  'order_allocations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line the units are for: a bundle's component item, or the line itself. */
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    method: text('method', { enum: ['DEL', 'COU', 'PCK'] }).notNull(),
    /** The place the units leave from; null when they come from a purchase order or are back-ordered. */
    fromLocation: text('from_location').references(() => locations.code),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    /** Neither in stock nor on a purchase order yet: ordered from the supplier for this customer. */
    backOrder: boolean('back_order').notNull().default(false),
    /** The collect location (PCK). */
    toLocation: text('to_location').references(() => locations.code),
    qty: integer('qty').notNull(),
    qtyDispatched: integer('qty_dispatched').notNull().default(0),
    /** The dispatch date promised; null when none was chosen (a web order's plan). */
    dispatchDate: date('dispatch_date', { mode: 'string' }),
    confirmed: boolean('confirmed').notNull().default(false),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('order_allocations_order_idx').on(t.orderId),
    index('order_allocations_item_idx').on(t.orderItemId),
    check(
      'order_allocations_qty_check',
      sql`${t.qty} > 0 and ${t.qtyDispatched} >= 0 and ${t.qtyDispatched} <= ${t.qty}`,
    ),
    check(
      'order_allocations_source_check',
      sql`(${t.fromLocation} is not null)::int + (${t.purchaseOrderId} is not null)::int + ${t.backOrder}::int = 1`,
    ),
  ],
);

/**
 * Money taken or to be taken for an order. status: 0 unpaid, 1 paid, 2 cancelled, 4 awaiting a check.
 * A refund is a line of its own, given back by the way the line it refunds (`refund_of`) came: its
 * amount is negative, so the paid lines add up to what the shop holds (services/orders/refunds.ts).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    name: text('name').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    status: integer('status').notNull().default(0),
    type: integer('type').notNull().default(0),
    reference: text('reference').notNull().default(''),
    /** The paid line this one gives money back from (a refund); null for a payment. */
    refundOf: integer('refund_of').references((): AnyPgColumn => payments.id, { onDelete: 'cascade' }),
    /** The provider's transaction or session id: one payment per provider transaction. */
    providerRef: text('provider_ref'),
    /**
     * Where the shopper's browser goes to pay (redirect, params, method), kept so that a repeated
     * COMPLETE PURCHASE (a double click) answers the same payment page instead of opening a second one.
     */
    hostedStart: jsonb('hosted_start').$type<{
      redirect: string;
      params: Record<string, string>;
      method: 'POST' | 'GET';
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_refund_of_idx').on(t.refundOf),
    uniqueIndex('payments_provider_ref_idx').on(t.gateway, t.providerRef),
    check(
      'payments_amount_check',
      sql`(${t.refundOf} is null and ${t.amountCents} > 0) or (${t.refundOf} is not null and ${t.amountCents} < 0)`,
    ),
  ],
);

/**
 * A customer's store credit: what they may pay with (the `credit` payment method, canPayCredit on the
 * order detail). The balance never goes below 0; every change is a row of credit_movements, written
 * in the same transaction under this row's lock (services/orders/credit.ts).
 */
export const customerCredit = pgTable(
  'customer_credit',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceCents: integer('balance_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('customer_credit_balance_check', sql`${t.balanceCents} >= 0`)],
);

/** One change of a customer's store credit: + given (a refund, a goodwill credit), − spent on an order's payment. */
export const creditMovements = pgTable(
  'credit_movements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_movements_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('credit_movements_payment_idx').on(t.paymentId),
    check('credit_movements_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/** Every notification a payment provider sent, once: a replay finds its id here and changes nothing. */
export const paymentNotifications = pgTable('payment_notifications', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  notificationId: text('notification_id').notNull().unique(),
  orderNo: text('order_no').notNull(),
  outcome: text('outcome').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Human-verification answers already used, so one solved challenge cannot be replayed. */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_challenges_expires_idx').on(t.expiresAt)],
);
