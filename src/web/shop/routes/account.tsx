// My Wishlist (/account): the signed-in shopper's wishlist as product cards, newest first. The heart
// takes a card off the list; add to cart works as on any card (shop/lib/card-actions.ts). Private: never
// kept by the page cache for anyone (docs/decisions/0003-page-cache.md), and not indexed.
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AccountNav, AccountPage } from '../components/account/AccountNav.tsx';
import { SignedOutAccount } from '../components/account/SignedOutAccount.tsx';
import { GRID_CLASS, ProductGrid } from '../components/ProductGrid.tsx';
import { zipFromCookie } from '../lib/request.ts';
import { WISHLIST_EVENT, type WishlistChange } from '../lib/wishlist.ts';
import type { Route } from './+types/account';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ids = await context.services.wishlist.productIds(context.sessionId);
  if (ids === null) return { signedIn: false as const, items: [] };
  const items = await context.services.catalog.cardsOf(ids, zipFromCookie(request));
  return { signedIn: true as const, items };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'My Wishlist | Kauri Furniture' }, { name: 'robots', content: 'noindex' }];
}

export default function MyWishlist({ loaderData }: Route.ComponentProps) {
  const [items, setItems] = useState(loaderData.items);
  useEffect(() => setItems(loaderData.items), [loaderData.items]);
  // A heart emptied here takes its card off the page.
  useEffect(() => {
    const listener = (e: Event) => {
      const change = (e as CustomEvent<WishlistChange>).detail;
      if (change.action === 'DEL') setItems((list) => list.filter((card) => card.sku !== change.sku));
    };
    window.addEventListener(WISHLIST_EVENT, listener);
    return () => window.removeEventListener(WISHLIST_EVENT, listener);
  }, []);

  return (
    <AccountPage title="My Wishlist" testId="wishlist-page">
      {!loaderData.signedIn ? (
        <SignedOutAccount reason="Sign in to see the pieces you have saved to your wishlist." />
      ) : (
        <>
          <AccountNav />
          {items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center" data-testid="wishlist-empty">
              <Heart aria-hidden="true" className="size-10 text-timber" />
              <p className="text-lg text-ink/80">Your wishlist is empty.</p>
              <p className="text-ink/70">Tap the heart on any piece you love to keep it here.</p>
              <Link
                to="/"
                className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-kauri px-6 font-semibold text-white hover:bg-kauri-dark"
              >
                CONTINUE SHOPPING
              </Link>
            </div>
          ) : (
            <>
              <p className="mb-4 text-ink/70">
                {items.length} {items.length === 1 ? 'piece' : 'pieces'} saved
              </p>
              <div className={GRID_CLASS} data-testid="wishlist-grid">
                <ProductGrid items={items} />
              </div>
            </>
          )}
        </>
      )}
    </AccountPage>
  );
}
