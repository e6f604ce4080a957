// A coupon for a first order only (coupons.first_order_only; the seed's WELCOME10) at the storefront,
// on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a signed-in shopper who has a placed order is told
// at the cart; a guest is accepted at the cart and checked by email at COMPLETE PURCHASE; orders that
// never went ahead (cancelled, declined, released unpaid) do not count.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { orders } from '../../db/schema-sales.ts';
import { Refusal } from '../../domain/refusal.ts';
import { createTestCheck } from '../../integrations/human-check/index.ts';
import { createSimulatorGateway } from '../../integrations/payments/simulator.ts';
import { createCartService } from '../cart/cart.service.ts';
import { openCartId } from '../cart/lookup.ts';
import { priceForCheckout } from '../cart/priced.ts';
import { testDatabases } from '../../testing/databases.ts';
import {
  newSessionId,
  openSeededShop,
  readyCart,
  setStock,
  shopSnapshot,
  variantPicker,
  type ShopVariant,
} from '../../testing/checkout-fixture.ts';
import { type CheckoutService, createCheckoutService } from './checkout.service.ts';
import { simulatorKey } from '../outside/outside.service.ts';

const FIRST_ORDER = 'This coupon is for a first order';

describe.each(testDatabases())('a first-order coupon at the storefront on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Database;
  let nextVariant: () => Promise<ShopVariant>;
  let checkout: CheckoutService;
  let cart: ReturnType<typeof createCartService>;
  let people = 0;

  beforeAll(async () => {
    handle = await openSeededShop(target);
    db = handle.db;
    nextVariant = variantPicker(db);
    checkout = createCheckoutService(db, {
      cart: { openCartId, priceForCheckout },
      humanCheck: createTestCheck(),
      paymentGateway: createSimulatorGateway(simulatorKey(db)),
    });
    cart = createCartService(db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** A shopper account, with orders of these statuses (a web order each). */
  async function person(statuses: string[] = []): Promise<{ id: number; email: string }> {
    const email = `first${++people}-${randomBytes(3).toString('hex')}@coupon.test`;
    const [u] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, firstname) values (${email}, 'Aroha') returning id`,
    );
    const id = Number(u!.id);
    for (const status of statuses) await pastOrder(status, { userId: id, email });
    return { id, email };
  }
  async function pastOrder(status: string, who: { userId?: number; email: string }) {
    await db.insert(orders).values({
      orderNo: `T${randomBytes(5).toString('hex')}`,
      status,
      subtotalCents: 30_000,
      grandtotalCents: 30_000,
      taxCents: 3913,
      userId: who.userId ?? null,
      email: who.email,
    });
  }

  /** A ready cart over $200 (WELCOME10's minimum), for a guest or signed in as `userId`. */
  async function shopper(details: { email: string; userId?: number }) {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: 5 });
    const sessionId = newSessionId();
    const userId = details.userId ?? null;
    if (userId !== null)
      await db.execute(
        sql`insert into sessions (id, user_id, expires_at) values (${sessionId}, ${userId}, now() + interval '1 day')`,
      );
    await db.execute(sql`update product_variants set retail_cents = 50000, sale_cents = null where id = ${v.id}`);
    await readyCart(db, sessionId, [{ variantId: v.id, qty: 1 }], { userId, email: details.email });
    return { sessionId, ident: { sessionId, userId } };
  }
  const complete = (ident: { sessionId: string; userId: number | null }) =>
    checkout.complete(ident, { token: 'pass', origin: 'http://shop.test' });
  const refusalOf = (p: Promise<unknown>) =>
    p.then(
      () => ({ status: 200, msg: '' }),
      (err: unknown) => {
        if (!(err instanceof Refusal)) throw err;
        return { status: err.status, msg: err.msg };
      },
    );

  it('WELCOME10 is seeded for a first order only', async () => {
    const [row] = await queryRows<{ first_order_only: boolean }>(
      db,
      sql`select first_order_only from coupons where code = 'WELCOME10'`,
    );
    expect(row?.first_order_only).toBe(true);
  });

  it('a signed-in shopper with a paid order is told at the cart, and refused at COMPLETE PURCHASE', async () => {
    const aroha = await person(['paid']);
    const s = await shopper({ email: aroha.email, userId: aroha.id });
    const applied = await cart.updateBasic(s.sessionId, { couponCode: 'WELCOME10' });
    expect(applied.couponMsg).toBe(FIRST_ORDER);
    expect(applied.cart.coupon).toBe('');
    // Kept on the cart some other way (before the rule, say): the cart says so, and the checkout refuses.
    await db.execute(sql`update carts set coupon_code = 'WELCOME10' where session_id = ${s.sessionId}`);
    expect((await cart.content(s.sessionId)).couponMsg).toBe(FIRST_ORDER);
    const before = await shopSnapshot(db);
    expect(await refusalOf(complete(s.ident))).toEqual({ status: 422, msg: FIRST_ORDER });
    expect(await shopSnapshot(db)).toEqual(before);
  });

  it('a guest is accepted at the cart and refused at COMPLETE PURCHASE when their email has an order', async () => {
    const email = `Guest-${randomBytes(3).toString('hex')}@Coupon.test`;
    await pastOrder('completed', { email: email.toLowerCase() });
    const s = await shopper({ email: '' });
    const applied = await cart.updateBasic(s.sessionId, { couponCode: 'welcome10' });
    expect(applied.couponMsg).toBe('');
    expect(applied.cart.coupon).toBe('WELCOME10');
    await cart.updateBasic(s.sessionId, { email });
    const before = await shopSnapshot(db);
    expect(await refusalOf(complete(s.ident))).toEqual({ status: 422, msg: FIRST_ORDER });
    expect(await shopSnapshot(db)).toEqual(before);
  });

  it('orders that never went ahead do not count; a first order takes the coupon', async () => {
    const mere = await person(['locked', 'declined', 'expired']);
    const signedIn = await shopper({ email: mere.email, userId: mere.id });
    expect((await cart.updateBasic(signedIn.sessionId, { couponCode: 'WELCOME10' })).couponMsg).toBe('');
    const made = await complete(signedIn.ident);
    const [order] = await queryRows<{ coupon_code: string; coupon_discount_cents: number }>(
      db,
      sql`select coupon_code, coupon_discount_cents from orders where order_no = ${made.orderNo}`,
    );
    expect(order).toMatchObject({ coupon_code: 'WELCOME10' });
    expect(Number(order!.coupon_discount_cents)).toBeGreaterThan(0);
    // Once that order is placed (awaiting payment counts), the next one is refused.
    const again = await shopper({ email: mere.email, userId: mere.id });
    await db.execute(sql`update carts set coupon_code = 'WELCOME10' where session_id = ${again.sessionId}`);
    expect(await refusalOf(complete(again.ident))).toEqual({ status: 422, msg: FIRST_ORDER });
  });
});
