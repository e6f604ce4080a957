// Store Locations (/contact, specs/storefront.md "Contact page: form plus store markers and addresses
// that highlight together on hover"): the stores on a map and as cards, and the contact form. The map
// has tiles only when MAP_TILE_URL is set; otherwise an outline of the islands places the stores. The
// form's plain post (no script) comes back here as ?sent={outcome}.
import { ContactForm } from '../components/contact/ContactForm.tsx';
import { ContactStores } from '../components/contact/ContactStores.tsx';
import { CONTACT_OUTCOME_WORDS, outcomeOf } from '../lib/contact.ts';
import type { Route } from './+types/contact';

const TITLE = 'Store Locations';
const DESCRIPTION =
  'Visit Kauri Furniture in Auckland, Hamilton, Tauranga, Wellington, Christchurch and Dunedin, or send us a message: we reply within one working day.';

export async function loader({ request, context }: Route.LoaderArgs) {
  const outcome = outcomeOf(new URL(request.url).searchParams.get('sent'));
  return {
    stores: await context.services.contact.stores(),
    outcome,
    csrfToken: context.csrfToken,
    plainToken: context.services.contact.humanCheckKind() === 'test' ? 'pass' : '',
    canonical: `${context.publicUrl}/contact`,
    tileUrl: context.site.mapTileUrl,
    attribution: context.site.mapAttribution,
  };
}

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  const title = `${TITLE} | Kauri Furniture`;
  return [
    { title },
    { name: 'description', content: DESCRIPTION },
    { property: 'og:title', content: title },
    { property: 'og:description', content: DESCRIPTION },
    ...(data ? [{ property: 'og:url', content: data.canonical }] : []),
    { property: 'og:type', content: 'website' },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
  ];
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { stores, outcome, plainToken, csrfToken, tileUrl, attribution } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-3 pt-5 pb-14 sm:px-6 sm:pt-8" data-testid="contact-page">
      <h1 className="text-2xl font-semibold text-timber-dark sm:text-3xl">{TITLE}</h1>
      <p className="mt-2 max-w-2xl text-ink/80">
        Come and sit on the sofas, open the drawers and feel the timber: our {stores.length} stores are open seven days.
        Or send us a message and we will reply within one working day.
      </p>

      <section aria-labelledby="stores-heading" className="mt-8">
        <h2 id="stores-heading" className="mb-4 text-xl font-semibold text-timber-dark">
          Our stores
        </h2>
        <ContactStores stores={stores} tileUrl={tileUrl} attribution={attribution} />
      </section>

      <section
        id="contact-form"
        aria-labelledby="contact-heading"
        className="mt-12 scroll-mt-24 rounded-2xl bg-sand/50 p-4 sm:p-8"
      >
        <div className="mx-auto max-w-2xl">
          <h2 id="contact-heading" className="text-xl font-semibold text-timber-dark">
            Send us a message
          </h2>
          <p className="mt-1 mb-5 text-sm text-ink/80">
            Questions about a product, an order or a delivery: tell us and the right person will answer.
          </p>
          <ContactForm
            initial={
              outcome ? { tone: outcome === 'ok' ? 'info' : 'error', text: CONTACT_OUTCOME_WORDS[outcome] } : null
            }
            plainToken={plainToken}
            csrfToken={csrfToken}
          />
        </div>
      </section>
    </div>
  );
}
