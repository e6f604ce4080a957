// /sleep-zone: every mattress as a product card, twelve at a time. Show more asks
// GET /v1/sleep-zone/mattressitem/{page} and appends; at the end the button reads NO MORE PRODUCT.
// Without JavaScript Show more is a link to ?page=N, which the server renders with pages 1..N.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { MAX_MATTRESS_PAGE, NO_MORE_PRODUCT } from '../../../contract/mattress.ts';
import { GRID_CLASS, ProductGrid } from '../components/ProductGrid.tsx';
import { api } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';
import { zipFromCookie } from '../lib/request.ts';
import type { Route } from './+types/sleep-zone';

const TITLE = 'Sleep Zone: Mattresses | Kauri Furniture';
const DESCRIPTION =
  'Pocket spring, memory foam, latex and hybrid mattresses in every New Zealand bed size, firm to plush, many made in NZ.';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const page = Number.isSafeInteger(asked) ? Math.min(Math.max(asked, 1), MAX_MATTRESS_PAGE) : 1;
  const list = await context.services.mattress.items(page, zipFromCookie(request), { fromFirstPage: true });
  return { list, origin: context.publicUrl };
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  const url = `${d?.origin ?? ''}/sleep-zone`;
  return [
    { title: TITLE },
    { name: 'description', content: DESCRIPTION },
    { property: 'og:title', content: TITLE },
    { property: 'og:description', content: DESCRIPTION },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}

export default function SleepZonePage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return <SleepZone key={location.key} initial={loaderData.list} />;
}

function SleepZone({ initial }: { initial: Route.ComponentProps['loaderData']['list'] }) {
  const [items, setItems] = useState(initial.items);
  const [page, setPage] = useState(initial.page);
  const [more, setMore] = useState(initial.more);
  const [pending, setPending] = useState(false);

  const showMore = async () => {
    if (pending) return;
    setPending(true);
    try {
      const next = await api('mattress.items', { page: page + 1 });
      setItems((list) => [...list, ...next.items.filter((n) => !list.some((i) => i.sku === n.sku))]);
      setPage(next.page);
      setMore(next.more);
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), 'danger');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-3 pt-6 pb-16 sm:px-6 md:pt-10" data-testid="sleep-zone">
      <div className="mb-8 grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-semibold text-timber-dark sm:text-4xl">Sleep Zone</h1>
          <p className="mt-2 text-lg text-ink/80">
            A better night starts here: pocket spring, memory foam, latex and hybrid mattresses, firm to plush, in every
            New Zealand bed size.
          </p>
        </div>
        <a
          href="/mattress-builder"
          className="flex min-h-12 flex-col justify-center rounded-2xl bg-kauri px-6 py-4 text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
        >
          <span className="text-lg font-semibold">Build your bed</span>
          <span className="text-sm">Mattress, base and pillows in your size, in three steps</span>
        </a>
      </div>

      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-semibold text-timber-dark">Mattresses</h2>
        <p className="text-sm text-ink/75" aria-live="polite" data-testid="sleep-zone-count">
          Showing {items.length} of {initial.count}
        </p>
      </div>
      {/* The shared card's struck and RRP prices are ink/60, under AA on paper: this page reads them at ink/75
          until the card itself changes. */}
      <div className={GRID_CLASS} data-testid="sleep-zone-grid">
        <ProductGrid items={items} />
      </div>

      <div className="mt-12 flex justify-center">
        {more ? (
          <a
            href={`/sleep-zone?page=${page + 1}`}
            data-testid="sleep-zone-more"
            aria-busy={pending}
            onClick={(e) => {
              e.preventDefault();
              void showMore();
            }}
            className="inline-flex min-h-12 min-w-56 items-center justify-center rounded-lg border-2 border-kauri px-6 font-semibold tracking-wide text-kauri uppercase hover:bg-kauri hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
          >
            {pending ? 'Loading…' : 'Show more'}
          </a>
        ) : (
          <button
            type="button"
            disabled
            data-testid="sleep-zone-more"
            className="inline-flex min-h-12 min-w-56 items-center justify-center rounded-lg border-2 border-sand-dark px-6 font-semibold tracking-wide text-ink/75 uppercase"
          >
            {NO_MORE_PRODUCT}
          </button>
        )}
      </div>
    </div>
  );
}
