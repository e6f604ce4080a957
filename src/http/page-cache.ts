// A short-lived cache of server-rendered pages that look the same to every visitor
// (docs/decisions/0003-page-cache.md). The per-request parts — the anti-forgery token and the CSP
// nonce — are rendered as placeholders and filled in on the way out, so a cached page is still
// bound to its own session. A page that reads the session opts out with `Cache-Control: private`
// (or no-store) from its route's `headers()`.

export const CSRF_PLACEHOLDER = '__kauri_csrf_placeholder__';
export const NONCE_PLACEHOLDER = '__kauri_nonce_placeholder__';

interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
  expires: number;
}

export class PageCache {
  private entries = new Map<string, Entry>();
  /** Moved on by clear(): a page whose render began before the last clear is not kept. */
  private cleared = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /** What to hand remember() for a render beginning now. */
  get generation(): number {
    return this.cleared;
  }

  /**
   * Keeps a rendered page if it is shareable: a 200 HTML page not marked private or no-store, whose
   * render began (`since`, the generation then) after the last clear, so it shows what is saved now.
   */
  async remember(key: string, response: Response, now = Date.now(), since = this.cleared): Promise<Entry | null> {
    const cacheControl = response.headers.get('cache-control') ?? '';
    const shareable =
      response.status === 200 &&
      (response.headers.get('content-type') ?? '').startsWith('text/html') &&
      !/private|no-store/.test(cacheControl) &&
      !response.headers.has('set-cookie');
    if (!shareable) return null;
    const entry: Entry = {
      status: response.status,
      headers: [...response.headers.entries()],
      body: await response.text(),
      expires: now + this.ttlMs,
    };
    // Served this once, but not kept: the catalogue changed while it rendered.
    if (since !== this.cleared) return entry;
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.cleared++;
  }
}

/** The cached page with this request's token and nonce in place of the placeholders. */
export function personalisedResponse(
  entry: { status: number; headers: [string, string][]; body: string },
  csrfToken: string,
  nonce: string,
): Response {
  const body = entry.body.replaceAll(CSRF_PLACEHOLDER, csrfToken).replaceAll(NONCE_PLACEHOLDER, nonce);
  const headers = new Headers(entry.headers);
  headers.delete('content-length');
  return new Response(body, { status: entry.status, headers });
}
