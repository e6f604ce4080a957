// Two staff taking from the same bin at once: a take locks the place's stock row
// and the bin's row before it reads how many the bin holds, so the second waits for the first and
// decides on what the first left. The bin never goes below what it held, and allocated, on hand,
// the reservations and the allocations move by exactly what was taken. On PostgreSQL the requests
// really run at once (a pool of connections); PGlite runs them one after the other.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { BINS, figuresAt, orderStockRows, placeDispatchOrder, resetBins } from '../../../testing/dispatch-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';

const TAKE = '/pos/order/updateQTYTaken/';

describe.each(testDatabases())('two takes from one bin at once ($name)', (target) => {
  const { t, sam, mere } = usePosTestApp(target, { signIn: { sam: EMAILS.staff, mere: EMAILS.manager } });
  beforeEach(() => resetBins(t.handle.db));

  const db = () => t.handle.db;
  const lampOrder = () =>
    placeDispatchOrder(t, { browser: sam, staffId: STAFF.staff, lines: [{ sku: 'LAMP-1', qty: 2 }] });
  const lineOf = async (orderNo: string) => {
    const a = (await orderStockRows(db(), orderNo)).allocations[0]!;
    return { detailId: a.itemId, allocId: a.id };
  };
  const dispatchedUnits = async () => {
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select coalesce(sum(qty), 0)::int as n from stock_reservations where status = 'dispatched'`,
    );
    return Number(row!.n);
  };

  it('gives the bin its units once: two orders each wanting two of its three, one is refused', async () => {
    for (let round = 0; round < 4; round++) {
      await resetBins(db());
      const [a, b] = [await lampOrder(), await lampOrder()];
      const [la, lb] = [await lineOf(a), await lineOf(b)];
      const answers = await Promise.all([
        sam.post(TAKE, { ...la, qtyTaken: '2', binTaken: 'AKL FLOOR' }),
        mere.post(TAKE, { ...lb, qtyTaken: '2', binTaken: 'AKL FLOOR' }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(answers.find((r) => r.statusCode === 422)!.json()).toEqual({
        success: false,
        msg: 'Qty taken should not be greater than 1',
      });
      // Two left the bin and the shop, not four; the other order still holds its two.
      expect(await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklFloor)).toEqual({ free: 6, alloc: 2, onHand: 8, bin: 1 });
      expect(await dispatchedUnits()).toBe(2);
      const taken = await Promise.all(
        [a, b].map(async (o) => (await orderStockRows(db(), o)).allocations[0]!.dispatched),
      );
      expect(taken.sort()).toEqual([0, 2]);
      await db().execute(sql`update stock_reservations set status = 'released' where status = 'dispatched'`);
    }
  });

  it('takes a line once when the same take is sent twice at once', async () => {
    for (let round = 0; round < 4; round++) {
      await resetBins(db());
      const orderNo = await lampOrder();
      const line = await lineOf(orderNo);
      const answers = await Promise.all([
        sam.post(TAKE, { ...line, qtyTaken: '2', binTaken: 'AKL A-01-1' }),
        mere.post(TAKE, { ...line, qtyTaken: '2', binTaken: 'AKL FLOOR' }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(answers.find((r) => r.statusCode === 422)!.json()).toEqual({
        success: false,
        msg: 'Qty taken should not be greater than 0',
      });
      const [floor, shelf] = [
        await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklFloor),
        await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklShelf),
      ];
      expect(floor.bin + shelf.bin).toBe(8);
      expect(floor).toMatchObject({ free: 8, alloc: 0, onHand: 8 });
      expect((await orderStockRows(db(), orderNo)).allocations[0]!.dispatched).toBe(2);
      expect(
        (await queryRows<{ status: string }>(db(), sql`select status from orders where order_no = ${orderNo}`))[0]!
          .status,
      ).toBe('completed');
      await db().execute(sql`update stock_reservations set status = 'released' where status = 'dispatched'`);
    }
  });
});
