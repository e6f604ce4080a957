// Asking for the shopper's sign-in from anywhere on the storefront (a heart or Move to Wishlist while
// signed out, the side cart's Login, the header): one event on window, answered by the one login modal
// mounted on every storefront page. No React context, so a card's plain click handler
// (card-actions.ts) can ask too.
const EVENT = 'kauri:login';

export interface LoginRequest {
  /** Why the shopper is asked, shown above the form (e.g. 'Sign in to keep a wishlist'). */
  reason?: string;
}

export function openLoginModal(request: LoginRequest = {}): void {
  window.dispatchEvent(new CustomEvent<LoginRequest>(EVENT, { detail: request }));
}

/** Calls `handler` on each request; answers the function that stops listening. */
export function onLoginModalRequest(handler: (request: LoginRequest) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<LoginRequest>).detail ?? {});
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
