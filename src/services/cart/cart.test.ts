// The cart service's promises to other parts: carts joining on sign-in, the open cart and its
// price for the checkout, changes that never land in an ordered cart, and a content call that
// costs the same few queries however many items the cart holds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartContentResponse } from '../../contract/cart.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { testDatabases } from '../../testing/databases.ts';
import { createCartService, mergeOnSignIn, openCartId, priceForCheckout } from './cart.service.ts';
import { type CartTestApp, type Shopper, openCartTestApp } from '../../testing/cart-app.ts';
import { CART_TODAY } from '../../testing/cart-fixture.ts';
import { Refusal } from '../../domain/refusal.ts';

describe.each(testDatabases())('cart service on $name', (target) => {
  let t: CartTestApp;
  let db: Database;
  beforeAll(async () => {
    t = await openCartTestApp(target);
    db = t.handle.db;
  });
  afterAll(async () => {
    await t?.close();
  });

  const add = async (s: Shopper, sku: string, qty = 1) =>
    expect((await s.post('/v1/cart/add', { sku, qty })).statusCode).toBe(200);
  const content = async (s: Shopper) => (await s.get('/v1/cart/content')).json() as CartContentResponse;
  const lines = (c: CartContentResponse) => Object.fromEntries(c.cartItems.map((i) => [i.sku, i.qty]));

  describe('signing in', () => {
    it("joins the anonymous cart to the account's: lines add up to the cap, blanks are filled", async () => {
      const account = await t.shopper();
      await account.signIn(1);
      await add(account, 'SOFA-CHA', 98);
      await add(account, 'BED-Q-OAK', 1);
      await account.post('/v1/cart/updateBasic', { cart: { firstname: 'Pita' } });

      const anon = await t.shopper();
      await add(anon, 'SOFA-CHA', 2);
      await add(anon, 'LAMP-1', 1);
      await anon.post('/v1/cart/updateBasic', { cart: { firstname: 'Someone', zip: '1011', coupon: 'FREESHIP' } });

      await anon.signIn(1);
      await mergeOnSignIn(db, anon.sid, 1);
      await mergeOnSignIn(db, anon.sid, 1);
      const merged = await content(anon);
      expect(lines(merged)).toEqual({ 'SOFA-CHA': 99, 'BED-Q-OAK': 1, 'LAMP-1': 1 });
      expect(merged.cart).toMatchObject({ firstname: 'Pita', zip: '1011', coupon: 'FREESHIP' });
      expect((await content(account)).cart.id).toBe(merged.cart.id);
      expect(await queryRows(db, sql`select id from carts where session_id = ${anon.sid} and user_id is null`)).toEqual(
        [],
      );
    });

    it('makes the anonymous cart the account’s when the account has none, on the next call', async () => {
      const s = await t.shopper();
      await add(s, 'LAMP-1', 2);
      const before = (await content(s)).cart.id;
      await s.signIn(2);
      const after = await content(s);
      expect(after.cart.id).toBe(before);
      expect(lines(after)).toEqual({ 'LAMP-1': 2 });
      const [row] = await queryRows<{ user_id: number }>(db, sql`select user_id from carts where id = ${before}`);
      expect(row!.user_id).toBe(2);
    });

    it('joins the carts before an add made right after sign-in', async () => {
      const s = await t.shopper();
      await add(s, 'BED-Q-OAK', 1);
      await s.signIn(2);
      const res = await s.post('/v1/cart/add', { sku: 'LAMP-1', qty: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().itemcount).toBe(4);
      expect(lines(await content(s))).toEqual({ 'LAMP-1': 3, 'BED-Q-OAK': 1 });
    });
  });

  describe('for the checkout', () => {
    it('finds the open cart of a session or an account', async () => {
      const s = await t.shopper();
      expect(await openCartId(db, { sessionId: s.sid, userId: null })).toBeNull();
      await add(s, 'LAMP-1', 1);
      const id = (await content(s)).cart.id;
      expect(await openCartId(db, { sessionId: s.sid, userId: null })).toBe(id);
      expect(await openCartId(db, { sessionId: 'another-session', userId: null })).toBeNull();
      const signedIn = await t.shopper();
      await signedIn.signIn(1);
      const accountCart = (await content(signedIn)).cart.id;
      expect(await openCartId(db, { sessionId: 'any', userId: 1 })).toBe(accountCart);
    });

    it('prices the cart inside the checkout transaction, bundles with their components', async () => {
      const s = await t.shopper();
      await add(s, 'BUNDLE-1', 1);
      await add(s, 'LAMP-1', 1);
      await s.post('/v1/cart/zip', { zip: '1011' });
      const c = await content(s);
      const lamp = c.cartItems.find((i) => i.sku === 'LAMP-1')!;
      await s.post('/v1/cart/updateItem', { item: { id: lamp.id, shipmethod: 'PCK', pick_location: 'AKL' } });

      const priced = await db.transaction((tx) => priceForCheckout(tx, c.cart.id, { today: CART_TODAY }));
      expect(priced).toMatchObject({ zoneCode: 'AKL', island: 'North Island' });
      expect(priced.cart).toMatchObject({ id: c.cart.id, zip: '1011', status: 'open', sessionId: s.sid });
      expect(priced.cart.createdAt).toBeInstanceOf(Date);
      expect(priced.lines).toEqual([
        expect.objectContaining({
          sku: 'BUNDLE-1',
          qty: 1,
          shipmethod: 'DEL',
          eachCents: 209_900,
          retailCents: 209_900,
          isHotDeal: true,
          cbm: 2.1,
          etaText: 'In stock – delivered in 2–4 working days',
          components: [
            { variantId: 1, sku: 'SOFA-CHA', name: 'Aria 3 Seater Sofa', qty: 1, groupCode: 1 },
            { variantId: 3, sku: 'LAMP-1', name: 'Tui Table Lamp', qty: 2, groupCode: 2 },
          ],
        }),
        expect.objectContaining({
          sku: 'LAMP-1',
          shipmethod: 'PCK',
          pickLocation: 'AKL',
          components: [],
          etaText: 'In stock at Auckland – ready to collect in 1–3 working days',
        }),
      ]);
      // 2.1 cbm delivered to Auckland: $79 + 1.1 × $30
      expect(priced.totals).toMatchObject({
        subtotalCents: 218_800,
        shippingCents: 11_200,
        grandTotalCents: 230_000,
        taxCents: 30_000,
      });
      await expect(db.transaction((tx) => priceForCheckout(tx, 999_999))).rejects.toBeInstanceOf(Refusal);
    });

    it('never lets a change land in a cart that was ordered meanwhile', async () => {
      const s = await t.shopper();
      await add(s, 'LAMP-1', 1);
      const cartId = (await content(s)).cart.id;
      let racing: Promise<{ statusCode: number }> | null = null;
      await db.transaction(async (tx) => {
        await priceForCheckout(tx, cartId, { today: CART_TODAY });
        racing = s.post('/v1/cart/add', { sku: 'LAMP-1', qty: 5 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`update carts set status = 'ordered' where id = ${cartId}`);
      });
      const res = await racing!;
      // Either it waited for the lock and found the cart ordered (409), or it came after and started a new cart.
      expect([200, 409]).toContain(res.statusCode);
      const [ordered] = await queryRows<{ qty: number }>(db, sql`select qty from cart_items where cart_id = ${cartId}`);
      expect(ordered!.qty).toBe(1);
      const after = await content(s);
      expect(after.cart.id).not.toBe(cartId);
      expect((await s.post('/v1/cart/updateItem', { item: { id: 1, qty: 2 } })).statusCode).toBe(404);
    });
  });

  it('answers content in the same few queries however many items the cart holds', async () => {
    let queries = 0;
    const counted = new Proxy(db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (prop === 'execute' || prop === 'select' || prop === 'transaction') queries++;
          return value.apply(target, args);
        };
      },
    });
    const cart = createCartService(counted, { today: () => CART_TODAY });
    const s = await t.shopper();
    await add(s, 'LAMP-1', 1);
    await s.post('/v1/cart/zip', { zip: '1011' });
    await cart.content(s.sid); // fills the caches: zones, payment methods
    queries = 0;
    await cart.content(s.sid);
    const withOne = queries;
    for (const sku of ['SOFA-CHA', 'SOFA-OAT', 'BED-Q-OAK', 'BUNDLE-1']) await add(s, sku, 1);
    // And a line that sold out after it was added (BED-K-OAK: the add now refuses it).
    const cartId = (await cart.content(s.sid)).cart.id;
    await db.execute(sql`insert into cart_items (cart_id, variant_id, qty) values (${cartId}, 5, 1)`);
    queries = 0;
    const c = await cart.content(s.sid);
    expect(c.cartItems).toHaveLength(6);
    expect(queries).toBe(withOne);
    expect(withOne).toBeLessThanOrEqual(2);
  });
});
