// The pay-quote form (specs/storefront.md "Pay quote"): how to pay (the storefront's methods that can
// take this total, as the cart lists them), a comment, the terms, then Pay. The words are the
// server's too (services/checkout/quote-pay.ts); the page checks the two it can before asking. The
// answer is the payment page, followed as after COMPLETE PURCHASE (cart/payment-page.ts).
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PaymentMethod } from '../../../../contract/cart.ts';
import { api } from '../../../common/lib/api.ts';
import { money } from '../../../common/lib/format.ts';
import { DeclinedNotice } from '../cart/DeclinedNotice.tsx';
import { PaymentMethods } from '../cart/PaymentMethods.tsx';
import { completeFailure, followPaymentPage } from '../../../common/components/cart/payment-page.ts';
import { FIELD, PRIMARY, SECTION_TITLE } from '../cart/styles.ts';
import { CheckboxRow } from '../../../common/components/ui/CheckboxRow.tsx';
import { InlineError } from '../../../common/components/ui/InlineError.tsx';

export const NO_METHOD = 'How do you want to pay?';
export const NO_TERMS = "Sorry to be a bore - but can you please agree to the T&C's?";

interface Props {
  orderNo: string;
  t: string;
  methods: (PaymentMethod & { isDefault: boolean })[];
  grandTotal: string;
  declined: string;
}

export function QuotePayForm({ orderNo, t, methods, grandTotal, declined }: Props) {
  const [payment, setPayment] = useState(() => methods.find((m) => m.isDefault)?.code ?? '');
  const [comment, setComment] = useState('');
  const [agree, setAgree] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(0);
  const [paying, setPaying] = useState(false);
  const [serverError, setServerError] = useState('');
  const track = <T,>(work: Promise<T>) => {
    setBusy((n) => n + 1);
    return work.finally(() => setBusy((n) => n - 1));
  };
  const noMethod = attempted && !payment;
  const noTerms = attempted && !agree;

  const pay = async () => {
    if (paying) return;
    setAttempted(true);
    setServerError('');
    if (!payment || !agree) return;
    setPaying(true);
    try {
      const { humanToken } = await import('../../lib/altcha.ts');
      const token = await humanToken('quote_pay');
      const answer = await api('quote.pay', { orderNo, t, payment, comment, agree: true, token });
      followPaymentPage(answer);
    } catch (err) {
      setPaying(false);
      setServerError(completeFailure(err));
    }
  };

  return (
    <form
      className="flex flex-col gap-5 rounded-2xl border border-sand bg-white p-4 shadow-sm sm:p-6"
      data-testid="quote-pay-form"
      onSubmit={(e) => {
        e.preventDefault();
        void pay();
      }}
      noValidate
    >
      <div>
        <h2 id="quote-pay-title" className="text-xl font-semibold text-timber-dark">
          Pay your quote online
        </h2>
        <p className="mt-1 text-ink/80">
          Total to pay{' '}
          <span className="font-semibold text-ink" data-testid="quote-pay-total">
            {money(grandTotal)}
          </span>{' '}
          incl. GST
        </p>
      </div>
      {declined && (
        <DeclinedNotice
          spaced={false}
          reason={declined}
          note="Your quote is still here. You can try again, or choose another way to pay."
        />
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className={`${SECTION_TITLE} mb-2`}>Payment Method</legend>
        <PaymentMethods
          methods={methods}
          value={payment}
          onChange={(code) => {
            setServerError('');
            setPayment(code);
          }}
          grandTotal={grandTotal}
          isInvalid={noMethod}
          message={NO_METHOD}
          refusal=""
          track={track}
        />
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="quote-pay-comment" className={SECTION_TITLE}>
          Comment
        </label>
        <textarea
          id="quote-pay-comment"
          rows={3}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder="Anything we should know?"
          data-testid="quote-pay-comment"
          className={`${FIELD} resize-y`}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <CheckboxRow look="shop" isSelected={agree} onChange={setAgree} isInvalid={noTerms} testId="quote-pay-terms">
          I have read and agree to the Privacy Policy and Terms &amp; Conditions
        </CheckboxRow>
        {noTerms && (
          <div className="pl-9">
            <InlineError id="quote-pay-terms-error" message={NO_TERMS} />
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
        </p>
      </div>
      {serverError && (
        <p role="alert" className="text-sm font-medium text-sale" data-testid="quote-pay-error">
          {serverError}
        </p>
      )}
      <button type="submit" className={PRIMARY} disabled={paying || busy > 0} data-testid="quote-pay-button">
        <Lock aria-hidden="true" className="size-4" />
        {paying ? 'Updating...' : 'PAY NOW'}
      </button>
    </form>
  );
}
