// Whether this browser is signed in to a shopper account, for the header and the side cart. Pages are
// cached for everyone (docs/decisions/0003-page-cache.md), so the server renders them signed out and
// the browser reads the readable `signed_in` cookie after hydration, as the cart counter reads
// `cart_count` (shop/lib/cart.ts). The server sets and clears it at every sign-in and sign-out
// (http/routes/v1/shoppers.ts); it proves nothing: the session cookie does, on every call.
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../common/lib/api.ts';
import { SIGNED_IN_COOKIE } from '../../../contract/cookies.ts';
import { readCookie } from '../../common/lib/cookies.ts';

export const isSignedIn = () => readCookie(SIGNED_IN_COOKIE) === '1';

/** False on the server and at first render; the cookie's answer after hydration. */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    setSignedIn(isSignedIn());
    const onShow = () => setSignedIn(isSignedIn());
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  return signedIn;
}

/** POST /v1/logout, then the page again, signed out. */
export async function signOutAndReload(): Promise<void> {
  await api('shopper.logout');
  window.location.reload();
}

/**
 * What the login form shows for a failed call (specs/storefront.md, Errors): the JSON `message`
 * (the failure envelope's msg), otherwise the raw text of the answer.
 */
export function loginFailureText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.message && err.body.includes('"msg"')) return err.message;
    const raw = err.body
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return raw.slice(0, 200) || err.message;
  }
  return err instanceof Error ? err.message : String(err);
}
