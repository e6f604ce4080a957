// The outdoor landing page, /outdoor-landing (where Outdoor's SHOP ALL goes): a hero about outdoor
// living, the outdoor types and their kinds as a category slider (the 'outdoor' room's children in
// the category tree), a few outdoor products, and the way to the whole outdoor listing.
import { ArrowRight } from 'lucide-react';
import { getItemsRequest } from '../../../contract/catalog.ts';
import { CardRow } from '../components/CardRow.tsx';
import type { CategoryTile } from '../components/CategorySlider.tsx';
import { CategorySlider } from '../components/CategorySlider.tsx';
import { productImageUrl } from '../../../domain/product-images.ts';
import { roomHref, slugOf, typeHref, variantHref } from '../lib/links.ts';
import type { Route } from './+types/outdoor-landing';

const ROOM = 'outdoor';
const FEATURED = 8;

export async function loader({ context }: Route.LoaderArgs) {
  const catalog = context.services.catalog;
  const rooms = await catalog.categoryTree();
  const outdoor = rooms.find((r) => slugOf(r) === ROOM);
  const firstImage = async (filter: { cat2Arr?: string[]; cat3Arr?: string[] }) =>
    (await catalog.listItems(getItemsRequest.parse({ routeType: 'category', pageStr: ROOM, ...filter }))).items[0]
      ?.image;
  // The types, each followed by its kinds: enough tiles for the slider in a shop with few types.
  const tiles: CategoryTile[] = [];
  for (const type of outdoor?.children ?? []) {
    const t = slugOf(type);
    tiles.push({ name: type.name, href: typeHref(ROOM, t), image: await firstImage({ cat2Arr: [t] }) });
    for (const kind of type.children) {
      const k = slugOf(kind);
      tiles.push({
        name: kind.name,
        href: variantHref(ROOM, t, k),
        image: await firstImage({ cat2Arr: [t], cat3Arr: [k] }),
      });
    }
  }
  const featured = outdoor
    ? (await catalog.listItems(getItemsRequest.parse({ routeType: 'category', pageStr: ROOM }))).items.slice(
        0,
        FEATURED,
      )
    : [];
  return { roomName: outdoor?.name ?? 'Outdoor', tiles, featured, origin: context.publicUrl };
}

const TITLE = 'Outdoor furniture for New Zealand decks and gardens | Kauri Furniture';
const DESCRIPTION =
  'Outdoor lounges, dining settings and sun loungers in teak and aluminium, made for Kiwi summers and coastal weather. Delivered nationwide or ready to collect.';

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  const url = d ? `${d.origin}/outdoor-landing` : '';
  return [
    { title: TITLE },
    { name: 'description', content: DESCRIPTION },
    { property: 'og:title', content: TITLE },
    { property: 'og:description', content: DESCRIPTION },
    { property: 'og:type', content: 'website' },
    ...(d
      ? [
          { property: 'og:url', content: url },
          { property: 'og:image', content: `${d.origin}${productImageUrl('outdoor-lounge', 'natural-oak', 2)}` },
          { tagName: 'link', rel: 'canonical', href: url },
        ]
      : []),
  ];
}

export default function OutdoorLanding({ loaderData }: Route.ComponentProps) {
  const { tiles, featured, roomName } = loaderData;
  const shopAll = roomHref(ROOM);
  return (
    <div className="flex flex-col gap-14 pb-6 sm:gap-20" data-testid="outdoor-landing">
      <section aria-labelledby="outdoor-heading" className="bg-gradient-to-br from-kauri-light via-paper to-sand">
        <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 pt-10 pb-8 sm:px-6 md:grid-cols-[1fr_1fr] md:py-14">
          <div className="flex flex-col items-start gap-5">
            <p className="rounded-full bg-white/80 px-3 py-1 text-xs font-semibold tracking-wider text-kauri uppercase">
              Outdoor living
            </p>
            <h1
              id="outdoor-heading"
              className="text-4xl leading-[1.05] font-semibold tracking-tight text-timber-dark sm:text-5xl"
            >
              Long summer evenings start outside.
            </h1>
            <p className="max-w-md text-lg text-ink/75">
              Teak that silvers with the seasons, aluminium that shrugs off salt air and cushions made for our strong
              sun. Furniture for the deck, the courtyard and the bach.
            </p>
            <a
              href={shopAll}
              className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-kauri px-6 font-semibold text-white shadow-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
              data-testid="outdoor-shop-all"
            >
              Shop all {roomName.toLowerCase()}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
          <img
            src={productImageUrl('outdoor-lounge', 'natural-oak', 2)}
            alt="A teak outdoor lounge setting with cream cushions"
            width={640}
            height={480}
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-3xl bg-white/60 object-cover"
          />
        </div>
      </section>

      {tiles.length > 0 && (
        <section aria-labelledby="outdoor-types-heading" className="mx-auto w-full max-w-7xl px-3 sm:px-6">
          <h2 id="outdoor-types-heading" className="mb-6 text-2xl font-semibold text-timber-dark sm:text-3xl">
            Shop outdoor by type
          </h2>
          <CategorySlider items={tiles} label="Outdoor types" testId="outdoor-types" />
        </section>
      )}

      {featured.length > 0 && (
        <section aria-labelledby="outdoor-featured-heading" className="mx-auto w-full max-w-7xl px-3 sm:px-6">
          <div className="mb-5 flex items-end justify-between gap-4">
            <h2 id="outdoor-featured-heading" className="text-2xl font-semibold text-timber-dark sm:text-3xl">
              Ready for the deck
            </h2>
            <a
              href={shopAll}
              className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md font-semibold text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
            >
              Shop all {roomName.toLowerCase()}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
          <CardRow items={featured} label="Featured outdoor furniture" />
        </section>
      )}

      <section aria-labelledby="outdoor-care-heading" className="mx-auto w-full max-w-7xl px-3 sm:px-6">
        <h2 id="outdoor-care-heading" className="text-2xl font-semibold text-timber-dark sm:text-3xl">
          Made for our climate
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {[
            ['Coastal ready', 'Powder-coated aluminium and marine-grade fixings that stand up to salt spray.'],
            ['UV resistant', 'Solution-dyed outdoor fabrics that hold their colour under New Zealand sun.'],
            ['Easy care', 'A rinse and a yearly clean keep teak and aluminium looking their best.'],
          ].map(([name, text]) => (
            <li key={name} className="rounded-2xl bg-sand p-5">
              <p className="font-semibold text-timber-dark">{name}</p>
              <p className="mt-1 text-ink/80">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <a
            href="/blog/outdoor-furniture-coastal-homes"
            className="font-semibold text-kauri underline focus-visible:outline-2 focus-visible:outline-kauri"
          >
            Read our guide to outdoor furniture for coastal homes
          </a>
        </p>
      </section>
    </div>
  );
}
