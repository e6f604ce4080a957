// A document as a file (the download at /order/{orderNo}/{kind}.pdf and the mail attachment): the
// model read once (models.ts, quote-print.ts) and drawn as a PDF (pdf-documents.ts). Null when the
// order has no such document (no such order, or a quote asked for an order's document, or the reverse).
import { type DocumentKind, documentFileName } from '../../contract/documents.ts';
import type { Database } from '../../db/client.ts';
import type { MailAttachment } from '../../integrations/mail/index.ts';
import { printableQuote, quoteSheet } from '../pos-cart/pos-cart.service.ts';
import { type Supplier, invoiceDocument, labelsDocument } from './models.ts';
import { invoicePdf, labelsPdf, quotePdf } from '../../integrations/pdf/index.ts';

/** `today`: New Zealand's date, for whether a quote has expired. */
export async function documentPdf(
  db: Database,
  kind: DocumentKind,
  orderNo: string,
  supplier: Supplier,
  today: string,
): Promise<MailAttachment | null> {
  let content: Buffer | null = null;
  if (kind === 'quote') {
    const sheet = await quoteSheet(db, orderNo);
    content = sheet && (await quotePdf(printableQuote(sheet, today)));
  } else if (kind === 'labels') {
    const labels = await labelsDocument(db, orderNo);
    content = labels && (await labelsPdf(labels));
  } else {
    const invoice = await invoiceDocument(db, orderNo, kind, supplier);
    content = invoice && (await invoicePdf(invoice));
  }
  return content && { filename: documentFileName(kind, orderNo), contentType: 'application/pdf', content };
}
