// The end of a New Zealand calendar day as an instant: what the page frame's countdown (a pop-up's
// offer ending at midnight) counts to. Apart from domain/dates.ts, which re-exports it, so the frame's
// script carries this one formatter and not every format the shop writes.
const NZ_OFFSET = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', timeZoneName: 'longOffset' });

/** The end of a YYYY-MM-DD day in New Zealand as an ISO instant (a coupon is good to its expiry day's end). */
export function endOfNzDay(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const noonUtc = Date.parse(`${date}T12:00:00Z`);
  if (!Number.isFinite(noonUtc)) return null;
  // New Zealand's offset on that day (+12:00 or +13:00), read from the time zone database.
  const part = NZ_OFFSET.formatToParts(new Date(noonUtc)).find((p) => p.type === 'timeZoneName')?.value;
  const offset = /GMT([+-]\d{2}:\d{2})/.exec(part ?? '')?.[1] ?? '+12:00';
  return new Date(Date.parse(`${date}T23:59:59${offset}`)).toISOString();
}
