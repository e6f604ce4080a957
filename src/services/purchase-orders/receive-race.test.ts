// Receipts under concurrency, on PostgreSQL only (PGlite runs one transaction at a time): a receipt of a
// purchase order while a till promises units of the same line to a new order, and two receipts of the
// same line at once. A receipt locks the purchase order's row, then the waiting orders' rows, then the
// stock rows, then the lines; the till's units either count as promised before the receipt reads the
// line (and arrive for its order) or come from what the receipt left. Never more received than
// ordered, no figure below zero, what the line promised equals what the orders hold of it, and the
// ledger adds up after every round.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poRaiseRequest, poReceiveRequest } from '../../contract/purchase-orders.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import {
  SHOP_NOW,
  type ShopVariant,
  blankOrder,
  openSeededShop,
  setStock,
  variantPicker,
} from '../../testing/checkout-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { SIGNED_IN } from '../../testing/staff-fixture.ts';
import { ledgerOutOfStep, reserveStock } from '../stock/stock.service.ts';
import { createPurchaseOrderService } from './purchase-orders.service.ts';

const mere = SIGNED_IN.mere as SignedInStaff;
const server = testDatabases().find((t) => t.name === 'postgres');

// Skipped, not empty, without a PostgreSQL server (TEST_DATABASE_URL).
describe.skipIf(!server)('receipts at once on postgres', () => {
  const target = server!;
  let handle: DatabaseHandle;
  let db: Database;
  let nextVariant: () => Promise<ShopVariant>;
  const service = () => createPurchaseOrderService(db, { now: () => SHOP_NOW });

  beforeAll(async () => {
    handle = await openSeededShop(target);
    db = handle.db;
    nextVariant = variantPicker(db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const raise = (v: ShopVariant, qty: number) =>
    service().raise(
      mere,
      poRaiseRequest.parse({
        supplier: 'Race Timber',
        eta: '2026-04-01',
        allowBackOrder: 1,
        locationCode: 'AKL',
        lines: [{ sku: v.sku, qty }],
      }),
    );
  const receive = (poNumber: string, v: ShopVariant, qty: number, bin: string) =>
    service().receive(mere, poReceiveRequest.parse({ poNumber, lines: [{ sku: v.sku, qty, bin }] }));
  const reserve = async (v: ShopVariant, qty: number) => {
    const orderId = await blankOrder(db);
    await db.transaction((tx) =>
      reserveStock(tx, {
        orderId,
        island: 'North Island',
        lines: [{ orderItemId: null, variantId: v.id, name: v.name, qty, shipmethod: 'DEL', pickLocation: null }],
      }),
    );
    return orderId;
  };
  const statusOf = (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (err) => {
        if (err instanceof Refusal) return err.status;
        throw err;
      },
    );

  /** What must hold of the variant and its purchase order whatever the order the two ran in. */
  async function expectSound(v: ShopVariant, poNumber: string, ordered: number) {
    expect(await ledgerOutOfStep(db, [v.id])).toEqual([]);
    const [stock] = await queryRows<{ negatives: number; on_hand: number }>(
      db,
      sql`select count(*) filter (where free < 0 or alloc < 0 or on_hand < 0)::int as negatives,
            coalesce(sum(on_hand), 0)::int as on_hand from stock where variant_id = ${v.id}`,
    );
    const [line] = await queryRows<{ qty: number; qty_received: number; qty_allocated: number; promised: number }>(
      db,
      sql`select l.qty, l.qty_received, l.qty_allocated,
            (select coalesce(sum(r.qty), 0)::int from stock_reservations r
              where r.purchase_order_id = l.purchase_order_id and r.variant_id = l.variant_id and r.status = 'held') as promised
          from purchase_order_lines l join purchase_orders po on po.id = l.purchase_order_id
          where po.po_number = ${poNumber}`,
    );
    expect(Number(stock!.negatives)).toBe(0);
    expect(Number(line!.qty) + Number(line!.qty_received)).toBe(ordered);
    expect(Number(line!.qty_received)).toBeLessThanOrEqual(ordered);
    // Everything received is on hand (nothing left the shop in these rounds).
    expect(Number(stock!.on_hand)).toBe(Number(line!.qty_received));
    expect(Number(line!.qty_allocated)).toBe(Number(line!.promised));
    expect(Number(line!.qty_allocated)).toBeLessThanOrEqual(Number(line!.qty));
  }

  it('receives while a till promises units of the same line: every unit counted once', async () => {
    for (let round = 0; round < 6; round++) {
      const v = await nextVariant();
      await setStock(db, v.id, {});
      const poNumber = await raise(v, 5);
      await reserve(v, 2);
      const till = (async () => {
        const orderId = await blankOrder(db);
        await db.transaction((tx) =>
          reserveStock(tx, {
            orderId,
            island: 'North Island',
            lines: [
              { orderItemId: null, variantId: v.id, name: v.name, qty: 2, shipmethod: 'DEL', pickLocation: null },
            ],
          }),
        );
        return orderId;
      })();
      const [received, sold] = await Promise.all([statusOf(receive(poNumber, v, 4, 'RACE-1')), statusOf(till)]);
      expect([received, sold]).toEqual([200, 200]);
      await expectSound(v, poNumber, 5);
      // Four arrived at AKL: the older order's two and, whichever ran first, the till's two are held there or on the line.
      const [akl] = await queryRows<{ free: number; alloc: number }>(
        db,
        sql`select free, alloc from stock where variant_id = ${v.id} and location_code = 'AKL'`,
      );
      expect(Number(akl!.free) + Number(akl!.alloc)).toBe(4);
    }
  });

  it('receives one line twice at once: never more than ordered, the second refused', async () => {
    for (let round = 0; round < 6; round++) {
      const v = await nextVariant();
      await setStock(db, v.id, {});
      const poNumber = await raise(v, 5);
      await reserve(v, 3);
      const answers = await Promise.all([
        statusOf(receive(poNumber, v, 3, 'TWICE-A')),
        statusOf(receive(poNumber, v, 3, 'TWICE-B')),
      ]);
      expect(answers.sort()).toEqual([200, 409]);
      await expectSound(v, poNumber, 5);
      const [line] = await queryRows<{ qty_received: number }>(
        db,
        sql`select l.qty_received from purchase_order_lines l join purchase_orders po on po.id = l.purchase_order_id
            where po.po_number = ${poNumber}`,
      );
      expect(Number(line!.qty_received)).toBe(3);
    }
  });

  it('closes while a till promises units of the line: the till is refused or its order goes back to back order', async () => {
    for (let round = 0; round < 4; round++) {
      const v = await nextVariant();
      await setStock(db, v.id, {});
      const poNumber = await raise(v, 4);
      await reserve(v, 1);
      const [closed] = await Promise.all([
        statusOf(service().close(mere, poNumber)),
        statusOf(reserve(v, 1)).catch(() => 409),
      ]);
      expect(closed).toBe(200);
      const [promised] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from stock_reservations r join purchase_orders po on po.id = r.purchase_order_id
            where po.po_number = ${poNumber} and r.status = 'held'`,
      );
      expect(Number(promised!.n)).toBe(0);
      expect(await ledgerOutOfStep(db, [v.id])).toEqual([]);
    }
  });
});
