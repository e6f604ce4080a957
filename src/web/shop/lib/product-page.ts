// The product page's text for search engines and sharing (the meta tags and Product JSON-LD), and
// the addresses of its collection, style and tag links.
import type { ProductPageData, ProductVariantData } from '../../../contract/catalog.ts';
import { picturesForColour, pictureUrl } from '../../../domain/product-pictures.ts';
import { etaTone } from '../../common/lib/format.ts';

export const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`);
export const summary = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…` : flat;
};
/** The default colour's pictures, as jpeg (what sharing and search engines read): uploaded ones, else the drawings. */
function sharedImages(p: ProductPageData): string[] {
  const ysel = defaultVariant(p).ysel;
  if (p.pictures?.length) return picturesForColour(p.pictures, ysel).map((hash) => pictureUrl(hash, 1600, 'jpeg'));
  return p.images[ysel] ?? Object.values(p.images)[0] ?? [];
}

export const firstImage = (p: ProductPageData) => sharedImages(p)[0] ?? '';

export function defaultVariant(p: ProductPageData): ProductVariantData {
  return p.variants.find((v) => v.sku === p.defaultSku) ?? p.variants[0]!;
}

/** schema.org availability from the ETA text the shopper sees (domain/eta.ts). */
function availabilityOf(eta: string): string {
  const tone = etaTone(eta);
  if (tone === 'sold-out') return 'https://schema.org/OutOfStock';
  if (tone === 'arriving') return 'https://schema.org/BackOrder';
  return 'https://schema.org/InStock';
}

export function productJsonLd(p: ProductPageData, origin: string): string {
  const v = defaultVariant(p);
  const images = sharedImages(p).map((src) => absolute(origin, src));
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
export const subjectHref = (kind: 'collection' | 'style' | 'tag', url: string) =>
  url.startsWith('/') ? url : `/${kind}/${url}`;
