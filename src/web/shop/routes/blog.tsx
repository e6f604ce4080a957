// The blog's list, /blog: the first page of posts server-rendered as cards, and Load more fetching the
// next page (GET /v1/blog/{page}) and appending it, until the list ends with 'NO MORE BLOG'.
// Without JavaScript, Load more is a link to /blog?page=N, which renders that page.
import { useState } from 'react';
import { data } from 'react-router';
import { longNzDate } from '../../../domain/dates.ts';
import { type BlogEntry, NO_MORE_BLOG } from '../../../contract/blog.ts';
import { api } from '../../common/lib/api.ts';
import { BLOG_DESCRIPTION, BLOG_TITLE } from '../lib/blog-page.ts';
import type { Route } from './+types/blog';

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('page') ?? '1';
  if (!/^[1-9]\d{0,3}$/.test(asked)) throw data(null, { status: 404 });
  const page = Number(asked);
  const answer = await context.services.blog.page(page);
  if (page > 1 && answer.items.length === 0) throw data(null, { status: 404 });
  return { page, items: answer.items, more: answer.more, origin: context.publicUrl };
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  if (!d) return [];
  const title = d.page > 1 ? `${BLOG_TITLE}, page ${d.page} | Kauri Furniture` : `${BLOG_TITLE} | Kauri Furniture`;
  const url = d.page > 1 ? `${d.origin}/blog?page=${d.page}` : `${d.origin}/blog`;
  return [
    { title },
    { name: 'description', content: BLOG_DESCRIPTION },
    { property: 'og:title', content: title },
    { property: 'og:description', content: BLOG_DESCRIPTION },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogList key={loaderData.page} {...loaderData} />;
}

function BlogList({ page, items: first, more: firstMore }: { page: number; items: BlogEntry[]; more: boolean }) {
  const [items, setItems] = useState(first);
  const [next, setNext] = useState(page + 1);
  const [more, setMore] = useState(firstMore);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const loadMore = async (e: React.MouseEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem('');
    try {
      const answer = await api('blog.page', { page: String(next) });
      setItems((shown) => [...shown, ...answer.items]);
      setNext((n) => n + 1);
      setMore(answer.more);
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-3 pt-8 pb-12 sm:px-6 sm:pt-12">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-timber-dark sm:text-4xl">{BLOG_TITLE}</h1>
        <p className="mt-3 text-lg text-ink/75">{BLOG_DESCRIPTION}</p>
      </header>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
        {items.map((post, i) => (
          <li key={post.url}>
            <BlogCard post={post} eager={page === 1 && i < 3} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3" aria-live="polite">
        {more ? (
          <a
            href={`/blog?page=${next}`}
            onClick={loadMore}
            aria-disabled={busy || undefined}
            className="inline-flex min-h-12 items-center rounded-lg bg-kauri px-8 font-semibold text-white shadow-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
            data-testid="blog-load-more"
          >
            {busy ? 'Loading…' : 'Load more'}
          </a>
        ) : (
          <p
            className="rounded-lg border border-sand-dark px-8 py-3 font-semibold text-timber-dark"
            data-testid="blog-end"
          >
            {NO_MORE_BLOG}
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sale">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}

function BlogCard({ post, eager }: { post: BlogEntry; eager: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-dark/60">
      <div className="overflow-hidden bg-sand">
        <img
          src={post.image}
          alt=""
          width={480}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm text-ink/75">
          <time dateTime={post.date}>{longNzDate(post.date)}</time>
        </p>
        <h2 className="text-xl leading-snug font-semibold text-timber-dark">
          <a
            href={`/blog/${post.url}`}
            className="after:absolute after:inset-0 hover:text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
          >
            {post.name}
          </a>
        </h2>
        <p className="text-ink/80">{post.description}</p>
      </div>
    </article>
  );
}
