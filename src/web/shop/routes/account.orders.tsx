// Order history (/account/orders, our address: docs/features.md): the signed-in shopper's own orders only
// (services/wishlist/history.ts reads orders.user_id of the session's account), each a card with a
// detail modal. Signed out: the sign-in prompt. Private: never cached, not indexed.
import { AccountNav, AccountPage } from '../components/account/AccountNav.tsx';
import { HistoryList } from '../components/account/OrderHistory.tsx';
import { SignedOutAccount } from '../components/account/SignedOutAccount.tsx';
import type { Route } from './+types/account.orders';

export async function loader({ context }: Route.LoaderArgs) {
  const signedIn = (await context.services.wishlist.userOf(context.sessionId)) !== null;
  return { orders: signedIn ? await context.services.wishlist.orders(context.sessionId) : null };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Order History | Kauri Furniture' }, { name: 'robots', content: 'noindex' }];
}

export default function OrderHistory({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <AccountPage title="Order History" testId="history-page">
      {orders ? (
        <>
          <AccountNav />
          <HistoryList orders={orders} />
        </>
      ) : (
        <SignedOutAccount reason="Sign in to see your orders." />
      )}
    </AccountPage>
  );
}
