// The browser's calls to the JSON API: JSON bodies with the page's anti-forgery token header.

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
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

export async function postJson<T>(path: string, body: unknown, init: { signal?: AbortSignal } = {}): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-TOKEN': csrfToken() },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal: init.signal,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text);
  return JSON.parse(text) as T;
}

export async function getJson<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const res = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: init.signal });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text);
  return JSON.parse(text) as T;
}
