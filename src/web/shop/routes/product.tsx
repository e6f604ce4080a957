// The product page /p/:url: its loader and the meta tags for search engines and sharing; the page
// itself is shop/components/product/ProductView.tsx.
import { data, redirect } from 'react-router';
import { ProductView } from '../components/product/ProductView.tsx';
import { absolute, firstImage, summary } from '../lib/product-page.ts';
import { zipFromCookie } from '../lib/request.ts';
import type { Route } from './+types/product';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const zip = zipFromCookie(request);
  const product = await context.services.catalog.productPage(params.url, zip || undefined);
  if (!product) {
    // Only an address no product has: a product whose url changed keeps its old one, moved for good.
    const moved = await context.services.catalog.movedProduct(params.url);
    if (moved) throw redirect(`/p/${encodeURIComponent(moved)}${new URL(request.url).search}`, 301);
    throw data(null, { status: 404 });
  }
  return { product, origin: context.publicUrl };
}

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

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductView key={loaderData.product.url} product={loaderData.product} origin={loaderData.origin} />;
}
