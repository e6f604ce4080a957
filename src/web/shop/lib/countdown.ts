// A countdown to an offer's end: the welcome offer's coupon expiry. Given a date that is
// not a date, the shopper is alerted (spec section 8: 'an alert asking for a valid date').

export const COUNTDOWN_INVALID = 'Please enter a valid date';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `until` (an ISO date-time) at `nowMs`: 'invalid' for a bad date, 'over' once passed. */
export function countdownParts(until: string, nowMs: number): CountdownParts | 'invalid' | 'over' {
  const end = typeof until === 'string' && until.trim() ? Date.parse(until) : Number.NaN;
  if (!Number.isFinite(end)) return 'invalid';
  const left = Math.floor((end - nowMs) / 1000);
  if (left <= 0) return 'over';
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '3 days 04:05:06', '1 day 00:00:09', '04:05:06'. */
export function countdownText(p: CountdownParts): string {
  const clock = `${pad(p.hours)}:${pad(p.minutes)}:${pad(p.seconds)}`;
  if (p.days === 0) return clock;
  return `${p.days} ${p.days === 1 ? 'day' : 'days'} ${clock}`;
}
