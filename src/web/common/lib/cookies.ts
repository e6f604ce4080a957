// Reading and keeping the few cookies the browser itself reads or keeps (their names: contract/cookies.ts).
import { UZIP_COOKIE, UZIP_MAX_AGE_S } from '../../../contract/cookies.ts';

export function readCookie(name: string): string {
  if (typeof document === 'undefined') return '';
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function rememberZip(zip: string) {
  if (zip.length === 4) writeCookie(UZIP_COOKIE, zip, UZIP_MAX_AGE_S);
}
