// Submitting a banking (POST /pos/report/dailyBanking/create) as a form post, and two or three tills
// submitting the same branch's day at once: one banking is made, the others are told it is done (409),
// on both databases (PostgreSQL runs them truly at once). The clock stands at 2026-11-02 in New Zealand.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { insertPaidLine } from '../../../testing/banking-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, usePosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS } from '../../../testing/staff-fixture.ts';

const TODAY = '2026-11-02';

describe.each(testDatabases())('submitting a banking ($name)', (target) => {
  const { t, sam, mere, lucy, aroha } = usePosTestApp(target, {
    signIn: { sam: EMAILS.staff, mere: EMAILS.manager, lucy: EMAILS.lucy, aroha: EMAILS.admin },
  });
  beforeAll(async () => {
    await insertPaidLine(t.handle.db, {
      branch: 'AKL',
      gateway: 'veftpos',
      cents: 8_000,
      paidAt: '2026-11-01T10:00:00Z',
    });
    await insertPaidLine(t.handle.db, {
      branch: 'CHC',
      gateway: 'veftpos',
      cents: 40_000,
      paidAt: '2026-11-01T21:00:00Z',
    });
  });

  const create = (b: Browser, body: Record<string, unknown>) => b.post('/pos/report/dailyBanking/create', body);
  const list = async (b: Browser, date: string) => {
    const res = await b.post('/pos/report/dailyBanking/list', { date });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('takes a form post with the methods as one JSON field', async () => {
    const res = await sam.send({
      method: 'POST',
      url: '/pos/report/dailyBanking/create',
      payload: new URLSearchParams({
        date: '2026-11-01',
        pMethods: JSON.stringify([
          { gateway: 'veftpos', actual: '80' },
          { gateway: 'directcrd', actual: '0' },
          { gateway: 'offline', actual: '0' },
        ]),
        comment: 'Yesterday',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': sam.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await list(sam, '2026-11-01')).dailyBankings[0];
    expect(row).toMatchObject({ staff: 'Sam Staff', expected: '80.00', actual: '80.00', difference: '0.00' });
  });

  it('lets one of two tills submitting the same day at once through', async () => {
    const body = {
      date: TODAY,
      branch: 'CHC',
      pMethods: [
        { gateway: 'veftpos', actual: '400' },
        { gateway: 'directcrd', actual: '0' },
        { gateway: 'offline', actual: '0' },
      ],
    };
    const answers = await Promise.all([create(lucy, body), create(mere, body), create(aroha, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from daily_bankings where location = 'CHC'`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
