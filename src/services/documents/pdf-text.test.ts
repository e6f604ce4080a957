// Each document's PDF read back as a person would: the PDF drawn as an image (pdftoppm, poppler-utils)
// and the image read with OCR (tesseract), so what is checked is what is printed, not what was meant to
// be. The tax invoice carries what NZ GST rules ask of a taxable supply information; the pro-forma
// says it is not one; each label says "n of m" and the order number on a 100 x 150 mm page; the quote
// has its number and total. DOC_IMAGES=1 keeps the first page of each in test-results/screenshots/.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../testing/databases.ts';
import { DOCUMENT_ORDER, insertDocumentOrder } from '../../testing/document-fixture.ts';
import { insertQuote } from '../../testing/quote-fixture.ts';
import { insertStaffFixture } from '../../testing/staff-fixture.ts';
import { type Services, createServices } from '../index.ts';
import { LABEL_PAGE_POINTS, quotePdf } from '../../integrations/pdf/index.ts';
import { printableQuote, quoteSheet } from '../pos-cart/quote-print.ts';

const run = promisify(execFile);

/** Where DOC_IMAGES=1 puts the pages it keeps: beside the journeys' screenshots, ignored by git. */
async function keptImages(): Promise<string> {
  const dir = path.resolve('test-results', 'screenshots');
  await mkdir(dir, { recursive: true });
  return dir;
}

/** The text of the PDF's first page as OCR reads it, spaces squeezed. */
async function ocr(dir: string, name: string, pdf: Buffer): Promise<string> {
  const file = path.join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  await run('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, name)]);
  const png = path.join(dir, `${name}.png`);
  if (process.env.DOC_IMAGES === '1') await copyFile(png, path.join(await keptImages(), `doc-${name}.png`));
  const { stdout } = await run('tesseract', [png, 'stdout'], { maxBuffer: 4_000_000 });
  return stdout.replace(/[ \t]+/g, ' ');
}

describe.each(testDatabases())('the documents as PDFs, read back ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  let dir = '';
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test', SHOP_GST_NUMBER: '111-222-333' } as never));
    await insertDocumentOrder(handle.db, 'P101001');
    await insertQuote(handle.db, { orderNo: 'P101002' });
    dir = await mkdtemp(path.join(tmpdir(), 'kauri-pdf-'));
  });
  afterAll(async () => {
    await handle?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('prints the tax invoice with the supplier, GST number, buyer, lines, total and GST', async () => {
    const file = await services.documents.pdf('invoice', 'P101001');
    expect(file?.filename).toBe('tax-invoice-P101001.pdf');
    const text = await ocr(dir, 'tax-invoice', file!.content);
    for (const want of [
      'Tax invoice',
      'Kauri Furniture Limited',
      '111-222-333',
      'P101001',
      'Aria 3 Seater Sofa',
      'Aroha Ngata',
      DOCUMENT_ORDER.total,
      DOCUMENT_ORDER.gst,
      'GST included',
      DOCUMENT_ORDER.balance,
    ])
      expect(text, want).toContain(want);
  });

  it('prints the pro-forma without payments, saying it is not a tax invoice', async () => {
    const text = await ocr(dir, 'pro-forma', (await services.documents.pdf('pro-forma', 'P101001'))!.content);
    for (const want of ['Pro-forma invoice', 'This is not a tax invoice', 'P101001', DOCUMENT_ORDER.total])
      expect(text, want).toContain(want);
    expect(text).not.toContain('Balance due');
    expect(text).not.toContain('EFTPOS');
  });

  it('prints one 100 x 150 mm label a sub-item unit, "1 of N" with the order number', async () => {
    const file = (await services.documents.pdf('labels', 'P101001'))!;
    const pdf = file.content.toString('latin1');
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(DOCUMENT_ORDER.labels);
    expect(pdf).toContain(`/MediaBox [0 0 ${LABEL_PAGE_POINTS[0]} ${LABEL_PAGE_POINTS[1]}]`);
    const text = await ocr(dir, 'label', file.content);
    // The image kept is the last label: a bundle's part collected, with its tags and notes.
    if (process.env.DOC_IMAGES === '1') {
      const last = String(DOCUMENT_ORDER.labels);
      await run('pdftoppm', [
        '-r',
        '150',
        '-png',
        '-f',
        last,
        '-l',
        last,
        '-singlefile',
        path.join(dir, 'label.pdf'),
        path.join(dir, 'label-last'),
      ]);
      await copyFile(path.join(dir, 'label-last.png'), path.join(await keptImages(), 'doc-label.png'));
    }
    for (const want of [`1 of ${DOCUMENT_ORDER.labels}`, '#P101001', 'DELIVERY', 'Aroha Ngata', 'Aria 3 Seater Sofa'])
      expect(text, want).toContain(want);
  });

  it('prints the quote with its number and total', async () => {
    const sheet = (await quoteSheet(handle.db, 'P101002'))!;
    const text = await ocr(dir, 'quote-pdf', await quotePdf(printableQuote(sheet, '2026-11-02')));
    for (const want of ['Quote #P101002', 'Aria Lounge Bundle', DOCUMENT_ORDER.total, 'Valid until'])
      expect(text, want).toContain(want);
  });

  it('has no file for a document the order does not have', async () => {
    expect(await services.documents.pdf('invoice', 'P101002')).toBeNull();
    expect(await services.documents.pdf('quote', 'P101001')).toBeNull();
    expect(await services.documents.pdf('labels', 'P999999')).toBeNull();
    expect(await readFile(path.join(dir, 'quote-pdf.png')).then((b) => b.length > 0)).toBe(true);
  });
});
