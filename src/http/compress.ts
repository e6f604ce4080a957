// Compressed answers for browsers that take them. Brotli at quality 1 is the cheapest setting that
// still shrinks a product list's JSON many times over, for less CPU than gzip at level 1 and less than
// writing the uncompressed bytes costs, so large answers go out compressed. An answer kept in a cache is compressed once with it.
import { brotliCompressSync, constants } from 'node:zlib';

/** Below this many bytes compressing saves too little to be worth a call. */
export const COMPRESS_MIN_BYTES = 1024;

/** Whether an Accept-Encoding header takes brotli (`br`, not refused with q=0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== 'br') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Brotli at quality 1, told the size so it sizes its window to fit. */
export function brotliFast(text: string | Uint8Array): Buffer {
  const input = typeof text === 'string' ? Buffer.from(text) : text;
  return brotliCompressSync(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 1,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * A page for a browser that takes brotli: the same page compressed. Pages are rendered whole before
 * they are sent (web/entry.server.tsx), so reading the body first delays nothing.
 */
export async function compressedPage(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.append('vary', 'accept-encoding');
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.length < COMPRESS_MIN_BYTES) return new Response(body, { status: response.status, headers });
  headers.set('content-encoding', 'br');
  headers.delete('content-length');
  return new Response(new Uint8Array(brotliFast(body)), { status: response.status, headers });
}

/** Whether a page answer may be compressed: HTML with a body, not compressed already. */
export function compressiblePage(response: Response): boolean {
  return (
    response.body !== null &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('content-encoding')
  );
}
