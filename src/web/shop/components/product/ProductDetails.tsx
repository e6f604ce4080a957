// Under the product's add-to-cart form: the finance offers, a bundle's contents, and 'About this
// piece' (description, collection, style, volume and tags).
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductPageData, ProductVariantData } from '../../../../contract/catalog.ts';
import { subjectHref } from '../../lib/product-page.ts';

interface Props {
  p: ProductPageData;
  variant: ProductVariantData;
  /** Provider to its line, for the chosen cell once the server priced it. */
  finance: Record<string, string>;
}

export function ProductDetails({ p, variant, finance }: Props) {
  return (
    <>
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
              <dt className="text-ink/70">Collection</dt>
              <dd>
                <Link
                  to={subjectHref('collection', p.collection.url)}
                  className="font-medium text-kauri hover:underline"
                >
                  {p.collection.name}
                </Link>
              </dd>
            </>
          )}
          {p.style && (
            <>
              <dt className="text-ink/70">Style</dt>
              <dd>
                <Link to={subjectHref('style', p.style.url)} className="font-medium text-kauri hover:underline">
                  {p.style.name}
                </Link>
              </dd>
            </>
          )}
          {variant.cbm && Number(variant.cbm) > 0 && (
            <>
              <dt className="text-ink/70">Volume</dt>
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
    </>
  );
}
