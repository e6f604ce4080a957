// The demo shop's pop-ups: a welcome offer with a coupon the seed's coupons hold (sales.ts
// WELCOME10) and a bottom bar about free click & collect. A manager changes them without a release.
import type { Database } from '../client.ts';
import { siteMessages } from '../schema-content.ts';
import { LOCATIONS } from './locations.ts';

/** The stores' cities, north to south as the locations list them. */
const STORE_CITIES = LOCATIONS.filter((l) => l.kind === 'store').map((l) => l.shortname);
const listOf = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');

export const SEED_POPUPS = [
  {
    kind: 'welcome' as const,
    code: 'WELCOME10',
    title: 'Welcome to Kauri Furniture',
    body: 'Take 10% off your first order over $200 with the code WELCOME10 at checkout.',
    linkUrl: '/new',
    linkLabel: 'See what’s new',
  },
  {
    kind: 'bottom-bar' as const,
    code: 'free-collect-2026',
    title: 'Free click & collect',
    body: `Order online and pick up from any of our stores: ${listOf(STORE_CITIES)}.`,
    linkUrl: '/click-and-collect',
    linkLabel: 'How it works',
  },
];

export async function seedPopups(db: Database): Promise<void> {
  await db.insert(siteMessages).values(SEED_POPUPS);
}
