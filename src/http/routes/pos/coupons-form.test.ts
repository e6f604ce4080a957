// Coupon administration, the coupon form: POST /pos/coupon/create (the spec's defaults, what the form
// says, each input rule refused with 422 and nothing written, a code taken in another case, mailing
// after creating), on both databases. The list: coupons.test.ts; the changes afterwards and who may
// make them: coupons-changes.test.ts. The clock stands at 2026-11-02.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_FORMAT,
  BAD_EXPIRY,
  CODE_FORMAT,
  CODE_REQUIRED,
  CODE_TAKEN,
  type CouponRow,
  MIN_GTOTAL_FORMAT,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  NO_SUCH_CUSTOMER,
  PAST_EXPIRY,
  PERCENT_TOO_BIG,
  USE_LIMIT_FORMAT,
} from '../../../contract/pos-coupons.ts';
import { queryRows } from '../../../db/rows.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, usePosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';

/** Kiri Williams, a customer of the staff fixture. */
const KIRI = 7;

describe.each(testDatabases())('coupon form ($name)', (target) => {
  const { t, mere } = usePosTestApp(target, { signIn: { mere: EMAILS.manager } });

  const create = (b: Browser, body: Record<string, unknown>) => b.post('/pos/coupon/create', body);
  const count = async () =>
    (
      await queryRows<{ coupons: number; outbox: number }>(
        t.handle.db,
        sql`select (select count(*) from coupons)::int as coupons, (select count(*) from outbox)::int as outbox`,
      )
    )[0]!;

  it('creates a coupon with the spec defaults: percent, 0, no customer, disabled, one use', async () => {
    const res = await create(mere, { code: 'plain1', name: 'A plain coupon' });
    expect(res.statusCode, res.body).toBe(200);
    const { coupon, msg } = res.json() as { coupon: CouponRow; msg: string };
    expect(msg).toBe('Coupon PLAIN1 is created');
    expect(coupon).toMatchObject({
      code: 'PLAIN1',
      name: 'A plain coupon',
      type: 'percent',
      amount: '0.00',
      min_gtotal: '0.00',
      user: 0,
      customer: '',
      is_shipping: 0,
      exclude_hot: 0,
      exclude_sale: 0,
      no_commission: 0,
      first_order: 0,
      expiry: '',
      status: 0,
      status_word: 'Disabled',
      usecount: 0,
      uselimit: 1,
      staff: 'Mere Manager',
      created_at: t.clock.now.toISOString(),
      op_history: [{ at: t.clock.now.toISOString(), staff: 'Mere Manager', action: 'created' }],
    });
    const [row] = await queryRows<{ staff_id: number; amount: number }>(
      t.handle.db,
      sql`select staff_id, amount from coupons where code = 'PLAIN1'`,
    );
    expect(row).toMatchObject({ staff_id: STAFF.manager, amount: 0 });
  });

  it('keeps what the form says: type, amount, minimum total, flags, expiry, status, limit, customer', async () => {
    const res = await mere.send({
      method: 'POST',
      url: '/pos/coupon/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': mere.token },
      payload:
        'code=Kiri-50&name=Fifty+off&type=fixed&amount=50.5&min_gtotal=300&user_id=7&is_shipping=1&exclude_hot=1&exclude_sale=1&no_commission=1&first_order=1&expiry=2026-12-31&status=1&uselimit=3',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().coupon).toMatchObject({
      code: 'KIRI-50',
      type: 'fixed',
      amount: '50.50',
      min_gtotal: '300.00',
      user: KIRI,
      customer: 'Kiri Williams <kiri.williams@example.co.nz>',
      is_shipping: 1,
      exclude_hot: 1,
      exclude_sale: 1,
      no_commission: 1,
      first_order: 1,
      expiry: '2026-12-31',
      status: 1,
      status_word: 'Enabled',
      uselimit: 3,
    });
    const [row] = await queryRows<{ amount: number; min_gtotal_cents: number; first_order_only: boolean }>(
      t.handle.db,
      sql`select amount, min_gtotal_cents, first_order_only from coupons where code = 'KIRI-50'`,
    );
    expect(row).toMatchObject({ amount: 5050, min_gtotal_cents: 30_000, first_order_only: true });
    // A percent coupon keeps hundredths of a percent; 100 % is the most.
    const pct = await create(mere, { code: 'PCT125', name: '12.5 %', amount: '12.5', uselimit: 0 });
    expect(pct.json().coupon).toMatchObject({ amount: '12.50', uselimit: 0 });
    expect((await create(mere, { code: 'ALL100', name: 'All of it', amount: 100 })).statusCode).toBe(200);
  });

  it('refuses each bad field with 422 and its message, and writes nothing', async () => {
    const before = await count();
    const ok = { code: 'GOOD1', name: 'Good' };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '1.2.3' }, AMOUNT_FORMAT],
      [{ amount: 'abc' }, AMOUNT_FORMAT],
      [{ amount: '-5' }, AMOUNT_FORMAT],
      [{ amount: '1.234' }, AMOUNT_FORMAT],
      [{ amount: '.' }, AMOUNT_FORMAT],
      [{ amount: '1e5' }, AMOUNT_FORMAT],
      [{ amount: '9'.repeat(5000) }, AMOUNT_FORMAT],
      [{ amount: true }, AMOUNT_FORMAT],
      [{ amount: '100.01' }, PERCENT_TOO_BIG],
      [{ min_gtotal: '1.5' }, MIN_GTOTAL_FORMAT],
      [{ min_gtotal: '-1' }, MIN_GTOTAL_FORMAT],
      [{ min_gtotal: [] }, MIN_GTOTAL_FORMAT],
      [{ uselimit: '-1' }, USE_LIMIT_FORMAT],
      [{ uselimit: '2.0' }, USE_LIMIT_FORMAT],
      [{ uselimit: 'lots' }, USE_LIMIT_FORMAT],
      [{ code: '' }, CODE_REQUIRED],
      [{ code: '   ' }, CODE_REQUIRED],
      [{ code: 'two words' }, CODE_FORMAT],
      [{ code: 'X'.repeat(41) }, CODE_FORMAT],
      [{ code: 'x'.repeat(100_000) }, CODE_FORMAT],
      [{ code: 42 }, CODE_REQUIRED],
      [{ name: '' }, NAME_REQUIRED],
      [{ name: { a: 1 } }, NAME_REQUIRED],
      [{ name: 'n'.repeat(201) }, NAME_TOO_LONG],
      [{ expiry: '2026-02-30' }, BAD_EXPIRY],
      [{ expiry: 'tomorrow' }, BAD_EXPIRY],
      [{ expiry: '2026-11-01' }, PAST_EXPIRY],
      [{ user_id: 999 }, NO_SUCH_CUSTOMER],
      [{ user_id: 'pita' }, NO_SUCH_CUSTOMER],
    ];
    for (const [bad, msg] of cases) {
      const res = await create(mere, { ...ok, ...bad });
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(422);
      expect(res.json(), JSON.stringify(bad).slice(0, 80)).toEqual({ success: false, msg });
    }
    for (const bad of [{ type: 'bogus' }, { status: 'maybe' }, { if_email: 'x' }, { is_shipping: 7 }]) {
      const res = await create(mere, { ...ok, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect(await count()).toEqual(before);
    // Today is not past; a fixed amount may pass 100.
    expect((await create(mere, { ...ok, expiry: '2026-11-02', type: 'fixed', amount: '150' })).statusCode).toBe(200);
  });

  it('refuses a code another coupon has in any case (422), writing nothing', async () => {
    const before = await count();
    for (const code of ['welcome10', 'Welcome10', 'plain1']) {
      const res = await create(mere, { code, name: 'Again' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, msg: CODE_TAKEN });
    }
    expect(await count()).toEqual(before);
  });

  it('mails the coupon to its customer after creating it when asked, and only with a customer', async () => {
    const before = await count();
    const res = await create(mere, { code: 'KIRI10', name: '10% for Kiri', amount: '10', user_id: KIRI, if_email: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Coupon KIRI10 is created and emailed to kiri.williams@example.co.nz');
    expect(res.json().coupon.op_history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'emailed to kiri.williams@example.co.nz',
    ]);
    const [mail] = await queryRows<{ to_email: string; subject: string; text_body: string }>(
      t.handle.db,
      sql`select to_email, subject, text_body from outbox order by id desc limit 1`,
    );
    expect(mail).toMatchObject({
      to_email: 'kiri.williams@example.co.nz',
      subject: 'Your Kauri Furniture coupon KIRI10',
    });
    expect(mail!.text_body).toContain('Coupon code: KIRI10');
    expect(mail!.text_body).toContain('10% off');
    expect(await count()).toEqual({ coupons: before.coupons + 1, outbox: before.outbox + 1 });
    // Without a customer there is no one to mail: the coupon is made, no mail.
    const alone = await create(mere, { code: 'NOBODY', name: 'No one', if_email: 1 });
    expect(alone.statusCode).toBe(200);
    expect(await count()).toEqual({ coupons: before.coupons + 2, outbox: before.outbox + 1 });
  });
});
