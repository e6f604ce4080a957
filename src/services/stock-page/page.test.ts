// The product's stock page as its loader reads it, on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// each SKU's figures per physical place with its bins, what is on order, the ledger filtered by SKU and
// place, and a bundle's components instead of stock of its own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../testing/databases.ts';
import { insertStaffFixture, SIGNED_IN } from '../../testing/staff-fixture.ts';
import { resetStockAndLedger } from '../../testing/stock-page-fixture.ts';
import { createStockPageService } from './stock-page.service.ts';

describe.each(testDatabases())('the stock page on $name', (target) => {
  let handle: DatabaseHandle;
  const service = () => createStockPageService(handle.db);
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    await resetStockAndLedger(handle.db);
    await handle.db.execute(sql`update purchase_order_lines set qty_allocated = 3 where purchase_order_id = 1`);
  });
  afterAll(() => handle?.close());

  it("shows each SKU's figures per physical place, its bins and what is on order", async () => {
    const page = (await service().page(SIGNED_IN.sam, { productId: 2, sku: null, location: null, page: 1 }))!;
    expect(page.product).toEqual({ id: 2, name: 'Tui Table Lamp', isBundle: false });
    expect(page.places.map((p) => p.code)).toEqual(['AKL', 'CHC', 'DC1', 'NSN']);
    const [lamp] = page.variants;
    expect(lamp!.sku).toBe('LAMP-1');
    expect(lamp!.places.find((p) => p.code === 'AKL')).toEqual({
      code: 'AKL',
      name: 'Auckland – Mt Wellington',
      free: 10,
      clr: 0,
      alloc: 0,
      nons: 0,
      on_hand: 10,
      bins: [
        { code: 'A-01-1', qty: 7 },
        { code: 'FLOOR', qty: 3 },
      ],
    });
    expect(lamp!.places.find((p) => p.code === 'DC1')).toMatchObject({ on_hand: 0, bins: [] });
    expect(page.ledger).toMatchObject({ total: 3, onHand: 15 });

    const sofa = (await service().page(SIGNED_IN.sam, { productId: 1, sku: 'SOFA-OAT', location: null, page: 1 }))!;
    expect(sofa.variants.map((v) => [v.sku, v.label])).toEqual([
      ['SOFA-CHA', 'Charcoal'],
      ['SOFA-OAT', 'Oat'],
    ]);
    expect(sofa.variants[1]!.onOrder).toEqual([
      { poNumber: 'PO1', location: 'DC1', eta: '2026-11-05', toCome: 10, allocated: 3 },
    ]);
    // Filtered to the Oat cell, which has no stock yet: its ledger is empty, the Charcoal one's is not.
    expect(sofa.filter).toEqual({ sku: 'SOFA-OAT', location: null });
    expect(sofa.ledger).toMatchObject({ total: 0, rows: [] });
    const cha = (await service().page(SIGNED_IN.sam, { productId: 1, sku: 'SOFA-CHA', location: 'AKL', page: 1 }))!;
    expect(cha.ledger).toMatchObject({ total: 1, onHand: 2 });
    expect(cha.ledger.rows[0]).toMatchObject({ sku: 'SOFA-CHA', location: 'AKL', bin: 'FLOOR', on_hand_change: 2 });
  });

  it('ignores a filter naming another product’s SKU or no place, and answers null for no product', async () => {
    const page = (await service().page(SIGNED_IN.sam, { productId: 1, sku: 'LAMP-1', location: 'WEB', page: 1 }))!;
    expect(page.filter).toEqual({ sku: null, location: null });
    expect(page.ledger.rows.every((r) => r.sku.startsWith('SOFA-'))).toBe(true);
    expect(await service().page(SIGNED_IN.sam, { productId: 999, sku: null, location: null, page: 1 })).toBeNull();
  });

  it("says a bundle's stock is its components', naming each with its product", async () => {
    const page = (await service().page(SIGNED_IN.sam, { productId: 4, sku: null, location: null, page: 1 }))!;
    expect(page.product.isBundle).toBe(true);
    expect(page.components).toEqual([
      { bundleSku: 'BUNDLE-1', sku: 'SOFA-CHA', name: 'Aria 3 Seater Sofa', productId: 1, qty: 1 },
      { bundleSku: 'BUNDLE-1', sku: 'LAMP-1', name: 'Tui Table Lamp', productId: 2, qty: 2 },
    ]);
  });
});
