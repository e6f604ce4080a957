// A blog post, /blog/{url}: the post's Markdown rendered on the server, its picture, date and author,
// and Article JSON-LD for search engines (in a script carrying the page's nonce). An unknown or
// unpublished post is a 404.
import { ArrowLeft } from 'lucide-react';
import { data, useRouteLoaderData } from 'react-router';
import { longNzDate } from '../../../domain/dates.ts';
import { articleJsonLd, jsonLdText } from '../lib/blog-page.ts';
import { absolute } from '../lib/product-page.ts';
import type { RootData } from '../../root.tsx';
import type { Route } from './+types/blog-post';

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await context.services.blog.post(params.url);
  if (!post) throw data(null, { status: 404 });
  return { post, origin: context.publicUrl, jsonLd: jsonLdText(articleJsonLd(post, context.publicUrl)) };
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  if (!d) return [];
  const { post, origin } = d;
  const title = `${post.name} | Kauri Furniture`;
  const url = `${origin}/blog/${encodeURIComponent(post.url)}`;
  return [
    { title },
    { name: 'description', content: post.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: post.description },
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: url },
    ...(post.image ? [{ property: 'og:image', content: absolute(origin, post.image) }] : []),
    { property: 'article:published_time', content: post.publishedAt },
    { property: 'article:modified_time', content: post.updatedAt },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const { post, jsonLd } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 pt-6 pb-14 sm:px-6 sm:pt-10" data-testid="blog-post">
      <script
        type="application/ld+json"
        nonce={root?.cspNonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's text; jsonLdText (shop/lib/blog-page.ts) escapes every '<'.
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <a
        href="/blog"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        The Kauri Journal
      </a>
      <h1 className="mt-4 text-3xl leading-tight font-semibold tracking-tight text-timber-dark sm:text-4xl">
        {post.name}
      </h1>
      <p className="mt-3 text-ink/75">
        <time dateTime={post.publishedAt}>{longNzDate(post.publishedAt)}</time>
        {post.author && ` · By ${post.author}`}
      </p>
      {post.image && (
        <img
          src={post.image}
          alt=""
          width={960}
          height={720}
          fetchPriority="high"
          className="mt-6 aspect-[4/3] w-full rounded-2xl bg-sand object-cover"
        />
      )}
      <div
        className="mt-8 text-lg leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-kauri [&_a]:underline [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-timber-dark [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mb-5 [&_ul]:list-disc"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown (services/content/markdown.ts) escapes raw HTML and keeps links to safe schemes.
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
    </article>
  );
}
