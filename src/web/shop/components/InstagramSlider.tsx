// The shop's Instagram feed as the spec's slider: 5.5 cards visible (2.5 on narrow screens), moving
// on every 4 s. It stops while the pointer is over it or focus is in it, when the shopper prefers
// reduced motion, and when they press Pause; it never takes focus. Videos show their still with a play
// mark and, like images, link to the post on Instagram. Server-rendered; without JavaScript the track
// simply scrolls.
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { InstagramMedia } from '../../../contract/blog.ts';

export const INSTAGRAM_ADVANCE_MS = 4000;

const short = (text: string, max = 90) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : flat;
};

/** One card on (or back); past the end it starts again. */
function stepTrack(el: HTMLUListElement | null, dir: 1 | -1) {
  const card = el?.querySelector('li');
  if (!el || !card) return;
  const width = card.getBoundingClientRect().width + Number.parseFloat(getComputedStyle(el).columnGap || '0');
  const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
  if (dir === 1 && atEnd) el.scrollTo({ left: 0, behavior: 'smooth' });
  else el.scrollBy({ left: dir * width, behavior: 'smooth' });
}

export function InstagramSlider({ media, label = 'Instagram posts' }: { media: InstagramMedia[]; label?: string }) {
  const track = useRef<HTMLUListElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  const step = (dir: 1 | -1) => stepTrack(track.current, dir);

  useEffect(() => {
    if (paused || held || media.length === 0) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) stepTrack(track.current, 1);
    }, INSTAGRAM_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, held, media.length]);

  // Hover and focus inside hold the slider still (listeners on the wrapper: it is not itself interactive).
  useEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    const focusOut = (e: FocusEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) setHeld(false);
    };
    el.addEventListener('mouseenter', hold);
    el.addEventListener('mouseleave', release);
    el.addEventListener('focusin', hold);
    el.addEventListener('focusout', focusOut);
    return () => {
      el.removeEventListener('mouseenter', hold);
      el.removeEventListener('mouseleave', release);
      el.removeEventListener('focusin', hold);
      el.removeEventListener('focusout', focusOut);
    };
  }, []);

  if (media.length === 0) return null;
  const buttonClass =
    'grid size-11 place-items-center rounded-full border border-sand-dark bg-white text-timber-dark hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri';
  return (
    <div ref={wrapper} data-held={held || undefined} data-paused={paused || undefined}>
      <ul
        ref={track}
        aria-label={label}
        data-testid="instagram-slider"
        className="no-scrollbar -mx-3 flex snap-x snap-mandatory scroll-px-3 gap-3 overflow-x-auto px-3 pb-2 sm:mx-0 sm:scroll-px-0 sm:gap-4 sm:px-0"
      >
        {media.map((m) => {
          const video = m.media_type === 'VIDEO';
          const picture = video ? m.thumbnail_url : m.media_url;
          return (
            <li
              key={m.permalink}
              className="w-[calc((100%-1.5*0.75rem)/2.5)] shrink-0 snap-start sm:w-[calc((100%-3.5*1rem)/4.5)] lg:w-[calc((100%-4.5*1rem)/5.5)]"
              data-media-type={m.media_type}
            >
              <a
                href={m.permalink}
                target="_blank"
                rel="noopener noreferrer"
                className="group relative block overflow-hidden rounded-xl bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
              >
                <img
                  src={picture}
                  alt={short(m.caption) || (video ? 'Instagram video' : 'Instagram photo')}
                  width={320}
                  height={320}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                {video && (
                  <span className="absolute inset-0 grid place-items-center">
                    <span className="grid size-12 place-items-center rounded-full bg-ink/70 text-white">
                      <Play aria-hidden="true" className="size-6 translate-x-0.5" fill="currentColor" />
                    </span>
                    <span className="sr-only"> (video)</span>
                  </span>
                )}
                <span className="sr-only"> (opens Instagram in a new tab)</span>
              </a>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" aria-label="Previous Instagram posts" onClick={() => step(-1)} className={buttonClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={paused ? 'Play the Instagram slider' : 'Pause the Instagram slider'}
          onClick={() => setPaused((p) => !p)}
          className={buttonClass}
          data-testid="instagram-pause"
        >
          {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
        </button>
        <button type="button" aria-label="Next Instagram posts" onClick={() => step(1)} className={buttonClass}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
