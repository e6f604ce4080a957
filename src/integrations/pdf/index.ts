// The documents as PDF files (Send-to's attachment, the quote email's, and /order/{orderNo}/{kind}.pdf),
// drawn with PDFKit, a library rather than an outside service; it sits among the integrations so every
// capability that mails a document can draw it (services/documents, services/pos-cart/quote-mail.ts).
// The tax invoice and pro-forma and the quote on A4 (pdf-sheet.ts), the labels on 100 × 150 mm pages.
// Each is drawn from the same model as its page (services/documents/models.ts, pos-cart/quote-print.ts).
import type { InvoiceDocument, LabelsDocument } from '../../contract/documents.ts';
import type { PrintableQuote } from '../../contract/quote.ts';
import { formatNzd } from '../../domain/money.ts';
import { BOLD, FONT, INK, MUTED, type Pdf, RULE, renderPdf } from './pdf-kit.ts';
import { drawSheet } from './pdf-sheet.ts';

/** 100 × 150 mm in PDF points (72 a inch). */
export const LABEL_PAGE_POINTS: [number, number] = [283.46, 425.2];

export function invoicePdf(d: InvoiceDocument): Promise<Buffer> {
  return renderPdf(`${d.title} #${d.orderNo}`, (doc) =>
    drawSheet(doc, {
      title: d.title,
      from: [
        d.supplier.legalName,
        `GST number ${d.supplier.gstNumber}`,
        d.supplier.branch.name,
        d.supplier.branch.address,
        d.supplier.branch.phone,
      ].filter(Boolean),
      facts: [
        [d.kind === 'invoice' ? 'Invoice number' : 'Order number', d.orderNo],
        ['Date', d.date],
      ],
      party: d.buyer && {
        heading: 'Bill to',
        lines: [d.buyer.name, d.buyer.company, d.buyer.address, d.buyer.email, d.buyer.mobile],
      },
      lines: d.lines,
      totals: d.totals.map((t) => (t.label === 'Total' ? { ...t, label: 'Total (GST included)' } : t)),
      after: d.after.map((a) => [a.label, formatNzd(a.cents), a.bold]),
      notes: d.notice ? [d.notice] : [],
    }),
  );
}

export function quotePdf(q: PrintableQuote): Promise<Buffer> {
  const name = `${q.customer.firstname} ${q.customer.lastname}`.trim();
  return renderPdf(`Quote #${q.orderNo}`, (doc) =>
    drawSheet(doc, {
      title: `Quote #${q.orderNo}`,
      from: ['Kauri Furniture', q.branch.name, q.branch.address, q.branch.phone].filter(Boolean),
      facts: [
        ['Date', q.date],
        ...(q.validUntil ? [[q.expired ? 'Expired' : 'Valid until', q.validUntil] as [string, string]] : []),
      ],
      party: {
        heading: 'Prepared for',
        lines: [name, q.customer.company, q.customer.shippingAddress, q.customer.email, q.customer.mobile],
      },
      lines: q.lines,
      totals: q.totals,
      after: [['GST included (15%)', formatNzd(q.taxCents)]],
      notes: q.preparedBy ? [`Prepared by ${q.preparedBy}`] : [],
    }),
  );
}

export function labelsPdf(d: LabelsDocument): Promise<Buffer> {
  return renderPdf(`Labels #${d.orderNo}`, (doc) => {
    for (const label of d.labels) drawLabel(doc, label);
    // An order with nothing to deliver or collect still opens: one page that says so.
    if (d.labels.length === 0) {
      doc.addPage({ size: LABEL_PAGE_POINTS, margin: 16 });
      doc.font(FONT).fontSize(12).fillColor(INK).text(`Order #${d.orderNo}: nothing to deliver or collect.`);
    }
  });
}

function drawLabel(doc: Pdf, l: LabelsDocument['labels'][number]): void {
  doc.addPage({ size: LABEL_PAGE_POINTS, margin: 16 });
  const left = 16;
  const width = LABEL_PAGE_POINTS[0] - 32;
  const bottom = LABEL_PAGE_POINTS[1] - 16;
  doc.font(BOLD).fontSize(9).fillColor(MUTED).text('KAURI FURNITURE', left, 16, { characterSpacing: 1 });
  doc.font(BOLD).fontSize(18).fillColor(INK).text(`${l.n} of ${l.of}`, left, 12, { width, align: 'right' });
  doc.font(BOLD).fontSize(22).text(`#${l.orderNo}`, left, 36, { width });
  doc.font(BOLD).fontSize(11).fillColor(MUTED).text(l.method.toUpperCase(), { width, characterSpacing: 1 });
  let y = doc.y + 4;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(INK)
    .lineWidth(1.5)
    .stroke();
  doc
    .font(BOLD)
    .fontSize(13)
    .fillColor(INK)
    .text(l.customer, left, y + 8, { width });
  doc.font(FONT).fontSize(11);
  if (l.phone) doc.text(l.phone, { width });
  doc.text(l.address, { width, height: 60, ellipsis: true });
  y = doc.y + 6;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor(INK)
    .text(l.item.name, left, y + 8, { width });
  doc.font(FONT).fontSize(9.5).fillColor(MUTED).text(l.item.sku, { width });
  if (l.subItem.sku !== l.item.sku || l.subItem.name !== l.item.name) {
    doc.font(FONT).fontSize(11).fillColor(INK).text(`Part: ${l.subItem.name}`, { width });
    doc.font(FONT).fontSize(9.5).fillColor(MUTED).text(l.subItem.sku, { width });
  }
  if (l.tags.length)
    doc
      .font(BOLD)
      .fontSize(10.5)
      .fillColor(INK)
      .text(l.tags.join('  |  '), left, doc.y + 8, { width });
  if (l.notes) {
    const top = doc.y + 6;
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor(INK)
      .text(`Notes: ${l.notes}`, left, top, {
        width,
        height: Math.max(12, bottom - top),
        ellipsis: true,
      });
  }
}
