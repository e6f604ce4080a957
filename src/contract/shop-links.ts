// Where a link the staff type may lead (a pop-up's link, a post's picture), and when one of our own
// links may be taken by the browser's router: one rule, with no imports, so the server's schemas and
// the pages share it. Browsers read '/\' and '\\' as '//' (another host), drop tabs and newlines
// inside a URL before reading it (so '/\t/x' is '//x'), and some servers on the way decode '%5C' and
// '%2F' in a path: none of these is a path on the shop.

/** Whitespace, control characters and backslashes: never in a link we keep. */
function hasNeverInALink(link: string): boolean {
  if (/[\s\\]/.test(link)) return true;
  for (let i = 0; i < link.length; i++) {
    const code = link.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
/** An encoded slash or backslash in the path part (before any ? or #). */
const ENCODED_SLASH = /%(2f|5c)/i;

/** A path on the shop: one '/', then not a second, and nothing a browser would read as another host. */
export function isShopPath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//') || hasNeverInALink(link)) return false;
  const path = link.split(/[?#]/, 1)[0]!;
  return !ENCODED_SLASH.test(path);
}

/** A path on the shop, or an https address (another site, named plainly). */
export function isShopLink(link: string): boolean {
  if (isShopPath(link)) return true;
  return /^https:\/\/[^/?#]/.test(link) && !hasNeverInALink(link);
}
