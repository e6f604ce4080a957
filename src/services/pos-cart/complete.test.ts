// Completing POS carts as orders through the services: the order keeps its allocation rows on its
// lines (from a place, a purchase order or a back order; a bundle's on its components), and two
// salespeople completing bundles that draw on the same last units: one order, one
// '{location} only has {free} stock', no figure below zero.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import { testDatabases } from '../../testing/databases.ts';
import { issueApproval } from '../staff/approvals.ts';
import { STAFF, insertStaffFixture } from '../../testing/staff-fixture.ts';
import { createPosAllocationService } from './allocations.ts';
import { createPosCartService } from './pos-cart.service.ts';

const NOW = new Date('2026-11-02T01:00:00Z');
const DISPATCH = '2026-11-05';
const ORIGIN = 'https://shop.kauri.test';
const staffMember = (id: number, firstname: string, role: SignedInStaff['role']): SignedInStaff => ({
  id,
  firstname,
  lastname: 'Staff',
  email: `${firstname.toLowerCase()}@kauri.test`,
  role,
  locationCode: 'AKL',
  branch: 'AKL',
  miniMenu: false,
});
const SAM = staffMember(STAFF.staff, 'Sam', 'staff');
const MERE = staffMember(STAFF.manager, 'Mere', 'manager');
// Fixture variants (src/testing/cart-fixture.ts): BUNDLE-1 is one SOFA-CHA and two LAMP-1.
const SOFA = 1;
const LAMP = 3;
const PO = 50;

type Allocation = {
  method: 'DEL' | 'COU' | 'PCK';
  from: string;
  to: string | null;
  qty: number;
  dispatchDate: string;
  confirmed: boolean;
  note: string;
};
const alloc = (over: Partial<Allocation> = {}): Allocation => ({
  method: 'DEL',
  from: 'AKL',
  to: null,
  qty: 1,
  dispatchDate: DISPATCH,
  confirmed: false,
  note: '',
  ...over,
});

describe.each(testDatabases())('completing POS orders ($name)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    // A purchase order that carries both the sofa and the lamp, and lets the sofa be back-ordered.
    await handle.db.execute(
      sql`insert into purchase_orders (id, po_number, supplier, status, dc1_eta) values (${PO}, 'PO-T50', 'Test supplier', 'open', '2026-12-01')`,
    );
    await handle.db.execute(
      sql`insert into purchase_order_lines (purchase_order_id, variant_id, qty) values (${PO}, ${SOFA}, 3), (${PO}, ${LAMP}, 4)`,
    );
  });
  afterAll(() => handle?.close());

  const db = () => handle.db;
  const cartService = () => createPosCartService(db(), { now: () => NOW });
  const allocations = () => createPosAllocationService(db(), { now: () => NOW });
  const stockAt = async (variantId: number, code: string) =>
    (
      await queryRows<{ free: number; alloc: number }>(
        db(),
        sql`select free, alloc from stock where variant_id = ${variantId} and location_code = ${code}`,
      )
    )[0]!;

  /** The staff member's open cart with these skus, a customer, and each (sku, sub-item sku) allocated as given. */
  async function readyCart(staff: SignedInStaff, skus: string[], allocate: [string, string, Allocation[]][]) {
    const cart = cartService();
    for (const sku of skus) await cart.addItem(staff, null, sku);
    await db().execute(
      sql`update carts set firstname = 'Aroha', lastname = 'Ngata', email = 'aroha@example.co.nz', mobile = '0215550101',
          address = '1 Jervois Road, Herne Bay, Auckland 1011', zip = '1011', acquisition = 'Walk in'
        where kind = 'pos' and staff_id = ${staff.id} and status = 'open'`,
    );
    for (const [lineSku, sku, entries] of allocate) {
      const [item] = await queryRows<{ id: number }>(
        db(),
        sql`select ci.id from cart_items ci join carts c on c.id = ci.cart_id join product_variants v on v.id = ci.variant_id
          where c.kind = 'pos' and c.staff_id = ${staff.id} and c.status = 'open' and v.sku = ${lineSku}`,
      );
      await allocations().saveAllocation(staff, { itemId: Number(item!.id), sku, allocations: entries });
    }
  }
  const completeOrder = async (staff: SignedInStaff) =>
    allocations().complete(staff, {
      orderNo: null,
      option: 'order',
      updateCus: false,
      origin: ORIGIN,
      approval: await issueApproval(db(), { staffId: staff.id, approverId: staff.id, type: 'order' }, NOW),
    });

  it('keeps the allocation rows on the order lines: place, purchase order, back order, bundle components', async () => {
    await readyCart(
      SAM,
      ['LAMP-1', 'BUNDLE-1'],
      [
        ['LAMP-1', 'LAMP-1', [alloc({ confirmed: true, note: 'Ring first' })]],
        ['BUNDLE-1', 'SOFA-CHA', [alloc({ method: 'PCK', from: 'BACK-ORDER', to: 'CHC' })]],
        [
          'BUNDLE-1',
          'LAMP-1',
          [
            alloc({ method: 'COU', from: String(PO) }),
            alloc({ method: 'PCK', from: 'CHC', to: 'CHC', note: 'Gate code 4821' }),
          ],
        ],
      ],
    );
    const lampAkl = await stockAt(LAMP, 'AKL');
    const lampChc = await stockAt(LAMP, 'CHC');
    const done = await completeOrder(SAM);
    expect(done).toMatchObject({ success: true, redirect: expect.stringMatching(/^\/pos\/order-detail\/P\d{6}$/) });

    const items = await queryRows<{ id: number; sku: string; group_code: number }>(
      db(),
      sql`select i.id, i.sku, i.group_code from order_items i join orders o on o.id = i.order_id where o.order_no = ${done.orderNo} order by i.id`,
    );
    const lampLine = items.find((i) => i.sku === 'LAMP-1' && i.group_code === -1)!.id;
    const bundleLine = items.find((i) => i.sku === 'BUNDLE-1')!.id;
    const sofaPart = items.find((i) => i.sku === 'SOFA-CHA' && i.group_code === bundleLine)!.id;
    const lampPart = items.find((i) => i.sku === 'LAMP-1' && i.group_code === bundleLine)!.id;
    const rows = await queryRows<Record<string, unknown>>(
      db(),
      sql`select a.order_item_id, a.variant_id, a.method, a.from_location, a.purchase_order_id, a.back_order, a.to_location, a.qty,
          a.qty_dispatched, a.dispatch_date::text as dispatch_date, a.confirmed, a.note
        from order_allocations a join orders o on o.id = a.order_id where o.order_no = ${done.orderNo} order by a.id`,
    );
    const row = {
      purchase_order_id: null,
      back_order: false,
      to_location: null,
      qty: 1,
      qty_dispatched: 0,
      dispatch_date: DISPATCH,
      confirmed: false,
      note: '',
    };
    expect(rows).toEqual([
      {
        ...row,
        order_item_id: lampLine,
        variant_id: LAMP,
        method: 'DEL',
        from_location: 'AKL',
        confirmed: true,
        note: 'Ring first',
      },
      {
        ...row,
        order_item_id: sofaPart,
        variant_id: SOFA,
        method: 'PCK',
        from_location: null,
        back_order: true,
        to_location: 'CHC',
      },
      { ...row, order_item_id: lampPart, variant_id: LAMP, method: 'COU', from_location: null, purchase_order_id: PO },
      {
        ...row,
        order_item_id: lampPart,
        variant_id: LAMP,
        method: 'PCK',
        from_location: 'CHC',
        to_location: 'CHC',
        note: 'Gate code 4821',
      },
    ]);
    // The stock went with them: free to allocated at each place, one unit counted on the purchase order, none for the back order.
    expect(await stockAt(LAMP, 'AKL')).toEqual({ free: lampAkl.free - 1, alloc: lampAkl.alloc + 1 });
    expect(await stockAt(LAMP, 'CHC')).toEqual({ free: lampChc.free - 1, alloc: lampChc.alloc + 1 });
    const [line] = await queryRows<{ qty_allocated: number }>(
      db(),
      sql`select qty_allocated from purchase_order_lines where purchase_order_id = ${PO} and variant_id = ${LAMP}`,
    );
    expect(line!.qty_allocated).toBe(1);
    const held = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from stock_reservations r join orders o on o.id = r.order_id where o.order_no = ${done.orderNo}`,
    );
    expect(held[0]!.n).toBe(3);
  });

  it('charges delivery for what is delivered: a bed allocated to be collected costs nothing, on the cart, the quote and the order', async () => {
    // A 2 cbm sofa ($1,299) delivered and a 1.5 cbm bed ($999) collected at Auckland: delivery $79 + 1 × $30, not $79 + 2.5 × $30.
    await readyCart(
      MERE,
      ['SOFA-CHA', 'BED-Q-OAK'],
      [
        ['SOFA-CHA', 'SOFA-CHA', [alloc()]],
        ['BED-Q-OAK', 'BED-Q-OAK', [alloc({ method: 'PCK', from: 'DC1', to: 'AKL' })]],
      ],
    );
    const shown = await cartService().get(MERE, null);
    expect(shown.cart.shippingcost).toBe('109.00');
    expect(shown.cart.grandtotal).toBe('2407.00');
    const quoted = await allocations().complete(MERE, {
      orderNo: null,
      option: 'quote',
      updateCus: false,
      origin: ORIGIN,
      approval: await issueApproval(db(), { staffId: MERE.id, approverId: MERE.id, type: 'quote' }, NOW),
    });
    const totalsOf = async (orderNo: string) =>
      (
        await queryRows<{ shipping_cents: number; grandtotal_cents: number }>(
          db(),
          sql`select shipping_cents, grandtotal_cents from orders where order_no = ${orderNo}`,
        )
      )[0];
    expect(await totalsOf(quoted.orderNo!)).toEqual({ shipping_cents: 10_900, grandtotal_cents: 240_700 });
    const ordered = await allocations().complete(MERE, {
      orderNo: quoted.orderNo!,
      option: 'order',
      updateCus: false,
      origin: ORIGIN,
      approval: await issueApproval(db(), { staffId: MERE.id, approverId: MERE.id, type: 'order' }, NOW),
    });
    expect(ordered.orderNo).toBe(quoted.orderNo);
    expect(await totalsOf(ordered.orderNo!)).toEqual({ shipping_cents: 10_900, grandtotal_cents: 240_700 });
  });

  it('two salespeople completing bundles with the last lamps: one order, one refusal, never negative', async () => {
    // Each bundle needs two lamps; Christchurch has two, and two sofas are free in Auckland.
    await db().execute(
      sql`update stock set free = 2, alloc = 0, on_hand = 2 where variant_id = ${LAMP} and location_code = 'CHC'`,
    );
    await db().execute(
      sql`update stock set free = 2, alloc = 0, on_hand = 2 where variant_id = ${SOFA} and location_code = 'AKL'`,
    );
    for (const staff of [SAM, MERE]) {
      await readyCart(
        staff,
        ['BUNDLE-1'],
        [
          ['BUNDLE-1', 'SOFA-CHA', [alloc()]],
          ['BUNDLE-1', 'LAMP-1', [alloc({ from: 'CHC', qty: 2 })]],
        ],
      );
    }
    const ordersBefore = (
      await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from orders where kind = 'order'`)
    )[0]!.n;
    const results = await Promise.allSettled([completeOrder(SAM), completeOrder(MERE)]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(Refusal);
    expect(lost[0]!.reason).toMatchObject({ status: 409, message: 'CHC only has 0 stock' });
    expect(
      (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from orders where kind = 'order'`))[0]!.n,
    ).toBe(ordersBefore + 1);
    // Only the winner's units moved: the loser's sofa is still free.
    expect(await stockAt(LAMP, 'CHC')).toEqual({ free: 0, alloc: 2 });
    expect(await stockAt(SOFA, 'AKL')).toEqual({ free: 1, alloc: 1 });
    expect(await queryRows(db(), sql`select 1 from stock where free < 0 or alloc < 0`)).toEqual([]);
    const loser = results[0]!.status === 'rejected' ? SAM : MERE;
    const [open] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from carts where kind = 'pos' and staff_id = ${loser.id} and status = 'open' and order_id is null`,
    );
    expect(open!.n).toBe(1);
  });
});
