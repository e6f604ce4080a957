// My Details (/account/details), or the sign-in prompt when signed out (specs/storefront.md: "My
// Details, or Login when not logged in"). Private: never cached, not indexed.
import { Link } from 'react-router';
import { AccountNav, AccountPage } from '../components/account/AccountNav.tsx';
import { DetailsForm } from '../components/account/DetailsForm.tsx';
import { LoginPanel } from '../components/account/LoginPanel.tsx';
import type { Route } from './+types/account.details';

export async function loader({ context }: Route.LoaderArgs) {
  const signedIn = (await context.services.wishlist.userOf(context.sessionId)) !== null;
  return { details: signedIn ? await context.services.wishlist.details(context.sessionId) : null };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: `${data?.details ? 'My Details' : 'Login'} | Kauri Furniture` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function MyDetails({ loaderData }: Route.ComponentProps) {
  const { details } = loaderData;
  return (
    <AccountPage title={details ? 'My Details' : 'Login'} testId="details-page">
      {details ? (
        <>
          <AccountNav />
          <DetailsForm initial={details} />
          <p className="mt-8 text-ink/80">
            Looking for an earlier purchase?{' '}
            <Link to="/account/orders" className="font-semibold text-kauri underline-offset-2 hover:underline">
              See your order history
            </Link>
          </p>
        </>
      ) : (
        <LoginPanel />
      )}
    </AccountPage>
  );
}
