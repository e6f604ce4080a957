// The Help Centre: opens the configured chat provider's window (contract/site.ts `chat`),
// loading its widget on first use. Without a provider the Help Centre link is a plain link to
// /contact: openHelpCentre answers false and the link goes there.
import type { SiteSettings } from '../../../contract/site.ts';

interface TawkApi {
  maximize?: () => void;
  onLoad?: () => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

const TAWK_SCRIPT_ID = 'tawk-chat-widget';
const TAWK_ID = /^[A-Za-z0-9]+(?:\/[A-Za-z0-9]+)?$/;

/** tawk.to's widget address for a property id (`{property}` or `{property}/{widget}`; 'default' widget when absent). */
export function tawkScriptUrl(id: string): string | null {
  if (!TAWK_ID.test(id)) return null;
  return `https://embed.tawk.to/${id.includes('/') ? id : `${id}/default`}`;
}

/** The page's CSP nonce, read from a script React Router rendered with it (browsers hide it from getAttribute). */
function pageNonce(): string {
  const s = document.querySelector<HTMLScriptElement>('script[nonce]');
  return s?.nonce || s?.getAttribute('nonce') || '';
}

/** Opens the chat when one is configured; false when there is none (the caller follows its link). */
export function openHelpCentre(chat: SiteSettings['chat']): boolean {
  if (chat?.provider !== 'tawk' || typeof document === 'undefined') return false;
  const src = tawkScriptUrl(chat.id);
  if (!src) return false;
  const existing = window.Tawk_API;
  if (document.getElementById(TAWK_SCRIPT_ID)) {
    // Loaded (or loading): open it now, or as soon as it is ready.
    if (existing?.maximize) existing.maximize();
    else if (existing) existing.onLoad = () => window.Tawk_API?.maximize?.();
    return true;
  }
  window.Tawk_API = existing ?? {};
  window.Tawk_API.onLoad = () => window.Tawk_API?.maximize?.();
  window.Tawk_LoadStart = new Date();
  const script = document.createElement('script');
  script.id = TAWK_SCRIPT_ID;
  script.async = true;
  script.src = src;
  script.charset = 'UTF-8';
  script.setAttribute('crossorigin', '*');
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
  return true;
}
