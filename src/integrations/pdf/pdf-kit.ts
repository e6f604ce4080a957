// PDFs are drawn with PDFKit (a maintained PDF toolkit, not hand-built bytes): a document drawn into
// memory and handed back as one Buffer, for a download (src/http/routes/documents.ts) or a mail's
// attachment. The letters are the shop's typeface, Inter, embedded from its TrueType files (the
// @expo-google-fonts/inter package): PDFKit's standard faces know only WinAnsi, so a customer named
// Rāwiri would lose the macron on the invoice made out to him.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export const FONT = 'Inter';
export const BOLD = 'Inter-Bold';
export const INK = '#2b2118';
export const MUTED = '#6b4a2f';
export const RULE = '#d9c9b0';

const require = createRequire(import.meta.url);
let faces: { regular: Buffer; bold: Buffer } | null = null;
/** The two faces' files, read once per process (PDFKit embeds only the letters a document uses). */
function interFaces() {
  faces ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
  };
  return faces;
}

// Inter draws Latin (with te reo Māori's macrons), Greek and Cyrillic, and the usual punctuation and
// currency signs; what it lacks would print as an empty box.
const inInter = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (
    ch === '\n' ||
    (code >= 0x20 && code < 0x7f) ||
    (code >= 0xa0 && code < 0x530) ||
    (code >= 0x2000 && code < 0x2070) ||
    (code >= 0x20a0 && code < 0x20c0) ||
    (code >= 0x2100 && code < 0x2150)
  );
};

/**
 * `text` in characters the typeface draws: a letter outside it loses its accent if that brings it in,
 * anything else becomes '?' (a name in another script prints as '?', never as an empty box).
 */
export function drawable(text: string): string {
  let out = '';
  for (const ch of text) {
    if (inInter(ch)) out += ch;
    else {
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...bare].every(inInter) && bare ? bare : '?';
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
  const { regular, bold } = interFaces();
  doc.registerFont(FONT, regular);
  doc.registerFont(BOLD, bold);
  doc.font(FONT);
  // Every string drawn goes through drawable, the one place (see above).
  const text = doc.text.bind(doc);
  doc.text = ((str: string, ...rest: unknown[]) => text(drawable(String(str)), ...(rest as []))) as typeof doc.text;
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
