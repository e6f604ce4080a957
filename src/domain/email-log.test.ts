import { describe, expect, it } from 'vitest';
import { nzClockText } from './dates.ts';
import { staffName } from './email-log.ts';

describe('the email log words', () => {
  it('writes New Zealand time the way the log reads', () => {
    expect(nzClockText(new Date('2026-11-22T02:45:00Z'))).toBe('22/11/2026 3:45 pm');
    expect(nzClockText(new Date('2026-11-21T11:05:00Z'))).toBe('22/11/2026 12:05 am');
    expect(nzClockText(new Date('2026-06-30T23:59:00Z'))).toBe('01/07/2026 11:59 am');
  });

  it('names the staff member by first and last name', () => {
    expect(staffName({ firstname: 'Sam', lastname: 'Staff' })).toBe('Sam Staff');
    expect(staffName({ firstname: 'Sam', lastname: '' })).toBe('Sam');
  });
});
