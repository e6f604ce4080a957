// What a product card's buttons do. Cards are plain markup (the API renders them to HTML as well),
// so one delegated listener serves every card on the page, whichever way it was rendered.
//  - a size badge marks itself chosen and clears the error highlight;
//  - add to cart needs a size when the card has sizes: without one the badges are highlighted;
//  - the heart toggles the product on the shopper's wishlist (shop/lib/wishlist.ts), which fills the hearts after load;
//  - their links (and the breadcrumbs') go through the router, so the layout stays loaded.
import { addToCart } from './cart.ts';
import { toggleWishlist, watchHearts } from './wishlist.ts';

function sizeBadges(card: HTMLElement) {
  return card.querySelector<HTMLElement>('[data-sizes]');
}

function showSizeError(card: HTMLElement, on: boolean) {
  const group = sizeBadges(card);
  if (!group) return;
  if (on) group.setAttribute('data-error', 'true');
  else group.removeAttribute('data-error');
  const message = card.querySelector<HTMLElement>('[data-size-error]');
  if (message) message.hidden = !on;
}

function chooseSize(card: HTMLElement, badge: HTMLElement) {
  for (const b of card.querySelectorAll<HTMLElement>('[data-size]'))
    b.setAttribute('aria-pressed', b === badge ? 'true' : 'false');
  card.dataset.xsel = badge.dataset.size ?? '';
  showSizeError(card, false);
}

async function addFromCard(card: HTMLElement, button: HTMLButtonElement) {
  const hasSizes = card.dataset.hasSizes === 'true';
  const xsel = card.dataset.xsel ?? '';
  if (hasSizes && !xsel) {
    showSizeError(card, true);
    card.querySelector<HTMLElement>('[data-size]')?.focus();
    return;
  }
  button.disabled = true;
  try {
    await addToCart({ sku: card.dataset.sku ?? '', xsel, ysel: card.dataset.ysel ?? '', qty: 1 });
  } finally {
    button.disabled = false;
  }
}

type Navigate = (to: string) => void;

/** A plain left click on one of our own links, which the router may take over. */
function routableLink(event: MouseEvent, target: Element): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const a = target.closest<HTMLAnchorElement>('a[href]');
  if (!a || a.target || a.hasAttribute('download') || !a.closest('[data-sku], nav[aria-label="Breadcrumb"]'))
    return null;
  const href = a.getAttribute('href') ?? '';
  // The cards' and breadcrumbs' own addresses, made by the server from the shop's paths.
  return href.startsWith('/') && !href.startsWith('//') ? a : null;
}

function onClick(this: Navigate, event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const link = routableLink(event, target);
  if (link) {
    event.preventDefault();
    this(link.getAttribute('href')!);
    return;
  }
  const card = target.closest<HTMLElement>('[data-sku]');
  if (!card) return;
  const size = target.closest<HTMLElement>('[data-size]');
  if (size) return chooseSize(card, size);
  const add = target.closest<HTMLButtonElement>('[data-add-to-cart]');
  if (add) return void addFromCard(card, add);
  const heart = target.closest<HTMLButtonElement>('[data-wishlist]');
  if (heart) void heartFromCard(heart);
}

async function heartFromCard(heart: HTMLButtonElement) {
  if (heart.disabled) return;
  heart.disabled = true;
  try {
    await toggleWishlist(heart.dataset.wishlist ?? '');
  } finally {
    heart.disabled = false;
  }
}

/**
 * The window property where the page's first script keeps the card buttons tapped before this code
 * was loaded (web/page-scripts.ts, which waits for the first picture before loading it).
 */
export const EARLY_CARD_CLICKS = '__kauriEarlyCardClicks';

declare global {
  interface Window {
    [EARLY_CARD_CLICKS]?: { clicks: HTMLElement[]; stop: () => void };
  }
}

/** Listens on the document, after replaying the taps kept before; returns the function that stops listening. */
export function installCardActions(navigate: Navigate): () => void {
  const listener = onClick.bind(navigate);
  document.addEventListener('click', listener);
  const early = window[EARLY_CARD_CLICKS];
  if (early) {
    early.stop();
    delete window[EARLY_CARD_CLICKS];
    for (const button of early.clicks) if (button.isConnected) button.click();
  }
  const stopHearts = watchHearts();
  return () => {
    document.removeEventListener('click', listener);
    stopHearts();
  };
}
