// The cart's caps: at most MAX_LINES different items and MAX_QTY of one, so no cart grows past what a
// cart page, a checkout or a POS cart answers in milliseconds. Refused with the shop's words and
// nothing written; held under racing adds, when an anonymous cart joins the account's, and when a
// declined payment gives the cart back. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartContentResponse } from '../../contract/cart.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import * as s from '../../db/schema.ts';
import { type CartTestApp, type Shopper, openCartTestApp } from '../../testing/cart-app.ts';
import { CART_TODAY } from '../../testing/cart-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { restoreCart } from './restore-cart.ts';
import { MAX_LINES, createCartService, mergeOnSignIn, tooManyLines } from './cart.service.ts';

/** More different lamps than a cart may hold: LAMP-C001… (product 90, variants from 1001). */
const COLOURS = MAX_LINES + 20;
const colour = (n: number) => `LAMP-C${String(n).padStart(3, '0')}`;

describe.each(testDatabases())('cart caps on $name', (target) => {
  let t: CartTestApp;
  let db: Database;
  beforeAll(async () => {
    t = await openCartTestApp(target);
    db = t.handle.db;
    await db.insert(s.products).values({
      id: 90,
      sku: 'P-LAMPS',
      name: 'Kowhai Lamp',
      url: 'kowhai-lamp',
      cat1Id: 1,
      cat2Id: 3,
      shape: 'pillow',
      priceCents: 4_900,
      retailCents: 4_900,
      msrpCents: 4_900,
    });
    await db.insert(s.productVariants).values(
      Array.from({ length: COLOURS }, (_, i) => ({
        id: 1001 + i,
        productId: 90,
        sku: colour(i + 1),
        ysel: `c${i + 1}`,
        retailCents: 4_900,
        msrpCents: 4_900,
        cbm: '0.050',
        isDefault: i === 0,
      })),
    );
    // In stock: the add refuses an item nobody can have.
    await db.insert(s.stock).values(
      Array.from({ length: COLOURS }, (_, i) => ({
        variantId: 1001 + i,
        locationCode: 'AKL',
        free: 200,
        onHand: 200,
      })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(db, q);
  const add = (shopper: Shopper, sku: string, qty = 1) => shopper.post('/v1/cart/add', { sku, qty });
  const content = async (shopper: Shopper) => (await shopper.get('/v1/cart/content')).json() as CartContentResponse;
  const linesOf = async (cartId: number) =>
    Number((await rows<{ n: number }>(sql`select count(*)::int as n from cart_items where cart_id = ${cartId}`))[0]!.n);
  const everything = async () =>
    JSON.stringify(
      await Promise.all([rows(sql`select * from carts order by id`), rows(sql`select * from cart_items order by id`)]),
    );
  /** A shopper whose cart holds lamps 1..n, one of each (written directly: the adds are tested below). */
  async function shopperWithLines(n: number): Promise<{ shopper: Shopper; cartId: number }> {
    const shopper = await t.shopper();
    expect((await add(shopper, colour(1))).statusCode).toBe(200);
    const cartId = (await content(shopper)).cart.id;
    if (n > 1) {
      await db.execute(sql`insert into cart_items (cart_id, variant_id, qty)
        select ${cartId}, v, 1 from generate_series(1002, ${1000 + n}) v`);
    }
    return { shopper, cartId };
  }

  it('refuses a different item past the last line with the message, and writes nothing', async () => {
    const { shopper, cartId } = await shopperWithLines(MAX_LINES);
    const before = await everything();
    const res = await add(shopper, colour(MAX_LINES + 1));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ success: false, msg: tooManyLines(MAX_LINES) });
    expect(res.json().msg).toBe('Your cart can hold at most 100 different items');
    expect(await everything()).toBe(before);
    // More of an item already there still goes in, up to its own cap.
    const more = await add(shopper, colour(7), 3);
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().itemcount).toBe(MAX_LINES + 3);
    expect(await linesOf(cartId)).toBe(MAX_LINES);
    // A line taken out makes room for another.
    expect((await shopper.post('/v1/cart/remove', { sku: colour(7) })).statusCode).toBe(200);
    expect((await add(shopper, colour(MAX_LINES + 1))).statusCode).toBe(200);
    expect((await add(shopper, colour(MAX_LINES + 2))).statusCode).toBe(422);
  });

  it('lets exactly one of ten adds racing for the last line in', async () => {
    const { shopper, cartId } = await shopperWithLines(MAX_LINES - 1);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => add(shopper, colour(MAX_LINES + 1 + i))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    expect(await linesOf(cartId)).toBe(MAX_LINES);
  });

  it('bounds a cart sent more different items than it may hold: the cart and its page stay the size of the cap', async () => {
    const shopper = await t.shopper();
    const answers: number[] = [];
    for (let i = 1; i <= COLOURS; i++) answers.push((await add(shopper, colour(i), 99)).statusCode);
    for (let i = 1; i <= 5; i++) answers.push((await add(shopper, colour(i), 1)).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(MAX_LINES);
    const page = await content(shopper);
    expect(page.cartItems).toHaveLength(MAX_LINES);
    expect(page.itemcount).toBe(MAX_LINES * 99);

    // Its page costs the same queries as a one-line cart's (cart.test.ts counts the same way).
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
    await cart.content(shopper.sid);
    queries = 0;
    await cart.content(shopper.sid);
    expect(queries).toBeLessThanOrEqual(2);
  });

  it("an anonymous cart joining the account's brings new lines only while there is room", async () => {
    const account = await t.shopper();
    await account.signIn(1);
    expect((await add(account, colour(1))).statusCode).toBe(200);
    const own = (await content(account)).cart.id;
    await db.execute(sql`insert into cart_items (cart_id, variant_id, qty)
      select ${own}, v, 1 from generate_series(1002, ${1000 + MAX_LINES - 1}) v`);

    const anon = await t.shopper();
    // One line the account has (it adds up) and three it has not (room for one).
    for (const sku of [colour(5), colour(MAX_LINES + 3), colour(MAX_LINES + 1), colour(MAX_LINES + 2)])
      expect((await add(anon, sku, 2)).statusCode).toBe(200);
    await anon.signIn(1);
    await mergeOnSignIn(db, anon.sid, 1);

    const merged = await content(account);
    expect(merged.cartItems).toHaveLength(MAX_LINES);
    const qty = Object.fromEntries(merged.cartItems.map((i) => [i.sku, i.qty]));
    expect(qty[colour(5)]).toBe(3);
    // The oldest of the anonymous cart's new lines is the one that joins.
    expect(qty[colour(MAX_LINES + 3)]).toBe(2);
    expect(qty[colour(MAX_LINES + 1)]).toBeUndefined();
  });

  it('a cart given back after a declined payment stops at the cap too', async () => {
    const { shopper, cartId: ordered } = await shopperWithLines(MAX_LINES);
    await db.execute(sql`update carts set status = 'ordered' where id = ${ordered}`);
    // Meanwhile the shopper started a new cart with lines the ordered one lacks.
    for (let i = 1; i <= 10; i++) expect((await add(shopper, colour(MAX_LINES + i))).statusCode).toBe(200);
    const open = (await content(shopper)).cart.id;
    const target = await db.transaction((tx) => restoreCart(tx, ordered, new Date()));
    expect(target).toBe(open);
    expect(await linesOf(open)).toBe(MAX_LINES);
  });
});
