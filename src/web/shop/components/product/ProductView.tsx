// The product page /p/:url as the shopper uses it: pictures per colour, size and colour choices, price,
// ETA, finance, add to cart, description, bundle contents and related items. Each choice asks the
// server to price the chosen cell (its ETA and finance for the shopper's zip).
import { Truck } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { ConfSelectResponse, ProductPageData } from '../../../../contract/catalog.ts';
import { api } from '../../../common/lib/api.ts';
import { addToCart } from '../../lib/cart.ts';
import { ETA_TONE_CLASS, etaTone } from '../../../common/lib/format.ts';
import { absolute, defaultVariant, productJsonLd, subjectHref } from '../../lib/product-page.ts';
import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { CardRow } from '../CardRow.tsx';
import { picturesForColour } from '../../../../domain/product-pictures.ts';
import { Gallery } from './Gallery.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import { ProductDetails } from './ProductDetails.tsx';
import { ProductOptions } from './ProductOptions.tsx';
import { ProductQuantity, QuantityCap, quantityOf } from './ProductQuantity.tsx';
import { ShareButton } from './ShareButton.tsx';

const RELATED_MAX = 8;

export function ProductView({ product: p, origin }: { product: ProductPageData; origin: string }) {
  const root = useRouteLoaderData('root') as { cspNonce?: string; csrfToken?: string } | undefined;
  const base = defaultVariant(p);
  const hasSizes = p.xOptions.length > 0;
  const [xsel, setXsel] = useState(hasSizes ? '' : base.xsel);
  const [ysel, setYsel] = useState(base.ysel);
  const [qty, setQty] = useState('1');
  const [sizeError, setSizeError] = useState(false);
  const [conf, setConf] = useState<ConfSelectResponse | null>(null);
  const [adding, setAdding] = useState(false);
  const confSeq = useRef(0);
  const sizeGroup = useRef<HTMLDivElement>(null);

  const variant = useMemo(
    () =>
      p.variants.find((v) => v.xsel === (xsel || base.xsel) && v.ysel === ysel) ??
      p.variants.find((v) => v.ysel === ysel) ??
      base,
    [p.variants, xsel, ysel, base],
  );
  const images = p.images[ysel] ?? p.images[base.ysel] ?? Object.values(p.images)[0] ?? [];
  const colour = p.yOptions.find((o) => o.code === ysel);

  // After a choice, the server prices the cell and works out its ETA and finance for the shopper's zip.
  const choose = (next: { xsel?: string; ysel?: string }) => {
    const x = next.xsel ?? xsel;
    const y = next.ysel ?? ysel;
    if (next.xsel !== undefined) {
      setXsel(x);
      setSizeError(false);
    }
    if (next.ysel !== undefined) setYsel(y);
    const seq = ++confSeq.current;
    api('catalog.confSelect', { sku: p.sku, xsel: x, ysel: y })
      .then((res) => {
        if (seq === confSeq.current) setConf(res);
      })
      .catch(() => {
        if (seq === confSeq.current) setConf(null);
      });
  };

  const quantity = quantityOf(qty);
  // Before a size is chosen the product is sold out only when every cell is; after, the chosen cell.
  const soldOut = hasSizes && !xsel ? p.variants.every((v) => v.soldOut) : variant.soldOut;
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (soldOut) return;
    if (hasSizes && !xsel) {
      setSizeError(true);
      sizeGroup.current?.querySelector<HTMLElement>('input')?.focus();
      return;
    }
    setAdding(true);
    try {
      await addToCart({ sku: p.sku, xsel, ysel, qty: quantity });
    } finally {
      setAdding(false);
    }
  };

  const eta = conf?.eta ?? p.eta;
  const finance = conf?.finance ?? p.finance;
  const related = p.related.slice(0, RELATED_MAX);

  return (
    <div className="mx-auto max-w-7xl px-3 pt-4 sm:px-6 sm:pt-6" data-testid="product-page" data-product-sku={p.sku}>
      <script
        type="application/ld+json"
        nonce={root?.cspNonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's text; productJsonLd (shop/lib/product-page.ts) escapes every '<'.
        dangerouslySetInnerHTML={{ __html: productJsonLd(p, origin) }}
      />
      <Breadcrumbs crumbs={p.breadcrumbs} className="mb-4 text-xs sm:text-sm" />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:gap-10 lg:gap-14">
        <div className="md:sticky md:top-6 md:self-start">
          <Gallery
            key={ysel}
            images={images}
            pictures={picturesForColour(p.pictures ?? [], ysel)}
            alt={colour ? `${p.name} in ${colour.label}` : p.name}
          />
        </div>

        <div className="flex flex-col gap-5">
          <div>
            {p.collection && (
              <Link
                to={subjectHref('collection', p.collection.url)}
                className="text-sm font-medium tracking-wider text-timber uppercase hover:text-kauri hover:underline"
              >
                {p.collection.name}
              </Link>
            )}
            <h1 className="mt-1 text-2xl leading-tight font-semibold text-timber-dark sm:text-3xl">{p.name}</h1>
            {p.badges.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Offers">
                {p.badges.map((b) => (
                  <li
                    key={b}
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase ${/sale|clearance/i.test(b) ? 'bg-sale text-white' : 'bg-kauri text-white'}`}
                  >
                    {b}
                  </li>
                ))}
              </ul>
            )}
          </div>

          <PriceBlock variant={variant} conf={conf} />

          {eta && (
            <p className={`flex items-start gap-2 font-medium ${ETA_TONE_CLASS[etaTone(eta)]}`} data-testid="eta">
              <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{eta}</span>
            </p>
          )}

          <form method="post" action="/v1/cart/add" onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
            <input type="hidden" name="sku" value={p.sku} />
            {/* Without JavaScript the form posts itself: the anti-forgery token rides along. */}
            <input type="hidden" name="_csrf" value={root?.csrfToken ?? ''} />
            <ProductOptions
              p={p}
              xsel={xsel}
              ysel={ysel}
              sizeError={sizeError}
              sizeGroup={sizeGroup}
              onChoose={choose}
            />

            <div className="flex flex-wrap items-end gap-3">
              {!soldOut && <ProductQuantity qty={qty} onChange={setQty} />}
              {soldOut ? (
                <p
                  className="grid min-h-12 min-w-52 flex-1 place-items-center rounded-lg bg-sand px-6 font-semibold tracking-wide text-sale uppercase"
                  data-testid="sold-out"
                >
                  Sold out
                </p>
              ) : (
                <button
                  type="submit"
                  data-testid="add-to-cart"
                  disabled={adding}
                  className="min-h-12 min-w-52 flex-1 rounded-lg bg-kauri px-6 font-semibold tracking-wide text-white shadow-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-70"
                >
                  {adding ? 'Adding…' : 'ADD TO CART'}
                </button>
              )}
            </div>
            {!soldOut && <QuantityCap qty={qty} />}
          </form>

          <div>
            <ShareButton title={p.name} text={p.collection?.name} url={absolute(origin, p.url)} />
          </div>

          <ProductDetails p={p} variant={variant} finance={finance} />
        </div>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-16">
          <h2 id="related-heading" className="mb-5 text-xl font-semibold text-timber-dark sm:text-2xl">
            You may also like
          </h2>
          <CardRow items={related} label="Related items" />
        </section>
      )}
    </div>
  );
}
