// When the storefront's pop-ups show (spec section 2): the welcome pop-up once per browser
// after the configured delay, never on the POS, the cart or the checkout pages; the bottom bar until
// dismissed, once per its code (a manager's new code shows it again). Pure but for the storage handed in.

export const WELCOME_SEEN_KEY = 'kauri:welcome-seen';
export const BOTTOM_BAR_KEY = 'kauri:bottom-bar-dismissed';

/** What the pop-ups keep in the browser (localStorage, or nothing when storage is refused). */
export interface PopupStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Pages the welcome pop-up must not interrupt: staff screens, the cart and checkout, paying a quote. */
export function welcomeAllowedOn(pathname: string): boolean {
  return !/^\/(pos|cart|checkout|quote|order)(\/|$)/.test(pathname);
}

/** The milliseconds to wait before the welcome pop-up shows, or null when it must not show. */
export function welcomeDelayMs(
  storage: PopupStorage | null,
  delaySeconds: number,
  pathname: string,
  hasMessage: boolean,
): number | null {
  if (!hasMessage || !storage || !Number.isFinite(delaySeconds) || delaySeconds <= 0) return null;
  if (!welcomeAllowedOn(pathname)) return null;
  if (storage.getItem(WELCOME_SEEN_KEY)) return null;
  return Math.round(delaySeconds * 1000);
}

/** Remembers that this browser saw the welcome pop-up (it is shown once, closed or not). */
export function markWelcomeSeen(storage: PopupStorage | null, code: string): void {
  try {
    storage?.setItem(WELCOME_SEEN_KEY, code || '1');
  } catch {
    // Storage full or refused: the pop-up may show again, which is harmless.
  }
}

export function bottomBarShows(storage: PopupStorage | null, code: string): boolean {
  if (!storage) return false;
  return storage.getItem(BOTTOM_BAR_KEY) !== code;
}

export function dismissBottomBar(storage: PopupStorage | null, code: string): void {
  try {
    storage?.setItem(BOTTOM_BAR_KEY, code);
  } catch {
    // As above.
  }
}

/** The browser's localStorage, or null when the browser refuses it (private modes, blocked cookies). */
export function browserStorage(): PopupStorage | null {
  try {
    const s = window.localStorage;
    s.getItem(WELCOME_SEEN_KEY);
    return s;
  } catch {
    return null;
  }
}
