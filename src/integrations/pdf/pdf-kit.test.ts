// The PDFs are drawn in Inter, embedded: te reo Māori's macrons print as they are written; a letter
// the typeface lacks loses its accent, and what has no plain letter becomes '?', never an empty box.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BOLD, drawable, renderPdf } from './pdf-kit.ts';

describe('the PDF typeface', () => {
  it('keeps Latin with macrons, the punctuation and currency signs, and marks what it cannot draw', () => {
    expect(drawable('Hine Rāwiri – Māori “café” €5 • ū')).toBe('Hine Rāwiri – Māori “café” €5 • ū');
    expect(drawable('Line 1\nLine 2')).toBe('Line 1\nLine 2');
    expect(drawable('漢字 😀')).toBe('?? ?');
  });

  it('is what every text drawn goes through', async () => {
    const pdf = await renderPdf('t', (doc) => {
      doc.addPage();
      doc.text('Hine Rāwiri');
      doc.font(BOLD).text('Ngāti Whātua 漢');
    });
    const dir = await mkdtemp(path.join(tmpdir(), 'kauri-pdf-'));
    try {
      await writeFile(path.join(dir, 't.pdf'), pdf);
      const { stdout } = await promisify(execFile)('pdftotext', [path.join(dir, 't.pdf'), '-']);
      expect(stdout.trim().split('\n')).toEqual(['Hine Rāwiri', 'Ngāti Whātua ?']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
