// Shows the notices raised with common/lib/notices.ts, each for three seconds, politely announced.
import { CheckCircle2, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NOTICE_EVENT, NOTICE_LIFETIME_MS, type Notice } from '../lib/notices.ts';

const TONES = {
  success: 'border-kauri bg-kauri-light text-kauri-dark',
  info: 'border-sand-dark bg-white text-ink',
  warning: 'border-timber bg-sand text-timber-dark',
  danger: 'border-sale bg-white text-sale',
} as const;

export function Notices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(() => {
    const onNotice = (e: Event) => {
      const notice = (e as CustomEvent<Notice>).detail;
      setNotices((list) => [...list.slice(-2), notice]);
      window.setTimeout(() => setNotices((list) => list.filter((n) => n.id !== notice.id)), NOTICE_LIFETIME_MS);
    };
    window.addEventListener(NOTICE_EVENT, onNotice);
    return () => window.removeEventListener(NOTICE_EVENT, onNotice);
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {notices.map((n) => {
        const Icon = n.tone === 'success' ? CheckCircle2 : n.tone === 'info' ? Info : TriangleAlert;
        return (
          <div
            key={n.id}
            data-testid="notice"
            className={`pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl border-l-4 px-4 py-3 text-sm font-medium shadow-lg ${TONES[n.tone]}`}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex-1">{n.text}</span>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => setNotices((list) => list.filter((x) => x.id !== n.id))}
              className="-m-2 grid size-11 place-items-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-kauri"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
