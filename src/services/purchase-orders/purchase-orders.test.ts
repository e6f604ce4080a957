// Purchase orders over the seeded shop, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: raising one
// (and every kind of bad form refused with nothing written), receiving it in part and in whole into
// bins (what orders were promised becoming held at the place, oldest order first, their salespeople
// reminded), closing short and cancelling (the orders back on back order). The ledger adds up after each.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoRaiseDraft } from '../../contract/purchase-orders.ts';
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
  stockOf,
  variantPicker,
} from '../../testing/checkout-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { SIGNED_IN } from '../../testing/staff-fixture.ts';
import { ledgerOutOfStep, reserveStock } from '../stock/stock.service.ts';
import { createPurchaseOrderService } from './purchase-orders.service.ts';

const mere = SIGNED_IN.mere as SignedInStaff;
const sam = SIGNED_IN.sam as SignedInStaff;
const lucy: SignedInStaff = { ...sam, id: 5, firstname: 'Lucy', role: 'staff', locationCode: 'CHC', branch: 'CHC' };

describe.each(testDatabases())('purchase orders on $name', (target) => {
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

  const draft = (over: Partial<Record<keyof PoRaiseDraft, unknown>> = {}): PoRaiseDraft =>
    poRaiseRequest.parse({ supplier: 'Hauraki Joinery', eta: '2026-04-01', allowBackOrder: 1, lines: [], ...over });
  const receiveAsk = (poNumber: string, lines: { sku: string; qty: number | string; bin: string }[]) =>
    poReceiveRequest.parse({ poNumber, lines });
  const refusalOf = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      if (err instanceof Refusal) return { status: err.status, msg: err.msg, ...err.extra };
      throw err;
    }
    throw new Error('not refused');
  };
  const written = async () =>
    (
      await queryRows<{ pos: number; lines: number; ledger: number; bins: number; activity: number }>(
        db,
        sql`select (select count(*) from purchase_orders)::int as pos, (select count(*) from purchase_order_lines)::int as lines,
          (select count(*) from stock_ledger)::int as ledger, (select count(*) from bins)::int as bins,
          (select count(*) from activity_log)::int as activity`,
      )
    )[0];
  const held = (orderId: number) =>
    queryRows<{ location_code: string | null; purchase_order_id: number | null; qty: number; status: string }>(
      db,
      sql`select location_code, purchase_order_id, qty, status from stock_reservations where order_id = ${orderId} order by id`,
    );
  const lineOf = async (poNumber: string) => (await service().get(mere, poNumber)).lines[0]!;
  /** An order promised `qty` units of the variant, which has no free stock: from the purchase order. */
  const promise = async (v: ShopVariant, qty: number, salesperson: number | null = null) => {
    const orderId = await blankOrder(db);
    if (salesperson) await db.execute(sql`update orders set staff_id = ${salesperson} where id = ${orderId}`);
    await db.transaction((tx) =>
      reserveStock(tx, {
        orderId,
        island: 'North Island',
        lines: [{ orderItemId: null, variantId: v.id, name: v.name, qty, shipmethod: 'DEL', pickLocation: null }],
      }),
    );
    return orderId;
  };
  const orderNoOf = async (orderId: number) =>
    (await queryRows<{ order_no: string }>(db, sql`select order_no from orders where id = ${orderId}`))[0]!.order_no;

  it('raises one with the next number, its lines and its place; only a manager', async () => {
    const [a, b] = [await nextVariant(), await nextVariant()];
    const first = await service().raise(
      mere,
      draft({
        lines: [
          { sku: a.sku.toLowerCase(), qty: 4 },
          { sku: b.sku, qty: '2' },
        ],
        note: 'Container 7',
      }),
    );
    expect(first).toMatch(/^PO-\d{5}$/);
    const second = await service().raise(mere, draft({ lines: [{ sku: a.sku, qty: 1 }], locationCode: 'akl' }));
    expect(Number(second.slice(3))).toBe(Number(first.slice(3)) + 1);
    const po = await service().get(sam, first);
    expect(po).toMatchObject({
      supplier: 'Hauraki Joinery',
      locationCode: 'DC1',
      eta: '2026-04-01',
      status: 'open',
      note: 'Container 7',
    });
    expect(po.lines.map((l) => [l.sku, l.ordered, l.toCome, l.received])).toEqual(
      [
        [a.sku, 4, 4, 0],
        [b.sku, 2, 2, 0],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    expect(po.mayChange).toBe(false);
    expect((await service().get(mere, first)).mayChange).toBe(true);
    expect((await service().get(sam, second)).locationCode).toBe('AKL');
    const before = await written();
    expect(await refusalOf(() => service().raise(sam, draft({ lines: [{ sku: a.sku, qty: 1 }] })))).toMatchObject({
      status: 403,
    });
    expect(await written()).toEqual(before);
  });

  it('refuses a bad form with every problem by field, writing nothing', async () => {
    const v = await nextVariant();
    const [bundle] = await queryRows<{ sku: string }>(
      db,
      sql`select v.sku from product_variants v join products p on p.id = v.product_id where p.is_bundle limit 1`,
    );
    const before = await written();
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [{ sku: 'NO-SUCH-SKU', qty: 1 }] }, 'lines.0.sku'],
      [{ lines: [{ sku: bundle!.sku, qty: 1 }] }, 'lines.0.sku'],
      [{ lines: [{ sku: v.sku, qty: 0 }] }, 'lines.0.qty'],
      [
        {
          lines: [
            { sku: v.sku, qty: 1 },
            { sku: v.sku.toLowerCase(), qty: 2 },
          ],
        },
        'lines.1.sku',
      ],
      [{ lines: [{ sku: v.sku, qty: 1 }], eta: '2026-03-01' }, 'eta'],
      [{ lines: [{ sku: v.sku, qty: 1 }], supplier: '  ' }, 'supplier'],
      [{ lines: [{ sku: v.sku, qty: 1 }], locationCode: 'WEB' }, 'locationCode'],
      [{ lines: [] }, 'lines'],
    ];
    for (const [over, field] of cases) {
      const refused = await refusalOf(() => service().raise(mere, draft(over)));
      expect(refused.status, field).toBe(422);
      expect((refused as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
    }
    for (const bad of [
      { supplier: 'x'.repeat(5000), eta: '2026-04-01', lines: [] },
      { supplier: 'A', eta: 'tomorrow', lines: [] },
      { supplier: 'A', eta: '2026-02-30', lines: [] },
      { supplier: 'A', eta: '2026-04-01', lines: 'x' },
      { supplier: 'A', eta: '2026-04-01', lines: [{ sku: v.sku, qty: -1 }] },
      { supplier: 'A', eta: '2026-04-01', lines: [{ sku: v.sku, qty: 1.5 }] },
      { supplier: 1, eta: '2026-04-01', lines: [] },
    ])
      expect(poRaiseRequest.safeParse(bad).success).toBe(false);
    expect(await written()).toEqual(before);
  });

  it('receives in part: the orders promised units get them held at the place, oldest first; the rest comes later', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, {});
    const poNumber = await service().raise(mere, draft({ locationCode: 'AKL', lines: [{ sku: v.sku, qty: 5 }] }));
    const older = await promise(v, 2, 3);
    const newer = await promise(v, 2, 2);
    expect((await lineOf(poNumber)).allocated).toBe(4);

    expect(await service().receive(sam, receiveAsk(poNumber, [{ sku: v.sku, qty: 3, bin: 'r-01' }]))).toBe(3);
    expect((await stockOf(db, v.id)).AKL).toEqual({ free: 0, alloc: 3, onHand: 3 });
    expect(await held(older)).toEqual([{ location_code: 'AKL', purchase_order_id: null, qty: 2, status: 'held' }]);
    const newerHeld = await held(newer);
    expect(newerHeld).toHaveLength(2);
    expect(newerHeld).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location_code: null, qty: 1, status: 'held' }),
        { location_code: 'AKL', purchase_order_id: null, qty: 1, status: 'held' },
      ]),
    );
    const line = await lineOf(poNumber);
    expect(line).toMatchObject({ ordered: 5, received: 3, toCome: 2, allocated: 1 });
    expect((await service().get(mere, poNumber)).status).toBe('open');
    expect(await ledgerOutOfStep(db, [v.id])).toEqual([]);
    const [bin] = await queryRows<{ qty: number }>(
      db,
      sql`select bs.qty from bin_stock bs join bins b on b.id = bs.bin_id
          where b.location_code = 'AKL' and b.code = 'R-01' and bs.variant_id = ${v.id}`,
    );
    expect(Number(bin!.qty)).toBe(3);
    const ledger = await queryRows<{
      kind: string;
      on_hand_change: number;
      allocated_change: number;
      order_id: number | null;
    }>(
      db,
      sql`select kind, on_hand_change, allocated_change, order_id from stock_ledger
          where variant_id = ${v.id} and kind in ('received', 'allocated') and location_code = 'AKL' order by id`,
    );
    expect(ledger.map((r) => [r.kind, Number(r.on_hand_change), Number(r.allocated_change), r.order_id])).toEqual([
      ['received', 3, 0, null],
      ['allocated', 0, 2, older],
      ['allocated', 0, 1, newer],
    ]);
    // The salesperson of each order is reminded, in the shop's words; the order's history has it.
    const [reminder] = await queryRows<{ description: string }>(
      db,
      sql`select a.description from activity_reminders r join activity_log a on a.id = r.activity_id
          where r.staff_id = 3 and a.order_id = ${older}`,
    );
    expect(reminder!.description).toBe(`2 × ${v.name} for order ${await orderNoOf(older)} arrived at Auckland`);

    // The rest arrives: nothing left to come, the purchase order is received.
    await service().receive(mere, receiveAsk(poNumber, [{ sku: v.sku, qty: '2', bin: 'R-02' }]));
    expect((await service().get(mere, poNumber)).status).toBe('received');
    expect((await stockOf(db, v.id)).AKL).toEqual({ free: 1, alloc: 4, onHand: 5 });
    expect((await held(newer)).filter((r) => r.status === 'held').every((r) => r.location_code === 'AKL')).toBe(true);
    expect(await lineOf(poNumber)).toMatchObject({ ordered: 5, received: 5, toCome: 0, allocated: 0 });
    expect(await ledgerOutOfStep(db, [v.id])).toEqual([]);
    expect(
      await refusalOf(() => service().receive(mere, receiveAsk(poNumber, [{ sku: v.sku, qty: 1, bin: 'R-02' }]))),
    ).toMatchObject({
      status: 409,
    });
  });

  it('refuses a bad receipt before writing anything: too many, another SKU, no bin, the wrong place', async () => {
    const [v, other] = [await nextVariant(), await nextVariant()];
    const poNumber = await service().raise(mere, draft({ locationCode: 'AKL', lines: [{ sku: v.sku, qty: 2 }] }));
    const before = await written();
    const cases: [SignedInStaff, { sku: string; qty: number; bin: string }[], number, string | undefined][] = [
      [sam, [{ sku: v.sku, qty: 3, bin: 'A-1' }], 409, 'lines.0.qty'],
      [sam, [{ sku: other.sku, qty: 1, bin: 'A-1' }], 422, 'lines.0.sku'],
      [sam, [{ sku: v.sku, qty: 1, bin: '' }], 422, 'lines.0.bin'],
      [sam, [{ sku: v.sku, qty: 1, bin: 'no good!' }], 422, 'lines.0.bin'],
      [sam, [{ sku: v.sku, qty: 0, bin: 'A-1' }], 422, 'lines'],
      [lucy, [{ sku: v.sku, qty: 1, bin: 'A-1' }], 403, undefined],
    ];
    for (const [who, lines, status, field] of cases) {
      const refused = await refusalOf(() => service().receive(who, receiveAsk(poNumber, lines)));
      expect(refused.status, JSON.stringify(lines)).toBe(status);
      if (field)
        expect((refused as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
    }
    expect(
      await refusalOf(() => service().receive(sam, receiveAsk('PO-99999', [{ sku: v.sku, qty: 1, bin: 'A' }]))),
    ).toMatchObject({
      status: 404,
    });
    expect(await written()).toEqual(before);
    expect(await lineOf(poNumber)).toMatchObject({ toCome: 2, received: 0 });
  });

  it('edits the date and lines while open: never below what arrived and what orders were promised', async () => {
    const [v, w] = [await nextVariant(), await nextVariant()];
    await setStock(db, v.id, {});
    const poNumber = await service().raise(mere, draft({ lines: [{ sku: v.sku, qty: 4 }] }));
    await promise(v, 3);
    const next = async () =>
      (
        await queryRows<{ d: string | null }>(
          db,
          sql`select next_arrival::text as d from variant_arrivals where variant_id = ${v.id}`,
        )
      )[0]?.d;
    // One of its four is not promised yet: the shopper's next arrival is this purchase order's date.
    expect(await next()).toBe('2026-04-01');
    const saved = await service().save(mere, {
      poNumber,
      supplier: 'Kauri Mills',
      eta: '2026-05-20',
      allowBackOrder: true,
      note: '',
      lines: [
        { sku: v.sku, qty: 6 },
        { sku: w.sku, qty: 2 },
      ],
    });
    expect(saved).toMatchObject({ supplier: 'Kauri Mills', eta: '2026-05-20' });
    expect(saved.lines.find((l) => l.sku === v.sku)).toMatchObject({ ordered: 6, allocated: 3 });
    expect(saved.lines.find((l) => l.sku === w.sku)).toMatchObject({ ordered: 2 });
    expect(await next()).toBe('2026-05-20');
    const base = { poNumber, supplier: 'Kauri Mills', eta: '2026-05-20', allowBackOrder: true, note: '' };
    const before = await written();
    expect(await refusalOf(() => service().save(mere, { ...base, lines: [{ sku: v.sku, qty: 2 }] }))).toMatchObject({
      status: 422,
      errors: [{ field: 'lines.0.qty' }],
    });
    expect(await refusalOf(() => service().save(mere, { ...base, eta: '2026-03-01', lines: [] }))).toMatchObject({
      status: 422,
    });
    expect(await refusalOf(() => service().save(sam, { ...base, lines: [] }))).toMatchObject({ status: 403 });
    expect(await refusalOf(() => service().save(mere, { ...base, poNumber: 'PO-99999', lines: [] }))).toMatchObject({
      status: 404,
    });
    expect(await written()).toEqual(before);
    expect((await service().get(mere, poNumber)).lines.find((l) => l.sku === v.sku)).toMatchObject({ ordered: 6 });
  });

  it('closes short: what will not arrive puts its orders back on back order, told and reminded', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, {});
    const poNumber = await service().raise(mere, draft({ locationCode: 'AKL', lines: [{ sku: v.sku, qty: 4 }] }));
    const first = await promise(v, 1, 3);
    const second = await promise(v, 2, 3);
    await service().receive(sam, receiveAsk(poNumber, [{ sku: v.sku, qty: 1, bin: 'C-1' }]));
    expect(await refusalOf(() => service().cancel(mere, poNumber))).toMatchObject({ status: 409 });
    expect(await refusalOf(() => service().close(sam, poNumber))).toMatchObject({ status: 403 });
    await service().close(mere, poNumber);
    const po = await service().get(mere, poNumber);
    expect(po).toMatchObject({ status: 'closed', waiting: [] });
    expect(po.lines[0]).toMatchObject({ toCome: 3, received: 1, allocated: 0 });
    expect(await held(first)).toEqual([{ location_code: 'AKL', purchase_order_id: null, qty: 1, status: 'held' }]);
    expect((await held(second)).map((r) => r.status)).toEqual(['released']);
    const [told] = await queryRows<{ description: string }>(
      db,
      sql`select a.description from activity_reminders r join activity_log a on a.id = r.activity_id
          where r.staff_id = 3 and a.order_id = ${second}`,
    );
    expect(told!.description).toBe(
      `2 × ${v.name} for order ${await orderNoOf(second)} will not arrive on ${poNumber}: back on back order`,
    );
    expect(await refusalOf(() => service().close(mere, poNumber))).toMatchObject({ status: 409 });
    expect(await ledgerOutOfStep(db, [v.id])).toEqual([]);
  });

  it('cancels one nothing of which arrived', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, {});
    const poNumber = await service().raise(mere, draft({ lines: [{ sku: v.sku, qty: 2 }] }));
    const orderId = await promise(v, 2);
    await service().cancel(mere, poNumber);
    expect((await service().get(mere, poNumber)).status).toBe('cancelled');
    expect((await held(orderId)).map((r) => r.status)).toEqual(['released']);
    expect(await ledgerOutOfStep(db, [v.id])).toEqual([]);
  });

  it('lists by tab, finds by number, supplier and SKU, overdue first', async () => {
    const v = await nextVariant();
    const late = await service().raise(mere, draft({ supplier: 'Late Timber Co', lines: [{ sku: v.sku, qty: 1 }] }));
    // Overdue: its date passed while it stayed open.
    await db.execute(sql`update purchase_orders set dc1_eta = '2026-02-01' where po_number = ${late}`);
    const open = await service().list(mere, { status: 'open', q: '', page: 1 });
    expect(open.rows[0]).toMatchObject({ poNumber: late, overdue: true });
    expect(open.rows.every((r) => r.status === 'open')).toBe(true);
    expect(
      (await service().list(mere, { status: 'all', q: 'late timber', page: 1 })).rows.map((r) => r.poNumber),
    ).toEqual([late]);
    expect((await service().list(mere, { status: 'all', q: late, page: 1 })).total).toBe(1);
    expect((await service().list(mere, { status: 'all', q: v.sku, page: 1 })).rows.map((r) => r.poNumber)).toContain(
      late,
    );
    const received = await service().list(mere, { status: 'received', q: '', page: 1 });
    expect(received.rows.every((r) => r.status === 'received')).toBe(true);
    expect((await service().list(mere, { status: 'all', q: '%', page: 1 })).total).toBe(0);
  });
});
