// Card terminal A's calls on the simulator (specs/pos.md "Card terminal integration A"): the stations,
// start, the polled status and the two buttons, every word; bad input 4xx writing nothing; one
// transaction per station held by the database (two starts at once: one wins); a line paid exactly
// once however often its final status is polled or replayed; Approve Refund on a line of type 2.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { SIM_STATIONS } from '../../../integrations/terminals/simulator.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { linesOf, orderRow, placeOrderToPay } from '../../../testing/order-payment-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { STAFF } from '../../../testing/staff-fixture.ts';

const [S1, S2] = SIM_STATIONS.map((s) => s.id) as [string, string];

describe.each(testDatabases())('card terminal A calls ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);
  beforeAll(async () => {
    await t.handle.db.execute(
      sql`update stock set free = 500, on_hand = 500 where location_code = 'AKL' and variant_id = (select id from product_variants where sku = 'LAMP-1')`,
    );
  });

  /** A pending order with one veftpos line of this amount (and, when asked, a second line for the rest). */
  async function orderWithLine(amount: string) {
    const o = await placeOrderToPay(t, {
      browser: sam,
      staffId: STAFF.staff,
      payments: [{ gateway: 'veftpos', amount }],
    });
    const [line] = await linesOf(t, o.orderId);
    return { ...o, lineId: line!.id };
  }
  const start = (orderNo: string, option: number, station = S1, type = 'purchase') =>
    sam.post('/pos/hit/start', { option, station, type, orderNo });
  const status = (orderNo: string, option: number, station = S1) =>
    sam.post('/pos/hit/getStatus', { option, orderNo, station });
  const button = (orderNo: string, btn: string, val: string, station = S1) =>
    sam.post('/pos/hit/button', { btn, val, orderNo, station });
  const refused = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() });
  const history = async (orderId: number) =>
    (
      await queryRows<{ description: string }>(
        t.handle.db,
        sql`select description from activity_log where order_id = ${orderId} and event = 'order-activity' order by id`,
      )
    ).map((r) => r.description);

  it('lists the stations, and answers 401 without a staff session', async () => {
    const res = await sam.get('/pos/hit/getStations');
    expect(res.json()).toEqual({ success: true, stations: SIM_STATIONS });
    const nobody = await t.browser();
    expect((await nobody.get('/pos/hit/getStations')).statusCode).toBe(401);
    expect(
      (await nobody.post('/pos/hit/start', { option: 1, station: S1, type: 'purchase', orderNo: 'x' })).statusCode,
    ).toBe(401);
  });

  it('takes an approved purchase: running lines, then final 00, the line paid and the order paid', async () => {
    const o = await place('all');
    // The start answers the terminal's first display, as the status call does, with the amount asked.
    expect((await start(o.orderNo, o.lineId)).json()).toEqual({
      success: true,
      msg: 'Follow the EFTPOS terminal',
      amount: (o.grandCents / 100).toFixed(2),
      DL1: 'PRESENT/INSERT CARD',
      DL2: 'PURCHASE',
      B1: '',
      B2: '',
    });
    expect((await linesOf(t, o.orderId))[0]!.status).toBe(4);
    expect((await status(o.orderNo, o.lineId)).json()).toEqual({
      success: true,
      StatusId: 2,
      ReCo: '',
      DL1: 'PRESENT/INSERT CARD',
      DL2: 'PURCHASE',
      B1: '',
      B2: '',
    });
    expect((await status(o.orderNo, o.lineId)).json()).toMatchObject({ StatusId: 6, ReCo: '00', DL1: 'APPROVED' });
    // Polled again, replayed: the same answer, nothing paid twice.
    for (let i = 0; i < 3; i++)
      expect((await status(o.orderNo, o.lineId)).json()).toMatchObject({ StatusId: 6, ReCo: '00' });
    expect((await linesOf(t, o.orderId))[0]!.status).toBe(1);
    expect((await orderRow(t, o.orderId)).status).toBe('paid');
    const took = (await history(o.orderId)).filter((d) => d.startsWith('Took a payment'));
    expect(took).toEqual([expect.stringMatching(/^Took a payment of \$[\d,.]+ by .+ on terminal SIM-1$/)]);
    // And the station is free again.
    const next = await place('5.00');
    expect((await start(next.orderNo, next.lineId)).statusCode).toBe(200);
    await status(next.orderNo, next.lineId);
    await status(next.orderNo, next.lineId);
  });

  /** An order whose one veftpos line is the whole grand total ('all') or this amount. */
  async function place(amount: string) {
    if (amount !== 'all') return orderWithLine(amount);
    const probe = await placeOrderToPay(t, { browser: sam, staffId: STAFF.staff });
    const whole = (probe.grandCents / 100).toFixed(2);
    return orderWithLine(whole);
  }

  it('asks for a signature with the two buttons; YES approves part of the order', async () => {
    const o = await place('10.05');
    await start(o.orderNo, o.lineId, S2);
    await status(o.orderNo, o.lineId, S2);
    expect((await status(o.orderNo, o.lineId, S2)).json()).toMatchObject({
      StatusId: 2,
      DL1: 'SIGNATURE OK?',
      B1: 'YES',
      B2: 'NO',
    });
    expect((await button(o.orderNo, 'B1', 'YES', S2)).json()).toEqual({ success: true });
    expect((await status(o.orderNo, o.lineId, S2)).json()).toMatchObject({ StatusId: 6, ReCo: '00' });
    expect((await linesOf(t, o.orderId))[0]!.status).toBe(1);
    expect((await orderRow(t, o.orderId)).status).toBe('pending');
  });

  it('a decline or a time-out frees the line to try again and says so in the history', async () => {
    for (const [amount, code] of [
      ['10.51', '51'],
      ['10.68', 'VB'],
    ] as const) {
      const o = await place(amount);
      await start(o.orderNo, o.lineId);
      await status(o.orderNo, o.lineId);
      expect((await status(o.orderNo, o.lineId)).json()).toMatchObject({ StatusId: 6, ReCo: code });
      expect((await linesOf(t, o.orderId))[0]!.status).toBe(0);
      expect((await history(o.orderId)).at(-1)).toMatch(
        /^The terminal did not take \$10\.\d\d by .+: (DECLINED|TIMED OUT)/,
      );
    }
  });

  it("the terminal's own refusal to start is answered in its words and frees the station and line", async () => {
    const o = await place('10.09');
    expect(refused(await start(o.orderNo, o.lineId))).toEqual({
      status: 409,
      body: { success: false, msg: 'Terminal busy' },
    });
    expect((await linesOf(t, o.orderId))[0]!.status).toBe(0);
    const other = await place('3.00');
    expect((await start(other.orderNo, other.lineId)).statusCode).toBe(200);
    await status(other.orderNo, other.lineId);
    await status(other.orderNo, other.lineId);
  });

  it('two starts on one station at once: one wins, the other is told the terminal is in use', async () => {
    const a = await place('4.00');
    const b = await place('6.00');
    const both = await Promise.all([start(a.orderNo, a.lineId, S2), start(b.orderNo, b.lineId, S2)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const lost = both.find((r) => r.statusCode === 409)!;
    expect(lost.json()).toEqual({
      success: false,
      msg: "EFTPOS terminal is being used, please don't close/reload window!",
    });
    const [open] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from terminal_transactions where station = ${S2} and finished_at is null`,
    );
    expect(Number(open!.n)).toBe(1);
    // The loser's line is untouched; the winner finishes.
    const loser = lost === both[0] ? a : b;
    const winner = lost === both[0] ? b : a;
    expect((await linesOf(t, loser.orderId))[0]!.status).toBe(0);
    await status(winner.orderNo, winner.lineId, S2);
    await status(winner.orderNo, winner.lineId, S2);
  });

  it('a final status polled by two tills at once pays the line once', async () => {
    const o = await place('7.00');
    await start(o.orderNo, o.lineId);
    await status(o.orderNo, o.lineId);
    const answers = await Promise.all([
      status(o.orderNo, o.lineId),
      status(o.orderNo, o.lineId),
      status(o.orderNo, o.lineId),
    ]);
    for (const a of answers) expect(a.json()).toMatchObject({ StatusId: 6, ReCo: '00' });
    expect((await history(o.orderId)).filter((d) => d.startsWith('Took a payment'))).toHaveLength(1);
  });

  it('Approve Refund on a refund line refunds it on the terminal; a purchase start on it is refused', async () => {
    const paid = await place('8.00');
    expect((await start(paid.orderNo, paid.lineId)).statusCode).toBe(200);
    await status(paid.orderNo, paid.lineId);
    expect((await status(paid.orderNo, paid.lineId)).json()).toMatchObject({ StatusId: 6, ReCo: '00' });
    // An approved terminal payment reads Approved (type 2); a manager's PIN asks to give $8 back.
    expect((await linesOf(t, paid.orderId))[0]).toMatchObject({ status: 1 });
    const [type] = await queryRows<{ type: number }>(
      t.handle.db,
      sql`select type from payments where id = ${paid.lineId}`,
    );
    expect(Number(type!.type)).toBe(2);
    const approval = await issueApproval(
      t.handle.db,
      { staffId: STAFF.staff, approverId: STAFF.manager, type: 'refund' },
      t.clock.now,
    );
    const asked = await sam.post('/pos/order/refund', {
      orderNo: paid.orderNo,
      pId: paid.lineId,
      amount: '8.00',
      approval,
    });
    const o = { orderNo: paid.orderNo, orderId: paid.orderId, lineId: Number(asked.json().payments.at(-1).id) };
    expect(refused(await start(o.orderNo, o.lineId))).toEqual({
      status: 409,
      body: { success: false, msg: 'This payment is a refund: press Approve Refund' },
    });
    expect((await start(o.orderNo, o.lineId, S1, 'refund')).statusCode).toBe(200);
    expect((await status(o.orderNo, o.lineId)).json()).toMatchObject({ DL2: 'REFUND' });
    expect((await status(o.orderNo, o.lineId)).json()).toMatchObject({ StatusId: 6, ReCo: '00' });
    expect((await linesOf(t, o.orderId)).map((l) => [l.amount_cents, l.status])).toEqual([
      [800, 1],
      [-800, 1],
    ]);
    expect((await history(o.orderId)).at(-1)).toMatch(/^Refunded \$8\.00 by .+ on terminal SIM-1$/);
    const plain = await place('8.00');
    expect(refused(await start(plain.orderNo, plain.lineId, S1, 'refund'))).toEqual({
      status: 409,
      body: { success: false, msg: 'This payment is not a refund to approve' },
    });
  });

  it('refuses bad input and other orders’ lines with the words, writing nothing', async () => {
    const o = await place('9.00');
    const other = await place('9.00');
    const noRows = async () => {
      const [r] = await queryRows<{ n: number }>(
        t.handle.db,
        sql`select count(*)::int as n from terminal_transactions where payment_id in (${o.lineId}, ${other.lineId})`,
      );
      expect(Number(r!.n)).toBe(0);
    };
    const select = { status: 422, body: { success: false, msg: 'Please select a EFTPOS machine' } };
    expect(refused(await start(o.orderNo, o.lineId, ''))).toEqual(select);
    expect(refused(await start(o.orderNo, o.lineId, 'NOT-A-STATION'))).toEqual(select);
    expect(refused(await start(o.orderNo, other.lineId))).toEqual({
      status: 404,
      body: { success: false, msg: 'Payment not found' },
    });
    expect(refused(await start('NOPE-1', o.lineId))).toEqual({
      status: 404,
      body: { success: false, msg: 'The order is not exist' },
    });
    expect((await sam.post('/pos/hit/start', { option: 'x', station: S1, orderNo: o.orderNo })).statusCode).toBe(422);
    expect(
      (await sam.post('/pos/hit/start', { option: o.lineId, station: S1, type: 'void', orderNo: o.orderNo }))
        .statusCode,
    ).toBe(422);
    expect(
      (await sam.post('/pos/hit/button', { btn: 'B3', val: 'YES', orderNo: o.orderNo, station: S1 })).statusCode,
    ).toBe(422);
    expect((await sam.post('/pos/hit/getStatus', { orderNo: o.orderNo })).statusCode).toBe(422);
    const none = { status: 404, body: { success: false, msg: 'No EFTPOS transaction was started for this payment' } };
    expect(refused(await status(o.orderNo, o.lineId))).toEqual(none);
    expect(refused(await button(o.orderNo, 'B1', 'YES'))).toEqual(none);
    await noRows();
    // A line not taken on terminal A.
    const cash = await placeOrderToPay(t, {
      browser: sam,
      staffId: STAFF.staff,
      payments: [{ gateway: 'offline', amount: '5.00', reference: 'R1' }],
    });
    const [cashLine] = await linesOf(t, cash.orderId);
    expect(refused(await start(cash.orderNo, cashLine!.id))).toEqual({
      status: 409,
      body: { success: false, msg: 'This payment is not taken on the EFTPOS terminal' },
    });
    // Another order's running transaction is not this order's to poll or press.
    await start(other.orderNo, other.lineId);
    expect(refused(await status(o.orderNo, other.lineId))).toEqual(none);
    expect(refused(await button(o.orderNo, 'B1', 'YES'))).toEqual(none);
    await status(other.orderNo, other.lineId);
    await status(other.orderNo, other.lineId);
  });
});
