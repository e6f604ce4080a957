// 'Back to Top': appears after 500 px of scrolling and glides up in 500 ms.
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

const SHOW_AFTER_PX = 500;
const SCROLL_MS = 500;

export function scrollToTop(duration = SCROLL_MS) {
  const start = window.scrollY;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduce || start === 0) return window.scrollTo({ top: 0, behavior: 'instant' });
  const t0 = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - t0) / duration);
    const eased = 1 - (1 - t) ** 3;
    window.scrollTo({ top: Math.round(start * (1 - eased)), behavior: 'instant' });
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      data-testid="back-to-top"
      onClick={() => {
        scrollToTop();
        document.getElementById('top')?.focus({ preventScroll: true });
      }}
      className="fixed right-3 bottom-3 z-30 flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full bg-timber-dark/90 px-4 text-sm font-semibold text-paper shadow-lg backdrop-blur hover:bg-timber focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-4" />
      Back to Top
    </button>
  );
}
