// Daily banking calls: POST /pos/report/dailyBanking/list, /start and /create, on both databases.
// Who may start which branch, what a branch took that day (paid lines only, of its own orders, that
// New Zealand day), the counted methods, one banking per branch and day (a race of two gives one),
// and every refusal changing nothing (a form post and the race: banking-submit.test.ts). The clock stands at 2026-11-02 14:00 in New Zealand.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_BANKING_DATE,
  BAD_COUNTED_AMOUNT,
  BANKING_COMMENT_TOO_LONG,
  FUTURE_BANKING,
  NOT_A_BRANCH,
  OTHER_BRANCH,
  bankedAlready,
  countedAmountMissing,
} from '../../../contract/pos-banking.ts';
import { queryRows } from '../../../db/rows.ts';
import { createBankingService } from '../../../services/banking/banking.service.ts';
import { insertPaidLine } from '../../../testing/banking-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, usePosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS } from '../../../testing/staff-fixture.ts';

const TODAY = '2026-11-02';
const AKL_NAME = 'Auckland – Mt Wellington';

describe.each(testDatabases())('daily banking ($name)', (target) => {
  const { t, sam, mere, lucy, aroha } = usePosTestApp(target, {
    signIn: { sam: EMAILS.staff, mere: EMAILS.manager, lucy: EMAILS.lucy, aroha: EMAILS.admin },
  });
  beforeAll(async () => {
    const db = t.handle.db;
    // Auckland today: two EFTPOS, a direct credit, a hosted card payment and a status-5 line count…
    await insertPaidLine(db, { branch: 'AKL', gateway: 'veftpos', cents: 120_000, paidAt: '2026-11-01T20:05:00Z' });
    await insertPaidLine(db, { branch: 'AKL', gateway: 'veftpos', cents: 35_050, paidAt: '2026-11-02T00:40:00Z' });
    await insertPaidLine(db, { branch: 'AKL', gateway: 'directcrd', cents: 50_000, paidAt: '2026-11-01T22:00:00Z' });
    await insertPaidLine(db, { branch: 'AKL', gateway: 'windcave', cents: 9_900, paidAt: '2026-11-01T23:00:00Z' });
    await insertPaidLine(db, {
      branch: 'AKL',
      gateway: 'weftpos',
      cents: 10_000,
      paidAt: '2026-11-01T23:30:00Z',
      status: 5,
    });
    // …an unpaid, a cancelled and a waiting line do not; nor yesterday's (23:59 NZ), nor Christchurch's.
    await insertPaidLine(db, {
      branch: 'AKL',
      gateway: 'veftpos',
      cents: 7_000,
      paidAt: '2026-11-01T21:00:00Z',
      status: 0,
    });
    await insertPaidLine(db, {
      branch: 'AKL',
      gateway: 'veftpos',
      cents: 7_100,
      paidAt: '2026-11-01T21:00:00Z',
      status: 2,
    });
    await insertPaidLine(db, {
      branch: 'AKL',
      gateway: 'veftpos',
      cents: 7_200,
      paidAt: '2026-11-01T21:00:00Z',
      status: 4,
    });
    await insertPaidLine(db, { branch: 'AKL', gateway: 'veftpos', cents: 8_000, paidAt: '2026-11-01T10:59:00Z' });
    await insertPaidLine(db, { branch: 'CHC', gateway: 'veftpos', cents: 40_000, paidAt: '2026-11-01T21:00:00Z' });
    await insertPaidLine(db, { branch: 'AKL', gateway: 'no-deposit', cents: 1_000, paidAt: '2026-11-01T21:00:00Z' });
  });

  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer, read field by field
  const ok = async (res: { statusCode: number; body: string; json(): any }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const list = (b: Browser, body: Record<string, unknown> = {}) => b.post('/pos/report/dailyBanking/list', body);
  const start = (b: Browser, body: Record<string, unknown> = {}) => b.post('/pos/report/dailyBanking/start', body);
  const create = (b: Browser, body: Record<string, unknown>) => b.post('/pos/report/dailyBanking/create', body);
  const bankings = async () =>
    queryRows<{ location: string; banking_date: string; total_actual_cents: number }>(
      t.handle.db,
      sql`select location, banking_date::text, total_actual_cents from daily_bankings order by id`,
    );

  it('lists a row per physical branch of ours for today, with Start where the staff member may start', async () => {
    const answer = await ok(await list(sam, { search: '', date: '' }));
    expect(answer.date).toBe(TODAY);
    expect(answer.dailyBankings.map((r: { code: string }) => r.code)).toEqual(['AKL', 'CHC', 'DC1']);
    const akl = answer.dailyBankings[0];
    expect(akl).toEqual({
      id: null,
      location: AKL_NAME,
      code: 'AKL',
      staff: '',
      expected: '2249.50',
      actual: null,
      difference: null,
      canStart: true,
    });
    // Sam works at Auckland: the other branches are Can't start; a manager may start any.
    expect(answer.dailyBankings.slice(1).map((r: { canStart: boolean }) => r.canStart)).toEqual([false, false]);
    expect(answer.dailyBankings[1].expected).toBe('400.00');
    const forMere = await ok(await list(mere, { date: TODAY }));
    expect(forMere.dailyBankings.every((r: { canStart: boolean }) => r.canStart)).toBe(true);
    const forLucy = await ok(await list(lucy, { date: TODAY }));
    expect(forLucy.dailyBankings.map((r: { canStart: boolean }) => r.canStart)).toEqual([false, true, false]);
  });

  it('reads another day, never lets a future day start, and filters by branch or staff', async () => {
    const yesterday = await ok(await list(sam, { date: '2026-11-01' }));
    expect(yesterday.dailyBankings[0]).toMatchObject({ code: 'AKL', expected: '80.00', canStart: true });
    const tomorrow = await ok(await list(mere, { date: '2026-11-03' }));
    expect(tomorrow.dailyBankings.some((r: { canStart: boolean }) => r.canStart)).toBe(false);
    const found = await ok(await list(sam, { search: 'christ', date: TODAY }));
    expect(found.dailyBankings.map((r: { code: string }) => r.code)).toEqual(['CHC']);
  });

  it('refuses a bad date, a stranger and a missing anti-forgery token', async () => {
    for (const date of ['2026-02-30', 'yesterday', '02/11/2026']) {
      const res = await list(sam, { date });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, msg: BAD_BANKING_DATE });
    }
    const stranger = await t.browser();
    expect((await list(stranger)).statusCode).toBe(401);
    expect((await start(stranger)).statusCode).toBe(401);
    expect((await sam.post('/pos/report/dailyBanking/list', {}, { 'x-csrf-token': 'forged' })).statusCode).toBe(419);
  });

  it("starts the branch's banking: expected per method, every payment of the day, the totals", async () => {
    const answer = await ok(await start(sam, { date: TODAY }));
    expect(answer).toMatchObject({ success: true, date: TODAY, branch: 'AKL', location: AKL_NAME });
    const byGateway = Object.fromEntries(answer.pMethods.map((m: { gateway: string }) => [m.gateway, m]));
    expect(byGateway.veftpos).toEqual({
      name: 'EFTPOS Terminal A',
      gateway: 'veftpos',
      expected: '1550.50',
      // Counted at the till: empty until someone counts it.
      actual: '',
      editable: true,
    });
    expect(byGateway.directcrd).toMatchObject({ expected: '500.00', actual: '', editable: true });
    expect(byGateway.offline).toMatchObject({ expected: '0.00', actual: '', editable: true });
    expect(byGateway.weftpos).toMatchObject({ expected: '100.00', actual: '100.00', editable: false });
    expect(byGateway.windcave).toMatchObject({ expected: '99.00', actual: '99.00', editable: false });
    expect(byGateway['no-deposit']).toBeUndefined();
    expect(answer.allPayments).toHaveLength(5);
    expect(answer.allPayments[0]).toMatchObject({
      time: '2026-11-01T20:05:00.000Z',
      staff: 'Sam Staff',
      amount: '1200.00',
      gateway: 'veftpos',
    });
    expect(answer.allPayments[0].ref_code).toMatch(/^B\d+$/);
    expect(answer.totalExpected).toBe('2249.50');
    // Only what is banked without counting, until the counted boxes are filled.
    expect(answer.totalActual).toBe('199.00');
  });

  it("refuses another branch to a salesperson, a future day, and a place that isn't a branch", async () => {
    let res = await start(sam, { branch: 'CHC' });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(OTHER_BRANCH);
    res = await start(sam, { date: '2026-11-03' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(FUTURE_BANKING);
    // Aroha signs in at the website: she names the branch she banks.
    res = await start(aroha, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(NOT_A_BRANCH);
    expect((await start(aroha, { branch: 'NSN' })).statusCode).toBe(422);
    expect((await ok(await start(aroha, { branch: 'chc' }))).totalExpected).toBe('400.00');
  });

  it('refuses bad counted amounts, a missing one and a long comment, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          pMethods: [
            { gateway: 'veftpos', actual: '-1' },
            { gateway: 'directcrd', actual: '500' },
            { gateway: 'offline', actual: '0' },
          ],
        },
        BAD_COUNTED_AMOUNT,
      ],
      [
        {
          pMethods: [
            { gateway: 'veftpos', actual: '12.345' },
            { gateway: 'directcrd', actual: '500' },
            { gateway: 'offline', actual: '0' },
          ],
        },
        BAD_COUNTED_AMOUNT,
      ],
      [
        {
          pMethods: [
            { gateway: 'veftpos', actual: '1549.50' },
            { gateway: 'offline', actual: '0' },
          ],
        },
        countedAmountMissing('Direct Credit'),
      ],
      // An empty box, as the Start form now opens them, is not a count of nothing.
      [
        {
          pMethods: [
            { gateway: 'veftpos', actual: '1549.50' },
            { gateway: 'directcrd', actual: '' },
            { gateway: 'offline', actual: '0' },
          ],
        },
        countedAmountMissing('Direct Credit'),
      ],
      [
        {
          pMethods: [
            { gateway: 'veftpos', actual: '1549.50' },
            { gateway: 'directcrd', actual: '500' },
            { gateway: 'offline', actual: '   ' },
          ],
        },
        countedAmountMissing('Offline Payment'),
      ],
      [
        {
          pMethods: [
            { gateway: 'veftpos', actual: '1' },
            { gateway: 'directcrd', actual: '1' },
            { gateway: 'offline', actual: '0' },
          ],
          comment: 'x'.repeat(1001),
        },
        BANKING_COMMENT_TOO_LONG,
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await create(sam, { date: TODAY, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({ success: false, msg });
    }
    expect((await create(sam, { date: TODAY })).statusCode).toBe(422);
    for (const body of [
      { pMethods: 'veftpos' },
      { pMethods: [], date: 20261102 },
      { pMethods: [], comment: {} },
      { pMethods: [{ actual: '1' }] },
      { pMethods: [], branch: '<AKL>' },
    ])
      expect((await create(sam, body)).statusCode, JSON.stringify(body)).toBe(422);
    expect((await create(sam, { date: TODAY, branch: 'CHC', pMethods: [] })).statusCode).toBe(403);
    expect(await bankings()).toEqual([]);
  });

  it('submits the banking once: counted amounts for the counted methods only, then View on the list', async () => {
    const started = await ok(await start(sam, { date: TODAY }));
    const counted = started.pMethods.map((m: { gateway: string; actual: string }) => ({
      ...m,
      // One dollar short on EFTPOS; a changed hosted-card amount is not a counted one and is ignored.
      actual: { veftpos: '1549.50', directcrd: '500', offline: '0', windcave: '1.00' }[m.gateway] ?? m.actual,
    }));
    const answer = await ok(await create(sam, { ...started, pMethods: counted, comment: '  Till 2 a dollar short ' }));
    expect(answer).toEqual({
      success: true,
      id: expect.any(Number),
      msg: `The banking of ${AKL_NAME} for ${TODAY} is submitted`,
    });
    const row = (await ok(await list(mere, { date: TODAY }))).dailyBankings[0];
    expect(row).toEqual({
      id: answer.id,
      location: AKL_NAME,
      code: 'AKL',
      staff: 'Sam Staff',
      expected: '2249.50',
      actual: '2248.50',
      difference: '-1.00',
      canStart: false,
    });
    const record = await createBankingService(t.handle.db).record(answer.id);
    expect(record).toMatchObject({ date: TODAY, branch: 'AKL', staff: 'Sam Staff', comment: 'Till 2 a dollar short' });
    expect(record.pMethods.find((m) => m.gateway === 'veftpos')).toEqual({
      name: 'EFTPOS Terminal A',
      gateway: 'veftpos',
      expected: '1550.50',
      actual: '1549.50',
      difference: '-1.00',
    });
    expect(record.pMethods.find((m) => m.gateway === 'windcave')?.actual).toBe('99.00');

    // Once submitted it cannot be started or submitted again, by anyone.
    const again = await create(mere, { date: TODAY, branch: 'AKL', pMethods: counted });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(bankedAlready(AKL_NAME, TODAY));
    expect((await start(sam, { date: TODAY })).statusCode).toBe(409);
    expect(await bankings()).toEqual([{ location: 'AKL', banking_date: TODAY, total_actual_cents: 224_850 }]);
  });
});
