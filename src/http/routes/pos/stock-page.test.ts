// A SKU's ledger (GET /pos/stock/ledger) and a manager's adjustment (POST /pos/stock/adjust) through the
// app, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: paging, the place filter, each kind's links,
// every reason, the PIN (missing, wrong, not a manager's, replayed), bad input on every field (4xx and
// nothing written), and the ledger adding up after each.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { changeOnHand, ledgerOutOfStep } from '../../../services/stock/stock.service.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { BINS, figuresAt, orderStockRows, placeDispatchOrder } from '../../../testing/dispatch-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS, PINS, STAFF } from '../../../testing/staff-fixture.ts';
import {
  ADJUST,
  LEDGER,
  approvalUsed,
  managerApproval,
  resetStockAndLedger,
  stockState,
} from '../../../testing/stock-page-fixture.ts';

const LAMP = 3;

describe.each(testDatabases())('the stock ledger and adjustments ($name)', (target) => {
  const { t, sam, mere } = usePosTestApp(target, { signIn: { sam: EMAILS.staff, mere: EMAILS.manager } });
  const db = () => t.handle.db;
  beforeEach(() => resetStockAndLedger(db()));

  const adjust = async (over: Record<string, unknown> = {}) =>
    sam.post(ADJUST, {
      sku: 'LAMP-1',
      location: 'AKL',
      bin: 'FLOOR',
      change: -1,
      reason: 'damaged',
      approval: await managerApproval(sam),
      ...over,
    });

  describe('GET /pos/stock/ledger', () => {
    it("answers a SKU's opening balance over every place, or one place, adding up to its figures", async () => {
      const all = await sam.get(`${LEDGER}?sku=LAMP-1`);
      expect(all.statusCode).toBe(200);
      const body = all.json();
      expect(body).toMatchObject({ success: true, onHand: 15, allocated: 0, total: 3, page: 1 });
      expect(body.rows.map((r: { location: string; bin: string }) => `${r.location} ${r.bin}`).sort()).toEqual([
        'AKL A-01-1',
        'AKL FLOOR',
        'CHC FLOOR',
      ]);
      expect(body.rows[0]).toMatchObject({ kind: 'opening', staff: null, order_no: null, po_no: null });
      const chc = (await sam.get(`${LEDGER}?sku=LAMP-1&location=chc`)).json();
      expect(chc).toMatchObject({ onHand: 5, allocated: 0, total: 1 });
      expect(chc.rows).toEqual([expect.objectContaining({ location: 'CHC', bin: 'FLOOR', on_hand_change: 5 })]);
    });

    it('pages 20 rows newest first, and each row says who and which order or purchase order', async () => {
      // 22 units in over 22 minutes, one a purchase order's, then an order allocated and taken now.
      await db().transaction(async (tx) => {
        for (let i = 0; i < 22; i++)
          await changeOnHand(
            tx,
            [
              {
                variantId: LAMP,
                locationCode: 'AKL',
                binId: BINS.aklShelf,
                change: 1,
                kind: i === 0 ? 'received' : 'adjusted',
                purchaseOrderId: i === 0 ? 1 : null,
                reason: i === 0 ? null : 'found',
                staffId: STAFF.manager,
                note: `move ${i}`,
              },
            ],
            { now: new Date(t.clock.now.getTime() - (30 - i) * 60_000) },
          );
      });
      const orderNo = await placeDispatchOrder(t, {
        browser: sam,
        staffId: STAFF.staff,
        lines: [{ sku: 'LAMP-1', qty: 2 }],
      });
      const line = (await orderStockRows(db(), orderNo)).allocations[0]!;
      t.clock.advance(60_000);
      const take = await sam.post('/pos/order/updateQTYTaken/', {
        detailId: line.itemId,
        allocId: line.id,
        qtyTaken: '1',
        binTaken: 'AKL FLOOR',
      });
      expect(take.statusCode).toBe(200);

      const first = (await sam.get(`${LEDGER}?sku=LAMP-1&location=AKL`)).json();
      // 2 opening + 22 moves + allocated + dispatched.
      expect(first).toMatchObject({ total: 26, page: 1, onHand: 31, allocated: 1 });
      expect(first.rows).toHaveLength(20);
      expect(first.rows[0]).toMatchObject({
        kind: 'dispatched',
        on_hand_change: -1,
        allocated_change: -1,
        bin: 'FLOOR',
        staff: 'Sam Staff',
        order_no: orderNo,
      });
      expect(first.rows[1]).toMatchObject({ kind: 'allocated', allocated_change: 2, order_no: orderNo, bin: null });
      expect(first.rows[2]).toMatchObject({
        kind: 'adjusted',
        reason: 'found',
        note: 'move 21',
        staff: 'Mere Manager',
      });
      const times = first.rows.map((r: { at: string }) => Date.parse(r.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      const second = (await sam.get(`${LEDGER}?sku=LAMP-1&location=AKL&page=2`)).json();
      expect(second.rows).toHaveLength(6);
      expect(second.rows[3]).toMatchObject({ kind: 'received', po_no: 'PO1', note: 'move 0' });
      expect(second.rows.slice(4).map((r: { kind: string }) => r.kind)).toEqual(['opening', 'opening']);
      const sum = [...first.rows, ...second.rows].reduce(
        (n: { on: number; al: number }, r: { on_hand_change: number; allocated_change: number }) => ({
          on: n.on + r.on_hand_change,
          al: n.al + r.allocated_change,
        }),
        { on: 0, al: 0 },
      );
      expect(sum).toEqual({ on: first.onHand, al: first.allocated });
      expect((await sam.get(`${LEDGER}?sku=LAMP-1&location=AKL&page=3`)).json()).toMatchObject({ total: 26, rows: [] });
      expect(await ledgerOutOfStep(db())).toEqual([]);
    });

    it('refuses an unknown SKU or place (404), bad input (422), and anyone not signed in (401)', async () => {
      const cases: [string, number, string][] = [
        ['sku=NOPE-1', 404, 'The SKU does not exist'],
        ['sku=LAMP-1&location=ZZZ', 404, 'The place does not exist'],
        ['', 422, ''],
        ['sku=%20', 422, ''],
        [`sku=${'A'.repeat(500)}`, 422, ''],
        ['sku=LAMP-1&page=0', 422, 'The page is a whole number from 1'],
        ['sku=LAMP-1&page=-1', 422, 'The page is a whole number from 1'],
        ['sku=LAMP-1&page=1.5', 422, 'The page is a whole number from 1'],
        ['sku=LAMP-1&page=abc', 422, 'The page is a whole number from 1'],
        ['sku=LAMP-1&page=99999999999', 422, ''],
        ['sku=LAMP-1&location=no%20such!', 422, 'Please choose a place'],
        ['sku=LAMP-1&location=AKL&location=CHC', 422, ''],
      ];
      for (const [query, status, msg] of cases) {
        const res = await sam.get(`${LEDGER}?${query}`);
        expect(res.statusCode, query).toBe(status);
        expect(res.json().success, query).toBe(false);
        if (msg) expect(res.json().msg, query).toBe(msg);
      }
      const stranger = await t.browser();
      expect((await stranger.get(`${LEDGER}?sku=LAMP-1`)).statusCode).toBe(401);
    });
  });

  describe('POST /pos/stock/adjust', () => {
    it('adjusts for each reason under a manager PIN: the bin, the place and one ledger row each, adding up', async () => {
      const before =
        (
          await queryRows<{ value: string }>(db(), sql`select value from app_settings where key = 'catalogue_version'`)
        )[0]?.value ?? '0';
      const steps = [
        { reason: 'damaged', change: -2, bin: 'FLOOR' },
        { reason: 'found', change: 3, bin: 'a-01-1' },
        { reason: 'sold_elsewhere', change: '-1', bin: 'FLOOR' },
        { reason: 'correction', change: '+4', bin: 'B-09' },
        { reason: 'other', change: 1, bin: 'FLOOR', note: 'Returned by the courier' },
      ];
      for (const step of steps) {
        const res = await adjust(step);
        expect(res.statusCode, JSON.stringify(step)).toBe(200);
      }
      // 10 at AKL: FLOOR 3-2-1+1 = 1, A-01-1 7+3 = 10, B-09 made with 4.
      expect(await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklFloor)).toEqual({ free: 15, alloc: 0, onHand: 15, bin: 1 });
      expect(await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklShelf)).toMatchObject({ bin: 10 });
      const [made] = await queryRows<{ qty: number }>(
        db(),
        sql`select bs.qty from bin_stock bs join bins b on b.id = bs.bin_id
            where b.location_code = 'AKL' and b.code = 'B-09' and bs.variant_id = ${LAMP}`,
      );
      expect(Number(made?.qty)).toBe(4);
      const rows = await queryRows<{
        kind: string;
        reason: string;
        on_hand_change: number;
        staff_id: number;
        note: string;
      }>(
        db(),
        sql`select kind, reason, on_hand_change, staff_id, note from stock_ledger where kind = 'adjusted' order by id`,
      );
      expect(rows.map((r) => [r.reason, Number(r.on_hand_change), Number(r.staff_id)])).toEqual([
        ['damaged', -2, STAFF.staff],
        ['found', 3, STAFF.staff],
        ['sold_elsewhere', -1, STAFF.staff],
        ['correction', 4, STAFF.staff],
        ['other', 1, STAFF.staff],
      ]);
      expect(rows[4]!.note).toBe('Returned by the courier');
      expect(await ledgerOutOfStep(db())).toEqual([]);
      const after = (
        await queryRows<{ value: string }>(db(), sql`select value from app_settings where key = 'catalogue_version'`)
      )[0]!.value;
      expect(Number(after) - Number(before)).toBe(5);
      const answer = (await adjust({ change: 2 })).json();
      expect(answer).toEqual({ success: true, msg: 'Adjusted +2 × LAMP-1 at AKL, bin FLOOR', free: 17, onHand: 17 });
    });

    it('never takes a place below what it has allocated, nor a bin below nothing', async () => {
      await placeDispatchOrder(t, { browser: sam, staffId: STAFF.staff, lines: [{ sku: 'LAMP-1', qty: 2 }] });
      const before = await stockState(db());
      const short = await adjust({ bin: 'A-01-1', change: -9 });
      expect(short.statusCode).toBe(409);
      expect(short.json()).toEqual({
        success: false,
        msg: 'AKL only has 8 stock',
        errors: [{ field: 'change', message: 'AKL only has 8 stock' }],
      });
      const bin = await adjust({ bin: 'FLOOR', change: -4 });
      expect(bin.statusCode).toBe(409);
      expect(bin.json().errors).toEqual([{ field: 'change', message: 'Bin FLOOR only has 3 stock' }]);
      expect(await stockState(db())).toBe(before);
      expect((await adjust({ bin: 'A-01-1', change: -7 })).statusCode).toBe(200);
      expect(await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklShelf)).toEqual({ free: 1, alloc: 2, onHand: 3, bin: 0 });
      expect(await ledgerOutOfStep(db())).toEqual([]);
    });

    it('needs a manager PIN approval for this: missing, wrong, a staff PIN, another action or a replay are 403', async () => {
      const before = await stockState(db());
      const body = { sku: 'LAMP-1', location: 'AKL', bin: 'FLOOR', change: -1, reason: 'damaged' };
      const refused = async (approval: unknown) => {
        const res = await sam.post(ADJUST, { ...body, ...(approval === undefined ? {} : { approval }) });
        expect(res.statusCode, String(approval)).toBe(403);
        expect(res.json()).toMatchObject({ success: false, msg: 'PIN approval required' });
      };
      await refused(undefined);
      await refused('');
      await refused('not-a-token');
      // Sam's own PIN does not approve a manager's action: check-pin refuses, and a token made for him does nothing.
      const own = await sam.post('/pos/check-pin', { pin: PINS.staff, type: 'stock_adjust', managerId: 0 });
      expect(own.statusCode).toBe(422);
      await refused(
        await issueApproval(db(), { staffId: STAFF.staff, approverId: STAFF.staff, type: 'stock_adjust' }, t.clock.now),
      );
      // A wrong manager PIN answers no approval.
      const wrong = await sam.post('/pos/check-pin', { pin: '9999', type: 'stock_adjust', managerId: STAFF.manager });
      expect(wrong.json().success).toBe(false);
      // A manager's approval of another action, or made for another staff member.
      const discount = await sam.post('/pos/check-pin', {
        pin: PINS.manager,
        type: 'discount',
        managerId: STAFF.manager,
      });
      await refused(discount.json().approval);
      await refused(await managerApproval(mere));
      // Spent once, then refused.
      const once = await managerApproval(sam);
      expect((await sam.post(ADJUST, { ...body, approval: once })).statusCode).toBe(200);
      const spent = await stockState(db());
      await refused(once);
      expect(await stockState(db())).toBe(spent);
      expect(spent).not.toBe(before);
      // Expired after two minutes.
      const late = await managerApproval(sam);
      t.clock.advance(3 * 60_000);
      await refused(late);
      expect(await ledgerOutOfStep(db())).toEqual([]);
    });

    it('refuses bad input on every field with its 4xx and the field, writing nothing and leaving the approval unused', async () => {
      const approval = await managerApproval(sam);
      const good = { sku: 'LAMP-1', location: 'AKL', bin: 'FLOOR', change: -1, reason: 'damaged', note: '', approval };
      const before = await stockState(db());
      const used = await approvalUsed(db());
      const cases: [Record<string, unknown>, number, string][] = [
        [{ sku: undefined }, 422, 'sku'],
        [{ sku: 42 }, 422, 'sku'],
        [{ sku: 'bad sku!' }, 422, 'sku'],
        [{ sku: 'X'.repeat(5000) }, 422, 'sku'],
        [{ sku: 'NOPE-1' }, 404, 'sku'],
        [{ sku: 'BUNDLE-1' }, 422, 'sku'],
        [{ location: undefined }, 422, 'location'],
        [{ location: ['AKL'] }, 422, 'location'],
        [{ location: 'ZZZ' }, 404, 'location'],
        [{ location: 'WEB' }, 422, 'location'],
        [{ bin: '' }, 422, 'bin'],
        [{ bin: 'no such bin!' }, 422, 'bin'],
        [{ bin: 'Z-99' }, 422, 'bin'],
        [{ bin: { code: 'FLOOR' } }, 422, 'bin'],
        [{ change: 0 }, 422, 'change'],
        [{ change: '0' }, 422, 'change'],
        [{ change: 'abc' }, 422, 'change'],
        [{ change: 1.5 }, 422, 'change'],
        [{ change: '1.5' }, 422, 'change'],
        [{ change: 1_000_000 }, 422, 'change'],
        [{ change: null }, 422, 'change'],
        [{ change: undefined }, 422, 'change'],
        [{ reason: undefined }, 422, 'reason'],
        [{ reason: 'stolen' }, 422, 'reason'],
        [{ reason: 'other', note: '' }, 422, 'note'],
        [{ reason: 'other', note: '   ' }, 422, 'note'],
        [{ note: 'n'.repeat(501) }, 422, 'note'],
        [{ note: 5 }, 422, 'note'],
        [{ approval: 'a'.repeat(300) }, 422, 'approval'],
      ];
      for (const [over, status, field] of cases) {
        const res = await sam.post(ADJUST, { ...good, ...over });
        const what = JSON.stringify(over).slice(0, 80);
        expect(res.statusCode, what).toBe(status);
        const answer = res.json();
        expect(answer.success, what).toBe(false);
        expect(
          answer.errors.map((e: { field: string }) => e.field),
          what,
        ).toContain(field);
        expect(answer.msg, what).toBe(answer.errors[0].message);
      }
      expect((await sam.post(ADJUST, 'not json', { 'content-type': 'application/json' })).statusCode).toBe(400);
      expect(await stockState(db())).toBe(before);
      expect(await approvalUsed(db())).toBe(used);
      // The same approval still works once the form is right: no refusal above used it.
      expect((await sam.post(ADJUST, good)).statusCode).toBe(200);
      expect(await approvalUsed(db())).toBe(used + 1);
      const stranger = await t.browser();
      expect((await stranger.post(ADJUST, good)).statusCode).toBe(401);
      const noToken = await sam.post(ADJUST, good, { 'x-csrf-token': '' });
      expect(noToken.statusCode).toBe(419);
    });
  });
});
