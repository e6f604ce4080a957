// The home page: a calm banner, a way into each room (the category slider), the four special lists as
// card rows, and the shop's Instagram feed as its slider.
import { ArrowRight } from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import { getItemsRequest, type CategoryNode, type HomeList } from '../../../contract/catalog.ts';
import { CardRow } from '../components/CardRow.tsx';
import { CategorySlider } from '../components/CategorySlider.tsx';
import { InstagramSlider } from '../components/InstagramSlider.tsx';
import { HeroArt } from '../components/HeroArt.tsx';
import { productImageUrl } from '../../../domain/product-images.ts';
import { roomHref, shopAllRoomHref, slugOf } from '../lib/links.ts';
import type { Route } from './+types/home';

const HOME_LIST_SIZE = 8;

/** The drawing (shape, colour) that stands for each room of the shop. */
const ROOM_PICTURES: Record<string, [shape: string, colour: string]> = {
  living: ['sofa', 'sage'],
  dining: ['dining-set', 'natural-oak'],
  bedroom: ['bed', 'oatmeal'],
  office: ['desk', 'walnut'],
  outdoor: ['outdoor-lounge', 'natural-oak'],
  mattresses: ['mattress', 'white'],
};

export async function loader({ context }: Route.LoaderArgs) {
  const catalog = context.services.catalog;
  const [lists, rooms, instagram] = await Promise.all([
    catalog.homeLists(),
    catalog.categoryTree(),
    context.services.instagram.recent(),
  ]);
  // Each room's picture: a drawing of its signature piece, else the first card of its listing.
  const roomImages: Record<string, string> = {};
  for (const room of rooms) {
    const r = slugOf(room);
    const known = ROOM_PICTURES[r];
    if (known) {
      roomImages[r] = productImageUrl(known[0], known[1], 2);
      continue;
    }
    const first = await catalog.listItems(getItemsRequest.parse({ routeType: 'category', pageStr: r }));
    if (first.items[0]) roomImages[r] = first.items[0].image;
  }
  return {
    lists: lists.map((l) => ({ ...l, items: l.items.slice(0, HOME_LIST_SIZE) })),
    roomImages,
    instagram,
    origin: context.publicUrl,
  };
}

const DESCRIPTION =
  'Furniture for New Zealand homes: sofas, beds, dining and outdoor pieces, delivered nationwide or collected from a store near you.';

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  const title = 'Kauri Furniture: furniture for New Zealand homes';
  return [
    { title },
    { name: 'description', content: DESCRIPTION },
    { property: 'og:title', content: title },
    { property: 'og:description', content: DESCRIPTION },
    { property: 'og:type', content: 'website' },
    ...(data
      ? [
          { property: 'og:url', content: `${data.origin}/` },
          { tagName: 'link', rel: 'canonical', href: `${data.origin}/` },
        ]
      : []),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as { rooms?: CategoryNode[] } | undefined;
  const rooms = root?.rooms ?? [];
  return (
    <div className="flex flex-col gap-14 pb-4 sm:gap-20">
      <Hero firstRoom={rooms[0]} />
      {rooms.length > 0 && (
        <section aria-labelledby="rooms-heading" className="mx-auto w-full max-w-7xl px-3 sm:px-6">
          <h2 id="rooms-heading" className="mb-6 text-2xl font-semibold text-timber-dark sm:text-3xl">
            Shop by room
          </h2>
          <CategorySlider
            label="Rooms"
            testId="home-rooms"
            items={rooms.map((room) => ({
              name: room.name,
              href: shopAllRoomHref(slugOf(room)),
              image: loaderData.roomImages[slugOf(room)],
            }))}
          />
        </section>
      )}
      {loaderData.lists.map((list, i) => (
        <HomeRow key={list.key} list={list} eager={i === 0 && rooms.length === 0} />
      ))}
      {loaderData.instagram.length > 0 && (
        <section
          aria-labelledby="instagram-heading"
          className="mx-auto w-full max-w-7xl px-3 sm:px-6"
          data-testid="home-instagram"
        >
          <h2 id="instagram-heading" className="mb-5 text-2xl font-semibold text-timber-dark sm:text-3xl">
            Life at home with Kauri
          </h2>
          <InstagramSlider media={loaderData.instagram} />
        </section>
      )}
    </div>
  );
}

function Hero({ firstRoom }: { firstRoom?: CategoryNode }) {
  return (
    <section
      className="relative overflow-hidden bg-gradient-to-br from-sand via-paper to-sand"
      aria-labelledby="hero-heading"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 pt-10 sm:px-6 md:grid-cols-[1fr_1.1fr] md:pt-14">
        <div className="relative z-10 flex flex-col items-start gap-5 md:pb-14">
          <p className="rounded-full bg-kauri-light px-3 py-1 text-xs font-semibold tracking-wider text-kauri uppercase">
            New season, same slow living
          </p>
          <h1
            id="hero-heading"
            className="text-4xl leading-[1.05] font-semibold tracking-tight text-timber-dark sm:text-5xl lg:text-6xl"
          >
            Furniture made for the way we live at home.
          </h1>
          <p className="max-w-md text-lg text-ink/75">
            Honest timber, soft fabrics and prices that include GST. Delivered across Aotearoa or ready to collect.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={firstRoom ? roomHref(slugOf(firstRoom)) : '/new'}
              className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-kauri px-6 font-semibold text-white shadow-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
              data-testid="hero-cta"
            >
              Shop {firstRoom ? firstRoom.name.toLowerCase() : 'new arrivals'}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/hot-deals"
              className="inline-flex min-h-12 items-center rounded-lg border border-timber/30 bg-paper/70 px-6 font-semibold text-timber-dark hover:border-timber focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
            >
              See hot deals
            </Link>
          </div>
        </div>
        <HeroArt className="-mx-4 h-auto w-[calc(100%+2rem)] sm:mx-0 sm:w-full" />
      </div>
    </section>
  );
}

function HomeRow({ list, eager }: { list: HomeList; eager: boolean }) {
  if (list.items.length === 0) return null;
  const headingId = `home-${list.key}`;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-7xl px-3 sm:px-6"
      data-testid={`home-list-${list.key}`}
    >
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-semibold text-timber-dark sm:text-3xl">
          {list.name}
        </h2>
        <Link
          to={list.url}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md font-semibold text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
        >
          View all
          <span className="sr-only"> {list.name}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <CardRow items={list.items} label={list.name} eagerFirst={eager} />
    </section>
  );
}
