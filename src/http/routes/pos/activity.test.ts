// Comments with reminders and the activity calls: PUT /pos/activity/store, POST /pos/activity/getLogs
// (its two shapes), GET /pos/activity/reminders and POST /pos/activity/read, with every refusal
// changing nothing; and the lists' num_comments. Over a quote and a POS order made through the real calls.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_TOO_LONG,
  NOT_YOUR_REMINDER,
  ONLY_STAFF_REMINDED,
  ORDER_NOTICE_ON_QUOTE,
  QUOTE_NOTICE_ON_ORDER,
  SAY_SOMETHING,
} from '../../../contract/pos-activity.ts';
import { queryRows } from '../../../db/rows.ts';
import { recordActivity } from '../../../services/activity/record.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { placePosOrder } from '../../../testing/order-fixture.ts';
import { type Browser, type PosTestApp, openPosTestApp } from '../../../testing/pos-app.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';

describe.each(testDatabases())('comments and reminders ($name)', (target) => {
  let t: PosTestApp;
  let sam: Browser;
  let mere: Browser;
  let lucy: Browser;
  let orderNo: string;
  let orderId: number;

  beforeAll(async () => {
    t = await openPosTestApp(target);
    [sam, mere, lucy] = [
      await t.staffBrowser(EMAILS.staff),
      await t.staffBrowser(EMAILS.manager),
      await t.staffBrowser(EMAILS.lucy),
    ];
    await insertQuote(t.handle.db, { orderNo: 'Q3001', staffId: STAFF.staff });
    await insertQuote(t.handle.db, { orderNo: 'Q3002', staffId: STAFF.staff });
    orderNo = await placePosOrder(t, { browser: sam, staffId: STAFF.staff, lines: [{ sku: 'LAMP-1', qty: 1 }] });
    orderId = Number(
      (await queryRows<{ id: number }>(t.handle.db, sql`select id from orders where order_no = ${orderNo}`))[0]!.id,
    );
  });
  afterAll(() => t?.close());

  const store = (b: Browser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    b.send({
      method: 'PUT',
      url: '/pos/activity/store',
      payload: body,
      headers: { 'x-csrf-token': b.token, ...headers },
    });
  const logs = async (b: Browser, body: Record<string, unknown>) => {
    const res = await b.post('/pos/activity/getLogs', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const reminders = async (b: Browser) => {
    const res = await b.get('/pos/activity/reminders');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const entries = async () =>
    Number((await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int as n from activity_log`))[0]!.n);
  const listRow = async (type: string, no: string) => {
    const res = await sam.post('/pos/order-list', { type, search: no, filters: { allBranch: true } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orders.find((o: { order_no: string }) => o.order_no === no);
  };

  it('keeps a comment on a quote, reminding staff of other branches, and lists it with who, when and whom', async () => {
    const res = await store(sam, {
      description: '  Customer rings back Friday about the fabric  ',
      orderNo: 'Q3001',
      event: 'quote-notice',
      properties: { read: false, remind: [STAFF.lucy, String(STAFF.manager), STAFF.lucy] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ success: true, msg: 'Your comment on #Q3001 has been saved' });
    expect(saved.id).toBeGreaterThan(0);

    const answer = await logs(mere, { orderNo: 'Q3001', event: 'quote-notice' });
    expect(answer).toEqual({
      success: true,
      logs: [
        {
          id: saved.id,
          created_at: t.clock.now.toISOString(),
          causer_id: STAFF.staff,
          description: 'Customer rings back Friday about the fabric',
          remind_ids: [STAFF.manager, STAFF.lucy],
          order_no: 'Q3001',
        },
      ],
      logStaffs: {
        [STAFF.staff]: { name: 'Sam Staff', email: EMAILS.staff, branch: 'AKL' },
        [STAFF.manager]: { name: 'Mere Manager', email: EMAILS.manager, branch: 'AKL' },
        [STAFF.lucy]: { name: 'Lucy Chen', email: EMAILS.lucy, branch: 'CHC' },
      },
      total: 1,
      error: '',
    });
  });

  it('answers an order’s comments newest first, and only that order’s and that event’s', async () => {
    t.clock.advance(60_000);
    const first = (await store(sam, { description: 'Deliver after 2pm', orderNo, event: 'order-notice' })).json();
    t.clock.advance(60_000);
    const second = (
      await store(mere, {
        description: 'Customer called: 3pm now',
        orderNo,
        event: 'order-notice',
        properties: { remind: [STAFF.staff] },
      })
    ).json();
    await store(sam, { description: 'Other quote', orderNo: 'Q3002', event: 'quote-notice' });
    const answer = await logs(sam, { orderNo, event: 'order-notice' });
    expect(answer.logs.map((l: { id: number }) => l.id)).toEqual([second.id, first.id]);
    expect(answer.total).toBe(2);
    expect(answer.logs[0].remind_ids).toEqual([STAFF.staff]);
    expect((await logs(sam, { orderNo, event: 'quote-notice' })).logs).toEqual([]);
  });

  it('refuses a blank note with the spec’s words, and writes nothing', async () => {
    const before = await entries();
    for (const description of ['', '   ', '\n\t ']) {
      const res = await store(sam, { description, orderNo: 'Q3001', event: 'quote-notice' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, msg: SAY_SOMETHING });
    }
    expect(await entries()).toBe(before);
  });

  it('refuses bad input: huge text, an unknown order, an event that does not fit, no staff to remind', async () => {
    const before = await entries();
    const refused = async (body: Record<string, unknown>, status: number, msg?: string) => {
      const res = await store(sam, { description: 'Note', orderNo: 'Q3001', event: 'quote-notice', ...body });
      expect(res.statusCode, res.body).toBe(status);
      if (msg) expect(res.json().msg).toContain(msg);
    };
    await refused({ description: 'x'.repeat(2001) }, 422, COMMENT_TOO_LONG);
    await refused({ orderNo: 'Q9999' }, 404, 'The order is not exist');
    await refused({ orderNo: orderNo }, 422, QUOTE_NOTICE_ON_ORDER);
    await refused({ event: 'order-notice' }, 422, ORDER_NOTICE_ON_QUOTE);
    await refused({ event: 'email-cart' }, 422);
    await refused({ event: 'order-activity' }, 422);
    await refused({ properties: { remind: [999] } }, 422, ONLY_STAFF_REMINDED);
    await refused({ properties: { remind: [STAFF.lucy, 999] } }, 422, ONLY_STAFF_REMINDED);
    await refused({ properties: { remind: ['lucy'] } }, 422);
    await refused({ properties: { remind: Array.from({ length: 51 }, (_, i) => i + 1) } }, 422);
    await refused({ orderNo: '' }, 422);
    expect(await entries()).toBe(before);
    expect(
      Number(
        (
          await queryRows<{ n: number }>(
            t.handle.db,
            sql`select count(*)::int as n from activity_reminders r join activity_log a on a.id = r.activity_id where a.description = 'Note'`,
          )
        )[0]!.n,
      ),
    ).toBe(0);
  });

  it('needs a staff session and the anti-forgery token', async () => {
    const stranger = await t.browser();
    expect((await store(stranger, { description: 'Hi', orderNo: 'Q3001', event: 'quote-notice' })).statusCode).toBe(
      401,
    );
    expect((await stranger.post('/pos/activity/getLogs', { orderNo: 'Q3001', event: 'quote-notice' })).statusCode).toBe(
      401,
    );
    expect((await stranger.get('/pos/activity/reminders')).statusCode).toBe(401);
    expect((await stranger.post('/pos/activity/read', { id: 1 })).statusCode).toBe(401);
    const forged = await store(
      sam,
      { description: 'Hi', orderNo: 'Q3001', event: 'quote-notice' },
      { 'x-csrf-token': 'nope' },
    );
    expect(forged.statusCode).toBe(419);
  });

  it('pages the event’s entries newest first; onlyMe keeps the signed-in staff member’s own', async () => {
    const all = await logs(sam, { event: 'quote-notice', page: 1, pageSize: 1 });
    expect(all.total).toBe(2);
    expect(all.logs).toHaveLength(1);
    expect(all.logs[0].description).toBe('Other quote');
    const second = await logs(sam, { event: 'quote-notice', page: '2', pageSize: '1' });
    expect(second.logs[0].order_no).toBe('Q3001');
    const mine = await logs(mere, { event: 'order-notice', onlyMe: true });
    expect(mine.total).toBe(1);
    expect(mine.logs.map((l: { description: string }) => l.description)).toEqual(['Customer called: 3pm now']);
    expect(Object.keys(mine.logStaffs).sort()).toEqual([String(STAFF.manager), String(STAFF.staff)].sort());
    const res = await sam.post('/pos/activity/getLogs', { event: 'nothing' });
    expect(res.statusCode).toBe(422);
    const missing = await sam.post('/pos/activity/getLogs', { orderNo: 'Q9999', event: 'quote-notice' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, msg: 'The order is not exist' });
  });

  it('answers an order’s history (order-activity) with its orderNo', async () => {
    await t.handle.db.transaction(async (tx) => {
      await recordActivity(tx as never, {
        event: 'order-activity',
        orderId,
        causerId: STAFF.staff,
        description: 'Cancelled the order',
        properties: { action: 'order_cancel' },
      });
    });
    const history = await logs(sam, { orderNo, event: 'order-activity' });
    // Newest first: the cancel recorded here, above what placing the order recorded.
    expect(history.logs[0].description).toBe('Cancelled the order');
    expect(history.logs[0].remind_ids).toEqual([]);
  });

  it('shows a reminded staff member their unread reminders newest first, and marking one read is kept', async () => {
    const forLucy = await reminders(lucy);
    expect(forLucy.unread).toBe(1);
    expect(forLucy.reminders).toEqual([
      expect.objectContaining({
        event: 'quote-notice',
        order_no: 'Q3001',
        causer_id: STAFF.staff,
        description: 'Customer rings back Friday about the fabric',
      }),
    ]);
    expect(forLucy.logStaffs[STAFF.staff].name).toBe('Sam Staff');
    const forMere = await reminders(mere);
    expect(forMere.unread).toBe(1);
    const forSam = await reminders(sam);
    expect(forSam.reminders.map((r: { description: string; event: string }) => [r.event, r.description])).toEqual([
      ['order-notice', 'Customer called: 3pm now'],
    ]);
    expect(forSam.reminders[0].order_no).toBe(orderNo);

    // Someone else's reminder, or none: not found, and Lucy's stays unread.
    const id = forLucy.reminders[0].id;
    const theirs = await sam.post('/pos/activity/read', { id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, msg: NOT_YOUR_REMINDER });
    expect((await sam.post('/pos/activity/read', { id: 999_999 })).statusCode).toBe(404);
    expect((await sam.post('/pos/activity/read', { id: 'abc' })).statusCode).toBe(422);
    expect((await reminders(lucy)).unread).toBe(1);

    const read = await lucy.post('/pos/activity/read', { id });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ success: true });
    t.clock.advance(60_000);
    expect((await lucy.post('/pos/activity/read', { id: String(id) })).statusCode).toBe(200);
    expect(await reminders(lucy)).toMatchObject({ unread: 0, reminders: [] });
    // The first reading is the one kept; Mere's reminder of the same comment is still hers to read.
    const [row] = await queryRows<{ read_at: string | Date }>(
      t.handle.db,
      sql`select read_at from activity_reminders where activity_id = ${id} and staff_id = ${STAFF.lucy}`,
    );
    expect(new Date(row!.read_at).getTime()).toBe(t.clock.now.getTime() - 60_000);
    expect((await reminders(mere)).unread).toBe(1);
  });

  it('counts each row’s comments on the lists (num_comments), not its history', async () => {
    expect((await listRow('quote', 'Q3001')).num_comments).toBe(1);
    expect((await listRow('quote', 'Q3002')).num_comments).toBe(1);
    expect((await listRow('p-order', orderNo)).num_comments).toBe(2);
    const plain = await sam.post('/pos/order-list', { type: 'quote', filters: { allBranch: true } });
    expect(
      plain
        .json()
        .orders.map((o: { order_no: string; num_comments: number }) => [o.order_no, o.num_comments])
        .sort(),
    ).toEqual([
      ['Q3001', 1],
      ['Q3002', 1],
    ]);
  });
});
