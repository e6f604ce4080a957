// Coupon administration, the changes: POST /pos/coupon/status (toggles, a history line with who and
// when) and POST /pos/coupon/email (a mail to the coupon's customer in the outbox, a history line);
// plain staff refused (403) for create, status and email with nothing changed; sign-in and the
// anti-forgery token as every /pos call; two creates of one code at once make one coupon. Both databases.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_TAKEN,
  type CouponRow,
  NO_COUPON_CUSTOMER,
  NO_SUCH_COUPON,
  ONLY_MANAGERS,
} from '../../../contract/pos-coupons.ts';
import { queryRows } from '../../../db/rows.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, usePosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS } from '../../../testing/staff-fixture.ts';

/** Aroha Ngata, a customer of the staff fixture. */
const AROHA = 3;

describe.each(testDatabases())('coupon changes ($name)', (target) => {
  let tied: CouponRow;
  let loose: CouponRow;

  const { t, mere, aroha, sam } = usePosTestApp(target, {
    signIn: { mere: EMAILS.manager, aroha: EMAILS.admin, sam: EMAILS.staff },
    env: { PUBLIC_URL: 'https://shop.kauri.test' },
  });
  beforeAll(async () => {
    tied = (
      await mere.post('/pos/coupon/create', {
        code: 'AROHA15',
        name: '15% off for Aroha',
        amount: '15',
        min_gtotal: '200',
        user_id: AROHA,
        expiry: '2026-12-24',
        status: 1,
      })
    ).json().coupon;
    loose = (await mere.post('/pos/coupon/create', { code: 'LOOSE5', name: '$5 off', type: 'fixed', amount: 5 })).json()
      .coupon;
  });

  const state = async () =>
    queryRows<{ code: string; enabled: boolean; op_history: unknown; outbox: number }>(
      t.handle.db,
      sql`select code, enabled, op_history, (select count(*) from outbox)::int as outbox from coupons order by id`,
    );
  const status = (b: Browser, id: unknown) => b.post('/pos/coupon/status', { id });
  const email = (b: Browser, code: unknown) => b.post('/pos/coupon/email', { code });

  it('toggles a coupon on and off, each time a line in its history with who and when', async () => {
    const off = await status(mere, tied.id);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ success: true, msg: 'Coupon AROHA15 is disabled', coupon: { status: 0 } });
    t.clock.advance(60_000);
    const on = await status(aroha, String(tied.id));
    expect(on.json()).toMatchObject({ msg: 'Coupon AROHA15 is enabled', coupon: { status: 1 } });
    const history = (on.json().coupon as CouponRow).op_history;
    expect(history.map((h) => [h.staff, h.action])).toEqual([
      ['Mere Manager', 'created'],
      ['Mere Manager', 'disabled'],
      ['Aroha Admin', 'enabled'],
    ]);
    expect(history[2]!.at).toBe(t.clock.now.toISOString());
    // The list shows the same history.
    const listed = (await sam.post('/pos/coupon/list', { search: 'aroha15' })).json().coupons[0] as CouponRow;
    expect(listed.op_history).toEqual(history);
  });

  it('answers 404 for no such coupon and 422 for a bad id, changing nothing', async () => {
    const before = await state();
    expect((await status(mere, 999_999)).json()).toEqual({ success: false, msg: NO_SUCH_COUPON });
    expect((await status(mere, 999_999)).statusCode).toBe(404);
    for (const bad of [0, -1, 'one', 1.5, null, '9'.repeat(30)]) expect((await status(mere, bad)).statusCode).toBe(422);
    expect(await state()).toEqual(before);
  });

  it('emails a coupon to its customer: a mail in the outbox with the code, value, minimum, expiry and the shop link', async () => {
    const res = await email(mere, 'aroha15');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Coupon AROHA15 has been emailed to aroha.ngata@example.co.nz');
    expect((res.json().coupon as CouponRow).op_history.at(-1)).toMatchObject({
      staff: 'Mere Manager',
      action: 'emailed to aroha.ngata@example.co.nz',
    });
    const [mail] = await queryRows<{ to_email: string; subject: string; text_body: string; html_body: string }>(
      t.handle.db,
      sql`select to_email, subject, text_body, html_body from outbox order by id desc limit 1`,
    );
    expect(mail).toMatchObject({
      to_email: 'aroha.ngata@example.co.nz',
      subject: 'Your Kauri Furniture coupon AROHA15',
    });
    for (const words of [
      'Kia ora Aroha,',
      'Coupon code: AROHA15',
      '15% off',
      'For orders of $200.00 or more.',
      'Valid until 24 December 2026.',
      'https://shop.kauri.test/',
    ])
      expect(mail!.text_body).toContain(words);
    expect(mail!.html_body).toContain('AROHA15');
  });

  it('refuses to email a coupon without a customer (422) or an unknown code (404), writing nothing', async () => {
    const before = await state();
    expect((await email(mere, 'LOOSE5')).json()).toEqual({ success: false, msg: NO_COUPON_CUSTOMER });
    expect((await email(mere, loose.code)).statusCode).toBe(422);
    expect((await email(mere, 'NOSUCH')).statusCode).toBe(404);
    for (const bad of ['', 42, 'x'.repeat(41), ['AROHA15']]) expect((await email(mere, bad)).statusCode).toBe(422);
    expect(await state()).toEqual(before);
  });

  it('refuses plain staff creating, switching or emailing a coupon (403), changing nothing', async () => {
    const before = await state();
    for (const res of [
      await sam.post('/pos/coupon/create', { code: 'SAMS', name: 'Sam’s own' }),
      await status(sam, tied.id),
      await email(sam, 'AROHA15'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, msg: ONLY_MANAGERS });
    }
    expect(await state()).toEqual(before);
    // Sam still reads the list.
    expect((await sam.post('/pos/coupon/list', {})).statusCode).toBe(200);
  });

  it('answers 401 without a staff session and 419 without the anti-forgery token', async () => {
    const before = await state();
    const anon = await t.browser();
    for (const [url, body] of [
      ['/pos/coupon/list', {}],
      ['/pos/coupon/create', { code: 'ANON', name: 'Anon' }],
      ['/pos/coupon/status', { id: tied.id }],
      ['/pos/coupon/email', { code: 'AROHA15' }],
    ] as const) {
      expect((await anon.post(url, body)).statusCode, url).toBe(401);
      expect((await mere.post(url, body, { 'x-csrf-token': 'forged' })).statusCode, url).toBe(419);
      expect((await mere.send({ method: 'POST', url, payload: body })).statusCode, url).toBe(419);
    }
    expect(await state()).toEqual(before);
  });

  it('makes one coupon of two creates of one code at once; the other is told the code is taken', async () => {
    const answers = await Promise.all(
      ['RACE1', 'race1'].map((code) => mere.post('/pos/coupon/create', { code, name: 'Race' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().msg).toBe(CODE_TAKEN);
    const rows = await queryRows(t.handle.db, sql`select 1 from coupons where upper(code) = 'RACE1'`);
    expect(rows).toHaveLength(1);
  });
});
