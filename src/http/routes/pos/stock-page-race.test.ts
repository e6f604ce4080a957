// A manager's adjustment out of a bin while a salesperson takes an order's units out of the same bin
// (Taking now): both lock the place's stock row, then the bin's row, in the stock module's one order,
// so the second waits for the first and decides on what it left. The bin and the place never go below
// zero, the ledger still adds up, and when the bin cannot give both, exactly one is refused. Run on
// PostgreSQL only, where a pool of connections really runs the two at once.
import { describe, expect, it } from 'vitest';
import { ledgerOutOfStep } from '../../../services/stock/stock.service.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { BINS, figuresAt, orderStockRows, placeDispatchOrder } from '../../../testing/dispatch-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';
import { ADJUST, managerApproval, resetStockAndLedger } from '../../../testing/stock-page-fixture.ts';

const TAKE = '/pos/order/updateQTYTaken/';

const postgres = testDatabases().find((d) => d.name === 'postgres');

describe.skipIf(!postgres)('an adjustment while Taking now takes from the same bin (postgres)', () => {
  const { t, sam, mere } = usePosTestApp(postgres!, { signIn: { sam: EMAILS.staff, mere: EMAILS.manager } });
  const db = () => t.handle.db;

  /** A lamp order allocated 2 at AKL (the FLOOR bin holds 3), and a manager's approval ready. */
  const ready = async () => {
    await resetStockAndLedger(db());
    const orderNo = await placeDispatchOrder(t, {
      browser: sam,
      staffId: STAFF.staff,
      lines: [{ sku: 'LAMP-1', qty: 2 }],
    });
    const a = (await orderStockRows(db(), orderNo)).allocations[0]!;
    return { orderNo, line: { detailId: a.itemId, allocId: a.id }, approval: await managerApproval(mere) };
  };
  const both = (line: { detailId: number; allocId: number }, approval: string, change: number) =>
    Promise.all([
      sam.post(TAKE, { ...line, qtyTaken: '2', binTaken: 'AKL FLOOR' }),
      mere.post(ADJUST, { sku: 'LAMP-1', location: 'AKL', bin: 'FLOOR', change, reason: 'damaged', approval }),
    ]);

  it('refuses one of the two when the bin cannot give both, and never goes below zero', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const { orderNo, line, approval } = await ready();
      const [take, adjust] = await both(line, approval, -2);
      const statuses = [take.statusCode, adjust.statusCode];
      expect(
        statuses.filter((s) => s === 200),
        JSON.stringify([take.json(), adjust.json()]),
      ).toHaveLength(1);
      const floor = await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklFloor);
      if (take.statusCode === 200) {
        outcomes.add('taken first');
        expect(adjust.statusCode).toBe(409);
        expect(adjust.json().msg).toBe('Bin FLOOR only has 1 stock');
        expect(floor).toEqual({ free: 8, alloc: 0, onHand: 8, bin: 1 });
        expect((await orderStockRows(db(), orderNo)).allocations[0]!.dispatched).toBe(2);
      } else {
        outcomes.add('adjusted first');
        expect(take.statusCode).toBe(422);
        expect(take.json().msg).toBe('Qty taken should not be greater than 1');
        expect(floor).toEqual({ free: 6, alloc: 2, onHand: 8, bin: 1 });
        expect((await orderStockRows(db(), orderNo)).allocations[0]!.dispatched).toBe(0);
      }
      expect(await ledgerOutOfStep(db())).toEqual([]);
    }
    // Either may win the race; what matters is that each outcome leaves the figures right.
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('lets both through when the bin has enough, and counts each once', async () => {
    for (let round = 0; round < 6; round++) {
      const { orderNo, line, approval } = await ready();
      const [take, adjust] = await both(line, approval, -1);
      expect([take.statusCode, adjust.statusCode], `${take.body} ${adjust.body}`).toEqual([200, 200]);
      expect(await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklFloor)).toEqual({ free: 7, alloc: 0, onHand: 7, bin: 0 });
      expect((await orderStockRows(db(), orderNo)).allocations[0]!.dispatched).toBe(2);
      expect(await ledgerOutOfStep(db())).toEqual([]);
    }
  });

  it('never takes the place below what it has allocated while the order is taken', async () => {
    for (let round = 0; round < 6; round++) {
      const { line, approval } = await ready();
      // 8 free at AKL, 2 allocated: taking the whole shelf and more than the free units cannot both be had.
      const [take, adjust] = await Promise.all([
        sam.post(TAKE, { ...line, qtyTaken: '2', binTaken: 'AKL FLOOR' }),
        mere.post(ADJUST, {
          sku: 'LAMP-1',
          location: 'AKL',
          bin: 'A-01-1',
          change: -9,
          reason: 'correction',
          approval,
        }),
      ]);
      expect(take.statusCode).toBe(200);
      expect(adjust.statusCode).toBe(409);
      expect(adjust.json().msg).toBe('AKL only has 8 stock');
      expect(await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklShelf)).toEqual({ free: 8, alloc: 0, onHand: 8, bin: 7 });
      expect(await ledgerOutOfStep(db())).toEqual([]);
    }
  });
});
