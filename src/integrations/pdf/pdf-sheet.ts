// One A4 sheet for the documents that list an order's lines (the tax invoice, the pro-forma and the
// quote): the shop and the document's facts at the top, who it is for, the lines (a bundle's
// components under it), the totals and what follows them. The models say what is written
// (services/documents/models.ts, services/pos-cart/quote-print.ts); this file only places it.
import type { QuoteLine, TotalRow } from '../../contract/quote.ts';
import { formatNzd } from '../../domain/money.ts';
import { BOLD, FONT, INK, MUTED, type Pdf, RULE } from './pdf-kit.ts';

export interface SheetContent {
  title: string;
  /** Left column of the header: the supplier's lines (name first). */
  from: string[];
  /** Right column under the title: [label, value]. */
  facts: [string, string][];
  /** "Bill to" / "Prepared for" and its lines; omitted when empty. */
  party: { heading: string; lines: string[] } | null;
  lines: QuoteLine[];
  totals: TotalRow[];
  /** Rows after the totals ("GST included", payments, balance due): [label, value, bold?]. */
  after: [string, string, boolean?][];
  /** Closing paragraphs (a notice, who prepared it). */
  notes: string[];
}

const A4 = { size: 'A4' as const, margin: 48 };
const money = (cents: number) => formatNzd(cents);

export function drawSheet(doc: Pdf, s: SheetContent): void {
  doc.addPage(A4);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const bottom = doc.page.height - doc.page.margins.bottom;

  // Header: the supplier on the left, the title and facts on the right.
  doc
    .font(BOLD)
    .fontSize(13)
    .fillColor(INK)
    .text(s.from[0] ?? '', left, 48, { width: width / 2 });
  doc.font(FONT).fontSize(9.5).fillColor(MUTED);
  for (const line of s.from.slice(1)) doc.text(line, { width: width / 2 });
  const leftEnd = doc.y;
  doc
    .font(BOLD)
    .fontSize(22)
    .fillColor(INK)
    .text(s.title, left + width / 2, 44, { width: width / 2, align: 'right' });
  doc.moveDown(0.3);
  let factY = doc.y;
  for (const [label, value] of s.facts) {
    doc
      .font(FONT)
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(label, left + width / 2, factY, { width: width / 2 - 130, align: 'right' });
    doc
      .font(BOLD)
      .fontSize(9.5)
      .fillColor(INK)
      .text(value, right - 120, factY, { width: 120, align: 'right' });
    factY = doc.y + 2;
  }
  let y = Math.max(leftEnd, factY) + 12;
  doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(1).stroke();
  y += 12;

  if (s.party?.lines.some(Boolean)) {
    doc
      .font(BOLD)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(s.party.heading.toUpperCase(), left, y, { characterSpacing: 0.8 });
    doc.font(FONT).fontSize(10.5).fillColor(INK);
    for (const line of s.party.lines.filter(Boolean)) doc.text(line, { width });
    y = doc.y + 14;
  }

  // The lines: description, quantity, unit price, amount.
  const cols = { qty: right - 210, each: right - 170, amount: right - 80 };
  const header = (at: number) => {
    doc.font(BOLD).fontSize(8.5).fillColor(MUTED);
    doc.text('DESCRIPTION', left, at, { characterSpacing: 0.8 });
    doc.text('QTY', cols.qty, at, { width: 30, align: 'right' });
    doc.text('UNIT PRICE', cols.each, at, { width: 80, align: 'right' });
    doc.text('AMOUNT', cols.amount, at, { width: 80, align: 'right' });
    const under = at + 14;
    doc.moveTo(left, under).lineTo(right, under).strokeColor(RULE).stroke();
    return under + 6;
  };
  y = header(y);
  const descWidth = cols.qty - left - 12;
  for (const line of s.lines) {
    const need =
      doc.font(FONT).fontSize(10.5).heightOfString(line.name, { width: descWidth }) + 14 + line.components.length * 12;
    if (y + need > bottom - 20) {
      doc.addPage(A4);
      y = header(doc.page.margins.top);
    }
    doc.font(FONT).fontSize(10.5).fillColor(INK).text(line.name, left, y, { width: descWidth });
    const after = doc.y;
    doc.text(String(line.qty), cols.qty, y, { width: 30, align: 'right' });
    doc.text(money(line.eachCents), cols.each, y, { width: 80, align: 'right' });
    doc.text(money(line.rowCents), cols.amount, y, { width: 80, align: 'right' });
    doc.font(FONT).fontSize(8.5).fillColor(MUTED).text(line.sku, left, after, { width: descWidth });
    for (const c of line.components)
      doc.text(`includes ${c.qty} x ${c.name} (${c.sku})`, left + 10, doc.y, { width: descWidth - 10 });
    y = doc.y + 6;
    doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(0.5).stroke();
    y += 6;
  }

  // Totals and what follows, right-aligned in two columns.
  const rows: [string, string, boolean?][] = [
    ...s.totals.map((t, i): [string, string, boolean] => [t.label, money(t.cents), i === s.totals.length - 1]),
    ...s.after,
  ];
  if (y + rows.length * 16 + 40 > bottom) {
    doc.addPage(A4);
    y = doc.page.margins.top;
  }
  y += 4;
  for (const [label, value, bold] of rows) {
    doc
      .font(bold ? BOLD : FONT)
      .fontSize(bold ? 11.5 : 10)
      .fillColor(INK);
    doc.text(label, right - 300, y, { width: 200, align: 'right' });
    doc.text(value, right - 90, y, { width: 90, align: 'right' });
    y += bold ? 18 : 15;
  }
  y += 10;
  for (const note of s.notes) {
    doc.font(FONT).fontSize(10).fillColor(MUTED).text(note, left, y, { width });
    y = doc.y + 6;
  }
}
