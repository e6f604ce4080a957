// The welcome pop-up and the bottom bar. Both are non-modal complementary regions with a
// heading and a labelled close button: nothing else on the page is hidden or made inert, focus is
// never moved into them, Escape closes the welcome pop-up, and their entrance is still for shoppers
// who ask for reduced motion. They render only in the browser (what shows depends on its storage).
import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { endOfNzDay } from '../../../domain/nz-day-end.ts';
import type { SiteMessage, SitePopups as Popups } from '../../../contract/popups.ts';
import { Countdown } from './Countdown.tsx';
import {
  bottomBarShows,
  browserStorage,
  dismissBottomBar,
  markWelcomeSeen,
  welcomeAllowedOn,
  welcomeDelayMs,
} from '../lib/popups.ts';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const CLOSE =
  'grid size-11 shrink-0 place-items-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-kauri';

function MessageLink({ m, className }: { m: SiteMessage; className: string }) {
  // The server answers only links that pass the shop's rule (services/popups, contract/shop-links.ts).
  if (!m.linkUrl || !m.linkLabel) return null;
  return m.linkUrl.startsWith('/') ? (
    <Link to={m.linkUrl} className={className}>
      {m.linkLabel}
    </Link>
  ) : (
    <a href={m.linkUrl} className={className} rel="noopener">
      {m.linkLabel}
    </a>
  );
}

export function SitePopups({
  popups,
  delaySeconds,
  pathname,
}: {
  popups: Popups | null | undefined;
  delaySeconds: number;
  pathname: string;
}) {
  const welcome = popups?.welcome ?? null;
  const bar = popups?.bottomBar ?? null;
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const [barOpen, setBarOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);

  // The welcome pop-up: once per browser, after the delay, on pages it may interrupt.
  useEffect(() => {
    const storage = browserStorage();
    const wait = welcomeDelayMs(storage, delaySeconds, pathname, welcome !== null);
    if (wait === null || !welcome) return;
    const id = window.setTimeout(() => {
      markWelcomeSeen(storage, welcome.code);
      setWelcomeOpen(true);
    }, wait);
    return () => window.clearTimeout(id);
  }, [delaySeconds, pathname, welcome]);

  // Leaving for a page it must not interrupt (the cart, checkout) closes it.
  useEffect(() => {
    if (!welcomeAllowedOn(pathname)) setWelcomeOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!welcomeOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setWelcomeOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [welcomeOpen]);

  useEffect(() => {
    setBarOpen(bar !== null && bottomBarShows(browserStorage(), bar.code));
  }, [bar]);

  // The page ends above the bar, so the footer's last lines are never under it.
  useIsoLayoutEffect(() => {
    const el = barRef.current;
    if (!barOpen || !el) return;
    const pad = () => {
      document.body.style.paddingBottom = `${el.offsetHeight}px`;
      document.documentElement.style.setProperty('--bottom-bar-h', `${el.offsetHeight}px`);
    };
    pad();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(pad) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
      document.documentElement.style.removeProperty('--bottom-bar-h');
    };
  }, [barOpen]);

  return (
    <>
      {welcome && welcomeOpen && (
        <aside
          aria-labelledby="welcome-popup-title"
          data-testid="welcome-popup"
          className="fixed right-4 left-4 z-40 mx-auto max-w-sm rounded-2xl border border-sand-dark bg-white p-5 shadow-xl sm:left-auto sm:mx-0 motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:starting:translate-y-4 motion-safe:starting:opacity-0"
          style={{ bottom: 'calc(var(--bottom-bar-h, 0px) + 1rem)' }}
        >
          <div className="flex items-start gap-2">
            <h2 id="welcome-popup-title" className="flex-1 pt-2 text-xl font-semibold text-timber-dark">
              {welcome.title}
            </h2>
            <button
              type="button"
              aria-label="Close the welcome offer"
              onClick={() => setWelcomeOpen(false)}
              className={`-mt-1 -mr-2 ${CLOSE}`}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p className="mt-2 text-ink/85">{welcome.body}</p>
          {welcome.offerEnds && (
            <div className="mt-2">
              <Countdown until={endOfNzDay(welcome.offerEnds) ?? welcome.offerEnds} label="Offer ends in" />
            </div>
          )}
          <MessageLink
            m={welcome}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-kauri px-5 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
          />
        </aside>
      )}
      {bar && barOpen && (
        <aside
          ref={barRef}
          aria-labelledby="bottom-bar-title"
          data-testid="bottom-bar"
          className="fixed inset-x-0 bottom-0 z-30 border-t border-kauri-dark bg-kauri text-white"
        >
          <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
            <div className="flex-1 text-sm sm:text-base">
              <h2 id="bottom-bar-title" className="inline font-semibold">
                {bar.title}
              </h2>{' '}
              <p className="inline">
                <span className="hidden sm:inline">{bar.body} </span>
                <MessageLink
                  m={bar}
                  className="font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-white"
                />
              </p>
            </div>
            <button
              type="button"
              aria-label={`Dismiss: ${bar.title}`}
              onClick={() => {
                dismissBottomBar(browserStorage(), bar.code);
                setBarOpen(false);
              }}
              className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        </aside>
      )}
    </>
  );
}
