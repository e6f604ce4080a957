// The site footer: rooms (also the no-script way into the catalogue on phones), help and policies,
// the newsletter sign-up, and the Help Centre (the configured chat when there is one, else /contact).
import { Link, useRouteLoaderData } from 'react-router';
import type { CategoryNode } from '../../../contract/catalog.ts';
import { openHelpCentre } from '../lib/chat.ts';
import {
  ACCOUNT_LINKS,
  DISCOVER_LINKS,
  HELP_CENTRE_LINK,
  POLICY_LINKS,
  roomHref,
  slugOf,
  SPECIAL_LINKS,
} from '../lib/links.ts';
import type { RootData } from '../../root.tsx';
import { Kept } from './Kept.tsx';
import { Logo } from './Logo.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';

const LINK =
  'inline-flex min-h-11 items-center text-paper/85 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-sand sm:min-h-9';

export function Footer({ rooms }: { rooms: CategoryNode[] }) {
  const site = useRouteLoaderData<RootData>('root')?.site;
  const chat = site?.chat ?? null;
  const signupUrl = site?.newsletterSignupUrl ?? '';
  const year = new Date().getFullYear();
  // The same for every page until the rooms, the sign-up address or the year change: the server
  // renders it once (Kept.tsx). The chat changes only what a click does, not the html.
  return (
    <Kept as="footer" keptKey={JSON.stringify([rooms, signupUrl, year])} className="mt-20 bg-timber-dark text-paper">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_1fr_1fr_1.2fr]">
        <div className="flex flex-col gap-4">
          <span className="w-fit rounded-lg bg-paper px-3 py-2">
            <Logo className="h-8 w-auto" />
          </span>
          <p className="max-w-xs text-sm leading-relaxed text-paper/80">
            Furniture for New Zealand homes, made to be lived with. All prices in NZD and include GST.
          </p>
          <section aria-labelledby="footer-newsletter" className="mt-2 max-w-sm">
            <h2 id="footer-newsletter" className="text-sm font-semibold tracking-wider text-sand uppercase">
              Newsletter
            </h2>
            <p className="mt-1 mb-3 text-sm text-paper/85">New arrivals, offers and ideas for your home, monthly.</p>
            <NewsletterForm look="footer" signupUrl={signupUrl} />
          </section>
        </div>
        <nav aria-labelledby="footer-rooms" id="site-rooms">
          <h2 id="footer-rooms" className="mb-2 text-sm font-semibold tracking-wider text-sand uppercase">
            Shop by room
          </h2>
          <ul>
            {rooms.map((r) => (
              <li key={slugOf(r)}>
                <Link to={roomHref(slugOf(r))} className={LINK}>
                  {r.name}
                </Link>
              </li>
            ))}
            {[...SPECIAL_LINKS, ...DISCOVER_LINKS].map((l) => (
              <li key={l.href}>
                <Link to={l.href} className={LINK}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className="mb-2 text-sm font-semibold tracking-wider text-sand uppercase">
            Your Kauri
          </h2>
          <ul>
            {ACCOUNT_LINKS.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className={LINK}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="mb-2 text-sm font-semibold tracking-wider text-sand uppercase">
            Help &amp; policies
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 md:grid-cols-1">
            {POLICY_LINKS.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className={LINK}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={HELP_CENTRE_LINK.href}
                className={LINK}
                data-testid="help-centre"
                onClick={(e) => {
                  // The chat opens in place when one is configured; otherwise the link goes to /contact.
                  if (chat && openHelpCentre(chat)) e.preventDefault();
                }}
              >
                {HELP_CENTRE_LINK.label}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-paper/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-paper/70 sm:px-6">
          © {year} Kauri Furniture Ltd. Prices in NZD, GST included.
        </p>
      </div>
    </Kept>
  );
}
