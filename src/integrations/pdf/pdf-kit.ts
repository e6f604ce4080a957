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

// The standard faces know only the WinAnsi characters: Latin-1 and these.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const inWinAnsi = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) || ch === '\n';
};

/**
 * `text` in characters the standard faces can draw: a letter they lack loses its accent (Rāwiri is
 * written Rawiri: te reo Māori's macrons are not in WinAnsi), anything else becomes '?'. Without this
 * PDFKit would draw another glyph in its place.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    if (inWinAnsi(ch)) out += ch;
    else {
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...bare].every(inWinAnsi) && bare ? bare : '?';
    }
  }
  return out;
}

/** Draws a PDF with `draw` and resolves to its bytes. Pages are added by `draw` (no automatic first page). */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: title, Author: 'Kauri Furniture', Creator: 'Kauri' },
  });
  // Every string drawn goes through winAnsi, the one place (see above).
  const text = doc.text.bind(doc);
  doc.text = ((str: string, ...rest: unknown[]) => text(winAnsi(String(str)), ...(rest as []))) as typeof doc.text;
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
