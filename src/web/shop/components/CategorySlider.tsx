// A row of categories with pictures (rooms on the home page, the outdoor types on the outdoor
// landing page): up to 7 visible on wide screens, 3.6 on narrow ones (the spec's category slider).
// A CSS scroll-snap track: it scrolls without JavaScript; the arrows page it when there is more.
import { useRef } from 'react';
import { ScrollArrows } from './ScrollArrows.tsx';

const ARROW_CLASS =
  'grid size-11 place-items-center rounded-full border border-sand-dark bg-white text-timber-dark hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri';

export interface CategoryTile {
  name: string;
  href: string;
  image?: string;
}

export function CategorySlider({ items, label, testId }: { items: CategoryTile[]; label: string; testId?: string }) {
  const track = useRef<HTMLUListElement>(null);
  return (
    <div className="relative">
      <ul
        ref={track}
        aria-label={label}
        data-testid={testId}
        className="no-scrollbar -mx-3 flex snap-x snap-mandatory scroll-px-3 gap-3 overflow-x-auto px-3 pb-2 sm:mx-0 sm:scroll-px-0 sm:gap-4 sm:px-0"
      >
        {items.map((item) => (
          <li
            key={item.href}
            className="w-[calc((100%-2.6*0.75rem)/3.6)] shrink-0 snap-start sm:w-[calc((100%-4*1rem)/5)] lg:w-[calc((100%-6*1rem)/7)]"
          >
            <a
              href={item.href}
              className="group block overflow-hidden rounded-2xl bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
            >
              <span className="block aspect-[4/3] overflow-hidden bg-sand-dark/40">
                {item.image && (
                  <img
                    src={item.image}
                    alt=""
                    width={240}
                    height={180}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                )}
              </span>
              <span className="flex min-h-12 items-center px-2 py-2 text-sm leading-tight font-semibold text-timber-dark group-hover:text-kauri sm:px-3 sm:text-base">
                {item.name}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {items.length > 7 && (
        <div className="mt-2 hidden justify-end gap-2 sm:flex">
          <ScrollArrows track={track} label={label} share={0.8} backClassName={ARROW_CLASS} onClassName={ARROW_CLASS} />
        </div>
      )}
    </div>
  );
}
