// An order's documents as print-ready pages: /order/{orderNo}/invoice (the tax invoice), /pro-forma and
// /labels (100 × 150 mm, one label a page), each ?t={token} (services/pos-cart/quote-link.ts signs a
// token per document and order). A signed-in staff member needs no token; anything else is not found,
// so guessing numbers shows nothing. The same file as a PDF: /order/{orderNo}/{kind}.pdf
// (src/http/routes/documents.ts). Personal: never cached, never indexed. On paper only the document.
import { Download, Printer } from 'lucide-react';
import { data } from 'react-router';
import { DOCUMENT_NAMES, type OrderDocumentKind } from '../../../contract/documents.ts';
import { InvoiceSheet } from '../components/documents/InvoiceSheet.tsx';
import { LabelSheet } from '../components/documents/LabelSheet.tsx';
import type { Route } from './+types/order-document';

const ORDER_NO = /^[A-Za-z0-9-]{1,40}$/;
const KINDS: readonly OrderDocumentKind[] = ['invoice', 'pro-forma', 'labels'];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { documents, staff } = context.services;
  const url = new URL(request.url);
  const kind = KINDS.find((k) => url.pathname.endsWith(`/${k}`));
  if (!kind || !ORDER_NO.test(params.orderNo)) throw data(null, { status: 404 });
  const token = url.searchParams.get('t') ?? '';
  const allowed =
    (token.length > 0 && token.length <= 100 && (await documents.tokenValid(kind, params.orderNo, token))) ||
    (await staff.staffOfSession(context.sessionId)) !== null;
  if (!allowed) throw data(null, { status: 404 });
  const doc =
    kind === 'labels' ? await documents.labels(params.orderNo) : await documents.invoice(params.orderNo, kind);
  if (!doc) throw data(null, { status: 404 });
  const pdfUrl = `/order/${encodeURIComponent(params.orderNo)}/${kind}.pdf${token ? `?t=${encodeURIComponent(token)}` : ''}`;
  return { doc, pdfUrl };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  const title = d ? `${DOCUMENT_NAMES[d.doc.kind]} #${d.doc.orderNo} | Kauri Furniture` : 'Kauri Furniture';
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

/** On paper: the document alone. An invoice on A4 with margins; labels one 100 × 150 mm page each. */
const PRINT_CSS = {
  sheet: `@media print {
  body > :not(main) { display: none !important; }
  body { background: #fff; }
  @page { margin: 14mm; }
}`,
  labels: `@media print {
  body > :not(main) { display: none !important; }
  body { background: #fff; }
  @page { size: 100mm 150mm; margin: 0; }
  .label-page { break-after: page; }
}`,
};

export default function OrderDocument({ loaderData }: Route.ComponentProps) {
  const { doc, pdfUrl } = loaderData;
  return (
    <div
      className="mx-auto max-w-3xl px-3 pt-4 pb-16 sm:px-6 sm:pt-8 print:max-w-none print:p-0"
      data-testid={`document-${doc.kind}`}
    >
      <style>{doc.kind === 'labels' ? PRINT_CSS.labels : PRINT_CSS.sheet}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-ink/70">
          {DOCUMENT_NAMES[doc.kind]} for order #{doc.orderNo}
        </p>
        <div className="flex gap-2">
          <a
            href={pdfUrl}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-kauri px-4 font-semibold text-kauri hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
            data-testid="document-pdf"
          >
            <Download aria-hidden className="size-5" />
            PDF
          </a>
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-kauri px-5 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
          >
            <Printer aria-hidden className="size-5" />
            Print
          </button>
        </div>
      </div>
      {doc.kind === 'labels' ? <LabelSheet doc={doc} /> : <InvoiceSheet doc={doc} />}
    </div>
  );
}
