// Cancel and restore racing (specs/pos.md "Must hold": concurrent cancel and restore of one order leave
// stock exactly as one of them would). Each action locks the order row first, then the stock rows in
// the stock module's order, so the second waits and sees the first's result. On PostgreSQL the
// requests really run at once (a pool of connections); PGlite runs them one after the other.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { stockAt } from '../../../testing/order-fixture.ts';
import { approvalFor, orderHolds, placeListedOrder } from '../../../testing/order-list-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { STAFF } from '../../../testing/staff-fixture.ts';

describe.each(testDatabases())('cancel and restore racing ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);

  const db = () => t.handle.db;
  const act = async (what: 'order-cancel' | 'order-restore', orderNo: string) => {
    const type = what === 'order-cancel' ? 'order_cancel' : 'order_restore';
    return sam.get(`/pos/${what}/${orderNo}?approval=${await approvalFor(t, STAFF.staff, type)}`);
  };
  /** Free + allocated is what AKL has; allocated is exactly what held reservations keep there. */
  const consistent = async (sku: string, onHand: number) => {
    const figures = await stockAt(t, sku, 'AKL');
    const [held] = await queryRows<{ n: number }>(
      db(),
      sql`select coalesce(sum(r.qty), 0)::int as n from stock_reservations r join product_variants v on v.id = r.variant_id
        where v.sku = ${sku} and r.location_code = 'AKL' and r.status = 'held'`,
    );
    expect(figures.free + figures.alloc).toBe(onHand);
    expect(figures.alloc).toBe(Number(held!.n));
    return figures;
  };

  it('leaves the order and its stock as one of the two would, every time', async () => {
    const orderNo = await placeListedOrder(t, {
      browser: sam,
      staffId: STAFF.staff,
      lines: [{ sku: 'LAMP-1', qty: 3 }],
    });
    const ends = new Set<string>();
    for (let round = 0; round < 12; round++) {
      // Either may reach the order first: the order they are fired in changes every round.
      const [cancel, restore] =
        round % 2 === 0
          ? await Promise.all([act('order-cancel', orderNo), act('order-restore', orderNo)])
          : (await Promise.all([act('order-restore', orderNo), act('order-cancel', orderNo)])).reverse();
      const holds = await orderHolds(db(), orderNo);
      const figures = await consistent('LAMP-1', 10);
      // Pending with its three lamps held, or cancelled with none: never half of each.
      if (holds.status === 'pending') {
        expect(holds.held).toBe(3);
        expect(figures.alloc).toBe(3);
      } else {
        expect(holds).toEqual({ status: 'locked', held: 0 });
        expect(figures.alloc).toBe(0);
      }
      // Each call either did its change or was refused with the conflict it met.
      for (const res of [cancel!, restore!]) expect([200, 409]).toContain(res.statusCode);
      expect(cancel!.statusCode === 200 || restore!.statusCode === 200).toBe(true);
      ends.add(holds.status);
    }
    // Both ends were seen (on PGlite the first fired is the first served).
    if (target.name === 'pglite') expect([...ends].sort()).toEqual(['locked', 'pending']);
  });

  it('restores one order once when two restores of it race, and cancels it once when two cancels do', async () => {
    const orderNo = await placeListedOrder(t, {
      browser: sam,
      staffId: STAFF.staff,
      lines: [{ sku: 'LAMP-1', qty: 2 }],
    });
    for (let round = 0; round < 6; round++) {
      const cancels = await Promise.all([act('order-cancel', orderNo), act('order-cancel', orderNo)]);
      expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await orderHolds(db(), orderNo)).toEqual({ status: 'locked', held: 0 });
      const restores = await Promise.all([act('order-restore', orderNo), act('order-restore', orderNo)]);
      expect(restores.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(restores.find((r) => r.statusCode === 409)!.json()).toEqual({
        success: false,
        msg: 'Only a cancelled order can be restored',
      });
      // Its two lamps taken once, not twice.
      expect(await orderHolds(db(), orderNo)).toEqual({ status: 'pending', held: 2 });
      await consistent('LAMP-1', 10);
    }
    expect((await act('order-cancel', orderNo)).statusCode).toBe(200);
  });

  it('gives the last unit to one of two restores racing for it; the other is refused', async () => {
    // Two orders of one sofa each (AKL has two), both cancelled; then one sofa goes to a third order.
    const place = () =>
      placeListedOrder(t, { browser: sam, staffId: STAFF.staff, lines: [{ sku: 'SOFA-CHA', qty: 1 }] });
    const [a, b] = [await place(), await place()];
    for (const orderNo of [a, b]) expect((await act('order-cancel', orderNo)).statusCode).toBe(200);
    await place();
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all([act('order-restore', a), act('order-restore', b)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({
        success: false,
        msg: 'AKL only has 0 stock',
      });
      const states = [await orderHolds(db(), a), await orderHolds(db(), b)];
      expect(states.map((s) => s.status).sort()).toEqual(['locked', 'pending']);
      expect(await consistent('SOFA-CHA', 2)).toEqual({ free: 0, alloc: 2 });
      // Back to both cancelled for the next round.
      const winner = states[0]!.status === 'pending' ? a : b;
      expect((await act('order-cancel', winner)).statusCode).toBe(200);
    }
  });
});
