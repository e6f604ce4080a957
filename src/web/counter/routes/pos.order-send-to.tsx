// /pos/order-detail/{orderNo}/send-to (the detail's Send to; ?type=quote for a quote): choose the
// document (an order's tax invoice, pro-forma or labels; a quote's quote) and the address (the
// customer's, or another typed in), then POST /pos/order/sendTo mails it as a PDF attachment and logs
// it on the order (services/documents/send-to.ts). Staff only; personal: never cached.
import { Send } from 'lucide-react';
import { useState } from 'react';
import { data, redirect } from 'react-router';
import { DOCUMENT_NAMES, type DocumentKind } from '../../../contract/documents.ts';
import { PosHeader } from '../components/order/OrderDetailPage.tsx';
import { ApiError, api } from '../../common/lib/api.ts';
import type { Route } from './+types/pos.order-send-to';
import { orderDetailHref } from '../lib/pos-links.ts';

const ORDER_NO = /^[A-Za-z0-9-]{1,40}$/;

export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const choices = ORDER_NO.test(params.orderNo) ? await context.services.documents.sendToChoices(params.orderNo) : null;
  if (!choices) throw data(null, { status: 404 });
  return { staff, ...choices };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Send #${d?.orderNo ?? ''} | Kauri POS` }, { name: 'robots', content: 'noindex' }];
}

const FIELD =
  'min-h-11 w-full rounded-lg border border-sand-dark bg-white px-3 focus-visible:outline-2 focus-visible:outline-kauri';

export default function PosOrderSendTo({ loaderData }: Route.ComponentProps) {
  const { staff, kind, orderNo, documents, email: customerEmail } = loaderData;
  const [document, setDocument] = useState<DocumentKind>(documents[0] ?? 'invoice');
  const [email, setEmail] = useState(customerEmail);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; msg: string } | null>(null);
  const back = orderDetailHref(orderNo, kind);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const answer = await api('pos.order.sendTo', { orderNo, document, email });
      setResult({ ok: true, msg: answer.msg });
    } catch (err) {
      setResult({ ok: false, msg: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="min-h-dvh bg-paper">
      <PosHeader staff={staff} />
      <main className="mx-auto max-w-xl px-4 py-8" data-testid="send-to">
        <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
          <Send aria-hidden className="size-6 text-kauri" />
          Send {kind === 'quote' ? 'quote' : 'order'} #{orderNo}
        </h1>
        <p className="mt-1 text-ink/70">The document goes as a PDF attached to an email.</p>
        <form onSubmit={send} className="mt-6 grid gap-5 rounded-xl border border-sand-dark bg-white p-5">
          <fieldset>
            <legend className="font-semibold text-timber-dark">Document</legend>
            <div className="mt-2 grid gap-2">
              {documents.map((d) => (
                <label
                  key={d}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-sand-dark px-3 has-[:checked]:border-kauri has-[:checked]:bg-sand"
                >
                  <input
                    type="radio"
                    name="document"
                    value={d}
                    checked={document === d}
                    onChange={() => setDocument(d)}
                    className="size-5 accent-kauri"
                  />
                  {DOCUMENT_NAMES[d]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="grid gap-1">
            <span className="font-semibold text-timber-dark">Email to</span>
            <input
              type="email"
              name="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={FIELD}
              data-testid="send-to-email"
            />
            {customerEmail && <span className="text-sm text-ink/65">The customer's email is {customerEmail}.</span>}
          </label>
          {result && (
            <p
              role={result.ok ? 'status' : 'alert'}
              className={`rounded-lg px-3 py-2 ${result.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-sale'}`}
              data-testid={result.ok ? 'send-to-done' : 'send-to-error'}
            >
              {result.msg}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <a href={back} className="inline-flex min-h-11 items-center text-kauri underline hover:text-kauri-dark">
              Back to the {kind}
            </a>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-kauri px-5 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-60"
              data-testid="send-to-submit"
            >
              <Send aria-hidden className="size-5" />
              {busy ? 'Sending…' : 'Send'}
            </button>
          </div>
        </form>
      </main>
    </div>
  );
}
