// The PDFs' standard faces draw only WinAnsi: a macron or accent they lack is dropped from its letter,
// so a name reads right rather than as another glyph; what has no plain letter becomes '?'.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderPdf, winAnsi } from './pdf-kit.ts';

describe('winAnsi', () => {
  it('keeps Latin-1 and the WinAnsi extras, drops the accents the faces lack, and marks the rest', () => {
    expect(winAnsi('Hine Rāwiri – Māori “café” €5 • ū')).toBe('Hine Rawiri – Maori “café” €5 • u');
    expect(winAnsi('Line 1\nLine 2')).toBe('Line 1\nLine 2');
    expect(winAnsi('漢字')).toBe('??');
  });

  it('is what every text drawn goes through', async () => {
    const pdf = await renderPdf('t', (doc) => {
      doc.addPage();
      doc.font('Helvetica').text('Hine Rāwiri');
    });
    const dir = await mkdtemp(path.join(tmpdir(), 'kauri-pdf-'));
    try {
      await writeFile(path.join(dir, 't.pdf'), pdf);
      const { stdout } = await promisify(execFile)('pdftotext', [path.join(dir, 't.pdf'), '-']);
      expect(stdout.trim()).toBe('Hine Rawiri');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
