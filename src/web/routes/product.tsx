// The product page /p/:url: pictures per colour, size and colour choices, price, ETA, finance,
// add to cart, description, bundle contents and related items, with Product JSON-LD for search engines.
import { CreditCard, Minus, Plus, Truck } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { data, Link, useRouteLoaderData } from 'react-router';
import type { ConfSelectResponse, ProductPageData, ProductVariantData } from '../../contract/catalog.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CardRow } from '../components/CardRow.tsx';
import { Gallery } from '../components/product/Gallery.tsx';
import { api } from '../lib/api.ts';
import { addToCart } from '../lib/cart.ts';
import { ETA_TONE_CLASS, etaTone, price, showRrp } from '../lib/format.ts';
import { originOf, zipFromCookie } from '../lib/request.ts';
import type { Route } from './+types/product';

const RELATED_MAX = 8;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const zip = zipFromCookie(request);
  const product = await context.services.catalog.productPage(params.url, zip || undefined);
  if (!product) throw data(null, { status: 404 });
  return { product, origin: originOf(request) };
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`));
const summary = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…` : flat;
};
const firstImage = (p: ProductPageData) => p.images[defaultVariant(p).ysel]?.[0] ?? Object.values(p.images)[0]?.[0] ?? '';

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  if (!d) return [];
  const p = d.product;
  const title = `${p.name} | Kauri Furniture`;
  const url = absolute(d.origin, p.url);
  const image = firstImage(p);
  return [
    { title },
    { name: 'description', content: summary(p.description) },
    { property: 'og:title', content: title },
    { property: 'og:description', content: summary(p.description) },
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: absolute(d.origin, image) }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}

function defaultVariant(p: ProductPageData): ProductVariantData {
  return p.variants.find((v) => v.sku === p.defaultSku) ?? p.variants[0]!;
}

/** schema.org availability from the ETA text the shopper sees (domain/eta.ts). */
function availabilityOf(eta: string): string {
  const tone = etaTone(eta);
  if (tone === 'sold-out') return 'https://schema.org/OutOfStock';
  if (tone === 'arriving') return 'https://schema.org/BackOrder';
  return 'https://schema.org/InStock';
}

function productJsonLd(p: ProductPageData, origin: string): string {
  const v = defaultVariant(p);
  const images = (p.images[v.ysel] ?? Object.values(p.images)[0] ?? []).map((src) => absolute(origin, src));
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: summary(p.description),
    sku: p.sku,
    image: images,
    brand: { '@type': 'Brand', name: 'Kauri' },
    url: absolute(origin, p.url),
    offers: {
      '@type': 'Offer',
      url: absolute(origin, p.url),
      priceCurrency: 'NZD',
      price: v.price,
      availability: availabilityOf(p.eta),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  // Inside a script element, '<' must not start a closing tag.
  return JSON.stringify(ld).replace(/</g, '\\u003c');
}

/** Collection, style and tag links: the tree may give a bare slug or a full address. */
const subjectHref = (kind: 'collection' | 'style' | 'tag', url: string) => (url.startsWith('/') ? url : `/${kind}/${url}`);

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductView key={loaderData.product.url} product={loaderData.product} origin={loaderData.origin} />;
}

function ProductView({ product: p, origin }: { product: ProductPageData; origin: string }) {
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
    () => p.variants.find((v) => v.xsel === (xsel || base.xsel) && v.ysel === ysel) ?? p.variants.find((v) => v.ysel === ysel) ?? base,
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

  const quantity = Math.max(1, Number.parseInt(qty, 10) || 1);
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
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
      <script type="application/ld+json" nonce={root?.cspNonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: productJsonLd(p, origin) }} />
      <Breadcrumbs crumbs={p.breadcrumbs} className="mb-4 text-xs sm:text-sm" />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:gap-10 lg:gap-14">
        <div className="md:sticky md:top-6 md:self-start">
          <Gallery key={ysel} images={images} alt={colour ? `${p.name} in ${colour.label}` : p.name} />
        </div>

        <div className="flex flex-col gap-5">
          <div>
            {p.collection && (
              <Link to={subjectHref('collection', p.collection.url)} className="text-sm font-medium tracking-wider text-timber uppercase hover:text-kauri hover:underline">
                {p.collection.name}
              </Link>
            )}
            <h1 className="mt-1 text-2xl leading-tight font-semibold text-timber-dark sm:text-3xl">{p.name}</h1>
            {p.badges.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Offers">
                {p.badges.map((b) => (
                  <li key={b} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase ${/sale|clearance/i.test(b) ? 'bg-sale text-white' : 'bg-kauri text-white'}`}>
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
            {hasSizes && (
              <div ref={sizeGroup}>
                <RadioGroup
                  name="xsel"
                  value={xsel || null}
                  onChange={(v) => choose({ xsel: v })}
                  isInvalid={sizeError}
                  orientation="horizontal"
                  data-testid="size-options"
                  className="flex flex-col gap-2"
                >
                  <Label className="text-sm font-semibold text-ink">
                    {p.xLabel || 'Size'}
                    {xsel && <span className="font-normal text-ink/70">: {p.xOptions.find((o) => o.code === xsel)?.label}</span>}
                  </Label>
                  <div className="flex flex-wrap gap-2">
                    {p.xOptions.map((o) => (
                      <Radio
                        key={o.code}
                        value={o.code}
                        data-option={o.code}
                        isDisabled={p.yOptions.length > 0 && !p.variants.some((v) => v.xsel === o.code && v.ysel === ysel)}
                        className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border border-sand-dark bg-white px-4 text-sm font-medium text-ink transition-colors outline-none hover:border-kauri has-checked:border-kauri has-checked:bg-kauri has-checked:text-white data-disabled:cursor-not-allowed data-disabled:opacity-40 data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-kauri data-invalid:border-sale data-invalid:ring-1 data-invalid:ring-sale data-selected:border-kauri data-selected:bg-kauri data-selected:text-white"
                      >
                        {o.label}
                      </Radio>
                    ))}
                  </div>
                  {sizeError && (
                    <p className="text-sm font-medium text-sale" role="alert" data-testid="size-error">
                      Please choose a {(p.xLabel || 'size').toLowerCase()}
                    </p>
                  )}
                </RadioGroup>
              </div>
            )}
            {p.yOptions.length > 0 ? (
              <RadioGroup name="ysel" value={ysel} onChange={(v) => choose({ ysel: v })} orientation="horizontal" data-testid="colour-options" className="flex flex-col gap-2">
                <Label className="text-sm font-semibold text-ink">
                  {p.yLabel || 'Colour'}
                  {colour && <span className="font-normal text-ink/70">: {colour.label}</span>}
                </Label>
                <div className="flex flex-wrap gap-1">
                  {p.yOptions.map((o) => (
                    <Radio
                      key={o.code}
                      value={o.code}
                      aria-label={o.label}
                      data-colour={o.code}
                      className="group grid size-11 cursor-pointer place-items-center rounded-full outline-none data-focus-visible:outline-2 data-focus-visible:outline-kauri"
                    >
                      <span
                        title={o.label}
                        className="size-9 rounded-full border border-black/15 shadow-inner ring-offset-2 ring-offset-paper group-has-checked:ring-2 group-has-checked:ring-kauri group-data-selected:ring-2 group-data-selected:ring-kauri"
                        style={{ background: o.hex ?? '#d9cbb4' }}
                      />
                    </Radio>
                  ))}
                </div>
              </RadioGroup>
            ) : (
              <input type="hidden" name="ysel" value={ysel} />
            )}

            <div className="flex flex-wrap items-end gap-3">
              <div className="flex flex-col gap-2">
                <label htmlFor="qty" className="text-sm font-semibold text-ink">
                  Quantity
                </label>
                <div className="flex h-12 items-center rounded-lg border border-sand-dark bg-white">
                  <button
                    type="button"
                    aria-label="One fewer"
                    onClick={() => setQty(String(Math.max(1, quantity - 1)))}
                    disabled={quantity <= 1}
                    className="grid size-11 place-items-center text-timber-dark hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-40"
                  >
                    <Minus aria-hidden="true" className="size-4" />
                  </button>
                  <input
                    id="qty"
                    name="qty"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    value={qty}
                    onChange={(e) => setQty(e.target.value.replace(/\D/g, '').slice(0, 3))}
                    onBlur={() => setQty(String(quantity))}
                    data-testid="qty"
                    className="h-full w-12 border-x border-sand text-center text-base font-semibold focus:outline-2 focus:outline-kauri"
                  />
                  <button
                    type="button"
                    aria-label="One more"
                    onClick={() => setQty(String(Math.min(999, quantity + 1)))}
                    className="grid size-11 place-items-center text-timber-dark hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri"
                  >
                    <Plus aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </div>
              <button
                type="submit"
                data-testid="add-to-cart"
                disabled={adding}
                className="min-h-12 min-w-52 flex-1 rounded-lg bg-kauri px-6 font-semibold tracking-wide text-white shadow-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-70"
              >
                {adding ? 'Adding…' : 'ADD TO CART'}
              </button>
            </div>
          </form>

          {Object.keys(finance).length > 0 && (
            <ul className="flex flex-col gap-2 rounded-xl bg-sand/70 p-4 text-sm text-timber-dark" data-testid="finance">
              {Object.entries(finance).map(([provider, text]) => (
                <li key={provider} className="flex items-start gap-2">
                  <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
          )}

          {variant.isBundle && variant.components.length > 0 && (
            <section aria-labelledby="bundle-heading" className="rounded-xl border border-sand p-4">
              <h2 id="bundle-heading" className="font-semibold text-timber-dark">
                In this bundle
              </h2>
              <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="bundle-contents">
                {variant.components.map((c) => (
                  <li key={c.sku} className="flex gap-2">
                    <span className="w-7 shrink-0 font-semibold text-kauri tabular-nums">{c.qty} ×</span>
                    <span>{c.name}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="about-heading" className="border-t border-sand pt-5">
            <h2 id="about-heading" className="text-lg font-semibold text-timber-dark">
              About this piece
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-ink/85">{p.description}</p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {p.collection && (
                <>
                  <dt className="text-ink/60">Collection</dt>
                  <dd>
                    <Link to={subjectHref('collection', p.collection.url)} className="font-medium text-kauri hover:underline">
                      {p.collection.name}
                    </Link>
                  </dd>
                </>
              )}
              {p.style && (
                <>
                  <dt className="text-ink/60">Style</dt>
                  <dd>
                    <Link to={subjectHref('style', p.style.url)} className="font-medium text-kauri hover:underline">
                      {p.style.name}
                    </Link>
                  </dd>
                </>
              )}
              {variant.cbm && Number(variant.cbm) > 0 && (
                <>
                  <dt className="text-ink/60">Volume</dt>
                  <dd>{Number(variant.cbm).toLocaleString('en-NZ')} m³ (for delivery)</dd>
                </>
              )}
            </dl>
            {p.tags.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
                {p.tags.map((t) => (
                  <li key={t.url}>
                    <Link
                      to={subjectHref('tag', t.url)}
                      className="inline-flex min-h-9 items-center rounded-full border border-sand-dark bg-white px-3 text-sm text-timber-dark hover:border-kauri hover:text-kauri"
                    >
                      {t.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
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

/** The chosen cell's price: the server's pricestring/msrpstring once an option was chosen. */
function PriceBlock({ variant, conf }: { variant: ProductVariantData; conf: ConfSelectResponse | null }) {
  // Whole dollars read as on the cards ('$1,299', not '$1,299.00').
  const tidy = (text: string) => text.replace(/\.00(?!\d)/g, '');
  const pays = conf ? tidy(conf.pricestring) : price(variant.price);
  const rrp = conf ? tidy(conf.msrpstring) : showRrp(variant.msrp, variant.price) ? `RRP ${price(variant.msrp)}` : '';
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="price">
      <span className={`text-3xl font-bold ${variant.onSale ? 'text-sale' : 'text-ink'}`} data-testid="pricestring">
        {variant.onSale && <span className="sr-only">Sale price </span>}
        {pays}
      </span>
      {variant.onSale && (
        <s className="text-lg text-ink/55">
          <span className="sr-only">Was </span>
          {price(variant.retail)}
        </s>
      )}
      {rrp && (
        <span className="text-sm text-ink/60" data-testid="msrpstring">
          {rrp}
        </span>
      )}
      <span className="w-full text-xs text-ink/55">Price includes GST</span>
    </div>
  );
}
