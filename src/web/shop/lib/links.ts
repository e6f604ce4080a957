// Storefront addresses the layout links to (docs/decisions/0001-urls.md).
import type { CategoryNode } from '../../../contract/catalog.ts';

/** A category's own url segment, whether the tree gives 'sofas', '/living/sofas' or '/living?type=sofas'. */
export function slugOf(node: Pick<CategoryNode, 'url'>): string {
  const url = node.url.split(/[?#]/)[0] ?? '';
  const last = url.split('/').filter(Boolean).pop() ?? '';
  // '/living?type=sofas' style addresses carry the slug in the query
  const q = node.url.includes('?') ? new URLSearchParams(node.url.split('?')[1]) : null;
  return q?.get('variant') || q?.get('type') || last;
}

export const roomHref = (room: string) => `/${room}`;
export const typeHref = (room: string, type: string) => `/${room}?type=${type}`;
export const variantHref = (room: string, type: string, variant: string) => `/${room}?type=${type}&variant=${variant}`;

/** SHOP ALL of a room: the room's listing, except Outdoor, which has its own landing page. */
export function shopAllRoomHref(room: string): string {
  return room === 'outdoor' ? '/outdoor-landing' : roomHref(room);
}

export const SPECIAL_LINKS = [
  { href: '/hot-deals', label: 'Hot Deals' },
  { href: '/new', label: 'New' },
  { href: '/bundle-and-save', label: 'Bundle & Save' },
  { href: '/clearance', label: 'Clearance' },
] as const;

/** The footer's other ways in: the sleep zone and its bed builder, and the blog. */
export const DISCOVER_LINKS = [
  { href: '/sleep-zone', label: 'Sleep Zone' },
  { href: '/mattress-builder', label: 'Mattress Builder' },
  { href: '/blog', label: 'Blog' },
] as const;

export const ACCOUNT_LINKS = [
  { href: '/account/details', label: 'Login', key: 'login' },
  { href: '/account', label: 'My Wishlist', key: 'wishlist' },
  { href: '/contact', label: 'Store Locations', key: 'stores' },
] as const;

export const POLICY_LINKS = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/shipping-policy', label: 'Shipping Policy' },
  { href: '/returns-policy', label: 'Returns Policy' },
  { href: '/terms-conditions', label: 'Terms & Conditions' },
  { href: '/finance-options', label: 'Finance Options' },
  { href: '/delivery-information', label: 'Delivery Information' },
  { href: '/click-and-collect', label: 'Click & Collect' },
  { href: '/contact', label: 'Contact Us' },
] as const;

/** The footer's Help Centre: the configured chat (web/shop/lib/chat.ts) when there is one, else the contact page. */
export const HELP_CENTRE_LINK = { href: '/contact', label: 'Help Centre' } as const;
