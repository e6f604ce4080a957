// Coupon administration, the list: POST /pos/coupon/list (search by description or code in any case,
// sort by Time, Code or Description, pages, every field of the spec), on both databases. The form:
// coupons-form.test.ts; the changes and who may make them: coupons-changes.test.ts.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CouponRow } from '../../../contract/pos-coupons.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, usePosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS } from '../../../testing/staff-fixture.ts';

describe.each(testDatabases())('coupon list ($name)', (target) => {
  const { t, mere, sam } = usePosTestApp(target, { signIn: { mere: EMAILS.manager, sam: EMAILS.staff } });
  beforeAll(async () => {
    // The seed's coupons were made a month ago, one a minute apart, in their seed order.
    await t.handle.db.execute(
      sql`update coupons set created_at = timestamptz '2026-10-01T00:00:00Z' + (id * interval '1 minute')`,
    );
  });

  const list = (b: Browser, body: Record<string, unknown> = {}) => b.post('/pos/coupon/list', body);

  it('lists every coupon to any staff member, newest first, with every field of the spec', async () => {
    const res = await list(sam);
    expect(res.statusCode).toBe(200);
    const { success, coupons, total } = res.json() as { success: boolean; coupons: CouponRow[]; total: number };
    expect(success).toBe(true);
    expect(total).toBe(7);
    expect(coupons.map((c) => c.code)).toEqual([
      'ONCE100',
      'STAFFONLY',
      'SPRING20',
      'NODEALS15',
      'SAVE50',
      'FREESHIP',
      'WELCOME10',
    ]);
    const save50 = coupons.find((c) => c.code === 'SAVE50')!;
    expect(Object.keys(save50).sort()).toEqual(
      [
        'id',
        'code',
        'name',
        'created_at',
        'expiry',
        'customer',
        'customer_email',
        'staff',
        'user',
        'type',
        'amount',
        'min_gtotal',
        'is_shipping',
        'exclude_hot',
        'exclude_sale',
        'no_commission',
        'status',
        'status_word',
        'first_order',
        'usecount',
        'uselimit',
        'op_history',
      ].sort(),
    );
    expect(save50).toMatchObject({
      name: '$50 off orders over $500 (sale items excluded)',
      type: 'fixed',
      amount: '50.00',
      min_gtotal: '500.00',
      exclude_sale: 1,
      exclude_hot: 0,
      is_shipping: 0,
      no_commission: 0,
      status: 1,
      usecount: 0,
      uselimit: 0,
      customer: '',
      user: 0,
      staff: '',
      op_history: [],
    });
    expect(save50.expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(coupons.find((c) => c.code === 'WELCOME10')).toMatchObject({ type: 'percent', amount: '10.00', expiry: '' });
    expect(coupons.find((c) => c.code === 'STAFFONLY')!.status).toBe(0);
    // The status as a person reads it: a coupon past its expiry is Expired, though still switched on.
    const word = (code: string) => coupons.find((c) => c.code === code)!.status_word;
    expect([word('SAVE50'), word('STAFFONLY'), word('SPRING20')]).toEqual(['Enabled', 'Disabled', 'Expired']);
    expect(coupons.find((c) => c.code === 'SPRING20')!.status).toBe(1);
    // WELCOME10 says "your first order", and is one.
    expect(coupons.find((c) => c.code === 'WELCOME10')).toMatchObject({ first_order: 1 });
    expect(save50.first_order).toBe(0);
  });

  it('searches the description or the code, in any case, and sorts by Time, Code or Description', async () => {
    const codes = async (body: Record<string, unknown>) =>
      ((await list(mere, body)).json().coupons as CouponRow[]).map((c) => c.code);
    expect(await codes({ search: 'off' })).toEqual(['ONCE100', 'SPRING20', 'NODEALS15', 'SAVE50', 'WELCOME10']);
    expect(await codes({ search: 'SHIP' })).toEqual(['FREESHIP']);
    expect(await codes({ search: 'free delivery' })).toEqual(['FREESHIP']);
    expect(await codes({ search: '100%' })).toEqual([]);
    expect(await codes({ search: 'nothing like it' })).toEqual([]);
    expect(await codes({ sort: 'time', direction: 'asc' })).toEqual([
      'WELCOME10',
      'FREESHIP',
      'SAVE50',
      'NODEALS15',
      'SPRING20',
      'STAFFONLY',
      'ONCE100',
    ]);
    expect(await codes({ sort: 'code', direction: 'asc' })).toEqual([
      'FREESHIP',
      'NODEALS15',
      'ONCE100',
      'SAVE50',
      'SPRING20',
      'STAFFONLY',
      'WELCOME10',
    ]);
    expect((await codes({ sort: 'description', direction: 'desc' }))[0]).toBe('SPRING20');
    // '$100 off…' before '$50 off…' before '10% off…': the text's own order.
    expect((await codes({ sort: 'description', direction: 'asc' })).slice(0, 3)).toEqual([
      'ONCE100',
      'SAVE50',
      'WELCOME10',
    ]);
  });

  it('answers a page at a time with the total', async () => {
    const page = async (page: number, pageSize: number) =>
      (await list(mere, { sort: 'code', direction: 'asc', page, pageSize })).json();
    expect(await page(1, 3)).toMatchObject({ total: 7 });
    expect((await page(1, 3)).coupons.map((c: CouponRow) => c.code)).toEqual(['FREESHIP', 'NODEALS15', 'ONCE100']);
    expect((await page(3, 3)).coupons.map((c: CouponRow) => c.code)).toEqual(['WELCOME10']);
    expect((await page(9, 3)).coupons).toEqual([]);
    expect((await list(mere, { pageSize: '101' })).statusCode).toBe(422);
    for (const bad of [
      { sort: 'price' },
      { direction: 'up' },
      { page: 'two' },
      { page: -1 },
      { search: 'x'.repeat(101) },
    ]) {
      const res = await list(mere, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().success).toBe(false);
    }
  });
});
