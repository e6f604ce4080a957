// PDFs are drawn with PDFKit (a maintained PDF toolkit, not hand-built bytes): a document drawn into
// memory and handed back as one Buffer, for a download (src/http/routes/documents.ts) or a mail's
// attachment. The standard Helvetica faces need no font files of our own.
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const INK = '#2b2118';
export const MUTED = '#6b4a2f';
export const RULE = '#d9c9b0';

/** Draws a PDF with `draw` and resolves to its bytes. Pages are added by `draw` (no automatic first page). */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: title, Author: 'Kauri Furniture', Creator: 'Kauri' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    draw(doc);
  } finally {
    doc.end();
  }
  return done;
}
