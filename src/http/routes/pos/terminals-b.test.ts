// Card terminal B's calls on its simulator (specs/pos.md "Card-terminal popups", integration B:
// weftpos, the vendor's frame): init, start (the frame's address), the frame page and its buttons,
// success after the window message and Check Status. The server believes the terminal, never the
// message: a success before the terminal answered, or claiming approval of a declined payment, pays
// nothing; a replayed success pays once; one open transaction per station; bad input 4xx writing nothing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { SIM_B_STATIONS } from '../../../integrations/terminals/frame-simulator.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { linesOf, orderRow, placeOrderToPay } from '../../../testing/order-payment-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { STAFF } from '../../../testing/staff-fixture.ts';

const [W1, W2] = SIM_B_STATIONS.map((s) => s.id) as [string, string];

describe.each(testDatabases())('card terminal B calls ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);
  beforeAll(async () => {
    await t.handle.db.execute(
      sql`update stock set free = 500, on_hand = 500 where location_code = 'AKL' and variant_id = (select id from product_variants where sku = 'LAMP-1')`,
    );
  });

  async function orderWithLine(amount: string, gateway = 'weftpos') {
    const o = await placeOrderToPay(t, { browser: sam, staffId: STAFF.staff, payments: [{ gateway, amount }] });
    const [line] = await linesOf(t, o.orderId);
    return { ...o, lineId: line!.id };
  }
  /** An order whose one weftpos line is the whole grand total. */
  async function wholeOrder() {
    const probe = await placeOrderToPay(t, { browser: sam, staffId: STAFF.staff });
    return orderWithLine((probe.grandCents / 100).toFixed(2));
  }
  const start = (orderNo: string, option: number, station = W1, type = 'purchase') =>
    sam.post('/pos/weftpos/start', { option, station, type, orderNo });
  const success = (option: number, referenceId: string, result = 'approved') =>
    sam.post('/pos/weftpos/success', { option, referenceId, result });
  const press = (referenceId: string, button: 'approve' | 'decline', b = sam) =>
    b.send({
      method: 'POST',
      url: `/pos/weftpos/sim/${referenceId}`,
      payload: `press=${button}&_csrf=${encodeURIComponent(b.token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const answer = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() });
  const lineStatus = async (orderId: number) => (await linesOf(t, orderId))[0]!.status;
  const txnCount = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.handle.db,
          sql`select count(*) as n from terminal_transactions where integration = 'B'`,
        )
      )[0]!.n,
    );
  const took = async (orderId: number) =>
    (
      await queryRows<{ description: string }>(
        t.handle.db,
        sql`select description from activity_log where order_id = ${orderId} and event = 'order-activity' order by id`,
      )
    )
      .map((r) => r.description)
      .filter((d) => d.startsWith('Took a payment'));

  it('init lists the stations for an order; 401 without a staff session; an unknown order 404', async () => {
    const o = await orderWithLine('5.00');
    expect((await sam.get(`/pos/weftpos/init/${o.orderNo}`)).json()).toEqual({
      success: true,
      stations: SIM_B_STATIONS,
    });
    expect(answer(await sam.get('/pos/weftpos/init/NOPE-1')).status).toBe(404);
    const nobody = await t.browser();
    expect((await nobody.get(`/pos/weftpos/init/${o.orderNo}`)).statusCode).toBe(401);
    expect(
      (await nobody.post('/pos/weftpos/start', { option: o.lineId, station: W1, orderNo: o.orderNo })).statusCode,
    ).toBe(401);
  });

  it('approved: start gives the frame, a success before the terminal answered pays nothing, then paid once', async () => {
    const o = await wholeOrder();
    const started = await start(o.orderNo, o.lineId);
    expect(started.statusCode).toBe(200);
    const { apiUrl, referenceId } = started.json();
    expect(apiUrl).toBe(`/pos/weftpos/sim/${referenceId}`);
    expect(await lineStatus(o.orderId)).toBe(4);

    // The frame page: Approve and Decline; the CSP frames this origin and nothing else.
    const page = await sam.get(apiUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="weft-sim-approve"');
    expect(String(page.headers['content-security-policy'])).toContain("frame-src 'self'");

    // A forged message: success while the terminal has said nothing. Nothing is paid, the line waits.
    expect(answer(await success(o.lineId, referenceId))).toEqual({
      status: 409,
      body: { success: false, msg: 'The EFTPOS terminal has not finished this payment yet' },
    });
    expect(await lineStatus(o.orderId)).toBe(4);
    expect((await sam.post('/pos/weftpos/getStatus', { paymentId: o.lineId })).json()).toEqual({
      success: true,
      result: 'pending',
      msg: '',
    });

    const pressed = await press(referenceId, 'approve');
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('window.parent.postMessage(');
    expect(pressed.body).toContain(`"referenceId":"${referenceId}","result":"approved"`);

    // Replayed: the same answer, paid once.
    for (let i = 0; i < 3; i++)
      expect((await success(o.lineId, referenceId)).json()).toEqual({
        success: true,
        result: 'approved',
        msg: 'APPROVED',
      });
    expect(await lineStatus(o.orderId)).toBe(1);
    expect((await orderRow(t, o.orderId)).status).toBe('paid');
    expect(await took(o.orderId)).toEqual([expect.stringMatching(/ on terminal WEFT-1$/)]);
    expect((await sam.post('/pos/weftpos/getStatus', { paymentId: o.lineId })).json()).toMatchObject({
      result: 'approved',
    });
    // A paid line does not start again; the station is free for the next.
    expect(answer(await start(o.orderNo, o.lineId)).status).toBe(409);
    const next = await orderWithLine('5.00');
    const again = await start(next.orderNo, next.lineId);
    expect(again.statusCode).toBe(200);
    await press(again.json().referenceId, 'decline');
    await success(next.lineId, again.json().referenceId, 'declined');
  });

  it('an approved payment reads Approved (type 2), and a refund of it is given back on the terminal', async () => {
    const o = await orderWithLine('6.00');
    const { referenceId } = (await start(o.orderNo, o.lineId)).json();
    await press(referenceId, 'approve');
    await success(o.lineId, referenceId);
    const [paid] = await queryRows<{ status: number; type: number }>(
      t.handle.db,
      sql`select status, type from payments where id = ${o.lineId}`,
    );
    expect([Number(paid!.status), Number(paid!.type)]).toEqual([1, 2]);
    const approval = await issueApproval(
      t.handle.db,
      { staffId: STAFF.staff, approverId: STAFF.manager, type: 'refund' },
      t.clock.now,
    );
    const asked = await sam.post('/pos/order/refund', { orderNo: o.orderNo, pId: o.lineId, amount: '6.00', approval });
    const refundId = Number(asked.json().payments.at(-1).id);
    // Approve Refund is the terminal's: not recorded by Pay Now, and not started as a purchase.
    expect(answer(await sam.post('/pos/pay-order/', { orderNo: o.orderNo, pId: refundId }))).toEqual({
      status: 409,
      body: { success: false, msg: 'Give this refund on the card terminal' },
    });
    expect(answer(await start(o.orderNo, refundId)).status).toBe(409);
    const refund = (await start(o.orderNo, refundId, W1, 'refund')).json();
    await press(refund.referenceId, 'approve');
    expect((await success(refundId, refund.referenceId)).json()).toMatchObject({ result: 'approved' });
    expect((await linesOf(t, o.orderId)).map((l) => [l.amount_cents, l.status])).toEqual([
      [600, 1],
      [-600, 1],
    ]);
    // Asked again, nothing is given back twice.
    expect(answer(await start(o.orderNo, refundId, W1, 'refund')).status).toBe(409);
  });

  it('declined (by the cents, or Decline pressed): a message claiming approval still leaves the line unpaid', async () => {
    for (const [amount, button, words] of [
      ['6.51', 'approve', 'DECLINED'],
      ['6.68', 'approve', 'TIMED OUT'],
      ['6.00', 'decline', 'CANCELLED'],
    ] as const) {
      const o = await orderWithLine(amount);
      const { referenceId } = (await start(o.orderNo, o.lineId)).json();
      await press(referenceId, button);
      expect((await success(o.lineId, referenceId, 'approved')).json()).toEqual({
        success: true,
        result: 'declined',
        msg: words,
      });
      expect(await lineStatus(o.orderId)).toBe(0);
      expect((await orderRow(t, o.orderId)).status).toBe('pending');
      expect(await took(o.orderId)).toEqual([]);
    }
  });

  it('Check Status settles a line left waiting once the terminal has answered', async () => {
    const o = await orderWithLine('7.00');
    const { referenceId } = (await start(o.orderNo, o.lineId, W2)).json();
    await press(referenceId, 'approve');
    expect((await sam.post('/pos/weftpos/getStatus', { paymentId: o.lineId })).json()).toEqual({
      success: true,
      result: 'approved',
      msg: 'APPROVED',
    });
    expect(await lineStatus(o.orderId)).toBe(1);
    expect(await took(o.orderId)).toHaveLength(1);
  });

  it('one transaction per station: a second start on a busy station is refused and writes nothing', async () => {
    const a = await orderWithLine('8.00');
    const b = await orderWithLine('8.00');
    const first = (await start(a.orderNo, a.lineId)).json();
    const before = await txnCount();
    expect(answer(await start(b.orderNo, b.lineId))).toEqual({
      status: 409,
      body: { success: false, msg: "EFTPOS terminal is being used, please don't close/reload window!" },
    });
    expect({ txns: await txnCount(), line: await lineStatus(b.orderId) }).toEqual({ txns: before, line: 0 });
    // Two at once on the other station: one wins.
    const [x, y] = await Promise.all([start(b.orderNo, b.lineId, W2), start(b.orderNo, b.lineId, W2)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    await press(first.referenceId, 'decline');
    await success(a.lineId, first.referenceId);
    const second = (x.statusCode === 200 ? x : y).json();
    await press(second.referenceId, 'decline');
    await success(b.lineId, second.referenceId);
  });

  it('the simulated terminal busy (.09) refuses the start: the line and the station are free again', async () => {
    const o = await orderWithLine('9.09');
    expect(answer(await start(o.orderNo, o.lineId))).toEqual({
      status: 409,
      body: { success: false, msg: 'Terminal busy' },
    });
    expect(await lineStatus(o.orderId)).toBe(0);
    const free = await orderWithLine('9.00');
    const ok = (await start(free.orderNo, free.lineId)).json();
    await press(ok.referenceId, 'decline');
    await success(free.lineId, ok.referenceId);
  });

  it('bad input: 4xx with the words, nothing written', async () => {
    const o = await orderWithLine('4.00');
    const a = await orderWithLine('4.00', 'veftpos');
    const other = await orderWithLine('4.00');
    const before = await txnCount();
    expect(answer(await start(o.orderNo, o.lineId, ''))).toEqual({
      status: 422,
      body: { success: false, msg: 'Please select a EFTPOS machine' },
    });
    expect(answer(await start(o.orderNo, o.lineId, 'SIM-1')).status).toBe(422);
    expect(answer(await start(a.orderNo, a.lineId))).toEqual({
      status: 409,
      body: { success: false, msg: 'This payment is not taken on the EFTPOS terminal B' },
    });
    // Another order's line under this order's number.
    expect(answer(await start(o.orderNo, other.lineId)).status).toBe(404);
    expect(answer(await start(o.orderNo, o.lineId, W1, 'refund')).status).toBe(409);
    expect((await sam.post('/pos/weftpos/start', { option: 'x', station: W1, orderNo: o.orderNo })).statusCode).toBe(
      422,
    );
    expect((await sam.post('/pos/weftpos/success', { option: o.lineId, referenceId: '<b>' })).statusCode).toBe(422);
    expect((await sam.post('/pos/weftpos/getStatus', {})).statusCode).toBe(422);
    expect({ txns: await txnCount(), line: await lineStatus(o.orderId) }).toEqual({ txns: before, line: 0 });

    // A reference of another line is not this line's; an unknown one is not anybody's.
    const { referenceId } = (await start(other.orderNo, other.lineId)).json();
    await press(referenceId, 'approve');
    expect(answer(await success(o.lineId, referenceId)).status).toBe(404);
    expect(answer(await success(o.lineId, 'abcdef0123456789')).status).toBe(404);
    expect((await sam.get('/pos/weftpos/sim/abcdef0123456789')).statusCode).toBe(404);
    expect(await lineStatus(o.orderId)).toBe(0);
    expect((await success(other.lineId, referenceId)).json()).toMatchObject({ result: 'approved' });
    // The frame page without a staff session: the /pos guard.
    expect((await (await t.browser()).get(`/pos/weftpos/sim/${referenceId}`)).statusCode).toBe(401);
  });
});
