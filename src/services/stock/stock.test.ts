// Reserving and releasing stock on a seeded shop, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { testDatabases } from '../../testing/databases.ts';
import {
  addPurchaseOrder,
  blankOrder,
  count,
  openSeededShop,
  poAllocated,
  setStock,
  someBundle,
  stockOf,
  variantPicker,
  type ShopVariant,
} from '../../testing/checkout-fixture.ts';
import { SOLD_OUT_MESSAGE } from '../../domain/checkout-rules.ts';
import { Refusal } from '../../domain/refusal.ts';
import { releaseStock, reserveStock, type StockLine } from './stock.service.ts';

describe.each(testDatabases())('stock on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Database;
  let nextVariant: () => Promise<ShopVariant>;

  beforeAll(async () => {
    handle = await openSeededShop(target);
    db = handle.db;
    nextVariant = variantPicker(db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const line = (v: ShopVariant, qty: number, more: Partial<StockLine> = {}): StockLine => ({
    orderItemId: null,
    variantId: v.id,
    name: v.name,
    qty,
    shipmethod: 'DEL',
    pickLocation: null,
    ...more,
  });
  const reserve = (orderId: number, lines: StockLine[], island: string | null = 'North Island') =>
    db.transaction(async (tx) => reserveStock(tx, { orderId, lines, island }));
  const release = (orderId: number) => db.transaction(async (tx) => releaseStock(tx, orderId));
  const held = (orderId: number) =>
    queryRows<{ location_code: string | null; purchase_order_id: number | null; qty: number; status: string }>(
      db,
      sql`select location_code, purchase_order_id, qty, status from stock_reservations where order_id = ${orderId} order by id`,
    );

  it('moves free units to allocated, from a warehouse in the shopper island first, on hand unchanged', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, { AKL: 1, DC1: 3, DC2: 5 });
    const orderId = await blankOrder(db);
    await reserve(orderId, [line(v, 2)]);
    const after = await stockOf(db, v.id);
    expect(after.DC1).toEqual({ free: 1, alloc: 2, onHand: 3 });
    expect(after.AKL).toEqual({ free: 1, alloc: 0, onHand: 1 });
    expect(after.DC2).toEqual({ free: 5, alloc: 0, onHand: 5 });
    expect(await held(orderId)).toEqual([{ location_code: 'DC1', purchase_order_id: null, qty: 2, status: 'held' }]);
  });

  it('delivers to the South Island from DC2 before DC1, then spills over', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: 4, DC2: 1 });
    const orderId = await blankOrder(db);
    await reserve(orderId, [line(v, 3)], 'South Island');
    expect((await held(orderId)).map((r) => [r.location_code, r.qty])).toEqual([
      ['DC2', 1],
      ['DC1', 2],
    ]);
  });

  it('collects from the pick location first, then transfers from a warehouse', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, { WLG: 1, DC1: 5, HLZ: 3 });
    const orderId = await blankOrder(db);
    await reserve(orderId, [line(v, 3, { shipmethod: 'PCK', pickLocation: 'WLG' })]);
    expect((await held(orderId)).map((r) => [r.location_code, r.qty])).toEqual([
      ['WLG', 1],
      ['DC1', 2],
    ]);
  });

  it('covers what free stock cannot from a purchase order, soonest first, and counts it allocated there', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: 1 });
    const late = await addPurchaseOrder(db, v.id, { qty: 10, eta: '2026-06-01' });
    const soon = await addPurchaseOrder(db, v.id, { qty: 5, allocated: 3, eta: '2026-04-01' });
    const closed = await addPurchaseOrder(db, v.id, { qty: 50, eta: '2026-03-10', allowBackOrder: false });
    const orderId = await blankOrder(db);
    await reserve(orderId, [line(v, 5)]);
    expect((await held(orderId)).map((r) => [r.location_code, r.purchase_order_id, r.qty])).toEqual([
      ['DC1', null, 1],
      [null, soon, 2],
      [null, late, 2],
    ]);
    expect(await poAllocated(db, soon, v.id)).toBe(5);
    expect(await poAllocated(db, late, v.id)).toBe(2);
    expect(await poAllocated(db, closed, v.id)).toBe(0);
  });

  it('refuses a line nothing can cover, names it, and writes nothing', async () => {
    const a = await nextVariant();
    const b = await nextVariant();
    await setStock(db, a.id, { DC1: 2 });
    await setStock(db, b.id, { DC1: 1 });
    const po = await addPurchaseOrder(db, b.id, { qty: 3, allocated: 2 });
    const orderId = await blankOrder(db);
    const err = await reserve(orderId, [line(a, 1), line(b, 3)]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Refusal);
    expect(err).toMatchObject({ status: 409, message: SOLD_OUT_MESSAGE, extra: { soldOutItems: [b.name] } });
    expect((await stockOf(db, a.id)).DC1).toEqual({ free: 2, alloc: 0, onHand: 2 });
    expect((await stockOf(db, b.id)).DC1).toEqual({ free: 1, alloc: 0, onHand: 1 });
    expect(await poAllocated(db, po, b.id)).toBe(2);
    expect(await held(orderId)).toEqual([]);
  });

  it('reserves a bundle as its components, qty × component qty each', async () => {
    const bundle = await someBundle(db);
    for (const c of bundle.components) await setStock(db, c.variantId, { DC1: 20 });
    const orderId = await blankOrder(db);
    await reserve(orderId, [
      line(bundle, 2, { components: bundle.components.map((c) => ({ ...c, orderItemId: null })) }),
    ]);
    for (const c of bundle.components) {
      expect((await stockOf(db, c.variantId)).DC1).toEqual({ free: 20 - 2 * c.qty, alloc: 2 * c.qty, onHand: 20 });
    }
    expect(
      await count(
        db,
        sql`select count(*) as n from stock_reservations where order_id = ${orderId} and variant_id = ${bundle.id}`,
      ),
    ).toBe(0);
  });

  it('never sells a component twice when a bundle and a single item share it', async () => {
    const bundle = await someBundle(db);
    const [first, ...rest] = bundle.components;
    for (const c of rest) await setStock(db, c.variantId, { DC1: 20 });
    // Exactly enough of the shared component for the bundle, not for the extra single unit.
    await setStock(db, first!.variantId, { DC1: first!.qty });
    const single = { id: first!.variantId, sku: 'x', name: 'The single one' };
    const orderId = await blankOrder(db);
    const err = await reserve(orderId, [
      line(bundle, 1, { components: bundle.components.map((c) => ({ ...c, orderItemId: null })) }),
      line(single, 1),
    ]).catch((e: unknown) => e);
    expect((err as Refusal).extra.soldOutItems).toEqual(['The single one']);
    expect((await stockOf(db, first!.variantId)).DC1).toEqual({ free: first!.qty, alloc: 0, onHand: first!.qty });
  });

  it('releases every held unit once; a second release changes nothing', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: 2, AKL: 1 });
    const po = await addPurchaseOrder(db, v.id, { qty: 4, allocated: 1 });
    const before = await stockOf(db, v.id);
    const orderId = await blankOrder(db);
    await reserve(orderId, [line(v, 2), line(v, 3, { shipmethod: 'PCK', pickLocation: 'AKL' })]);
    expect(await poAllocated(db, po, v.id)).toBe(3);
    expect(await release(orderId)).toEqual({ reservations: 3, units: 5 });
    expect(await stockOf(db, v.id)).toEqual(before);
    expect(await poAllocated(db, po, v.id)).toBe(1);
    expect((await held(orderId)).every((r) => r.status === 'released')).toBe(true);
    expect(await release(orderId)).toEqual({ reservations: 0, units: 0 });
    expect(await stockOf(db, v.id)).toEqual(before);
  });

  // PGlite runs one transaction at a time; on a server two really overlap, and the row lock decides.
  it.runIf(target.name === 'postgres')(
    'a second checkout waits on the locked rows, then finds the last unit gone',
    async () => {
      const v = await nextVariant();
      await setStock(db, v.id, { DC1: 1 });
      const [one, two] = [await blankOrder(db), await blankOrder(db)];
      let letGo!: () => void;
      const gate = new Promise<void>((resolve) => (letGo = resolve));
      let heldIt!: () => void;
      const reserved = new Promise<void>((resolve) => (heldIt = resolve));
      const first = db.transaction(async (tx) => {
        await reserveStock(tx, { orderId: one, lines: [line(v, 1)], island: null });
        heldIt();
        await gate;
      });
      await reserved;
      let secondSettled = false;
      const second = reserve(two, [line(v, 1)]).finally(() => (secondSettled = true));
      second.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(secondSettled).toBe(false);
      letGo();
      await first;
      await expect(second).rejects.toMatchObject({ status: 409, message: SOLD_OUT_MESSAGE });
      expect((await stockOf(db, v.id)).DC1).toEqual({ free: 0, alloc: 1, onHand: 1 });
    },
  );

  it('never takes a figure below zero when released units have already left', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: 2 });
    const orderId = await blankOrder(db);
    await reserve(orderId, [line(v, 2)]);
    // Staff dispatched one by hand meanwhile: one allocated unit left the building.
    await db.execute(
      sql`update stock set alloc = alloc - 1, on_hand = on_hand - 1 where variant_id = ${v.id} and location_code = 'DC1'`,
    );
    await release(orderId);
    expect((await stockOf(db, v.id)).DC1).toEqual({ free: 1, alloc: 0, onHand: 1 });
  });
});
