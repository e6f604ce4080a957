// A countdown to an offer's end (shop/lib/countdown.ts). A date that is not a date alerts once and shows
// nothing; a passed one shows nothing. The ticking text is not announced (role timer is not live).
import { useEffect, useState } from 'react';
import { COUNTDOWN_INVALID, countdownParts, countdownText } from '../lib/countdown.ts';

export function Countdown({ until, label = 'Ends in' }: { until: string; label?: string }) {
  // The server renders nothing: the clock is the shopper's.
  const [now, setNow] = useState<number | null>(null);
  const parts = now === null ? null : countdownParts(until, now);

  useEffect(() => {
    if (countdownParts(until, Date.now()) === 'invalid') {
      window.alert(COUNTDOWN_INVALID);
      return;
    }
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [until]);

  if (parts === null || parts === 'invalid' || parts === 'over') return null;
  return (
    <p className="text-sm font-semibold text-timber-dark" data-testid="countdown">
      {label}{' '}
      <time role="timer" dateTime={until} className="tabular-nums">
        {countdownText(parts)}
      </time>
    </p>
  );
}
