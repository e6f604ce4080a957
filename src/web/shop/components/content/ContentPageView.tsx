// A help or policy page (/privacy-policy…): the title, then on a desktop a sticky left outline of the
// page's sections (its H5 headings) beside the text; on a phone a compact "On this page" list above it.
// Every outline entry links to its heading's id, so it works without JavaScript.
import { longNzDate } from '../../../../domain/dates.ts';
import type { ContentPageView as Page } from '../../../../contract/content.ts';
import { MarkdownBody } from '../../../common/components/content/MarkdownBody.tsx';

export function ContentPageView({ page, children }: { page: Page; children?: React.ReactNode }) {
  const hasOutline = page.outline.length > 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12" data-testid="content-page" data-slug={page.slug}>
      <h1 className="text-3xl font-semibold text-timber-dark sm:text-4xl">{page.title}</h1>
      <p className="mt-2 text-sm text-ink/75">
        Last updated <time dateTime={page.updatedAt}>{longNzDate(page.updatedAt)}</time>
      </p>
      <div className={hasOutline ? 'mt-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12' : 'mt-6'}>
        {hasOutline && (
          <nav aria-label="On this page" data-testid="content-outline" className="mb-8 lg:mb-0">
            <div className="rounded-xl border border-sand-dark bg-sand/60 p-4 lg:sticky lg:top-24 lg:border-0 lg:bg-transparent lg:p-0">
              <p className="text-sm font-semibold tracking-wide text-timber-dark uppercase">On this page</p>
              <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1 lg:border-l-2 lg:border-sand-dark">
                {page.outline.map((entry) => (
                  <li key={entry.id}>
                    <a
                      href={`#${entry.id}`}
                      className="inline-flex min-h-8 items-center py-1 text-ink/80 underline-offset-2 hover:text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri lg:-ml-0.5 lg:border-l-2 lg:border-transparent lg:pl-4 lg:hover:border-kauri"
                    >
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        )}
        <div className="min-w-0">
          <MarkdownBody html={page.html} testId="content-body" />
          {children}
        </div>
      </div>
    </div>
  );
}
