// The checkout service on a seeded shop, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: orders
// made right, refusals that write nothing, the race for the last unit, double presses, and the
// payment verdicts (approved, declined, replayed, tampered, too late).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { cartItems, carts, coupons, orderItems, orders, payments } from '../../db/schema-sales.ts';
import { CAPTCHA_FAILED_MESSAGE, CHECKOUT_RULES, SOLD_OUT_MESSAGE } from '../../domain/checkout-rules.ts';
import { cannotPayMessage } from '../../domain/finance-plan.ts';
import { createTestCheck } from '../../integrations/human-check/index.ts';
import type { PaymentGateway, PaymentOutcome } from '../../integrations/payments/gateway.ts';
import { createSimulatorGateway, DECLINED_REASON } from '../../integrations/payments/simulator.ts';
import { openCartId } from '../cart/lookup.ts';
import { priceForCheckout } from '../cart/priced.ts';
import { testDatabases } from '../../testing/databases.ts';
import { type CompleteAnswer, type CheckoutService, createCheckoutService } from './checkout.service.ts';
import { ALREADY_PAID_MESSAGE, PAYMENT_START_FAILED_MESSAGE } from './refusal.ts';
import {
  addPurchaseOrder,
  count,
  newSessionId,
  openSeededShop,
  readyCart,
  setStock,
  shopSnapshot,
  someBundle,
  stockOf,
  variantPicker,
  type ShopVariant,
} from '../../testing/checkout-fixture.ts';
import { Refusal } from '../../domain/refusal.ts';
import { simulatorKey } from '../outside/outside.service.ts';

const ORIGIN = 'http://shop.test';
const ident = (sessionId: string) => ({ sessionId, userId: null });

describe.each(testDatabases())('checkout on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Database;
  let nextVariant: () => Promise<ShopVariant>;
  let clock: Date;
  let gateway: PaymentGateway;
  let checkout: CheckoutService;

  const build = (more: Partial<Parameters<typeof createCheckoutService>[1]> = {}) =>
    createCheckoutService(db, {
      cart: { openCartId, priceForCheckout },
      humanCheck: createTestCheck(),
      paymentGateway: gateway,
      now: () => clock,
      ...more,
    });

  beforeAll(async () => {
    handle = await openSeededShop(target);
    db = handle.db;
    nextVariant = variantPicker(db);
    gateway = createSimulatorGateway(simulatorKey(db));
    checkout = build();
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(() => {
    clock = new Date();
  });

  /** A variant with `free` units at DC1 and nothing on order, in a ready cart of a new session. */
  async function shopperWith(free: number, qty = 1, details: Partial<typeof carts.$inferInsert> = {}) {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: free });
    const sessionId = newSessionId();
    const cartId = await readyCart(db, sessionId, [{ variantId: v.id, qty }], details);
    return { v, sessionId, cartId };
  }
  const complete = (sessionId: string, token = 'pass', service = checkout) =>
    service.complete(ident(sessionId), { token, origin: ORIGIN });
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a refusal');
      },
      (err: unknown) => {
        if (!(err instanceof Refusal)) throw err;
        return { status: err.status, msg: err.msg, ...err.extra };
      },
    );
  const outcomeOf = (
    answer: CompleteAnswer,
    approved: boolean,
    change: Partial<PaymentOutcome> = {},
  ): PaymentOutcome => ({
    provider: 'simulator',
    notificationId: `sim-${answer.params.session}`,
    orderNo: answer.params.orderNo!,
    providerRef: answer.params.session!,
    approved,
    amountCents: Math.round(Number(answer.params.amount) * 100),
    reason: approved ? '' : DECLINED_REASON,
    ...change,
  });
  const orderRow = async (orderNo: string) => (await db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const paymentOf = async (orderId: number) =>
    (await db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

  it('makes the order: number, pending, totals, customer, items, stock held, payment page', async () => {
    const { v, sessionId, cartId } = await shopperWith(5, 2, { comment: 'Leave at the door' });
    const before = (await stockOf(db, v.id)).DC1!;
    const priced = await db.transaction(async (tx) => priceForCheckout(tx, cartId));

    const answer = await complete(sessionId);
    expect(answer).toMatchObject({
      success: true,
      orderNo: expect.stringMatching(/^W\d{6}$/),
      redirect: '/gateway-sim/pay',
      method: 'POST',
    });
    expect(answer.params).toMatchObject({
      orderNo: answer.orderNo,
      amount: (priced.totals.grandTotalCents / 100).toFixed(2),
      returnUrl: `${ORIGIN}/checkout/result/${answer.orderNo}`,
      notifyUrl: `${ORIGIN}/v1/payments/notify/simulator`,
    });

    const order = await orderRow(answer.orderNo);
    expect(order).toMatchObject({
      status: 'pending',
      kind: 'order',
      channel: 'web',
      cartId,
      sessionId,
      firstname: 'Pita',
      lastname: 'Shopper',
      email: 'pita@example.nz',
      mobile: '0211234567',
      shippingAddress: '1 Queen Street, Auckland Central',
      shippingZip: '1010',
      billingAddress: '1 Queen Street, Auckland Central',
      comment: 'Leave at the door',
      paymentMethod: 'windcave',
      subtotalCents: priced.totals.subtotalCents,
      shippingCents: priced.totals.shippingCents,
      grandtotalCents: priced.totals.grandTotalCents,
      taxCents: priced.totals.taxCents,
    });
    expect(order.shipmethod).toMatch(/^(DEL|COU)$/);
    expect(order.holdUntil!.getTime() - clock.getTime()).toBe(30 * 60_000);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toEqual([
      expect.objectContaining({
        variantId: v.id,
        qtyOrdered: 2,
        groupCode: -1,
        shipmethod: 'DEL',
        eachPriceIncCents: priced.lines[0]!.eachCents,
      }),
    ]);
    expect(await paymentOf(order.id)).toMatchObject({
      status: 0,
      gateway: 'windcave',
      amountCents: order.grandtotalCents,
      providerRef: answer.params.session,
    });
    expect((await db.select().from(carts).where(eq(carts.id, cartId)))[0]).toMatchObject({
      status: 'ordered',
      orderId: order.id,
    });
    expect((await stockOf(db, v.id)).DC1).toEqual({
      free: before.free - 2,
      alloc: before.alloc + 2,
      onHand: before.onHand,
    });
  });

  it('orders a bundle with its components as child items, collected from a store', async () => {
    const bundle = await someBundle(db);
    for (const c of bundle.components) await setStock(db, c.variantId, { AKL: 10 });
    const sessionId = newSessionId();
    await readyCart(db, sessionId, [{ variantId: bundle.id, qty: 1, shipmethod: 'PCK', pickLocation: 'AKL' }]);
    const answer = await complete(sessionId);
    const order = await orderRow(answer.orderNo);
    expect(order.shipmethod).toBe('PCK');
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    const [parent, ...children] = items;
    expect(parent).toMatchObject({ variantId: bundle.id, groupCode: -1, shipmethod: 'PCK', pickLocation: 'AKL' });
    expect(children.map((c) => [c.variantId, c.qtyOrdered, c.groupCode, c.pickLocation])).toEqual(
      bundle.components.map((c) => [c.variantId, c.qty, parent!.id, 'AKL']),
    );
    for (const c of bundle.components)
      expect((await stockOf(db, c.variantId)).AKL).toMatchObject({ free: 10 - c.qty, alloc: c.qty });
  });

  it('keeps its stock plan on the order as allocation rows, written once again after a late approval', async () => {
    const bundle = await someBundle(db);
    for (const c of bundle.components) await setStock(db, c.variantId, { AKL: 10 });
    let v = await nextVariant();
    while (bundle.components.some((c) => c.variantId === v.id)) v = await nextVariant();
    await setStock(db, v.id, { DC1: 3 });
    const sessionId = newSessionId();
    await readyCart(db, sessionId, [
      { variantId: v.id, qty: 2 },
      { variantId: bundle.id, qty: 1, shipmethod: 'PCK', pickLocation: 'AKL' },
    ]);
    const answer = await complete(sessionId);
    const order = await orderRow(answer.orderNo);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    const itemOf = (variantId: number, parent: boolean) =>
      items.find((i) => i.variantId === variantId && (i.groupCode === -1) === parent)!.id;
    const rows = () =>
      queryRows<Record<string, unknown>>(
        db,
        sql`select order_item_id, variant_id, method, from_location, purchase_order_id, back_order, to_location, qty, qty_dispatched,
            dispatch_date, confirmed, note
          from order_allocations where order_id = ${order.id} order by id`,
      );
    const none = {
      purchase_order_id: null,
      back_order: false,
      qty_dispatched: 0,
      dispatch_date: null,
      confirmed: false,
      note: '',
    };
    const expected = [
      {
        ...none,
        order_item_id: itemOf(v.id, true),
        variant_id: v.id,
        method: order.shipmethod.split(',')[0],
        from_location: 'DC1',
        to_location: null,
        qty: 2,
      },
      ...bundle.components.map((c) => ({
        ...none,
        order_item_id: itemOf(c.variantId, false),
        variant_id: c.variantId,
        method: 'PCK',
        from_location: 'AKL',
        to_location: 'AKL',
        qty: c.qty,
      })),
    ];
    expect(await rows()).toEqual(expected);
    // Paid after the hold ran out: the stock is taken again, and the rows with it, not added twice.
    await checkout.releaseExpiredHolds(new Date(clock.getTime() + 31 * 60_000));
    expect(await checkout.recordPaymentOutcome(outcomeOf(answer, true))).toBe('paid');
    expect(await rows()).toEqual(expected);
  });

  describe('refuses bad input with the contract 4xx and writes nothing', () => {
    const ruleMessage = (field: string, i = 0) => CHECKOUT_RULES.filter((r) => r.field === field)[i]!.message;
    const cases: [string, Partial<typeof carts.$inferInsert>, string][] = [
      ['no first name', { firstname: ' ' }, ruleMessage('firstname')],
      ['no last name', { lastname: '' }, ruleMessage('lastname')],
      ['a bad email', { email: 'pita@' }, ruleMessage('email')],
      ['no mobile', { mobile: '' }, ruleMessage('mobile')],
      ['letters in the mobile', { mobile: '021 abc' }, ruleMessage('mobile', 1)],
      ['no address', { address: '' }, ruleMessage('address')],
      ['a three-digit zip', { zip: '101' }, ruleMessage('zip')],
      ['no billing address when it differs', { useSameAddress: false, baddress: '' }, ruleMessage('baddress')],
      ['no payment method', { paymentMethod: '' }, ruleMessage('paymentMethod')],
      ['terms not agreed', { agreeTerms: false }, ruleMessage('agreeTerms')],
      ['first failure wins', { firstname: '', agreeTerms: false }, ruleMessage('firstname')],
      ['a method that does not exist', { paymentMethod: 'bitcoin' }, ruleMessage('paymentMethod')],
      ['a postcode no zone serves', { zip: '0000' }, ruleMessage('zip')],
    ];
    it.each(cases)('%s', async (_name, details, msg) => {
      const { sessionId } = await shopperWith(5, 1, details);
      const before = await shopSnapshot(db);
      expect(await refusal(complete(sessionId))).toEqual({ status: 422, msg });
      expect(await shopSnapshot(db)).toEqual(before);
    });

    it('no cart, or an empty one', async () => {
      const before = await shopSnapshot(db);
      expect(await refusal(complete(newSessionId()))).toEqual({ status: 422, msg: CHECKOUT_RULES[0]!.message });
      const sessionId = newSessionId();
      await readyCart(db, sessionId, []);
      const withCart = await shopSnapshot(db);
      expect(await refusal(complete(sessionId))).toEqual({ status: 422, msg: CHECKOUT_RULES[0]!.message });
      expect(await shopSnapshot(db)).toEqual(withCart);
      expect(Number(withCart.open_carts)).toBe(Number(before.open_carts) + 1);
    });

    it('a missing or failed human check', async () => {
      const { sessionId } = await shopperWith(5);
      const before = await shopSnapshot(db);
      expect(await refusal(complete(sessionId, ''))).toEqual({ status: 422, msg: CAPTCHA_FAILED_MESSAGE });
      expect(await refusal(complete(sessionId, 'robot'))).toEqual({ status: 422, msg: CAPTCHA_FAILED_MESSAGE });
      expect(await shopSnapshot(db)).toEqual(before);
    });

    it('a payment method that cannot pay the grand total', async () => {
      // Laybuy takes up to $1,500: ten of anything dearer than $150 is beyond it.
      const v = await nextVariant();
      const [{ price }] = (await queryRows<{ price: number }>(
        db,
        sql`select coalesce(sale_cents, retail_cents) as price from product_variants where id = ${v.id}`,
      )) as [{ price: number }];
      const qty = Math.floor(150_000 / Number(price)) + 1;
      await setStock(db, v.id, { DC1: qty });
      const sessionId = newSessionId();
      const cartId = await readyCart(db, sessionId, [{ variantId: v.id, qty }], { paymentMethod: 'laybuy' });
      const grand = (await db.transaction(async (tx) => priceForCheckout(tx, cartId))).totals.grandTotalCents;
      const before = await shopSnapshot(db);
      expect(await refusal(complete(sessionId))).toEqual({ status: 422, msg: cannotPayMessage('Laybuy', grand) });
      expect(await shopSnapshot(db)).toEqual(before);
    });

    it('sold out: 409 with the spec message and the item named', async () => {
      const { v, sessionId } = await shopperWith(1, 2);
      const before = await shopSnapshot(db);
      expect(await refusal(complete(sessionId))).toEqual({
        status: 409,
        msg: SOLD_OUT_MESSAGE,
        soldOutItems: [v.name],
      });
      expect(await shopSnapshot(db)).toEqual(before);
    });
  });

  it('lets an order through on a purchase order when no unit is free', async () => {
    const { v, sessionId } = await shopperWith(0, 2);
    const po = await addPurchaseOrder(db, v.id, { qty: 5 });
    const answer = await complete(sessionId);
    const order = await orderRow(answer.orderNo);
    expect(
      await count(
        db,
        sql`select count(*) as n from stock_reservations where order_id = ${order.id} and purchase_order_id = ${po} and qty = 2`,
      ),
    ).toBe(1);
  });

  it('two shoppers racing for the last unit: exactly one order gets it', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: 1 });
    const a = newSessionId();
    const b = newSessionId();
    await readyCart(db, a, [{ variantId: v.id, qty: 1 }]);
    await readyCart(db, b, [{ variantId: v.id, qty: 1 }]);
    const ordersBefore = await count(db, sql`select count(*) as n from orders`);

    const results = await Promise.allSettled([complete(a), complete(b)]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(Refusal);
    expect(lost[0]!.reason).toMatchObject({ status: 409, msg: SOLD_OUT_MESSAGE, extra: { soldOutItems: [v.name] } });
    expect(await count(db, sql`select count(*) as n from orders`)).toBe(ordersBefore + 1);
    expect((await stockOf(db, v.id)).DC1).toEqual({ free: 0, alloc: 1, onHand: 1 });
    // The loser still has their cart, open, to change.
    expect(await openCartId(db, ident(won[0] === results[0] ? b : a))).not.toBeNull();
  });

  it('a bundle and a single racing for the component they share: one order, one sold out, never below zero', async () => {
    const bundle = await someBundle(db);
    const [shared, ...rest] = bundle.components;
    for (const c of rest) await setStock(db, c.variantId, { DC1: 20 });
    // Exactly enough of the shared component for one of the two carts.
    await setStock(db, shared!.variantId, { DC1: shared!.qty });
    const [a, b] = [newSessionId(), newSessionId()];
    await readyCart(db, a, [{ variantId: bundle.id, qty: 1 }]);
    await readyCart(db, b, [{ variantId: shared!.variantId, qty: shared!.qty }]);
    const ordersBefore = await count(db, sql`select count(*) as n from orders`);

    const results = await Promise.allSettled([complete(a), complete(b)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(Refusal);
    expect(lost[0]!.reason).toMatchObject({ status: 409, msg: SOLD_OUT_MESSAGE });
    expect(await count(db, sql`select count(*) as n from orders`)).toBe(ordersBefore + 1);
    expect((await stockOf(db, shared!.variantId)).DC1).toEqual({ free: 0, alloc: shared!.qty, onHand: shared!.qty });
    // The bundle's other components moved only if the bundle won.
    const bundleWon = results[0]!.status === 'fulfilled';
    for (const c of rest) expect((await stockOf(db, c.variantId)).DC1).toMatchObject({ alloc: bundleWon ? c.qty : 0 });
  });

  it('many shoppers for a few units: never one oversold', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: 2, AKL: 1 });
    const sessions = Array.from({ length: 6 }, () => newSessionId());
    for (const s of sessions) await readyCart(db, s, [{ variantId: v.id, qty: 1 }]);
    const results = await Promise.allSettled(sessions.map((s) => complete(s)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const stock = await stockOf(db, v.id);
    expect(Object.values(stock).reduce((s, r) => s + r.free, 0)).toBe(0);
    expect(Object.values(stock).reduce((s, r) => s + r.alloc, 0)).toBe(3);
  });

  it('a double press makes one order and answers the same payment page twice', async () => {
    const { sessionId } = await shopperWith(5);
    const ordersBefore = await count(db, sql`select count(*) as n from orders`);
    const [first, second] = await Promise.all([complete(sessionId), complete(sessionId)]);
    expect(second).toEqual(first);
    // A third press after the first finished: the cart is an order now, still the same answer.
    expect(await complete(sessionId)).toEqual(first);
    expect(await count(db, sql`select count(*) as n from orders`)).toBe(ordersBefore + 1);
  });

  it('a double press with a single-use human token still answers the order it made', async () => {
    const used = new Set<string>();
    const once = build({ humanCheck: { verify: async (t) => t === 'good' && !used.has(t) && Boolean(used.add(t)) } });
    const { sessionId } = await shopperWith(5);
    // A human double click: the second press arrives once the first has made the order.
    const first = await complete(sessionId, 'good', once);
    expect(await complete(sessionId, 'good', once)).toEqual(first);
    // A wrong token on a cart nobody is completing is still refused.
    const other = await shopperWith(5);
    expect(await refusal(complete(other.sessionId, 'good', once))).toEqual({
      status: 422,
      msg: CAPTCHA_FAILED_MESSAGE,
    });
  });

  it('undoes the order when the payment page cannot be opened: 502, stock back, cart back', async () => {
    const failing = build({
      paymentGateway: {
        ...gateway,
        name: 'simulator',
        startHostedPayment: async () => Promise.reject(new Error('provider down')),
        verifyNotification: gateway.verifyNotification,
      },
      log: { info() {}, warn() {}, error() {} },
    });
    const { v, sessionId } = await shopperWith(3, 2);
    const stockBefore = await stockOf(db, v.id);
    expect(await refusal(complete(sessionId, 'pass', failing))).toEqual({
      status: 502,
      msg: PAYMENT_START_FAILED_MESSAGE,
    });
    expect(await stockOf(db, v.id)).toEqual(stockBefore);
    const cartId = await openCartId(db, ident(sessionId));
    expect(cartId).not.toBeNull();
    expect(
      await db
        .select({ variantId: cartItems.variantId, qty: cartItems.qty })
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId!)),
    ).toEqual([{ variantId: v.id, qty: 2 }]);
    // And the shopper can complete again.
    expect((await complete(sessionId)).success).toBe(true);
  });

  describe('a press that died between the order and its payment page', () => {
    /** A completed order as a crash leaves it: order, held stock and payment row, but no page stored. */
    async function crashedOrder(free = 5, qty = 2) {
      const shopper = await shopperWith(free, qty);
      const first = await complete(shopper.sessionId);
      const order = await orderRow(first.orderNo);
      await db.update(payments).set({ providerRef: null, hostedStart: null }).where(eq(payments.orderId, order.id));
      return { ...shopper, first, order, stock: await stockOf(db, shopper.v.id) };
    }
    const counts = async () =>
      Promise.all([
        count(db, sql`select count(*) as n from orders`),
        count(db, sql`select count(*) as n from payments`),
      ]);

    it('COMPLETE again opens a new payment page for the same order, its stock held once, and it can be paid', async () => {
      const { v, sessionId, first, order, stock } = await crashedOrder();
      const before = await counts();
      // The shopper comes back after the restart, later than a double click would.
      clock = new Date(clock.getTime() + 5 * 60_000);
      const again = await complete(sessionId);
      expect(again).toMatchObject({ success: true, orderNo: first.orderNo, redirect: '/gateway-sim/pay' });
      expect(again.params.session).not.toBe(first.params.session);
      expect(await counts()).toEqual(before);
      expect(await stockOf(db, v.id)).toEqual(stock);
      // The new page is the one stored, and the verdict on it pays the order.
      expect(await paymentOf(order.id)).toMatchObject({ providerRef: again.params.session, status: 0 });
      expect(await checkout.recordPaymentOutcome(outcomeOf(again, true))).toBe('paid');
      expect((await orderRow(first.orderNo)).status).toBe('paid');
      expect((await paymentOf(order.id)).status).toBe(1);
    });

    it('another session cannot take the order over', async () => {
      const { first, order } = await crashedOrder();
      clock = new Date(clock.getTime() + 60_000);
      expect(await refusal(complete(newSessionId()))).toEqual({ status: 422, msg: CHECKOUT_RULES[0]!.message });
      expect(await paymentOf(order.id)).toMatchObject({ hostedStart: null, providerRef: null, status: 0 });
      expect((await orderRow(first.orderNo)).status).toBe('pending');
    });

    it('two presses at once open one page between them', async () => {
      const { sessionId, order } = await crashedOrder();
      const before = await counts();
      let opened = 0;
      const counting = build({
        paymentGateway: {
          ...gateway,
          startHostedPayment: async (req) => {
            opened++;
            return gateway.startHostedPayment(req);
          },
        },
      });
      clock = new Date(clock.getTime() + 60_000);
      const [a, b] = await Promise.all([complete(sessionId, 'pass', counting), complete(sessionId, 'pass', counting)]);
      expect(a).toEqual(b);
      expect(opened).toBe(1);
      expect(await counts()).toEqual(before);
      expect((await paymentOf(order.id)).providerRef).toBe(a.params.session);
    });

    it('while the first press may still be opening it, a second waits for its page', async () => {
      const { sessionId, first, order } = await crashedOrder();
      // Within the lease nobody takes the start over; the first press stores its page meanwhile.
      const waiting = complete(sessionId);
      await new Promise((resolve) => setTimeout(resolve, 120));
      await db
        .update(payments)
        .set({
          providerRef: first.params.session!,
          hostedStart: { redirect: first.redirect, params: first.params, method: 'POST' },
        })
        .where(eq(payments.orderId, order.id));
      expect(await waiting).toEqual(first);
    });
  });

  describe('payment verdicts', () => {
    it('approved: paid, stock stays held for the order; a replay changes nothing', async () => {
      const { v, sessionId } = await shopperWith(4, 1);
      const answer = await complete(sessionId);
      const outcome = outcomeOf(answer, true);
      expect(await checkout.recordPaymentOutcome(outcome)).toBe('paid');
      const order = await orderRow(answer.orderNo);
      expect(order).toMatchObject({ status: 'paid', holdUntil: null });
      expect(order.paidAt).not.toBeNull();
      expect((await paymentOf(order.id)).status).toBe(1);
      expect((await stockOf(db, v.id)).DC1).toMatchObject({ free: 3, alloc: 1 });

      const before = await shopSnapshot(db);
      expect(await checkout.recordPaymentOutcome(outcome)).toBe('replay');
      // A different notification for the paid order (even a decline) changes nothing either.
      expect(await checkout.recordPaymentOutcome(outcomeOf(answer, false, { notificationId: 'other-1' }))).toBe(
        'unchanged',
      );
      const after = await shopSnapshot(db);
      expect({ ...after, notifications: before.notifications }).toEqual(before);
      expect((await orderRow(answer.orderNo)).status).toBe('paid');
      expect(await refusal(complete(sessionId))).toMatchObject({ status: 422 });
    });

    it('takes the coupon use when the order is placed, and paying keeps it (orders/coupon-use.ts)', async () => {
      const [coupon] = await db.select().from(coupons).where(eq(coupons.enabled, true)).limit(1);
      if (!coupon) return;
      await db
        .update(coupons)
        .set({
          useLimit: 0,
          minGtotalCents: 0,
          expiry: null,
          excludeHot: false,
          excludeSale: false,
          firstOrderOnly: false,
        })
        .where(eq(coupons.id, coupon.id));
      const { sessionId } = await shopperWith(4, 1, { couponCode: coupon.code.toLowerCase() });
      const answer = await complete(sessionId);
      expect((await orderRow(answer.orderNo)).couponCode).not.toBe('');
      expect((await orderRow(answer.orderNo)).couponUseHeld).toBe(true);
      const uses = async () => (await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.useCount;
      expect(await uses()).toBe(coupon.useCount + 1);
      await checkout.recordPaymentOutcome(outcomeOf(answer, true));
      expect(await uses()).toBe(coupon.useCount + 1);
    });

    it('tampered or misdirected verdicts change nothing', async () => {
      const { sessionId } = await shopperWith(4, 1);
      const answer = await complete(sessionId);
      const other = await shopperWith(4, 1);
      const otherAnswer = await complete(other.sessionId);
      const before = await shopSnapshot(db);
      const quiet = build({ log: { info() {}, warn() {}, error() {} } });
      const real = outcomeOf(answer, true);
      expect(await quiet.recordPaymentOutcome({ ...real, amountCents: 100 })).toBe('mismatch');
      expect(await quiet.recordPaymentOutcome({ ...real, orderNo: otherAnswer.orderNo })).toBe('mismatch');
      expect(await quiet.recordPaymentOutcome({ ...real, providerRef: 'someone-else' })).toBe('mismatch');
      expect(await quiet.recordPaymentOutcome({ ...real, orderNo: 'W999999' })).toBe('mismatch');
      expect(await shopSnapshot(db)).toEqual(before);
      // The genuine one still counts afterwards: a refused forgery did not use up its id.
      expect(await quiet.recordPaymentOutcome(real)).toBe('paid');
    });

    it('declined: stock exactly as before the complete, the cart back to try again', async () => {
      const { v, sessionId, cartId } = await shopperWith(2, 2);
      const po = await addPurchaseOrder(db, v.id, { qty: 3, allocated: 1 });
      await db.update(cartItems).set({ qty: 3 }).where(eq(cartItems.cartId, cartId));
      const stockBefore = await stockOf(db, v.id);
      const poBefore = await count(
        db,
        sql`select qty_allocated as n from purchase_order_lines where purchase_order_id = ${po}`,
      );
      const answer = await complete(sessionId);
      expect((await stockOf(db, v.id)).DC1!.free).toBe(0);

      expect(await checkout.recordPaymentOutcome(outcomeOf(answer, false))).toBe('declined');
      expect(await stockOf(db, v.id)).toEqual(stockBefore);
      expect(
        await count(db, sql`select qty_allocated as n from purchase_order_lines where purchase_order_id = ${po}`),
      ).toBe(poBefore);
      const order = await orderRow(answer.orderNo);
      expect(order.status).toBe('declined');
      expect((await paymentOf(order.id)).status).toBe(2);
      const reopened = await openCartId(db, ident(sessionId));
      expect(reopened).not.toBeNull();
      expect(reopened).not.toBe(cartId);
      expect((await db.select().from(carts).where(eq(carts.id, reopened!)))[0]).toMatchObject({
        firstname: 'Pita',
        zip: '1010',
        agreeTerms: true,
        status: 'open',
      });
      expect(
        await db
          .select({ variantId: cartItems.variantId, qty: cartItems.qty })
          .from(cartItems)
          .where(eq(cartItems.cartId, reopened!)),
      ).toEqual([{ variantId: v.id, qty: 3 }]);
      const result = await checkout.orderResult(answer.orderNo, ident(sessionId));
      expect(result).toMatchObject({ paid: false, declined: true, reason: DECLINED_REASON, purchaseEvent: null });
      // Trying again works, and is a new order.
      const again = await complete(sessionId);
      expect(again.orderNo).not.toBe(answer.orderNo);
    });

    it('an approval after a declined try on the same provider session keeps the sale', async () => {
      const { v, sessionId } = await shopperWith(2, 1);
      const answer = await complete(sessionId);
      await checkout.recordPaymentOutcome(outcomeOf(answer, false, { notificationId: 'try-1' }));
      expect(await checkout.recordPaymentOutcome(outcomeOf(answer, true, { notificationId: 'try-2' }))).toBe('paid');
      expect((await orderRow(answer.orderNo)).status).toBe('paid');
      expect((await stockOf(db, v.id)).DC1).toMatchObject({ free: 1, alloc: 1 });
    });

    it('declined after the shopper started a new cart: the lines join it', async () => {
      const { v, sessionId } = await shopperWith(2, 1);
      const answer = await complete(sessionId);
      const w = await nextVariant();
      const newCart = await readyCart(db, sessionId, [{ variantId: w.id, qty: 1 }]);
      await checkout.recordPaymentOutcome(outcomeOf(answer, false));
      expect(await openCartId(db, ident(sessionId))).toBe(newCart);
      const lines = await db
        .select({ variantId: cartItems.variantId })
        .from(cartItems)
        .where(eq(cartItems.cartId, newCart))
        .orderBy(cartItems.id);
      expect(lines.map((l) => l.variantId)).toEqual([w.id, v.id]);
    });
  });

  describe('holds nobody paid for', () => {
    it('expire after 30 minutes: stock back, payment cancelled, once', async () => {
      const { v, sessionId } = await shopperWith(3, 1);
      const stockBefore = await stockOf(db, v.id);
      const answer = await complete(sessionId);
      expect(await checkout.releaseExpiredHolds(new Date(clock.getTime() + 29 * 60_000))).toBe(0);
      expect(await checkout.releaseExpiredHolds(new Date(clock.getTime() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
      expect(await stockOf(db, v.id)).toEqual(stockBefore);
      const order = await orderRow(answer.orderNo);
      expect(order.status).toBe('expired');
      expect((await paymentOf(order.id)).status).toBe(2);
      expect(await checkout.releaseExpiredHolds(new Date(clock.getTime() + 31 * 60_000))).toBe(0);
      expect(await openCartId(db, ident(sessionId))).not.toBeNull();
      // A decline arriving afterwards changes nothing.
      expect(await checkout.recordPaymentOutcome(outcomeOf(answer, false))).toBe('unchanged');
    });

    it('a payment approved after its hold expired keeps the sale when the stock is still there', async () => {
      const { v, sessionId } = await shopperWith(3, 1);
      const answer = await complete(sessionId);
      await checkout.releaseExpiredHolds(new Date(clock.getTime() + 31 * 60_000));
      expect(await checkout.recordPaymentOutcome(outcomeOf(answer, true))).toBe('paid');
      expect((await orderRow(answer.orderNo)).status).toBe('paid');
      expect((await stockOf(db, v.id)).DC1).toMatchObject({ free: 2, alloc: 1 });
    });

    it('and flags it for a refund when the stock has gone', async () => {
      const { v, sessionId } = await shopperWith(1, 1);
      const answer = await complete(sessionId);
      await checkout.releaseExpiredHolds(new Date(clock.getTime() + 31 * 60_000));
      await setStock(db, v.id, {});
      const quiet = build({ log: { info() {}, warn() {}, error() {} } });
      expect(await quiet.recordPaymentOutcome(outcomeOf(answer, true))).toBe('needs-refund');
      const order = await orderRow(answer.orderNo);
      expect(order.status).toBe('expired');
      // The money is held (paid) and the order's history asks a manager to refund it.
      expect((await paymentOf(order.id)).status).toBe(1);
      const [entry] = await queryRows<{ description: string; properties: Record<string, unknown> }>(
        db,
        sql`select description, properties from activity_log where order_id = ${order.id} and properties->>'action' = 'refund_needed'`,
      );
      expect(entry?.description).toMatch(/^\$[\d,.]+ by .+ was paid after the stock had gone: refund it$/);
    });
  });

  describe('order result', () => {
    it('shows the order to its own session only, with the purchase event once paid', async () => {
      const { sessionId } = await shopperWith(3, 2);
      const answer = await complete(sessionId);
      expect(await checkout.orderResult(answer.orderNo, ident(newSessionId()))).toBeNull();
      expect(await checkout.orderResult('W000000', ident(sessionId))).toBeNull();
      const pending = await checkout.orderResult(answer.orderNo, ident(sessionId));
      expect(pending).toMatchObject({ paid: false, declined: false, pending: true, reason: '', purchaseEvent: null });
      await checkout.recordPaymentOutcome(outcomeOf(answer, true));
      const paid = (await checkout.orderResult(answer.orderNo, ident(sessionId)))!;
      const order = await orderRow(answer.orderNo);
      expect(paid.order).toMatchObject({
        order_no: answer.orderNo,
        status: 'paid',
        firstname: 'Pita',
        email: 'pita@example.nz',
        grandtotal: (order.grandtotalCents / 100).toFixed(2),
        total_tax: (order.taxCents / 100).toFixed(2),
        items: [expect.objectContaining({ qty_ordered: 2, group_code: -1 })],
      });
      expect(paid.order.nztime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(paid.purchaseEvent).toMatchObject({
        transaction_id: answer.orderNo,
        value: order.grandtotalCents / 100,
        currency: 'NZD',
        items: [expect.objectContaining({ quantity: 2 })],
      });
    });

    it('asks the provider when its notification has not arrived yet', async () => {
      const { sessionId } = await shopperWith(3, 1);
      const answer = await complete(sessionId);
      const asking = build({
        paymentGateway: { ...gateway, name: 'simulator', fetchOutcome: async () => outcomeOf(answer, true) },
      });
      expect(await asking.orderResult(answer.orderNo, ident(sessionId))).toMatchObject({ paid: true });
      expect((await orderRow(answer.orderNo)).status).toBe('paid');
    });
  });

  it('refuses a second press on a paid order as already paid', async () => {
    const { sessionId } = await shopperWith(3, 1);
    const answer = await complete(sessionId);
    await db.update(orders).set({ status: 'paid' }).where(eq(orders.orderNo, answer.orderNo));
    const order = await orderRow(answer.orderNo);
    // The first press's cart, seen open by a press that raced it: answered from the order.
    await db.update(carts).set({ status: 'ordered' }).where(eq(carts.orderId, order.id));
    const service = build({ cart: { openCartId: async () => order.cartId, priceForCheckout } });
    expect(await refusal(complete(sessionId, 'pass', service))).toEqual({ status: 409, msg: ALREADY_PAID_MESSAGE });
  });
});
