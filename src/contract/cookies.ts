// The shop's cookies by name, read and set by the server (src/http) and the browser (src/web/lib), so
// one name cannot drift between the two. Zod-free and import-free: the browser loads it.

/** The signed session id (HttpOnly); the session's data lives in the database. */
export const SESSION_COOKIE = 'kauri_sid';
/** How long a session cookie is kept: thirty days. */
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

/**
 * The header's cart counter, read in the browser so that pages stay the same for everyone and can be
 * cached (docs/decisions/0003-page-cache.md). Not a secret: only the number of items.
 */
export const CART_COUNT_COOKIE = 'cart_count';

/** The delivery zip the storefront remembers: four characters (an NZ postcode), kept a year. */
export const UZIP_COOKIE = 'uzip';
export const UZIP_MAX_AGE_S = 31_536_000;

/** Readable by the page's script, says only "signed in" to a shopper account; the session cookie proves it. */
export const SIGNED_IN_COOKIE = 'signed_in';

/**
 * A hint the storefront's script reads (so not HttpOnly): staff may be signed in on this browser, so
 * the header asks GET /pos/me and shows the staff bar. It grants nothing.
 */
export const STAFF_HINT_COOKIE = 'kauri_staff';
