// The browser's calls to the JSON API, typed by the route table (contract/routes.ts): `api(name,
// body)` takes the row's method and path, fills the path's `:parameters` from the body, sends the
// rest as JSON (a POST) or as the query string (a GET), and answers the row's response type. Every
// call carries the page's anti-forgery token header: the POS's GETs that change something need it too
// (src/http/routes/pos/guard.ts). A renamed field or call breaks the page's typecheck.
// Only types come from the table; the method and path come from contract/addresses.ts, which imports
// nothing, so the table's Zod schemas stay on the server.
import { addresses, fillPath } from '../../../contract/addresses.ts';
import type { CallName, RequestOf, ResponseOf } from '../../../contract/routes.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(messageOf(body) || 'Something went wrong. Please try again.');
  }
}

/** The failure envelope's `msg`; a page or other non-JSON answer is never shown to the shopper. */
function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { msg?: unknown };
    return typeof parsed.msg === 'string' ? parsed.msg : '';
  } catch {
    return '';
  }
}

export function csrfToken(): string {
  // Outside a page (a test, a worker) there is no token to send, and a GET that needs none still works.
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

export interface ApiInit {
  signal?: AbortSignal;
}

/** The body may be left out when the call needs none of its fields. */
type ApiArgs<N extends CallName> =
  Record<never, never> extends RequestOf<N>
    ? [body?: RequestOf<N>, init?: ApiInit]
    : [body: RequestOf<N>, init?: ApiInit];

/** The query string of a GET: fields left undefined are not sent; a list repeats its key. */
function queryOf(fields: [string, unknown][]): string {
  const query = new URLSearchParams();
  for (const [key, value] of fields) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, String(one));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export async function api<N extends CallName>(name: N, ...[body, init = {}]: ApiArgs<N>): Promise<ResponseOf<N>> {
  const [method, path] = addresses[name];
  const input = (body ?? {}) as Record<string, unknown>;
  const { url, used } = fillPath(path, input);
  const rest = Object.entries(input).filter(([key]) => !used.includes(key));
  const res =
    method === 'GET'
      ? await fetch(url + queryOf(rest), {
          headers: { Accept: 'application/json', 'X-CSRF-TOKEN': csrfToken() },
          credentials: 'same-origin',
          signal: init.signal,
        })
      : await fetch(url, {
          method,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-TOKEN': csrfToken() },
          body: JSON.stringify(Object.fromEntries(rest)),
          credentials: 'same-origin',
          signal: init.signal,
        });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text);
  return JSON.parse(text) as ResponseOf<N>;
}
