// The stock ledger adds up: over the seed, and after every kind of change the stock module makes, on
// PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import {
  blankOrder,
  openSeededShop,
  setStock,
  stockOf,
  type ShopVariant,
  variantPicker,
} from '../../testing/checkout-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { binAt, changeOnHand, ledgerOutOfStep, releaseStock, reserveStock } from './stock.service.ts';

describe.each(testDatabases())('stock ledger on $name', (target) => {
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

  const rowsOf = (variantId: number) =>
    queryRows<{
      kind: string;
      location_code: string;
      on_hand_change: number;
      allocated_change: number;
      order_id: number | null;
    }>(
      db,
      sql`select kind, location_code, on_hand_change, allocated_change, order_id from stock_ledger
          where variant_id = ${variantId} and kind <> 'opening' order by id`,
    );

  it('the seed writes an opening balance that adds up to every stock row, demo orders included', async () => {
    expect(await ledgerOutOfStep(db)).toEqual([]);
    const [opening] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from stock_ledger where kind = 'opening'`,
    );
    expect(Number(opening!.n)).toBeGreaterThan(0);
    // Without it the stock would be unexplained: the check does see a row that is off.
    const [any] = await queryRows<{ variant_id: number; location_code: string }>(
      db,
      sql`select variant_id, location_code from stock where on_hand > 0 limit 1`,
    );
    let seen: unknown[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update stock set on_hand = on_hand + 1, free = free + 1
              where variant_id = ${any!.variant_id} and location_code = ${any!.location_code}`,
        );
        seen = await ledgerOutOfStep(tx, [Number(any!.variant_id)]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(seen).toHaveLength(1);
  });

  it('allocating and giving back write one row each, for the order, and the ledger still adds up', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: 3 });
    const orderId = await blankOrder(db);
    const line = {
      orderItemId: null,
      variantId: v.id,
      name: v.name,
      qty: 2,
      shipmethod: 'DEL' as const,
      pickLocation: null,
    };
    await db.transaction((tx) => reserveStock(tx, { orderId, lines: [line], island: 'North Island' }));
    await db.transaction((tx) => releaseStock(tx, orderId, { staffId: null }));
    expect(
      (await rowsOf(v.id)).map((r) => [
        r.kind,
        r.location_code,
        Number(r.on_hand_change),
        Number(r.allocated_change),
        Number(r.order_id),
      ]),
    ).toEqual([
      ['allocated', 'DC1', 0, 2, orderId],
      ['released', 'DC1', 0, -2, orderId],
    ]);
    expect(await ledgerOutOfStep(db, [v.id])).toEqual([]);
  });

  it('units into a new bin make the bin and a stock row as needed; out of it never below what is allocated', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, {});
    await db.execute(sql`delete from stock where variant_id = ${v.id} and location_code = 'HLZ'`);
    const bin = await db.transaction(async (tx) => (await binAt(tx, 'HLZ', 'z-99-1', true))!);
    expect(bin.code).toBe('Z-99-1');
    await db.transaction((tx) =>
      changeOnHand(tx, [
        { variantId: v.id, locationCode: 'HLZ', binId: bin.id, change: 5, kind: 'adjusted', reason: 'found' },
      ]),
    );
    expect((await stockOf(db, v.id)).HLZ).toEqual({ free: 5, alloc: 0, onHand: 5 });

    const orderId = await blankOrder(db);
    const line = {
      orderItemId: null,
      variantId: v.id,
      name: v.name,
      qty: 4,
      shipmethod: 'PCK' as const,
      pickLocation: 'HLZ',
    };
    await db.transaction((tx) => reserveStock(tx, { orderId, lines: [line], island: 'North Island' }));
    const out = (change: number) =>
      db.transaction((tx) =>
        changeOnHand(tx, [
          { variantId: v.id, locationCode: 'HLZ', binId: bin.id, change, kind: 'adjusted', reason: 'damaged' },
        ]),
      );
    const refused = await out(-2).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).message).toBe('HLZ only has 1 stock');
    await out(-1);
    expect((await stockOf(db, v.id)).HLZ).toEqual({ free: 0, alloc: 4, onHand: 4 });
    expect(await ledgerOutOfStep(db, [v.id])).toEqual([]);
  });

  it('a move between two bins of one place needs only the first bin’s units, and refuses a bin at another place', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, {});
    const [a, b] = await db.transaction(async (tx) => [
      (await binAt(tx, 'DC1', 'M-01-1', true))!,
      (await binAt(tx, 'DC1', 'M-01-2', true))!,
    ]);
    const [elsewhere] = await db.transaction(async (tx) => [(await binAt(tx, 'DC2', 'M-01-1', true))!]);
    const move = (qty: number, to = b!) =>
      db.transaction((tx) =>
        changeOnHand(tx, [
          { variantId: v.id, locationCode: 'DC1', binId: a!.id, change: -qty, kind: 'transfer_out' },
          { variantId: v.id, locationCode: 'DC1', binId: to.id, change: qty, kind: 'transfer_in' },
        ]),
      );
    await db.transaction((tx) =>
      changeOnHand(tx, [{ variantId: v.id, locationCode: 'DC1', binId: a!.id, change: 3, kind: 'received' }]),
    );
    await expect(move(4)).rejects.toThrow('Bin M-01-1 only has 3 stock');
    await expect(move(1, elsewhere)).rejects.toThrow('That bin is not at DC1');
    await move(3);
    const bins = await queryRows<{ bin_id: number; qty: number }>(
      db,
      sql`select bin_id, qty from bin_stock where variant_id = ${v.id} and bin_id in (${a!.id}, ${b!.id}) order by bin_id`,
    );
    expect(bins.map((r) => [Number(r.bin_id), Number(r.qty)])).toEqual([
      [a!.id, 0],
      [b!.id, 3],
    ]);
    expect((await stockOf(db, v.id)).DC1).toEqual({ free: 3, alloc: 0, onHand: 3 });
    expect(await ledgerOutOfStep(db, [v.id])).toEqual([]);
  });
});
