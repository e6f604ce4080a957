// The order's documents: the signed links the order detail gives (printUrl, proFormaUrl,
// printLabelUrl, sendToUrl), the pages' models, the PDF files and Send-to. Pages and routes reach them
// through `services.documents` (src/services/index.ts).
import { nzToday } from '../../domain/dates.ts';
import {
  type DocumentKind,
  type InvoiceDocument,
  type LabelsDocument,
  ORDER_DOCUMENTS,
} from '../../contract/documents.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { SendToRequest } from '../../contract/documents-calls.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/index.ts';
import { documentToken, documentTokenValid, printQuoteUrl, quoteSheet } from '../pos-cart/pos-cart.service.ts';
import { documentPdf } from './files.ts';
import { type Supplier, invoiceDocument, labelsDocument } from './models.ts';
import { sendDocument } from './send-to.ts';

export { documentPdf } from './files.ts';
export { invoiceDocument, labelsDocument, type Supplier } from './models.ts';

const ORDER_PAGES = { invoice: 'invoice', 'pro-forma': 'pro-forma', labels: 'labels' } as const;

/** The signed page of an order's document: /order/{orderNo}/{kind}?t={token}. */
export async function orderDocumentUrl(db: Database, kind: keyof typeof ORDER_PAGES, orderNo: string): Promise<string> {
  return `/order/${encodeURIComponent(orderNo)}/${ORDER_PAGES[kind]}?t=${await documentToken(db, kind, orderNo)}`;
}

/** The detail's document links: an order's invoice, pro-forma and labels; a quote prints as the quote. Both send. */
export async function documentUrls(db: Database, orderNo: string, kind: 'order' | 'quote') {
  const sendToUrl = `/pos/order-detail/${encodeURIComponent(orderNo)}/send-to${kind === 'quote' ? '?type=quote' : ''}`;
  if (kind === 'quote')
    return { printUrl: await printQuoteUrl(db, orderNo), proFormaUrl: '', printLabelUrl: '', sendToUrl };
  return {
    printUrl: await orderDocumentUrl(db, 'invoice', orderNo),
    proFormaUrl: await orderDocumentUrl(db, 'pro-forma', orderNo),
    printLabelUrl: await orderDocumentUrl(db, 'labels', orderNo),
    sendToUrl,
  };
}

export interface DocumentServiceOptions {
  supplier: Supplier;
  mailer: Mailer;
  now?: () => Date;
}

export function createDocumentService(db: Database, opts: DocumentServiceOptions) {
  const now = opts.now ?? (() => new Date());
  return {
    /** Whether `token` opens the document `kind` of `orderNo` (a link's ?t=). */
    tokenValid: (kind: DocumentKind, orderNo: string, token: string) => documentTokenValid(db, kind, orderNo, token),
    invoice: (orderNo: string, kind: 'invoice' | 'pro-forma'): Promise<InvoiceDocument | null> =>
      invoiceDocument(db, orderNo, kind, opts.supplier),
    labels: (orderNo: string): Promise<LabelsDocument | null> => labelsDocument(db, orderNo),
    /** The document as a PDF file, or null when the order has no such document. */
    pdf: (kind: DocumentKind, orderNo: string) => documentPdf(db, kind, orderNo, opts.supplier, nzToday(now())),
    /** POST /pos/order/sendTo. */
    sendTo: (staff: SignedInStaff, req: SendToRequest) =>
      sendDocument(db, opts.mailer, opts.supplier, staff, req, now()),
    /** What the Send-to page offers: the order's kind, its documents and the customer's email; null when none. */
    async sendToChoices(orderNo: string) {
      for (const kind of ['order', 'quote'] as const) {
        const sheet = await quoteSheet(db, orderNo, kind);
        if (sheet)
          return {
            kind,
            orderNo: sheet.orderNo,
            documents: kind === 'quote' ? (['quote'] as DocumentKind[]) : [...ORDER_DOCUMENTS],
            email: sheet.customer.email,
          };
      }
      return null;
    },
  };
}
