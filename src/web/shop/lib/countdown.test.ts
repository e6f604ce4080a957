import { describe, expect, it } from 'vitest';
import { COUNTDOWN_INVALID, countdownParts, countdownText } from './countdown.ts';

const NOW = Date.parse('2026-11-26T07:00:00Z');

describe('countdown', () => {
  it('counts days, hours, minutes and seconds to the end', () => {
    const p = countdownParts('2026-11-28T09:03:04Z', NOW);
    expect(p).toEqual({ days: 2, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownText(p as Exclude<typeof p, string>)).toBe('2 days 02:03:04');
    expect(countdownText({ days: 1, hours: 0, minutes: 0, seconds: 9 })).toBe('1 day 00:00:09');
    expect(countdownText({ days: 0, hours: 4, minutes: 5, seconds: 6 })).toBe('04:05:06');
  });

  it('is over once the end has passed', () => {
    expect(countdownParts('2026-11-26T07:00:00Z', NOW)).toBe('over');
    expect(countdownParts('2020-01-01', NOW)).toBe('over');
  });

  it('is invalid for a date that is not one (the alert asks for a valid date)', () => {
    for (const bad of ['', 'soon', '2026-13-45', 'NaN', '   ']) expect(countdownParts(bad, NOW), bad).toBe('invalid');
    expect(countdownParts(undefined as unknown as string, NOW)).toBe('invalid');
    expect(COUNTDOWN_INVALID).toBe('Please enter a valid date');
  });
});
