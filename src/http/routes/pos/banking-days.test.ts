// A banking day is a New Zealand calendar day, the two mornings the clocks change included: a payment
// at 00:30 on the morning daylight saving starts (last Sunday of September, 02:00 → 03:00) or ends
// (first Sunday of April, 03:00 → 02:00) is on that day, not the day before, and the 23- and 25-hour
// days keep their last hour. A fixed offset (+12 or +13) gets one of these wrong.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPaidLine } from '../../../testing/banking-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';

describe.each(testDatabases())('banking days across daylight saving ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);
  beforeAll(async () => {
    const eftpos = (cents: number, paidAt: string) =>
      insertPaidLine(t.handle.db, { branch: 'AKL', gateway: 'veftpos', cents, paidAt });
    // Sunday 5 April 2026, daylight saving ends: 00:30 is still NZDT (+13).
    await eftpos(100, '2026-04-04T10:59:00Z'); // Sat 4 April 23:59 NZDT
    await eftpos(200, '2026-04-04T11:30:00Z'); // Sun 5 April 00:30 NZDT
    await eftpos(400, '2026-04-05T11:30:00Z'); // Sun 5 April 23:30 NZST (+12): the 25th hour's day
    await eftpos(800, '2026-04-05T12:00:00Z'); // Mon 6 April 00:00 NZST
    // Sunday 27 September 2026, daylight saving starts: 00:30 is still NZST (+12).
    await eftpos(1_000, '2026-09-26T11:59:00Z'); // Sat 26 September 23:59 NZST
    await eftpos(2_000, '2026-09-26T12:30:00Z'); // Sun 27 September 00:30 NZST
    await eftpos(4_000, '2026-09-27T10:30:00Z'); // Sun 27 September 23:30 NZDT (+13)
    await eftpos(8_000, '2026-09-27T11:00:00Z'); // Mon 28 September 00:00 NZDT
  });

  const expected = async (date: string) => {
    const res = await sam.post('/pos/report/dailyBanking/start', { date });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    return { total: answer.totalExpected, times: answer.allPayments.map((p: { time: string }) => p.time) };
  };
  const listed = async (date: string) => {
    const res = await sam.post('/pos/report/dailyBanking/list', { date });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().dailyBankings[0].expected;
  };

  it('counts the 00:30 payment on the morning daylight saving ends on that day', async () => {
    expect(await expected('2026-04-04')).toEqual({ total: '1.00', times: ['2026-04-04T10:59:00.000Z'] });
    expect(await expected('2026-04-05')).toEqual({
      total: '6.00',
      times: ['2026-04-04T11:30:00.000Z', '2026-04-05T11:30:00.000Z'],
    });
    expect((await expected('2026-04-06')).total).toBe('8.00');
    expect(await listed('2026-04-05')).toBe('6.00');
  });

  it('counts the 00:30 payment on the morning daylight saving starts on that day', async () => {
    expect((await expected('2026-09-26')).total).toBe('10.00');
    expect(await expected('2026-09-27')).toEqual({
      total: '60.00',
      times: ['2026-09-26T12:30:00.000Z', '2026-09-27T10:30:00.000Z'],
    });
    expect((await expected('2026-09-28')).total).toBe('80.00');
    expect(await listed('2026-09-27')).toBe('60.00');
  });

  it("takes today as New Zealand's today, whatever day it is in UTC", async () => {
    // 00:30 on Sunday 27 September in New Zealand is still Saturday in UTC.
    t.clock.now = new Date('2026-09-26T12:30:00Z');
    const res = await sam.post('/pos/report/dailyBanking/list', {});
    expect(res.json().date).toBe('2026-09-27');
    expect(res.json().dailyBankings[0]).toMatchObject({ expected: '60.00', canStart: true });
    expect((await sam.post('/pos/report/dailyBanking/start', { date: '2026-09-28' })).statusCode).toBe(422);
  });
});
