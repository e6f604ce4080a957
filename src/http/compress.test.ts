import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliFast } from './compress.ts';

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
});
