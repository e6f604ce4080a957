// The signed-in staff member's unread reminders on the POS menu: the comments colleagues wrote
// reminding them, newest first, each linked to its order or quote and with Mark read (kept on the
// server, POST /pos/activity/read). The menu's loader reads the first list (GET /pos/activity/reminders).
import { BellRing, Check } from 'lucide-react';
import { useState } from 'react';
import { shortNzDateTime } from '../../../../domain/dates.ts';
import type { Reminder, RemindersResponse } from '../../../../contract/pos-activity.ts';
import { failureOf } from '../../hooks/useStaffTools.ts';
import { api } from '../../../common/lib/api.ts';
import { orderDetailHref } from '../../lib/pos-links.ts';

export const REMINDERS_ID = 'pos-reminders';

/** Where a reminder's order or quote is seen: its detail page (a quote's with ?type=quote). */
export const reminderHref = (r: Reminder) =>
  r.order_no ? orderDetailHref(r.order_no, r.event === 'quote-notice' ? 'quote' : 'order') : '';

/** The unread count, for the header: a link down to the list. */
export function ReminderCount({ unread }: { unread: number }) {
  return (
    <a
      href={`#${REMINDERS_ID}`}
      data-testid="pos-reminder-count"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-white"
    >
      <BellRing aria-hidden className="size-5" />
      Reminders
      <span
        className={`min-w-6 rounded-full px-1.5 text-center text-xs leading-5 font-bold ${unread ? 'bg-white text-kauri' : 'bg-kauri-dark text-white/85'}`}
      >
        {unread}
      </span>
      <span className="sr-only"> unread</span>
    </a>
  );
}

export function MyReminders({
  initial,
  onUnread,
}: {
  initial: RemindersResponse;
  /** Told the new count after each Mark read. */
  onUnread(unread: number): void;
}) {
  const [list, setList] = useState(initial);
  const [busy, setBusy] = useState(0);
  const [message, setMessage] = useState('');
  const nameOf = (id: number | null) => (id === null ? 'Kauri' : (list.logStaffs[String(id)]?.name ?? `Staff #${id}`));

  const markRead = async (r: Reminder) => {
    setBusy(r.id);
    setMessage('');
    try {
      await api('pos.activity.read', { id: r.id });
      const next = {
        ...list,
        unread: Math.max(0, list.unread - 1),
        reminders: list.reminders.filter((x) => x.id !== r.id),
      };
      setList(next);
      onUnread(next.unread);
      setMessage('Marked read');
    } catch (err) {
      setMessage(failureOf(err));
    } finally {
      setBusy(0);
    }
  };

  return (
    <section aria-labelledby={`${REMINDERS_ID}-heading`} id={REMINDERS_ID} className="mt-6" data-testid="pos-reminders">
      <h2
        id={`${REMINDERS_ID}-heading`}
        className="mb-2 flex items-center gap-2 text-lg font-semibold text-timber-dark"
      >
        <BellRing aria-hidden className="size-5 text-kauri" />
        My reminders <span className="font-normal text-ink/70">({list.unread} unread)</span>
      </h2>
      {list.reminders.length === 0 ? (
        <p className="text-sm text-ink/70">No unread reminders.</p>
      ) : (
        <ul className="grid gap-2">
          {list.reminders.map((r) => (
            <li key={r.id} className="rounded-lg border border-sand-dark px-3 py-2" data-testid="pos-reminder">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
                <span>
                  <span className="font-semibold text-timber-dark">{nameOf(r.causer_id)}</span>
                  {r.order_no && (
                    <>
                      {' on '}
                      <a href={reminderHref(r)} className="font-medium text-kauri underline underline-offset-2">
                        {r.event === 'quote-notice' ? 'quote' : 'order'} #{r.order_no}
                      </a>
                    </>
                  )}
                </span>
                <time dateTime={r.created_at} className="text-ink/70 tabular-nums">
                  {shortNzDateTime(r.created_at)}
                </time>
              </p>
              <p className="mt-1 line-clamp-3 text-sm whitespace-pre-wrap break-words">{r.description}</p>
              <button
                type="button"
                disabled={busy !== 0}
                onClick={() => void markRead(r)}
                data-testid="pos-reminder-read"
                className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-lg border border-sand-dark px-3 text-sm font-medium hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-70"
              >
                <Check aria-hidden className="size-4 text-kauri" />
                Mark read
                <span className="sr-only"> the reminder from {nameOf(r.causer_id)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p role="status" className="mt-2 text-sm font-medium text-kauri">
          {message}
        </p>
      )}
    </section>
  );
}
