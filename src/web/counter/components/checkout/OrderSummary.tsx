// The POS checkout's right panel, ORDER SUMMARY: the cart's figures with the delivery fee (automatic,
// or a manual amount of digits and one decimal point), assembly and rubbish removal fees, the coupon
// box, notes, the buttons that move the sale on, and the emails sent so far.
import { CircleCheck, Mail, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { PosCheckoutState } from '../../hooks/usePosCheckout.ts';
import { money } from '../../../common/lib/format.ts';
import { decimalTyped } from '../../lib/pos-checkout.ts';
import { CheckboxRow } from '../../../common/components/ui/CheckboxRow.tsx';
import { INPUT, LINK_BUTTON, PANEL, PANEL_TITLE, SECONDARY_BUTTON } from './fields.tsx';
import { OrderActions } from './OrderActions.tsx';

const positive = (decimal: string) => Number(decimal) > 0;

export function OrderSummary({ checkout }: { checkout: PosCheckoutState }) {
  const { data, form, setForm, busy } = checkout;
  const { cart } = data;
  return (
    <section
      aria-labelledby="pos-summary-heading"
      className={`${PANEL} flex flex-col gap-4 md:grid md:grid-cols-2 md:gap-x-8 lg:flex`}
      data-testid="pos-summary"
    >
      <div className="flex items-baseline justify-between gap-3 md:col-span-2">
        <h2 id="pos-summary-heading" className={PANEL_TITLE}>
          Order Summary
        </h2>
        <p role="status" className="text-sm font-medium text-timber" data-testid="pos-updating">
          {busy ? 'Updating...' : ''}
        </p>
      </div>

      {/* Tablets: the figures beside the notes and buttons; laptops: one column in the right panel. */}
      <div className="flex flex-col gap-4">
        <dl className="flex flex-col gap-1 text-sm" data-testid="pos-figures">
          <Figure label="Subtotal" value={money(cart.subtotal)} testId="pos-subtotal" />
          {positive(cart.item_dis) && (
            <Figure label="Discount" value={`-${money(cart.item_dis)}`} testId="pos-item-dis" tone="text-sale" />
          )}
          <div className="flex min-h-11 items-center gap-2">
            <dt className="mr-auto text-ink/80">Delivery fee</dt>
            <dd className="flex items-center gap-2">
              <CheckboxRow
                look="pos"
                isSelected={form.autoShipping}
                onChange={(auto) =>
                  setForm(auto ? { autoShipping: true } : { autoShipping: false, shippingcost: cart.shippingcost })
                }
                testId="pos-auto-shipping"
              >
                <span className="text-sm">Auto</span>
              </CheckboxRow>
              {form.autoShipping ? (
                <span className="min-w-24 text-right tabular-nums" data-testid="pos-shippingcost">
                  {money(cart.shippingcost)}
                </span>
              ) : (
                <MoneyInput
                  label="Manual delivery fee"
                  value={form.shippingcost}
                  onChange={(v) => setForm({ shippingcost: v })}
                  testId="pos-manual-shipping"
                />
              )}
            </dd>
          </div>
          <div className="flex min-h-11 items-center gap-2">
            <dt className="mr-auto text-ink/80">Assembly cost</dt>
            <dd>
              <MoneyInput
                label="Assembly cost"
                value={form.assemblyCost}
                onChange={(v) => setForm({ assemblyCost: v })}
                testId="pos-assembly-cost"
              />
            </dd>
          </div>
          <div className="flex min-h-11 items-center gap-2">
            <dt className="mr-auto text-ink/80">Rubbish removal fee</dt>
            <dd>
              <MoneyInput
                label="Rubbish removal fee"
                value={form.rubbishCost}
                onChange={(v) => setForm({ rubbishCost: v })}
                testId="pos-rubbish-cost"
              />
            </dd>
          </div>
          {cart.coupon && (
            <Figure
              label={`Coupon (${cart.coupon})`}
              value={`-${money(cart.coupon_dis)}`}
              testId="pos-coupon-dis"
              tone="text-sale"
            />
          )}
          <div className="mt-2 flex items-baseline justify-between gap-3 border-t border-sand-dark pt-3">
            <dt className="text-base font-semibold text-timber-dark">Grand total</dt>
            <dd className="text-xl font-semibold text-timber-dark tabular-nums" data-testid="pos-grandtotal">
              {money(cart.grandtotal)}
            </dd>
          </div>
          <p className="text-right text-xs text-ink/65">Prices include GST ({money(cart.taxamount)})</p>
        </dl>
        {cart.figuresChanged && cart.savedTotal !== null && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border-l-4 border-timber bg-sand/60 p-3 text-sm text-ink"
            data-testid="pos-quote-changed"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-timber" />
            <span>
              The figures have changed since this quote was saved: it was saved at{' '}
              <strong className="tabular-nums">{money(cart.savedTotal)}</strong>, and works out at{' '}
              <strong className="tabular-nums">{money(cart.grandtotal)}</strong> now. The customer sees the saved
              figures until the quote is saved again; printing or sending it saves it first.
            </span>
          </p>
        )}

        <CouponBox checkout={checkout} />
      </div>

      <div className="flex flex-col gap-4">
        <NotesField value={form.comment} onChange={(v) => setForm({ comment: v })} />

        {checkout.errorBanner && (
          <p
            role="alert"
            data-testid="pos-error-banner"
            className="flex items-start gap-2 rounded-lg border-l-4 border-sale bg-sale/5 p-3 text-sm font-medium text-sale"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {checkout.errorBanner}
          </p>
        )}

        <OrderActions checkout={checkout} />

        {cart.emailLog.length > 0 && (
          <div data-testid="pos-email-log">
            <h3 className={`${PANEL_TITLE} mb-1`}>Emails sent</h3>
            <ul className="flex flex-col gap-1 text-sm text-ink/75">
              {cart.emailLog.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a log only grows at its end, and two lines may read the same.
                <li key={i} className="flex gap-2">
                  <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-timber" />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}

function Figure({ label, value, testId, tone = '' }: { label: string; value: string; testId: string; tone?: string }) {
  return (
    <div className="flex min-h-8 items-center justify-between gap-3">
      <dt className="text-ink/80">{label}</dt>
      <dd className={`tabular-nums ${tone}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A dollar amount box: digits and one decimal point only, kept as typed. */
function MoneyInput({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  testId: string;
}) {
  return (
    <span className="relative block w-28">
      <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink/70">
        $
      </span>
      <input
        aria-label={label}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={value}
        onChange={(e) => onChange(decimalTyped(e.target.value))}
        className={`${INPUT} pl-6 text-right tabular-nums`}
        data-testid={testId}
      />
    </span>
  );
}

function CouponBox({ checkout }: { checkout: PosCheckoutState }) {
  const { data, busy } = checkout;
  const [code, setCode] = useState('');
  const id = useId();
  const applied = data.cart.coupon;
  if (applied) {
    return (
      <div
        className="flex flex-wrap items-center gap-2 rounded-lg bg-kauri-light px-3 py-2"
        data-testid="pos-coupon-applied"
      >
        <CircleCheck aria-hidden className="size-5 text-kauri" />
        <p className="mr-auto min-w-0 text-sm">
          <span className="font-semibold">{applied}</span>
          {data.coupon && data.coupon !== applied && <span className="text-ink/70"> · {data.coupon}</span>}
        </p>
        <button
          type="button"
          disabled={busy}
          onClick={() => void checkout.removeCoupon()}
          className={LINK_BUTTON}
          data-testid="pos-remove-coupon"
        >
          REMOVE COUPON
        </button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (busy || !code.trim()) return;
        void checkout.applyCoupon(code).then((ok) => ok && setCode(''));
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-timber-dark">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
          className={INPUT}
          data-testid="pos-coupon-code"
        />
        <button
          type="submit"
          disabled={busy || !code.trim()}
          className={`${SECONDARY_BUTTON} shrink-0 text-sm`}
          data-testid="pos-apply-coupon"
        >
          APPLY COUPON
        </button>
      </div>
    </form>
  );
}

function NotesField({ value, onChange }: { value: string; onChange(v: string): void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-timber-dark">
        Notes
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${INPUT} resize-y`}
        data-testid="pos-comment"
      />
    </div>
  );
}
