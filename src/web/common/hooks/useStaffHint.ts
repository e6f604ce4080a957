// Whether staff may be signed in on this browser: the `kauri_staff` hint cookie that staff sign-in
// sets and sign-out clears (http/routes/pos/sign-in.ts, contract/cookies.ts). Storefront pages are
// cached for everyone (docs/decisions/0003-page-cache.md), so the header learns it only in the
// browser, after hydration; shoppers without the cookie never load the staff bar nor ask GET /pos/me.
import { useEffect, useState } from 'react';
import { STAFF_HINT_COOKIE } from '../../../contract/cookies.ts';
import { readCookie, writeCookie } from '../lib/cookies.ts';

export function useStaffHint(): boolean {
  const [hint, setHint] = useState(false);
  useEffect(() => {
    const read = () => setHint(readCookie(STAFF_HINT_COOKIE) === '1');
    read();
    // Back to a page kept in the browser's memory: staff may have signed in or out since.
    window.addEventListener('pageshow', read);
    return () => window.removeEventListener('pageshow', read);
  }, []);
  return hint;
}

/** The hint outlived the staff session (GET /pos/me said 401): stop asking on every page. */
export function forgetStaffHint() {
  writeCookie(STAFF_HINT_COOKIE, '', 0);
}
