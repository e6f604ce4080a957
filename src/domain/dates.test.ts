import { describe, expect, it } from 'vitest';
import { endOfNzDay, longDayText, longNzDate, nzClockText, nzDayOf } from './dates.ts';
import { nzTimestamp, nzToday, shortDayText, shortNzDateTime, weekdayDayText } from './dates.ts';

describe('nzToday', () => {
  it('is the date in New Zealand', () => {
    // 20:00 UTC on 1 Nov is 09:00 on 2 Nov in Auckland (NZDT, UTC+13)
    expect(nzToday(new Date('2026-11-01T20:00:00Z'))).toBe('2026-11-02');
  });

  it('turns over at midnight in Auckland, however recently it was asked', () => {
    // Midnight NZDT on 3 Nov is 11:00 UTC on 2 Nov; the same minute asked twice, then the next.
    expect(nzToday(new Date('2026-11-02T10:59:00.000Z'))).toBe('2026-11-02');
    expect(nzToday(new Date('2026-11-02T10:59:59.999Z'))).toBe('2026-11-02');
    expect(nzToday(new Date('2026-11-02T11:00:00.000Z'))).toBe('2026-11-03');
    expect(nzToday(new Date('2026-11-02T10:59:30.000Z'))).toBe('2026-11-02');
    // Winter (NZST, UTC+12): midnight on 2 Jul is 12:00 UTC on 1 Jul.
    expect(nzToday(new Date('2026-07-01T11:59:59.999Z'))).toBe('2026-07-01');
    expect(nzToday(new Date('2026-07-01T12:00:00.000Z'))).toBe('2026-07-02');
  });

  it('is the day of any instant, as nzDayOf writes it', () => {
    expect(nzDayOf(new Date('2026-07-01T12:00:00.000Z'))).toBe('2026-07-02');
  });
});

describe('instants in New Zealand time', () => {
  it("writes the records' timestamp, hours 00 to 23", () => {
    expect(nzTimestamp(new Date('2026-03-02T01:05:09Z'))).toBe('2026-03-02 14:05:09');
    expect(nzTimestamp(new Date('2026-06-30T12:00:00Z'))).toBe('2026-07-01 00:00:00');
  });

  it('writes New Zealand time the way the email log reads', () => {
    expect(nzClockText(new Date('2026-11-22T02:45:00Z'))).toBe('22/11/2026 3:45 pm');
    expect(nzClockText(new Date('2026-11-21T11:05:00Z'))).toBe('22/11/2026 12:05 am');
    expect(nzClockText(new Date('2026-06-30T23:59:00Z'))).toBe('01/07/2026 11:59 am');
  });

  it('shows dates and times in New Zealand time', () => {
    const shown: [string, string][] = [
      [shortDayText('2026-12-25'), '25 Dec 2026'],
      [shortDayText('soon'), 'soon'],
      // 01:05 UTC on 5 March is 14:05 the same day in Auckland (daylight time, +13).
      [shortNzDateTime('2026-03-05T01:05:00.000Z'), '5 Mar 2026, 14:05'],
      // 23:30 UTC on 30 June is 11:30 on 1 July (standard time, +12).
      [shortNzDateTime('2026-06-30T23:30:00Z'), '1 Jul 2026, 11:30'],
      [shortNzDateTime(''), ''],
    ];
    for (const [text, expected] of shown) expect(text).toBe(expected);
  });

  it("writes a post's day as New Zealand had it", () => {
    // 11:30 UTC on 25 November is 00:30 on 26 November in Auckland.
    expect(longNzDate('2026-11-25T11:30:00Z')).toBe('26 November 2026');
    expect(longNzDate(new Date('2026-11-25T10:30:00Z'))).toBe('25 November 2026');
  });
});

describe('calendar days', () => {
  it('writes a day as it is, with no time zone shift', () => {
    expect(longDayText('2026-12-02')).toBe('2 December 2026');
    expect(longDayText('later')).toBe('later');
    expect(weekdayDayText('2026-12-05')).toBe('Saturday 5 December 2026');
  });

  it("ends a coupon's last day at midnight in New Zealand, summer and winter", () => {
    expect(endOfNzDay('2026-12-24')).toBe('2026-12-24T10:59:59.000Z'); // NZDT +13:00
    expect(endOfNzDay('2026-07-01')).toBe('2026-07-01T11:59:59.000Z'); // NZST +12:00
    expect(endOfNzDay('24/12/2026')).toBeNull();
  });
});
