// The trail from home to the page. Rendered to HTML by the API as well (bcHtml): plain links only.
import type { Breadcrumb } from '../../../contract/catalog.ts';

export function Breadcrumbs({ crumbs, className = '' }: { crumbs: Breadcrumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={`min-w-0 text-sm text-ink/70 ${className}`}>
      <ol className="flex min-w-0 items-center gap-1 overflow-hidden whitespace-nowrap">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail from home, never reordered; two levels may share a URL.
            <li key={`${c.url}-${i}`} className={`flex min-w-0 items-center gap-1 ${last ? 'shrink' : 'shrink-0'}`}>
              {i > 0 && (
                <span aria-hidden="true" className="text-ink/40">
                  /
                </span>
              )}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-ink">
                  {c.name}
                </span>
              ) : (
                <a
                  href={c.url}
                  className="rounded-sm hover:text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
                >
                  {c.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
