// 'Page not found': shown by the root error boundary for /404 and every unknown address, inside
// the layout, with HTTP status 404.
import { Link, useRouteLoaderData } from 'react-router';
import type { CategoryNode } from '../../../contract/catalog.ts';
import { roomHref, slugOf } from '../lib/links.ts';
import { SearchForm } from './SearchForm.tsx';

export function NotFoundPage() {
  const root = useRouteLoaderData('root') as { rooms?: CategoryNode[] } | undefined;
  const rooms = root?.rooms ?? [];
  return (
    <div
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24"
      data-testid="not-found"
    >
      <svg viewBox="0 0 240 120" className="mb-8 h-28 w-auto text-sand-dark" aria-hidden="true">
        <path d="M10 104h220" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <rect x="46" y="52" width="112" height="34" rx="10" fill="#efe6d8" stroke="#d9cbb4" strokeWidth="2" />
        <rect x="40" y="40" width="22" height="50" rx="9" fill="#e4d6c0" />
        <rect x="142" y="40" width="22" height="50" rx="9" fill="#e4d6c0" />
        <rect x="58" y="30" width="88" height="30" rx="10" fill="#efe6d8" stroke="#d9cbb4" strokeWidth="2" />
        <path d="M52 90v12M152 90v12" stroke="#6b4a2f" strokeWidth="4" strokeLinecap="round" />
        <g transform="translate(186 40) rotate(24)">
          <path d="M0 -26C7 -18 8 10 0 24-8 10-7-18 0-26Z" fill="#1f5130" />
          <path d="M0 -22v42" stroke="#e3efe6" strokeWidth="1.2" />
        </g>
        <text x="100" y="22" fontSize="16" fill="#6b4a2f" fontWeight="700" fontFamily="inherit">
          ?
        </text>
      </svg>
      <p className="text-sm font-semibold tracking-wider text-timber uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-semibold text-timber-dark sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-xl text-lg text-ink/75">
        We couldn't find the page you were looking for. It may have moved, or the link may be out of date. Try a search,
        or start again from our home page.
      </p>
      <SearchForm className="mt-8 w-full max-w-md text-left" testId="not-found-search-input" />
      <Link
        to="/"
        data-testid="not-found-home"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-kauri px-6 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
      >
        Back to the home page
      </Link>
      {rooms.length > 0 && (
        <nav aria-label="Shop by room" className="mt-10">
          <ul className="flex flex-wrap justify-center gap-2">
            {rooms.map((r) => (
              <li key={slugOf(r)}>
                <Link
                  to={roomHref(slugOf(r))}
                  className="inline-flex min-h-11 items-center rounded-full border border-sand-dark bg-white px-4 text-sm font-medium text-timber-dark hover:border-kauri hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri"
                >
                  {r.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
