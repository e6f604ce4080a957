// The stores on a map: tiles from MAP_TILE_URL with their attribution, or without it an
// outline of the islands on a plain panel. Each marker is a link to its store's card (so it works
// without a script); hovering or focusing a marker highlights its card, and the card's does the
// marker (ContactStores holds which one is active). The store list beside it is the map's text.
// Markers are 24 px targets (WCAG 2.5.8): the stores of the upper North Island sit close together on a
// phone, and larger targets would overlap; the cards are the roomy way in.
// No map library: six fixed stores need no panning or zooming, so the tiles that cover New Zealand are
// laid out as plain images (shop/lib/store-map.ts), drawn on the server, with no script on this page or any other.
import { MapPin } from 'lucide-react';
import { useMemo } from 'react';
import type { StoreLocation } from '../../../../contract/contact-words.ts';
import { NZ_BOUNDS, islandPaths, mapView, placeIn, tilesFor } from '../../lib/store-map.ts';

export interface StoreMapProps {
  stores: StoreLocation[];
  active: string | null;
  onActive(code: string | null): void;
  tileUrl: string;
  attribution: string;
}

export function StoreMap({ stores, active, onActive, tileUrl, attribution }: StoreMapProps) {
  const view = useMemo(() => mapView(NZ_BOUNDS, 640), []);
  const tiles = useMemo(() => (tileUrl ? tilesFor(view, tileUrl) : []), [view, tileUrl]);
  const coast = useMemo(() => (tileUrl ? '' : islandPaths(view)), [view, tileUrl]);
  const placed = stores.filter((s) => s.lat !== null && s.lng !== null);
  return (
    <figure
      className="relative mx-auto w-full max-w-sm overflow-hidden rounded-2xl sm:max-w-md border border-sand-dark bg-[#dfe9ee] lg:max-w-none"
      style={{ aspectRatio: `${view.width} / ${view.height}` }}
      data-testid="store-map"
      data-tiles={tileUrl ? 'on' : 'off'}
      aria-label="Map of our stores"
    >
      {tileUrl ? (
        tiles.map((t) => (
          <img
            key={t.key}
            src={t.src}
            alt=""
            loading="lazy"
            decoding="async"
            width={256}
            height={256}
            className="absolute max-w-none select-none"
            style={{ left: `${t.left}%`, top: `${t.top}%`, width: `${t.width}%`, height: `${t.height}%` }}
          />
        ))
      ) : (
        <svg
          viewBox={`0 0 ${view.width.toFixed(0)} ${view.height.toFixed(0)}`}
          className="absolute inset-0 size-full"
          aria-hidden="true"
          focusable="false"
        >
          <path d={coast} className="fill-sand stroke-sand-dark" strokeWidth={2} strokeLinejoin="round" />
        </svg>
      )}
      {placed.map((s) => {
        const at = placeIn(view, s.lat!, s.lng!);
        const on = active === s.code;
        return (
          <a
            key={s.code}
            href={`#store-${s.code}`}
            aria-label={`${s.name}: ${s.address}`}
            data-testid={`store-marker-${s.code}`}
            data-active={on || undefined}
            onMouseEnter={() => onActive(s.code)}
            onMouseLeave={() => onActive(null)}
            onFocus={() => onActive(s.code)}
            onBlur={() => onActive(null)}
            className={`group absolute z-10 flex size-6 -translate-x-1/2 -translate-y-full items-end justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri ${on ? 'z-20' : ''}`}
            style={{ left: `${at.left}%`, top: `${at.top}%` }}
          >
            <MapPin
              aria-hidden="true"
              strokeWidth={2}
              className={`size-6 shrink-0 origin-bottom drop-shadow transition-transform ${
                on ? 'scale-150 fill-kauri text-white' : 'fill-timber text-white group-hover:fill-kauri'
              }`}
            />
            <span
              className={`pointer-events-none absolute bottom-full mb-4 rounded-md bg-ink px-2 py-1 text-xs font-semibold whitespace-nowrap text-white shadow ${
                on ? 'block' : 'hidden'
              }`}
              aria-hidden="true"
            >
              {s.shortname}
            </span>
          </a>
        );
      })}
      {tileUrl && (
        <figcaption className="absolute right-0 bottom-0 z-30 rounded-tl-md bg-white/90 px-1.5 py-0.5 text-[11px] text-ink">
          {attribution}
        </figcaption>
      )}
    </figure>
  );
}
