// /mattress-builder: pick a bed size and a comfort (?size=&comfort=), then a mattress, a base and
// accessories for that size, and add them to the cart together. The server renders the chosen size's
// content (services/mattress); the builder (shop/components/mattress/MattressBuilder.tsx) updates in place.
import { useLocation } from 'react-router';
import { MATTRESS_COMFORTS, type MattressComfort } from '../../../contract/mattress.ts';
import { MattressBuilder } from '../components/mattress/MattressBuilder.tsx';
import { zipFromCookie } from '../lib/request.ts';
import type { Route } from './+types/mattress-builder';

const TITLE = 'Mattress Builder | Kauri Furniture';
const DESCRIPTION =
  'Build your bed: choose a New Zealand bed size and a comfort, then a mattress, a base and pillows made for it, and see the total as you go.';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const mattress = context.services.mattress;
  const sizes = await mattress.sizes();
  const size = sizes.find((s) => s.code === url.searchParams.get('size'))?.code ?? '';
  const asked = url.searchParams.get('comfort') ?? '';
  const comfort: MattressComfort | '' = (MATTRESS_COMFORTS as readonly string[]).includes(asked)
    ? (asked as MattressComfort)
    : '';
  const answer = size ? await mattress.builder(size, comfort, zipFromCookie(request)) : null;
  return { sizes, answer, origin: context.publicUrl };
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  const url = `${d?.origin ?? ''}/mattress-builder`;
  return [
    { title: TITLE },
    { name: 'description', content: DESCRIPTION },
    { property: 'og:title', content: TITLE },
    { property: 'og:description', content: DESCRIPTION },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}

export default function MattressBuilderPage({ loaderData }: Route.ComponentProps) {
  // A navigation to another ?size= starts the builder afresh from its loader data.
  const location = useLocation();
  return (
    <div className="mx-auto max-w-7xl px-3 pt-6 pb-16 sm:px-6 md:pt-10" data-testid="mattress-builder">
      <div className="mb-8 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-semibold text-timber-dark sm:text-4xl">Mattress Builder</h1>
          <p className="mt-2 text-lg text-ink/80">
            Start with your bed size and how firm you like it. We’ll show the mattresses, bases and pillows made for it,
            and the total as you go.
          </p>
        </div>
        <a
          href="/sleep-zone"
          className="inline-flex min-h-11 items-center self-start rounded-lg px-1 font-semibold text-kauri underline underline-offset-4 hover:text-kauri-dark focus-visible:outline-2 focus-visible:outline-kauri md:self-end"
        >
          Browse every mattress in the Sleep Zone
        </a>
      </div>
      <MattressBuilder key={location.key} sizes={loaderData.sizes} answer={loaderData.answer} />
    </div>
  );
}
