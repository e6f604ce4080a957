import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliFast, compressedPage, compressiblePage } from './compress.ts';

describe('compressed answers', () => {
  it('reads whether the browser takes brotli', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli('')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
  });

  it('gives back the same text', () => {
    const text = `{"html":"${'<article class="product-card">Kōwhai ✓</article>'.repeat(200)}"}`;
    const packed = brotliFast(text);
    expect(packed.length).toBeLessThan(text.length / 10);
    expect(brotliDecompressSync(packed).toString()).toBe(text);
  });

  it('compresses a whole page, keeping its status and headers', async () => {
    const html = `<!DOCTYPE html><html><body>${'<a href="/living">Living</a>'.repeat(500)}</body></html>`;
    const page = new Response(html, {
      status: 404,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(html.length),
        'x-request-id': '7',
      },
    });
    expect(compressiblePage(page)).toBe(true);
    const packed = await compressedPage(page);
    expect(packed.status).toBe(404);
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(packed.headers.get('content-length')).toBeNull();
    expect(packed.headers.get('vary')).toMatch(/accept-encoding/);
    expect(packed.headers.get('x-request-id')).toBe('7');
    expect(brotliDecompressSync(Buffer.from(await packed.arrayBuffer())).toString()).toBe(html);

    const small = await compressedPage(new Response('<p>hi</p>', { headers: { 'content-type': 'text/html' } }));
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('<p>hi</p>');
    expect(compressiblePage(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false);
  });
});
