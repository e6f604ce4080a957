// /pos/outbox: the mail kept instead of sent when no SMTP_URL is set (docs/architecture.md, Outside
// services), newest first, for development and tests (a browser test reads the quote's link here).
// Staff only, like every /pos page; not there at all in production. Personal: never kept by the page
// cache.
import { Inbox } from 'lucide-react';
import { data, redirect } from 'react-router';
import { nzClockText } from '../../../domain/dates.ts';
import { OutboxMail, type OutboxMailView } from '../components/quote/OutboxMail.tsx';
import type { Route } from './+types/pos.outbox';

const OUTBOX_PAGE_SIZE = 50;

export async function loader({ context }: Route.LoaderArgs): Promise<{ mails: OutboxMailView[] }> {
  const { outbox, staff } = context.services;
  if (!outbox.shown) throw data(null, { status: 404 });
  if (!(await staff.staffOfSession(context.sessionId))) throw redirect('/pos/login');
  const mails = await outbox.recent(OUTBOX_PAGE_SIZE);
  return {
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      sentAt: nzClockText(m.createdAt),
      text: m.text,
      html: m.html,
      attachments: m.attachments,
    })),
  };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Outbox | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

export default function PosOutbox({ loaderData }: Route.ComponentProps) {
  const { mails } = loaderData;
  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-outbox">
      <header className="border-b border-sand-dark bg-kauri text-white">
        <div className="mx-auto flex max-w-5xl items-center gap-4 px-4 py-2">
          <a
            href="/pos"
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-lg font-semibold hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-white"
          >
            Kauri POS
          </a>
          <p className="text-white/85">Outbox</p>
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
          <Inbox aria-hidden className="size-6 text-kauri" />
          Outbox
        </h1>
        <p className="mt-1 text-sm text-ink/70">
          Mail kept here instead of sent, because no mail server is set (SMTP_URL). The newest {OUTBOX_PAGE_SIZE},
          newest first.
        </p>
        {mails.length === 0 ? (
          <p className="mt-6 rounded-xl border border-sand-dark bg-white p-6 text-ink/70" data-testid="outbox-empty">
            No mail yet.
          </p>
        ) : (
          <ol className="mt-6 grid gap-6">
            {mails.map((m) => (
              <li key={m.id}>
                <OutboxMail mail={m} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
