import { useEffect } from 'react';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useLocation,
  useNavigate,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { LoginModalHost } from './shop/components/account/LoginModalHost.tsx';
import { CardIconSymbols } from './shop/components/CardIcons.tsx';
import { Footer } from './shop/components/Footer.tsx';
import { Header } from './shop/components/Header.tsx';
import { NotFoundPage } from './shop/components/NotFoundPage.tsx';
import { Notices } from './common/components/Notices.tsx';
import { SideCartHost } from './shop/components/SideCartHost.tsx';
import { SitePopups } from './shop/components/SitePopups.tsx';
import { ThirdPartyScripts } from './shop/components/ThirdPartyScripts.tsx';
import { installCardActions } from './shop/lib/card-actions.ts';
import { replayKlaviyoIdentity } from './common/lib/klaviyo.ts';
import { siteScripts } from './shop/lib/third-party.ts';
import './context.ts';
import './app.css';

export async function loader({ context }: Route.LoaderArgs) {
  const [rooms, popups] = await Promise.all([
    context.services.catalog.categoryTree(),
    context.services.popups.current(),
  ]);
  return {
    csrfToken: context.csrfToken,
    cspNonce: context.cspNonce,
    rooms,
    site: context.site,
    scripts: siteScripts(context.site),
    popups,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The layout's data (rooms, token) does not change as the shopper browses; only a form post refreshes it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;
}

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 36 40'%3E%3Cpath transform='rotate(-28 18 20)' d='M18 2.5C25.5 9 26.5 28 18 37.5 9.5 28 10.5 9 18 2.5Z' fill='%231f5130'/%3E%3C/svg%3E";

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: FAVICON, type: 'image/svg+xml' }];

export function meta({ error }: Route.MetaArgs): Route.MetaDescriptors {
  if (!error) return [{ title: 'Kauri Furniture' }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? 'Page not found | Kauri Furniture' : 'Something went wrong | Kauri Furniture' },
    { name: 'robots', content: 'noindex' },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const staffPage = pathname === '/pos' || pathname.startsWith('/pos/');
  return (
    <html lang="en-NZ">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf8f3" />
        {data && <meta name="csrf-token" content={data.csrfToken} />}
        <Meta />
        <Links nonce={data?.cspNonce} />
        {data && !staffPage && <ThirdPartyScripts tags={data.scripts} nonce={data.cspNonce} />}
      </head>
      <body className="flex min-h-dvh flex-col">
        <div id="top" tabIndex={-1} className="outline-none" />
        {staffPage ? (
          // The POS screens bring their own header; none of the storefront's chrome.
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
        ) : (
          <>
            <CardIconSymbols />
            <Header rooms={data?.rooms ?? []} />
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <Footer rooms={data?.rooms ?? []} />
            <Notices />
            <CardActions />
            <SideCartHost />
            <LoginModalHost />
            <SitePopups popups={data?.popups} delaySeconds={data?.site.welcomeDelaySeconds ?? 0} pathname={pathname} />
          </>
        )}
        <ScrollRestoration nonce={data?.cspNonce} />
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

/** Product cards are plain markup; their buttons work through one delegated listener. */
function CardActions() {
  const navigate = useNavigate();
  useEffect(() => installCardActions((to) => void navigate(to)), [navigate]);
  return null;
}

export default function App() {
  // A mark that the page's script runs: the browser journeys wait for it before they click.
  useEffect(() => {
    // A sign-in or registration that reloaded the page tells Klaviyo who the shopper is now.
    replayKlaviyoIdentity();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-20 sm:px-6">
      <p className="text-sm font-semibold tracking-wider text-timber uppercase">Error {status}</p>
      <h1 className="text-3xl font-semibold text-timber-dark">Something went wrong</h1>
      <p className="text-lg text-ink/75">Sorry, this page did not load. Please try again in a moment.</p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-kauri px-5 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
      >
        Back to the home page
      </Link>
    </div>
  );
}
