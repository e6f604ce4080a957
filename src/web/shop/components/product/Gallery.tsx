// The product's pictures for the chosen colour: swipe on phones (pointer events, 45 px threshold),
// arrows and thumbnails on wide screens. Uploaded pictures (by hash) come as avif or webp where the
// browser reads them, at the width the screen needs; without any, the drawings show.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { type PictureWidth, pictureSrcset, pictureUrl } from '../../../../domain/product-pictures.ts';

const MAIN_SIZES = '(min-width: 768px) 50vw, 100vw';
const THUMB_WIDTHS: PictureWidth[] = [400];

/** An uploaded picture in its best format, or the drawing's address as a plain img. */
function Shown({
  src,
  hash,
  sizes,
  widths,
  ...img
}: {
  src: string;
  hash: string | null;
  sizes: string;
  widths?: PictureWidth[];
} & Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'>) {
  if (!hash) return <img src={src} {...img} alt={img.alt} />;
  return (
    <picture>
      <source type="image/avif" srcSet={pictureSrcset(hash, 'avif', widths)} sizes={sizes} />
      <source type="image/webp" srcSet={pictureSrcset(hash, 'webp', widths)} sizes={sizes} />
      <img src={src} srcSet={pictureSrcset(hash, 'jpeg', widths)} sizes={sizes} {...img} alt={img.alt} />
    </picture>
  );
}

const SWIPE_THRESHOLD_PX = 45;

export function Gallery({
  images: drawings,
  pictures = [],
  alt,
}: {
  images: string[];
  /** Uploaded pictures' hashes in the order to show; when there are any, they show instead of the drawings. */
  pictures?: string[];
  alt: string;
}) {
  const uploaded = pictures.length > 0;
  const images = uploaded ? pictures.map((hash) => pictureUrl(hash, 800, 'jpeg')) : drawings;
  const hashOf = (i: number) => (uploaded ? (pictures[i] ?? null) : null);
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const current = images[Math.min(index, count - 1)] ?? '';

  return (
    <div className="flex flex-col gap-3" data-testid="gallery">
      <section
        className="relative touch-pan-y overflow-hidden rounded-2xl bg-sand select-none"
        aria-roledescription="carousel"
        aria-label={`${alt}: pictures`}
        onPointerDown={(e) => {
          start.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={(e) => {
          const s = start.current;
          start.current = null;
          if (!s || count < 2) return;
          const dx = e.clientX - s.x;
          const dy = e.clientY - s.y;
          if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) go(index + (dx < 0 ? 1 : -1));
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {current && (
          <Shown
            hash={hashOf(Math.min(index, count - 1))}
            sizes={MAIN_SIZES}
            src={current}
            alt={count > 1 ? `${alt}, picture ${index + 1} of ${count}` : alt}
            width={960}
            height={720}
            fetchPriority="high"
            draggable={false}
            className="aspect-[4/3] w-full object-cover"
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous picture"
              onClick={() => go(index - 1)}
              className="absolute top-1/2 left-3 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-paper/90 text-timber-dark shadow-md hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri md:grid"
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              aria-label="Next picture"
              onClick={() => go(index + 1)}
              className="absolute top-1/2 right-3 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-paper/90 text-timber-dark shadow-md hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri md:grid"
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
            <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5 md:hidden" aria-hidden="true">
              {images.map((src, i) => (
                <span
                  key={src}
                  className={`h-1.5 rounded-full transition-all ${i === index ? 'w-5 bg-kauri' : 'w-1.5 bg-timber/40'}`}
                />
              ))}
            </div>
          </>
        )}
      </section>
      {count > 1 && (
        <ul className="hidden gap-3 md:flex" aria-label="Pictures">
          {images.map((src, i) => (
            <li key={src} className="w-24">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show picture ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className="block overflow-hidden rounded-lg border-2 border-transparent bg-sand hover:border-sand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri aria-[current=true]:border-kauri"
              >
                <Shown
                  hash={hashOf(i)}
                  sizes="96px"
                  widths={THUMB_WIDTHS}
                  src={uploaded ? pictureUrl(pictures[i]!, 400, 'jpeg') : src}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
