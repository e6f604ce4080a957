// The back and on arrows of a row that scrolls sideways (CardRow, CategorySlider): each pages the
// track by most of its width. The row scrolls without them (swipe, trackpad, keyboard); they are
// for a mouse on a wide screen, so each row places and sizes them itself.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { RefObject } from 'react';

export function ScrollArrows({
  track,
  label,
  share,
  backClassName,
  onClassName,
}: {
  track: RefObject<HTMLElement | null>;
  /** The row's name, for the buttons' "Scroll {label} back / on". */
  label: string;
  /** How much of the track's visible width one press moves (under 1, so a card stays in sight). */
  share: number;
  backClassName: string;
  onClassName: string;
}) {
  const page = (dir: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * share, behavior: 'smooth' });
  };
  return (
    <>
      <button type="button" aria-label={`Scroll ${label} back`} onClick={() => page(-1)} className={backClassName}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button type="button" aria-label={`Scroll ${label} on`} onClick={() => page(1)} className={onClassName}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </>
  );
}
