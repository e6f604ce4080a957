// The Instagram feed without an account (the default): a fixed set of posts, images and videos,
// whose pictures are the shop's own generated product images, so pages and tests need no network.
import { productImageUrl } from '../../domain/product-images.ts';
import { FEED_SIZE, type InstagramFeed, type InstagramMedia } from './instagram.ts';

const POSTS: [type: 'IMAGE' | 'VIDEO', shape: string, colour: string, caption: string][] = [
  ['IMAGE', 'sofa', 'sage', 'Sunday light on the Aria sofa in sage. #kaurihome #slowliving'],
  ['VIDEO', 'outdoor-lounge', 'natural-oak', 'A quick tour of our teak outdoor lounge, built for coastal weather.'],
  ['IMAGE', 'dining-set', 'natural-oak', 'Long lunches start at a solid oak table. Shot in a Nelson villa.'],
  ['IMAGE', 'bed', 'oatmeal', 'Layered linen and an oatmeal bed frame: the calmest room in the house.'],
  ['VIDEO', 'armchair', 'terracotta', 'Reading nook goals: how one armchair changed a Wellington flat.'],
  ['IMAGE', 'sideboard', 'walnut', 'Walnut sideboard, styled three ways. Which one is yours?'],
  ['IMAGE', 'desk', 'walnut', 'A home office that fits under the stairs. Small spaces, big ideas.'],
  ['VIDEO', 'mattress', 'white', 'Inside our pocket-spring mattress: why the layers matter.'],
  ['IMAGE', 'sun-lounger', 'natural-oak', 'Summer is coming to Aotearoa. Loungers are ready on the deck.'],
  ['IMAGE', 'bookcase', 'natural-oak', 'Books, plants and a few treasures: styling an open bookcase.'],
  ['IMAGE', 'coffee-table', 'walnut', 'A round coffee table softens a square room. Try it.'],
  ['VIDEO', 'outdoor-dining', 'natural-oak', 'Alfresco dinner for eight on the new outdoor dining setting.'],
];

export const SIMULATED_MEDIA: readonly InstagramMedia[] = POSTS.slice(0, FEED_SIZE).map(
  ([type, shape, colour, caption], i) => ({
    media_type: type,
    caption,
    permalink: `https://www.instagram.com/p/KAURI${String(i + 1).padStart(3, '0')}/`,
    media_url: productImageUrl(shape, colour, type === 'VIDEO' ? 1 : 2),
    thumbnail_url: type === 'VIDEO' ? productImageUrl(shape, colour, 2) : '',
  }),
);

export function createSimulatedFeed(): InstagramFeed {
  return {
    kind: 'simulator',
    recent: async () => SIMULATED_MEDIA.map((m) => ({ ...m })),
  };
}
