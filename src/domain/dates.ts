// The shop's dates as it writes them, server and browser alike: the shop keeps New Zealand's calendar
// (Pacific/Auckland) wherever the server runs. Two kinds of input: a calendar day (YYYY-MM-DD, as the
// database's date columns give it), which is shown as it is, with no time zone shift; and an instant (a
// timestamp), which is shown as New Zealand's clock read it then.
// Only the platform's Intl, so the browser's bundle stays light. A formatter costs a third of a
// millisecond to build, so each is built once, here; each is marked pure so a bundle that uses none of
// its functions drops it (the page frame uses one).

const NZ = 'Pacific/Auckland';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const NZ_DAY = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: NZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const NZ_NUMERIC_PARTS = /* @__PURE__ */ new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const NZ_LONG_DAY = /* @__PURE__ */ new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const LONG_DAY = /* @__PURE__ */ new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const WEEKDAY_DAY = /* @__PURE__ */ new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** What the order detail answer's `nztime` has always carried: the platform's en-NZ wording. */
const NZ_ORDER_TIME = /* @__PURE__ */ new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** New Zealand's clock at an instant, in numbers: year, month, day, hour (0-23), minute, second. */
function nzParts(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const part = Object.fromEntries(NZ_NUMERIC_PARTS.formatToParts(at).map((p) => [p.type, p.value]));
  const of = (type: string) => part[type] ?? '';
  return {
    year: of('year'),
    month: of('month'),
    day: of('day'),
    hour: of('hour'),
    minute: of('minute'),
    second: of('second'),
  };
}

/** A calendar day's parts from its YYYY-MM-DD text (anything after the day is ignored); null when it is not one. */
function dayParts(day: string | null | undefined): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) } : null;
}

const asDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** The day it was in New Zealand at an instant, YYYY-MM-DD. */
export function nzDayOf(at: Date): string {
  return NZ_DAY.format(at);
}

/** The last day given out by nzToday, and the minute (since the epoch) it was for. */
let lastToday = { minute: Number.NaN, date: '' };

/**
 * Today's date in New Zealand, YYYY-MM-DD. Formatting it takes tens of microseconds (the time zone's
 * rules), about 1% of a product list's server time, so the answer is reused within the same minute:
 * New Zealand's offsets from UTC are whole hours, so its date never changes inside a minute.
 */
export function nzToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastToday.minute) lastToday = { minute, date: nzDayOf(now) };
  return lastToday.date;
}

/** "2026-03-02 14:05:09" in New Zealand time: a moment as the order's records write it. */
export function nzTimestamp(at: Date): string {
  const p = nzParts(at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** "22/11/2026 3:45 pm" in New Zealand time: the staff's email log. */
export function nzClockText(at: Date): string {
  const p = nzParts(at);
  const hour = Number(p.hour) % 12 || 12;
  return `${p.day}/${p.month}/${p.year} ${hour}:${p.minute} ${Number(p.hour) < 12 ? 'am' : 'pm'}`;
}

/** The order detail's `nztime` ("22/11/2026, 3:45 pm" as the platform's en-NZ writes it). */
export function nzOrderTime(at: Date): string {
  return NZ_ORDER_TIME.format(at);
}

/** "5 Mar 2026" for a calendar day; the text itself when it is not one. */
export function shortDayText(day: string | null | undefined): string {
  const p = dayParts(day);
  return p ? `${p.d} ${MONTHS[p.m - 1]} ${p.y}` : (day ?? '');
}

/**
 * "5 Mar 2026, 14:05" in New Zealand time; '' when it is not a time. Built from numeric parts (not a
 * locale's wording) so the server's render and the browser's agree.
 */
export function shortNzDateTime(iso: string | null | undefined): string {
  const at = new Date(iso ?? '');
  if (Number.isNaN(at.getTime())) return '';
  const p = nzParts(at);
  return `${Number(p.day)} ${MONTHS[Number(p.month) - 1]} ${p.year}, ${p.hour}:${p.minute}`;
}

/** "2 December 2026" for a calendar day; the text itself when it is not one. */
export function longDayText(day: string): string {
  const p = dayParts(day);
  return p ? LONG_DAY.format(new Date(Date.UTC(p.y, p.m - 1, p.d))) : day;
}

/** "Saturday 5 December 2026" for a calendar day; the text itself when it is not one. */
export function weekdayDayText(day: string): string {
  const p = dayParts(day);
  return p ? WEEKDAY_DAY.format(new Date(Date.UTC(p.y, p.m - 1, p.d))).replace(',', '') : day;
}

/** "26 November 2026": the day it was in New Zealand at an instant (a post's date, a page's last change). */
export function longNzDate(at: Date | string): string {
  return NZ_LONG_DAY.format(asDate(at));
}

// The page frame's countdown needs this one alone: it lives in its own file so the frame's script does not
// carry every format of this module.
export { endOfNzDay } from './nz-day-end.ts';
