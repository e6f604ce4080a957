// The order's history on the detail page: a collapsible "History" section listing, newest first, when
// each action was taken, who took it ('System' for a payment provider's verdict) and what it changed,
// as the activity log recorded it (services/activity/order-activity.ts).
import { ChevronDown, History } from 'lucide-react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { shortNzDateTime } from '../../../../domain/dates.ts';
import { useOrderHistory } from '../../hooks/useOrderHistory.ts';
import { PANEL } from '../checkout/fields.tsx';

export function OrderHistory({ orderNo, changed }: { orderNo: string; changed: unknown }) {
  const h = useOrderHistory(orderNo, changed);
  const logs = h.history?.logs ?? [];
  const who = (id: number | null) =>
    id === null ? 'System' : (h.history?.logStaffs[String(id)]?.name ?? `Staff #${id}`);
  return (
    <Disclosure
      isExpanded={h.open}
      onExpandedChange={h.setOpen}
      className={`group ${PANEL} py-0 sm:py-0`}
      data-testid="order-history"
    >
      <Heading level={2}>
        <Button
          slot="trigger"
          className="flex min-h-14 w-full items-center gap-2 text-left text-sm font-semibold tracking-wider text-timber uppercase outline-none data-focus-visible:outline-2 data-focus-visible:outline-kauri"
        >
          <History aria-hidden className="size-5" />
          <span className="mr-auto">History</span>
          {h.history && (
            <span className="text-xs font-normal normal-case tracking-normal text-ink/70">{plural(logs.length)}</span>
          )}
          <ChevronDown aria-hidden className="size-5 transition-transform group-data-expanded:rotate-180" />
        </Button>
      </Heading>
      <DisclosurePanel>
        <div className="pb-4" aria-busy={h.loading}>
          {h.error && (
            <p role="alert" className="text-sm text-sale">
              {h.error}
            </p>
          )}
          {!h.history && !h.error && <p className="text-sm text-ink/70">Loading...</p>}
          {h.history && logs.length === 0 && <p className="text-sm text-ink/70">Nothing recorded yet.</p>}
          {logs.length > 0 && (
            <ol className="divide-y divide-sand" data-testid="order-history-list">
              {logs.map((l) => (
                <li
                  key={l.id}
                  className="grid gap-x-4 gap-y-0.5 py-2 text-sm sm:grid-cols-[10.5rem_9rem_minmax(0,1fr)]"
                >
                  <time dateTime={l.created_at} className="text-ink/70 tabular-nums">
                    {shortNzDateTime(l.created_at)}
                  </time>
                  <span className="font-semibold text-timber-dark">{who(l.causer_id)}</span>
                  <span className="break-words">{l.description}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}

const plural = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
