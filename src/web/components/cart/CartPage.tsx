// The shopper cart page (storefront spec §2 "Shopper cart page", §4, §5, §7): the Order Summary and
// the items on the left, the form 'Great choice! Let's lock this in!' on the right, and COMPLETE
// PURCHASE, which checks the eleven rules (domain/checkout-rules.ts) as the server will, sends what
// is still waiting to be saved, and follows the payment page the server answers with.
import { Check, Lock, ShoppingBag, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import { Link } from 'react-router';
import type { CartCompleteResponse, CartContentResponse, CartLocation } from '../../../contract/cart.ts';
import { type CheckoutField, firstCheckoutFailure } from '../../../domain/checkout-rules.ts';
import { useCartPage } from '../../hooks/useCartPage.ts';
import { pushCheckoutEvent } from '../../lib/analytics.ts';
import { api, ApiError } from '../../lib/api.ts';
import { setCartCount } from '../../lib/cart.ts';
import { money } from '../../lib/format.ts';
import { notify } from '../../lib/notices.ts';
import { AddressField } from './AddressField.tsx';
import { CartItemRow } from './CartItemRow.tsx';
import { CollectionPointModal } from './CollectionPointModal.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';
import { InlineError } from './InlineError.tsx';
import { FIELD, LABEL, PRIMARY, SECTION_TITLE } from './styles.ts';

type CompleteAnswer = CartCompleteResponse & { method?: 'POST' | 'GET' };
type CollectLocation = CartLocation & { collect?: boolean };

/** Spec §7 "Cart load filters". */
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

export function CartPage({ initial, declinedReason }: { initial: CartContentResponse; declinedReason: string | null }) {
  const state = useCartPage(initial);
  const { content, items, form, method, busy, checkoutForm } = state;
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState('');
  const [completing, setCompleting] = useState(false);
  const [locations, setLocations] = useState<CollectLocation[] | null>(null);
  const [locationsFailed, setLocationsFailed] = useState(false);
  const [choosingFor, setChoosingFor] = useState<number | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  // As the shopper types after a first press, the message follows the first rule still failing.
  const failure = attempted ? firstCheckoutFailure(checkoutForm) : null;
  const message = failure?.message ?? serverError;
  const invalid = (field: CheckoutField) => failure?.field === field;
  const errorId = 'checkout-error';

  // Checkout starts when the page shows a cart with items (spec §4).
  useEffect(() => {
    if (initial.cartItems.length === 0) return;
    pushCheckoutEvent('begin_checkout', initial);
    if (initial.cart.zip) pushCheckoutEvent('add_shipping_info', initial, { shipping_tier: `ZIPCODE ${initial.cart.zip}` });
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
      .then((answer) => setLocations(answer.locations.filter((l: CollectLocation) => l.collect !== false && l.code !== 'WEB')))
      .catch(() => setLocationsFailed(true));
  }, [initial.cartItems.length]);

  // Back from the payment page through the browser's history: the page may come back as it was left.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setCompleting(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const placeOf = useMemo(() => new Map((locations ?? []).map((l) => [l.code, l])), [locations]);
  const choosingItem = items.find((i) => i.id === choosingFor) ?? null;

  const focusField = (field: CheckoutField) => {
    const id = FIELD_IDS[field];
    const el =
      (id && document.getElementById(id)) ||
      (field === 'paymentMethod' && document.querySelector<HTMLElement>('[data-testid=payment-methods] input')) ||
      (field === 'agreeTerms' && document.querySelector<HTMLElement>('[data-testid=terms] input')) ||
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
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-sand bg-white px-6 py-16 text-center" data-testid="cart-empty">
        {declinedReason && <DeclinedNotice reason={declinedReason} />}
        <ShoppingBag aria-hidden="true" className="size-12 text-sand-dark" />
        <p className="text-lg text-ink/80">You currently have no item(s) in your cart</p>
        <Link to="/" className={`${PRIMARY} w-auto`} data-testid="continue-shopping">
          CONTINUE SHOPPING
        </Link>
      </div>
    );
  }

  const completeLabel = busy || completing ? 'Updating...' : 'COMPLETE PURCHASE';
  const completeButton = (testId: string) => (
    <button type="button" onClick={() => void complete()} disabled={busy || completing} data-testid={testId} className={PRIMARY} aria-describedby={message ? errorId : undefined}>
      <Lock aria-hidden="true" className="size-4" />
      {completeLabel}
    </button>
  );

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
              {completeButton('complete-purchase')}
            </div>
          </OrderSummary>

          <section aria-labelledby="items-title">
            <h2 id="items-title" className={SECTION_TITLE}>
              Your items <span className="text-base font-normal text-ink/60">({content.itemcount})</span>
            </h2>
            <ul className="divide-y divide-sand border-y border-sand" data-testid="cart-items">
              {items.map((item) => {
                const place = item.pick_location ? placeOf.get(item.pick_location) : undefined;
                return (
                  <CartItemRow
                    key={item.id}
                    item={{ ...item, pick_address: place?.address ?? item.pick_address }}
                    onEdit={(patch) => void state.editItem(item.id, patch)}
                    onChooseLocation={() => setChoosingFor(item.id)}
                    onWishlist={() => setSignInOpen(true)}
                    onRemove={() => void state.removeItem(item.sku)}
                  />
                );
              })}
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

        <form
          className="flex min-w-0 flex-col gap-6 rounded-2xl border border-sand bg-white p-4 shadow-sm sm:p-6"
          aria-labelledby="lock-in-title"
          data-testid="checkout-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void complete();
          }}
        >
          <h2 id="lock-in-title" className="text-xl font-semibold text-timber-dark sm:text-2xl">
            Great choice! Let&apos;s lock this in!
          </h2>

          <fieldset className="flex flex-col gap-4">
            <legend className={`${SECTION_TITLE} mb-3`}>Customer Details</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput id="cart-firstname" label="First name" autoComplete="given-name" value={form.firstname} onChange={(v) => onEditForm({ firstname: v })} invalid={invalid('firstname')} message={failure?.message} maxLength={60} />
              <TextInput id="cart-lastname" label="Last name" autoComplete="family-name" value={form.lastname} onChange={(v) => onEditForm({ lastname: v })} invalid={invalid('lastname')} message={failure?.message} maxLength={60} />
            </div>
            <TextInput id="cart-company" label="Organisation (optional)" autoComplete="organization" value={form.company} onChange={(v) => onEditForm({ company: v })} maxLength={100} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput id="cart-email" label="Email" type="email" autoComplete="email" value={form.email} onChange={(v) => onEditForm({ email: v.trim() })} invalid={invalid('email')} message={failure?.message} maxLength={254} />
              <TextInput
                id="cart-mobile"
                label="Mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                value={form.mobile}
                // Spec §5: digits only, at the keypress; pasted text keeps its digits.
                onKeyDown={(e) => {
                  if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) e.preventDefault();
                }}
                onChange={(v) => onEditForm({ mobile: v.replace(/\D/g, '') })}
                invalid={invalid('mobile')}
                message={failure?.message}
                maxLength={20}
              />
            </div>
          </fieldset>

          <CheckboxRow isSelected={form.newsletter} onChange={(v) => onEditForm({ newsletter: v })} testId="newsletter">
            Keep me in the loop: new arrivals, offers and ideas by email (newsletter)
          </CheckboxRow>

          <fieldset className="flex flex-col gap-4">
            <legend className={`${SECTION_TITLE} mb-3`}>Delivery Details</legend>
            <AddressField
              id="cart-address"
              label="Address"
              value={form.address}
              onChange={(v) => onEditForm({ address: v.slice(0, 300) })}
              onPick={(s) => state.setZip(s.postcode)}
              isInvalid={invalid('address') || invalid('zip')}
              message={failure?.message}
              testId="address"
            />
            <div className="flex flex-col gap-1.5 sm:max-w-40">
              <label htmlFor="cart-zip" className={LABEL}>
                Postcode
              </label>
              <input
                id="cart-zip"
                value={form.zip}
                readOnly
                inputMode="numeric"
                aria-invalid={invalid('zip') || undefined}
                aria-describedby="cart-zip-hint"
                data-testid="zip"
                className={FIELD}
              />
              <p id="cart-zip-hint" className="text-xs text-ink/60">
                Filled in when you pick your suburb.
              </p>
            </div>
          </fieldset>

          <CheckboxRow isSelected={form.useSameAddress} onChange={(v) => onEditForm({ useSameAddress: v })} testId="same-address">
            Billing Address Same as Delivery Address?
          </CheckboxRow>
          {!form.useSameAddress && (
            <fieldset className="flex flex-col gap-4" data-testid="billing-details">
              <legend className={`${SECTION_TITLE} mb-3`}>Billing Details</legend>
              <AddressField
                id="cart-baddress"
                label="Billing address"
                value={form.baddress}
                onChange={(v) => onEditForm({ baddress: v.slice(0, 300) })}
                onPick={() => undefined}
                isInvalid={invalid('baddress')}
                message={failure?.message}
                testId="baddress"
              />
            </fieldset>
          )}

          <fieldset className="flex flex-col gap-3">
            <legend className={`${SECTION_TITLE} mb-3`}>Payment Method</legend>
            <PaymentMethods
              methods={content.pMethods}
              value={method}
              onChange={(code) => {
                setServerError('');
                state.chooseMethod(code);
              }}
              grandTotal={content.cart.grandtotal}
              isInvalid={invalid('paymentMethod')}
              message={failure?.message}
              refusal={state.paymentError}
              track={state.track}
            />
          </fieldset>

          <div className="flex flex-col gap-1.5">
            <label htmlFor="cart-comment" className={SECTION_TITLE}>
              Notes/Instructions
            </label>
            <textarea
              id="cart-comment"
              rows={3}
              maxLength={2000}
              value={form.comment}
              onChange={(e) => onEditForm({ comment: e.target.value })}
              placeholder="Anything we should know about delivery or collection?"
              data-testid="comment"
              className={`${FIELD} resize-y`}
            />
          </div>

          <div className="flex flex-col gap-1.5">
            <CheckboxRow isSelected={form.agreeTerms} onChange={(v) => onEditForm({ agreeTerms: v })} isInvalid={invalid('agreeTerms')} testId="terms">
              I have read and agree to the Privacy Policy and Terms &amp; Conditions
            </CheckboxRow>
            {invalid('agreeTerms') && (
              <div className="pl-9">
                <InlineError id="cart-terms-error" message={failure?.message} />
              </div>
            )}
            <p className="pl-9 text-sm text-ink/70">
              Read our{' '}
              <Link to="/privacy-policy" target="_blank" className="font-medium text-kauri underline underline-offset-2">
                Privacy Policy
              </Link>{' '}
              and{' '}
              <Link to="/terms-conditions" target="_blank" className="font-medium text-kauri underline underline-offset-2">
                Terms &amp; Conditions
              </Link>
              .
            </p>
          </div>

          <div className="flex flex-col gap-3 border-t border-sand pt-5">
            <div id={errorId} ref={errorRef} role="alert" aria-live="assertive" data-testid="checkout-error" className={message ? 'flex items-start gap-2 rounded-lg bg-sale/10 p-3 font-medium text-sale' : 'sr-only'}>
              {message && <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
              {message}
            </div>
            <p className="flex items-baseline justify-between text-lg font-semibold">
              <span>Total</span>
              <span className="tabular-nums" data-testid="form-total">
                {money(content.cart.grandtotal)}
              </span>
            </p>
            {completeButton('complete-purchase-bottom')}
            <p className="text-center text-xs text-ink/60">You’ll pay on our payment provider’s secure page.</p>
          </div>
        </form>
      </div>

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
      <SignInPrompt isOpen={signInOpen} onOpenChange={setSignInOpen} />
    </>
  );
}

/** The server's refusal, as spec §8 says: its message in the error area. */
function completeFailure(err: unknown): string {
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.body) as { msg?: string; soldOutItems?: string[] };
      const names = Array.isArray(body.soldOutItems) ? body.soldOutItems.filter((n) => typeof n === 'string') : [];
      if (body.msg) return names.length ? `${body.msg} Sold out: ${names.join(', ')}.` : body.msg;
    } catch {
      // not JSON: fall through
    }
    return err.body.slice(0, 300) || 'Something went wrong. Please try again.';
  }
  return 'Something went wrong. Please check your connection and try again.';
}

/** The payment page: a form post of the server's fields (CSP form-action 'self'), or a plain visit. */
function followPaymentPage(answer: CompleteAnswer) {
  if (answer.method === 'GET') {
    window.location.assign(answer.redirect);
    return;
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = answer.redirect;
  form.hidden = true;
  for (const [name, value] of Object.entries(answer.params ?? {})) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

function DeclinedNotice({ reason }: { reason: string }) {
  return (
    <div role="alert" data-testid="payment-declined" className="mb-6 flex w-full items-start gap-3 rounded-xl border-l-4 border-sale bg-white p-4 text-left shadow-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sale" />
      <div>
        <p className="font-semibold text-sale">Your payment didn’t go through</p>
        <p className="text-ink" data-testid="payment-declined-reason">
          {reason}
        </p>
        <p className="mt-1 text-sm text-ink/75">Your items are still in your cart. You can try again, or choose another way to pay.</p>
      </div>
    </div>
  );
}

interface TextInputProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** The failing rule's message, shown under the field too (on a phone the error area is out of sight). */
  message?: string;
}

function TextInput({ id, label, value, onChange, invalid, message, ...rest }: TextInputProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        data-testid={id}
        className={FIELD}
        {...rest}
      />
      {invalid && <InlineError id={`${id}-error`} message={message} />}
    </div>
  );
}

function CheckboxRow({
  isSelected,
  onChange,
  isInvalid,
  testId,
  children,
}: {
  isSelected: boolean;
  onChange: (v: boolean) => void;
  isInvalid?: boolean;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Checkbox
      isSelected={isSelected}
      onChange={onChange}
      isInvalid={isInvalid}
      data-testid={testId}
      className="group flex min-h-11 cursor-pointer items-start gap-3 py-1 outline-none"
    >
      {({ isSelected: on }) => (
        <>
          <span
            aria-hidden="true"
            className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border-2 transition-colors group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-kauri ${
              on ? 'border-kauri bg-kauri text-white' : 'border-sand-dark bg-white'
            } group-data-invalid:border-sale group-data-invalid:ring-2 group-data-invalid:ring-sale/30`}
          >
            {on && <Check aria-hidden="true" className="size-4" strokeWidth={3} />}
          </span>
          <span className="text-[15px] leading-6 text-ink">{children}</span>
        </>
      )}
    </Checkbox>
  );
}
