// The help and policy pages (/privacy-policy, /shipping-policy, /returns-policy, /terms-conditions,
// /delivery-information, /click-and-collect): one module registered per address (web/routes.ts), the
// page's slug being its path. The words are the shop's (content_pages, edited at /pos/content),
// rendered on the server; an unpublished or missing page is the 404 page.
import { data } from 'react-router';
import { ContentPageView } from '../components/content/ContentPageView.tsx';
import { contentMeta } from '../lib/content-meta.ts';
import type { Route } from './+types/content-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '');
  const page = await context.services.content.page(slug);
  if (!page) throw data(null, { status: 404 });
  return { page, origin: context.publicUrl };
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  if (!d) return [];
  return contentMeta(d.page, d.origin);
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
