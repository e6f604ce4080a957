// A coupon's use at the storefront's checkout (services/orders/coupon-use.ts), on a seeded shop, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: two checkouts racing for the last use make one order, the use is
// given back once when the payment is declined or the hold expires, a coupon tied to a customer is
// refused to anyone else (at the cart and at the checkout), and a coupon that no longer applies
// refuses the checkout instead of vanishing from the order.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { orders } from '../../db/schema-sales.ts';
import { COUPON_MESSAGES, COUPON_NOT_FOUND } from '../../domain/coupons.ts';
import { Refusal } from '../../domain/refusal.ts';
import { createTestCheck } from '../../integrations/human-check/index.ts';
import type { PaymentOutcome } from '../../integrations/payments/gateway.ts';
import { createSimulatorGateway, DECLINED_REASON } from '../../integrations/payments/simulator.ts';
import { createCartService } from '../cart/cart.service.ts';
import { openCartId } from '../cart/lookup.ts';
import { priceForCheckout } from '../cart/priced.ts';
import { testDatabases } from '../../testing/databases.ts';
import {
  newSessionId,
  openSeededShop,
  readyCart,
  setStock,
  variantPicker,
  type ShopVariant,
} from '../../testing/checkout-fixture.ts';
import { type CheckoutService, type CompleteAnswer, createCheckoutService } from './checkout.service.ts';
import { simulatorKey } from '../outside/outside.service.ts';

const ORIGIN = 'http://shop.test';
const SIGN_IN = 'Please sign in to use this coupon';
const USED_UP = 'This coupon has already been used';

describe.each(testDatabases())('coupon uses at the checkout on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Database;
  let nextVariant: () => Promise<ShopVariant>;
  let checkout: CheckoutService;
  let owner: number;
  let stranger: number;
  let codes = 0;

  beforeAll(async () => {
    handle = await openSeededShop(target);
    db = handle.db;
    nextVariant = variantPicker(db);
    checkout = createCheckoutService(db, {
      cart: { openCartId, priceForCheckout },
      humanCheck: createTestCheck(),
      paymentGateway: createSimulatorGateway(simulatorKey(db)),
    });
    const people = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, firstname) values ('owner@coupon.test', 'Owner'), ('stranger@coupon.test', 'Stranger') returning id`,
    );
    [owner, stranger] = people.map((p) => Number(p.id)) as [number, number];
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** A new enabled 10% coupon with this many uses (0: no limit), tied to a customer or not. */
  async function coupon(limit: number, customerId: number | null = null): Promise<string> {
    const code = `USE${++codes}${target.name.slice(0, 2).toUpperCase()}`;
    await db.execute(
      sql`insert into coupons (code, name, type, amount, enabled, use_limit, customer_id)
        values (${code}, 'Test 10% off', 'percent', 1000, true, ${limit}, ${customerId})`,
    );
    return code;
  }
  const uses = async (code: string) =>
    Number((await queryRows<{ n: number }>(db, sql`select use_count as n from coupons where code = ${code}`))[0]!.n);
  /** The coupon's history as the POS lists it: each line's words. */
  const history = async (code: string) =>
    (
      await queryRows<{ action: string }>(
        db,
        sql`select e->>'action' as action from coupons, jsonb_array_elements(op_history) e where code = ${code}`,
      )
    ).map((r) => r.action);

  /** A ready cart with the coupon, for an anonymous session or signed in as `userId`. */
  async function shopper(code: string, userId: number | null = null) {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: 5 });
    const sessionId = newSessionId();
    // One open cart per account: a refused checkout left the last one open.
    if (userId !== null)
      await db.execute(sql`update carts set status = 'abandoned' where user_id = ${userId} and status = 'open'`);
    if (userId !== null)
      await db.execute(
        sql`insert into sessions (id, user_id, expires_at) values (${sessionId}, ${userId}, now() + interval '1 day')`,
      );
    await readyCart(db, sessionId, [{ variantId: v.id, qty: 1 }], { couponCode: code, userId });
    return { sessionId, ident: { sessionId, userId } };
  }
  const complete = (ident: { sessionId: string; userId: number | null }) =>
    checkout.complete(ident, { token: 'pass', origin: ORIGIN });
  const refusalOf = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a refusal');
      },
      (err: unknown) => {
        if (!(err instanceof Refusal)) throw err;
        return { status: err.status, msg: err.msg };
      },
    );
  const orderOf = async (orderNo: string) => (await db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const outcome = (answer: CompleteAnswer, approved: boolean): PaymentOutcome => ({
    provider: 'simulator',
    notificationId: `sim-${answer.params.session}-${approved}`,
    orderNo: answer.params.orderNo!,
    providerRef: answer.params.session!,
    approved,
    amountCents: Math.round(Number(answer.params.amount) * 100),
    reason: approved ? '' : DECLINED_REASON,
  });

  it('two checkouts racing for the last use make one order; the count stops at the limit', async () => {
    const code = await coupon(2);
    await db.execute(sql`update coupons set use_count = 1 where code = ${code}`);
    const [a, b] = [await shopper(code), await shopper(code)];
    const results = await Promise.allSettled([complete(a.ident), complete(b.ident)]);
    const made = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const reason = (refused[0] as PromiseRejectedResult).reason as Refusal;
    expect(reason).toBeInstanceOf(Refusal);
    expect([reason.status, reason.msg]).toEqual([422, USED_UP]);
    expect(await uses(code)).toBe(2);
    const withCode = await queryRows<{ n: number; held: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where coupon_use_held)::int as held from orders where coupon_code = ${code}`,
    );
    expect(withCode[0]).toEqual({ n: 1, held: 1 });
    // The refused shopper's cart is still open, with the code, to change.
    const [open] = await queryRows<{ status: string }>(
      db,
      sql`select status from carts where session_id in (${a.sessionId}, ${b.sessionId}) and status = 'open'`,
    );
    expect(open?.status).toBe('open');
  });

  it('a declined payment gives the use back once; a replayed decline gives nothing more', async () => {
    const code = await coupon(1);
    const answer = await complete((await shopper(code)).ident);
    expect(await uses(code)).toBe(1);
    expect((await orderOf(answer.orderNo)).couponUseHeld).toBe(true);
    expect(await refusalOf(complete((await shopper(code)).ident))).toEqual({ status: 422, msg: USED_UP });

    expect(await checkout.recordPaymentOutcome(outcome(answer, false))).toBe('declined');
    expect(await uses(code)).toBe(0);
    expect((await orderOf(answer.orderNo)).couponUseHeld).toBe(false);
    await checkout.recordPaymentOutcome(outcome(answer, false));
    expect(await uses(code)).toBe(0);
    // The history says each use taken and given back, once.
    expect(await history(code)).toEqual([
      `Used on order #${answer.orderNo}`,
      `Use given back: unpaid order #${answer.orderNo}`,
    ]);
    // The use is free again for the next shopper, and paying keeps it.
    const next = await complete((await shopper(code)).ident);
    expect(await uses(code)).toBe(1);
    expect(await checkout.recordPaymentOutcome(outcome(next, true))).toBe('paid');
    expect(await uses(code)).toBe(1);
  });

  it('an expired hold gives the use back with its stock', async () => {
    const code = await coupon(1);
    const answer = await complete((await shopper(code)).ident);
    expect(await uses(code)).toBe(1);
    await checkout.releaseExpiredHolds(new Date(Date.now() + 31 * 60_000));
    const order = await orderOf(answer.orderNo);
    expect([order.status, order.couponUseHeld]).toEqual(['expired', false]);
    expect(await uses(code)).toBe(0);
  });

  it('a payment approved after the hold expired takes the use again, if one is left', async () => {
    const code = await coupon(1);
    const late = await complete((await shopper(code)).ident);
    await checkout.releaseExpiredHolds(new Date(Date.now() + 31 * 60_000));
    expect(await uses(code)).toBe(0);
    expect(await checkout.recordPaymentOutcome(outcome(late, true))).toBe('paid');
    expect((await orderOf(late.orderNo)).couponUseHeld).toBe(true);
    expect(await uses(code)).toBe(1);
    expect((await history(code)).at(-1)).toBe(`Used again on order #${late.orderNo}`);

    // None left by then: the sale is kept (the money is taken), the count stays at its limit.
    const code2 = await coupon(1);
    const later = await complete((await shopper(code2)).ident);
    await checkout.releaseExpiredHolds(new Date(Date.now() + 31 * 60_000));
    const meanwhile = await complete((await shopper(code2)).ident);
    expect(await uses(code2)).toBe(1);
    expect(await checkout.recordPaymentOutcome(outcome(later, true))).toBe('paid');
    expect((await orderOf(later.orderNo)).couponUseHeld).toBe(false);
    expect(await uses(code2)).toBe(1);
    expect((await orderOf(meanwhile.orderNo)).couponUseHeld).toBe(true);
  });

  it("a customer's coupon: refused to an anonymous shopper and to another one, accepted for its owner", async () => {
    const code = await coupon(5, owner);
    expect(await refusalOf(complete((await shopper(code)).ident))).toEqual({ status: 422, msg: SIGN_IN });
    expect(await refusalOf(complete((await shopper(code, stranger)).ident))).toEqual({
      status: 422,
      msg: COUPON_NOT_FOUND,
    });
    expect(await uses(code)).toBe(0);
    const answer = await complete((await shopper(code, owner)).ident);
    const order = await orderOf(answer.orderNo);
    expect(order.couponCode).toBe(code);
    expect(order.couponDiscountCents).toBeGreaterThan(0);
    expect(await uses(code)).toBe(1);
  });

  it("the cart page keeps a customer's coupon only for its owner, in the refusal's words", async () => {
    const code = await coupon(5, owner);
    const cart = createCartService(db);
    const anon = await shopper('');
    expect((await cart.updateBasic(anon.sessionId, { couponCode: code })).couponMsg).toBe(SIGN_IN);
    const other = await shopper('', stranger);
    expect((await cart.updateBasic(other.sessionId, { couponCode: code })).couponMsg).toBe(COUPON_NOT_FOUND);
    const mine = await shopper('', owner);
    const applied = await cart.updateBasic(mine.sessionId, { couponCode: code.toLowerCase() });
    expect(applied.couponMsg).toBe('');
    expect(applied.cart.coupon).toBe(code);
  });

  it('refuses a checkout whose coupon no longer applies, and writes no order', async () => {
    const code = await coupon(0);
    const s = await shopper(code);
    await db.execute(sql`update coupons set enabled = false where code = ${code}`);
    const before = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`);
    expect(await refusalOf(complete(s.ident))).toEqual({ status: 422, msg: COUPON_MESSAGES.disabled({} as never) });
    await db.execute(sql`delete from coupons where code = ${code}`);
    expect(await refusalOf(complete(s.ident))).toEqual({ status: 422, msg: COUPON_NOT_FOUND });
    expect(await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`)).toEqual(before);
  });
});
