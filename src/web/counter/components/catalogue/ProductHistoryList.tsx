// A product's history below the editor: who changed what, newest first (the latest 20).
import type { ProductHistoryResponse } from '../../../../contract/catalogue.ts';
import { shortNzDateTime } from '../../../../domain/dates.ts';
import { PANEL, PANEL_TITLE } from '../checkout/fields.tsx';

const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '–';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};

export function ProductHistoryList({ history }: { history: ProductHistoryResponse | null }) {
  return (
    <section className={PANEL} aria-labelledby="product-history" data-testid="product-history">
      <h2 id="product-history" className={PANEL_TITLE}>
        History
      </h2>
      {!history || history.entries.length === 0 ? (
        <p className="mt-2 text-sm text-ink/75">No changes yet.</p>
      ) : (
        <ol className="mt-2 grid gap-3">
          {history.entries.map((e, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a row being typed has no name of its own yet; its place is its identity
              key={`${e.at}-${i}`}
              className="border-t border-sand pt-2 text-sm first:border-0 first:pt-0"
            >
              <p className="font-medium">
                {/* New Zealand time from numeric parts: the server's render and the browser's agree (a locale's
                    time in the server's zone made the page's hydration fail). */}
                {shortNzDateTime(e.at)} · {e.staff || 'Someone'} <span className="text-ink/60">({e.source})</span>
              </p>
              <ul className="mt-1 grid gap-0.5 text-ink/80">
                {e.changes.map((c) => (
                  <li key={c.field}>
                    <span className="font-medium">{c.field}</span>: {shown(c.before)} → {shown(c.after)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {history && history.total > history.entries.length && (
        <p className="mt-2 text-xs text-ink/60">
          The latest {history.entries.length} of {history.total} changes.
        </p>
      )}
    </section>
  );
}
