// Small readers of the page request, used by loaders.

/** The shopper's delivery zip (a cookie of exactly 4 characters), or ''. */
export function zipFromCookie(request: Request): string {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'uzip') {
      // Only four digits count, so a value that is no URI encoding at all is no zip (never an error).
      const value = rest.join('=').trim();
      return /^\d{4}$/.test(value) ? value : '';
    }
  }
  return '';
}

// The site's own origin for absolute addresses (og:url, JSON-LD images) is the load context's
// publicUrl (src/http/pages.ts), never the request's Host: a client can write any Host, and the page
// cache would then hand its og:url to every visitor.
