// The shopper cart page (/cart): the Order Summary and the items on the left, the form 'Great choice!
// Let's lock this in!' on the right, and COMPLETE PURCHASE, which checks the checkout rules
// (domain/checkout-rules.ts) as the server will, sends what is still waiting to be saved, and follows
// the payment page the server answers with.
import { ShoppingBag, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CartContentResponse, CartLocation } from '../../../../contract/cart.ts';
import { type CheckoutField, firstCheckoutFailure } from '../../../../domain/checkout-rules.ts';
import { useCartPage } from '../../hooks/useCartPage.ts';
import { pushCheckoutEvent } from '../../../common/lib/analytics.ts';
import { api } from '../../../common/lib/api.ts';
import { setCartCount } from '../../lib/cart.ts';
import { notify } from '../../../common/lib/notices.ts';
import { CartItemRow } from './CartItemRow.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';
import { CompleteButton } from './CompleteButton.tsx';
import { DeclinedNotice } from './DeclinedNotice.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { completeFailure, followPaymentPage } from '../../../common/components/cart/payment-page.ts';
import { PRIMARY, SECTION_TITLE } from './styles.ts';

// The collection-point dialog (react-aria's modal, its focus trap) is ~20 KB a phone need not wait for:
// it is fetched when the shopper reaches for COLLECT and rendered from the first time it opens.
const CollectionPointModal = lazy(() => import('./CollectionPointModal.tsx'));
const warmCollect = () => void import('./CollectionPointModal.tsx');

type CollectLocation = CartLocation & { collect?: boolean };

/** The places the cart page lists: physical stores, collect points and the website. */
const LOCATIONS_QUERY = { physical: 1, collect: 1, website: 1 };

/** Where each rule's field lives on the page. */
const FIELD_IDS: Partial<Record<CheckoutField, string>> = {
  firstname: 'cart-firstname',
  lastname: 'cart-lastname',
  email: 'cart-email',
  mobile: 'cart-mobile',
  address: 'cart-address',
  // The zip is read-only: it comes from picking a suburb in the address.
  zip: 'cart-address',
  baddress: 'cart-baddress',
};

/** How many lines the server renders of a cart page; the browser renders the rest. */
const SERVER_LINES = 10;

export function CartPage({ initial, declinedReason }: { initial: CartContentResponse; declinedReason: string | null }) {
  const state = useCartPage(initial);
  const { content, items, busy, checkoutForm } = state;
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState('');
  const [completing, setCompleting] = useState(false);
  const [locations, setLocations] = useState<CollectLocation[] | null>(null);
  const [locationsFailed, setLocationsFailed] = useState(false);
  const [choosingFor, setChoosingFor] = useState<number | null>(null);
  const [collectWanted, setCollectWanted] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  // The server renders the first SERVER_LINES lines and the browser the rest once it has taken over, so
  // a full cart's page (100 lines, src/services/cart/refusal.ts) never holds the server's one thread for
  // long. The first browser render matches the server's.
  const [allLines, setAllLines] = useState(false);
  useEffect(() => setAllLines(true), []);
  const shownItems = allLines ? items : items.slice(0, SERVER_LINES);
  const hiddenCount = items.length - shownItems.length;

  // As the shopper types after a first press, the message follows the first rule still failing.
  const failure = attempted ? firstCheckoutFailure(checkoutForm) : null;
  const message = failure?.message ?? serverError;

  // Checkout starts (for analytics) when the page shows a cart with items.
  useEffect(() => {
    if (initial.cartItems.length === 0) return;
    pushCheckoutEvent('begin_checkout', initial);
    if (initial.cart.zip)
      pushCheckoutEvent('add_shipping_info', initial, { shipping_tier: `ZIPCODE ${initial.cart.zip}` });
  }, [initial]);

  useEffect(() => {
    setCartCount(initial.itemcount);
  }, [initial]);

  useEffect(() => {
    if (declinedReason) notify(declinedReason, 'danger');
  }, [declinedReason]);

  useEffect(() => {
    if (initial.cartItems.length === 0) return;
    api('store.locations', LOCATIONS_QUERY)
      .then((answer) =>
        setLocations(answer.locations.filter((l: CollectLocation) => l.collect !== false && l.code !== 'WEB')),
      )
      .catch(() => setLocationsFailed(true));
  }, [initial.cartItems.length]);

  // Back from the payment page through the browser's history: the page may come back as it was left.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setCompleting(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // The collect rule's words also show on the line they are about, where a phone has scrolled to.
  const lineWithoutPoint =
    failure?.field === 'collectWithoutPoint'
      ? items.find((i) => i.shipmethod === 'PCK' && !i.pick_location)?.id
      : undefined;

  const placeOf = useMemo(() => new Map((locations ?? []).map((l) => [l.code, l])), [locations]);
  const choosingItem = items.find((i) => i.id === choosingFor) ?? null;

  /** The first line to collect with no point: its 'Choose Collection Point' button. */
  const chooserOfLineWithoutPoint = () => {
    const line = items.find((i) => i.shipmethod === 'PCK' && !i.pick_location);
    return line
      ? document.querySelector<HTMLElement>(
          `[data-testid=cart-item][data-sku="${CSS.escape(line.sku)}"] [data-testid=choose-collection-point]`,
        )
      : null;
  };

  const focusField = (field: CheckoutField) => {
    const id = FIELD_IDS[field];
    const el =
      (id && document.getElementById(id)) ||
      (field === 'paymentMethod' && document.querySelector<HTMLElement>('[data-testid=payment-methods] input')) ||
      (field === 'agreeTerms' && document.querySelector<HTMLElement>('[data-testid=terms] input')) ||
      (field === 'collectWithoutPoint' && chooserOfLineWithoutPoint()) ||
      null;
    if (el) {
      el.focus({ preventScroll: true });
      el.scrollIntoView({ block: 'center', behavior: 'smooth' });
    } else errorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  const complete = async () => {
    if (completing) return;
    setAttempted(true);
    setServerError('');
    const first = firstCheckoutFailure(checkoutForm);
    if (first) {
      focusField(first.field);
      return;
    }
    setCompleting(true);
    try {
      await state.flush();
      // The human check's solver loads only when it is needed.
      const { humanToken } = await import('../../lib/altcha.ts');
      const token = await humanToken('checkout');
      const answer = await state.track(api('cart.complete', { 'g-recaptcha-response': token }));
      followPaymentPage(answer);
    } catch (err) {
      setCompleting(false);
      setServerError(completeFailure(err));
      requestAnimationFrame(() => errorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }));
    }
  };

  const onEditForm = (patch: Parameters<typeof state.setForm>[0]) => {
    setServerError('');
    state.setForm(patch);
  };

  if (items.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-5 rounded-2xl border border-sand bg-white px-6 py-16 text-center"
        data-testid="cart-empty"
      >
        {declinedReason && <DeclinedNotice reason={declinedReason} />}
        <ShoppingBag aria-hidden="true" className="size-12 text-sand-dark" />
        <p className="text-lg text-ink/80">You currently have no item(s) in your cart</p>
        <Link to="/" className={`${PRIMARY} w-auto`} data-testid="continue-shopping">
          CONTINUE SHOPPING
        </Link>
      </div>
    );
  }

  return (
    <>
      {declinedReason && <DeclinedNotice reason={declinedReason} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderSummary content={content} busy={busy} onApplyCoupon={state.applyCoupon}>
            <div className="mt-5 flex flex-col gap-2">
              {message && (
                <p className="flex items-start gap-1.5 text-sm font-medium text-sale" data-testid="checkout-error-top">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {message}
                </p>
              )}
              <CompleteButton
                testId="complete-purchase"
                busy={busy || completing}
                hasError={message !== ''}
                onComplete={() => void complete()}
              />
            </div>
          </OrderSummary>

          <section aria-labelledby="items-title">
            <h2 id="items-title" className={SECTION_TITLE}>
              Your items <span className="text-base font-normal text-ink/70">({content.itemcount})</span>
            </h2>
            <ul className="divide-y divide-sand border-y border-sand" data-testid="cart-items">
              {shownItems.map((item) => {
                const place = item.pick_location ? placeOf.get(item.pick_location) : undefined;
                return (
                  <CartItemRow
                    key={item.id}
                    item={{ ...item, pick_address: place?.address ?? item.pick_address }}
                    onEdit={(patch) => void state.editItem(item.id, patch)}
                    onChooseLocation={() => {
                      setCollectWanted(true);
                      setChoosingFor(item.id);
                    }}
                    onWarmCollect={warmCollect}
                    onWishlist={() => void state.moveToWishlist(item.sku)}
                    onRemove={() => void state.removeItem(item.sku)}
                    problem={item.id === lineWithoutPoint ? failure?.message : undefined}
                  />
                );
              })}
              {hiddenCount > 0 && (
                <li className="py-5 text-sm text-ink/70" data-testid="cart-items-more">
                  and {hiddenCount} more {hiddenCount === 1 ? 'item' : 'items'}…
                </li>
              )}
            </ul>
            <p className="mt-3 text-sm text-ink/70">
              Read about{' '}
              <Link to="/delivery-information" className="font-medium text-kauri underline-offset-2 hover:underline">
                delivery
              </Link>{' '}
              and{' '}
              <Link to="/click-and-collect" className="font-medium text-kauri underline-offset-2 hover:underline">
                click &amp; collect
              </Link>
              .
            </p>
          </section>
        </div>

        <CheckoutForm
          state={state}
          failure={failure}
          message={message}
          errorRef={errorRef}
          busy={busy || completing}
          onEditForm={onEditForm}
          onChooseMethod={(code) => {
            setServerError('');
            state.chooseMethod(code);
          }}
          onComplete={() => void complete()}
        />
      </div>

      {collectWanted && (
        <Suspense fallback={null}>
          <CollectionPointModal
            isOpen={choosingItem !== null}
            onOpenChange={(open) => !open && setChoosingFor(null)}
            locations={locations}
            failed={locationsFailed}
            selected={choosingItem?.pick_location ?? null}
            itemName={choosingItem?.name ?? ''}
            onPick={(code) => {
              if (choosingItem) void state.editItem(choosingItem.id, { shipmethod: 'PCK', pick_location: code });
              setChoosingFor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
