// Today's date in New Zealand, for coupon expiry and delivery estimates. nzToday() builds a
// time-zone formatter on every call (a third of a millisecond, the dearest part of a cart page),
// and the date changes once a day, so it is asked at most once a minute.
import { nzToday } from '../../domain/eta.ts';

export function cachedNzToday(ttlMs = 60_000, now: () => number = Date.now): () => string {
  let at = Number.NEGATIVE_INFINITY;
  let value = '';
  return () => {
    const t = now();
    if (t - at >= ttlMs) {
      value = nzToday(new Date(t));
      at = t;
    }
    return value;
  };
}
