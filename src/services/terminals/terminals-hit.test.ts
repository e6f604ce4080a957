// Terminal A through the real Windcave HIT adapter against its local stand-in (never the internet):
// approved, declined and timed out as the service settles them, and a status reply lost on the way:
// the line stays in status 4 (Check Status on the detail) until asking again finds the answer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { createCardTerminalA } from '../../integrations/terminals/index.ts';
import { testDatabases } from '../../testing/databases.ts';
import { type HitStandIn, startHitStandIn } from '../../testing/hit-stand-in.ts';
import { linesOf, orderRow, placeOrderToPay } from '../../testing/order-payment-fixture.ts';
import { type Browser, type PosTestApp, openPosTestApp } from '../../testing/pos-app.ts';
import { EMAILS, STAFF } from '../../testing/staff-fixture.ts';

describe.each(testDatabases())('terminal A on Windcave HIT ($name)', (target) => {
  let t: PosTestApp;
  let sam: Browser;
  let hit: HitStandIn;
  beforeAll(async () => {
    hit = await startHitStandIn('KauriHIT', 'hit-key', ['1001']);
    const env = { HIT_URL: hit.url, HIT_USER: 'KauriHIT', HIT_KEY: 'hit-key', HIT_STATIONS: '1001=Counter 1' };
    t = await openPosTestApp(target, {
      terminalA: createCardTerminalA('windcave-hit', { env: env as NodeJS.ProcessEnv, timeoutMs: 300 }),
    });
    sam = await t.staffBrowser(EMAILS.staff);
    await t.handle.db.execute(
      sql`update stock set free = 500, on_hand = 500 where location_code = 'AKL' and variant_id = (select id from product_variants where sku = 'LAMP-1')`,
    );
  });
  afterAll(async () => {
    await t?.close();
    await hit?.close();
  });

  async function started(amount: string) {
    const o = await placeOrderToPay(t, {
      browser: sam,
      staffId: STAFF.staff,
      payments: [{ gateway: 'veftpos', amount }],
    });
    const lineId = (await linesOf(t, o.orderId))[0]!.id;
    const res = await sam.post('/pos/hit/start', {
      option: lineId,
      station: '1001',
      type: 'purchase',
      orderNo: o.orderNo,
    });
    expect(res.statusCode).toBe(200);
    // HIT's answer to the start carries the terminal's first display: the call answers it as getStatus does.
    expect(res.json()).toMatchObject({
      success: true,
      amount,
      DL1: 'PRESENT/INSERT CARD',
      DL2: amount,
      B1: '',
      B2: '',
    });
    const [row] = await queryRows<{ txn_ref: string }>(
      t.handle.db,
      sql`select txn_ref from terminal_transactions where payment_id = ${lineId}`,
    );
    return { ...o, lineId, txnRef: row!.txn_ref };
  }
  const poll = (o: { orderNo: string; lineId: number }, station = '1001') =>
    sam.post('/pos/hit/getStatus', { option: o.lineId, orderNo: o.orderNo, station });
  const lineStatus = async (o: { orderId: number }) => (await linesOf(t, o.orderId))[0]!.status;

  it('the stations are the configured ones', async () => {
    expect((await sam.get('/pos/hit/getStations')).json()).toEqual({
      success: true,
      stations: [{ id: '1001', name: 'Counter 1' }],
    });
  });

  it('approved: the line is paid once', async () => {
    const o = await started('20.00');
    expect(hit.seen.at(-1)).toMatchObject({ TxnType: 'Purchase', Amount: '20.00', Station: '1001', MRef: o.orderNo });
    expect((await poll(o)).json()).toMatchObject({ StatusId: 3, DL1: 'PRESENT/INSERT CARD' });
    hit.finish(o.txnRef, '00', 'APPROVED');
    expect((await poll(o)).json()).toMatchObject({ StatusId: 6, ReCo: '00', DL1: 'APPROVED' });
    expect((await poll(o)).json()).toMatchObject({ StatusId: 6, ReCo: '00' });
    expect(await lineStatus(o)).toBe(1);
  });

  it('declined and timed out: the line is unpaid again', async () => {
    for (const [code, words] of [
      ['51', 'DECLINED'],
      ['VB', 'TIMED OUT'],
    ]) {
      const o = await started('21.00');
      hit.finish(o.txnRef, code!, words!);
      expect((await poll(o)).json()).toMatchObject({ StatusId: 6, ReCo: code, DL1: words });
      expect(await lineStatus(o)).toBe(0);
      expect((await orderRow(t, o.orderId)).status).toBe('pending');
    }
  });

  it('a lost status reply leaves the line in 4; Check Status (no station) asks again and pays it', async () => {
    const o = await started('22.00');
    hit.finish(o.txnRef, '00', 'APPROVED');
    hit.loseStatusReplies = 2;
    expect({ status: (await poll(o)).statusCode, line: await lineStatus(o) }).toEqual({ status: 502, line: 4 });
    expect((await poll(o)).json()).toEqual({
      success: false,
      msg: 'The EFTPOS terminal did not answer: press Check Status to ask it again',
    });
    // The detail's Check Status sends no station: the line's own transaction is asked.
    hit.loseStatusReplies = 0;
    expect((await poll(o, '')).json()).toMatchObject({ StatusId: 6, ReCo: '00' });
    expect(await lineStatus(o)).toBe(1);
  });

  it('a start whose reply was lost and that never reached the terminal is settled as not taken', async () => {
    const o = await placeOrderToPay(t, {
      browser: sam,
      staffId: STAFF.staff,
      payments: [{ gateway: 'veftpos', amount: '23.00' }],
    });
    const lineId = (await linesOf(t, o.orderId))[0]!.id;
    await t.handle.db.execute(sql`update payments set status = 4 where id = ${lineId}`);
    await t.handle.db.execute(
      sql`insert into terminal_transactions (integration, station, payment_id, order_id, kind, amount_cents, txn_ref)
        values ('A', '1001', ${lineId}, ${o.orderId}, 'purchase', 2300, 'never-arrived')`,
    );
    expect((await poll({ orderNo: o.orderNo, lineId }, '')).json()).toMatchObject({ StatusId: 6, ReCo: 'PJ' });
    expect((await linesOf(t, o.orderId))[0]!.status).toBe(0);
  });
});
