// The cart page's form 'Great choice! Let's lock this in!': customer, delivery and billing details,
// the payment method, notes, the terms, the error area and the second COMPLETE PURCHASE. Every change
// goes to the cart page's save queue; the page checks the rules.
import { TriangleAlert } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { Link } from 'react-router';
import type { CheckoutFailure, CheckoutField } from '../../../../domain/checkout-rules.ts';
import type { CartPageState } from '../../hooks/useCartPage.ts';
import { money } from '../../../common/lib/format.ts';
import { CheckboxRow } from '../../../common/components/ui/CheckboxRow.tsx';
import { InlineError } from '../../../common/components/ui/InlineError.tsx';
import { TextField } from '../../../common/components/ui/TextField.tsx';
import { AddressField } from './AddressField.tsx';
import { CHECKOUT_ERROR_ID, CompleteButton } from './CompleteButton.tsx';
import { DeliveryDetails } from './DeliveryDetails.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { FIELD, SECTION_TITLE } from './styles.ts';

type FormPatch = Parameters<CartPageState['setForm']>[0];

interface Props {
  state: CartPageState;
  /** The first rule still failing, once the shopper has pressed COMPLETE PURCHASE. */
  failure: CheckoutFailure | null;
  /** What the error area says: the failing rule's message or the server's refusal. */
  message: string;
  errorRef: RefObject<HTMLDivElement | null>;
  busy: boolean;
  onEditForm(patch: FormPatch): void;
  onChooseMethod(code: string): void;
  onComplete(): void;
}

export function CheckoutForm({
  state,
  failure,
  message,
  errorRef,
  busy,
  onEditForm,
  onChooseMethod,
  onComplete,
}: Props) {
  const { content, form, method } = state;
  const invalid = (field: CheckoutField) => failure?.field === field;
  // A shopper who starts on the details will reach the address: its suggestions load then.
  const [reached, setReached] = useState(false);
  return (
    <form
      onFocus={() => setReached(true)}
      className="flex min-w-0 flex-col gap-6 rounded-2xl border border-sand bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby="lock-in-title"
      data-testid="checkout-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onComplete();
      }}
    >
      <h2 id="lock-in-title" className="text-xl font-semibold text-timber-dark sm:text-2xl">
        Great choice! Let&apos;s lock this in!
      </h2>

      <fieldset className="flex flex-col gap-4">
        <legend className={`${SECTION_TITLE} mb-3`}>Customer Details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            look="shop"
            id="cart-firstname"
            testId="cart-firstname"
            label="First name"
            autoComplete="given-name"
            value={form.firstname}
            onChange={(v) => onEditForm({ firstname: v })}
            invalid={invalid('firstname')}
            message={failure?.message}
            maxLength={60}
          />
          <TextField
            look="shop"
            id="cart-lastname"
            testId="cart-lastname"
            label="Last name"
            autoComplete="family-name"
            value={form.lastname}
            onChange={(v) => onEditForm({ lastname: v })}
            invalid={invalid('lastname')}
            message={failure?.message}
            maxLength={60}
          />
        </div>
        <TextField
          look="shop"
          id="cart-company"
          testId="cart-company"
          label="Organisation (optional)"
          autoComplete="organization"
          value={form.company}
          onChange={(v) => onEditForm({ company: v })}
          maxLength={100}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            look="shop"
            id="cart-email"
            testId="cart-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(v) => onEditForm({ email: v.trim() })}
            invalid={invalid('email')}
            message={failure?.message}
            maxLength={254}
          />
          <TextField
            look="shop"
            id="cart-mobile"
            testId="cart-mobile"
            label="Mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            value={form.mobile}
            // The mobile takes digits only, at the keypress; pasted text keeps its digits.
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

      <CheckboxRow
        look="shop"
        isSelected={form.newsletter}
        onChange={(v) => onEditForm({ newsletter: v })}
        testId="newsletter"
      >
        Keep me in the loop: new arrivals, offers and ideas by email (newsletter)
      </CheckboxRow>

      <DeliveryDetails
        address={form.address}
        zip={form.zip}
        onAddress={(v) => {
          onEditForm({ address: v.slice(0, 300) });
          state.takeTypedPostcode(v);
        }}
        onZip={state.setZip}
        onZipTyping={(zip) => onEditForm({ zip })}
        addressInvalid={invalid('address')}
        zipInvalid={invalid('zip')}
        message={failure?.message}
        warm={reached}
      />

      <CheckboxRow
        look="shop"
        isSelected={form.useSameAddress}
        onChange={(v) => onEditForm({ useSameAddress: v })}
        testId="same-address"
      >
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
            onPostcode={() => undefined}
            isInvalid={invalid('baddress')}
            message={failure?.message}
            testId="baddress"
            warm={reached}
          />
        </fieldset>
      )}

      <fieldset className="flex flex-col gap-3">
        <legend className={`${SECTION_TITLE} mb-3`}>Payment Method</legend>
        <PaymentMethods
          methods={content.pMethods}
          value={method}
          onChange={onChooseMethod}
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
        <CheckboxRow
          look="shop"
          isSelected={form.agreeTerms}
          onChange={(v) => onEditForm({ agreeTerms: v })}
          isInvalid={invalid('agreeTerms')}
          testId="terms"
        >
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
        <div
          id={CHECKOUT_ERROR_ID}
          ref={errorRef}
          role="alert"
          aria-live="assertive"
          data-testid="checkout-error"
          className={message ? 'flex items-start gap-2 rounded-lg bg-sale/10 p-3 font-medium text-sale' : 'sr-only'}
        >
          {message && <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
          {message}
        </div>
        <p className="flex items-baseline justify-between text-lg font-semibold">
          <span>Total</span>
          <span className="tabular-nums" data-testid="form-total">
            {money(content.cart.grandtotal)}
          </span>
        </p>
        <CompleteButton
          testId="complete-purchase-bottom"
          busy={busy}
          hasError={message !== ''}
          onComplete={onComplete}
        />
        <p className="text-center text-xs text-ink/70">You’ll pay on our payment provider’s secure page.</p>
      </div>
    </form>
  );
}
