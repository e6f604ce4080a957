// Order Summary: subtotal, delivery or collection fee, coupon discount, direct discount, grand total
// with GST, and the promo code / gift voucher box.
import { Tag, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import type { CartContentResponse } from '../../../../contract/cart.ts';
import { cents, money } from '../../../common/lib/format.ts';
import { FIELD } from './styles.ts';

interface Props {
  content: CartContentResponse;
  busy: boolean;
  onApplyCoupon: (code: string) => Promise<unknown>;
  children?: React.ReactNode;
}

function shippingLine(cart: CartContentResponse['cart']): { label: string; value: string } {
  const methods = cart.shipmethod.split(',').filter(Boolean);
  const delivered = methods.includes('DEL') || methods.includes('COU');
  const label = delivered ? (methods.includes('COU') ? 'Delivery (courier)' : 'Delivery') : 'Collection';
  if (cents(cart.shippingcost) > 0) return { label, value: money(cart.shippingcost) };
  if (delivered && !cart.zip) return { label, value: 'Add your address' };
  return { label, value: 'Free' };
}

export function OrderSummary({ content, busy, onApplyCoupon, children }: Props) {
  const { cart } = content;
  const ship = shippingLine(cart);
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl border border-sand bg-white p-4 shadow-sm sm:p-6"
      data-testid="order-summary"
    >
      <h2 id="summary-title" className="text-lg font-semibold text-timber-dark">
        Order Summary
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-2 [&>dd]:pl-4 text-[15px]">
        <dt className="text-ink/75">Subtotal</dt>
        <dd className="text-right tabular-nums" data-testid="summary-subtotal">
          {money(cart.subtotal)}
        </dd>
        <dt className="text-ink/75">{ship.label}</dt>
        <dd className="text-right tabular-nums" data-testid="summary-shipping">
          {ship.value}
        </dd>
        {cents(cart.coupon_dis) > 0 && (
          <>
            <dt className="text-ink/75">
              Promo code {cart.coupon && <span className="font-medium">({cart.coupon})</span>}
            </dt>
            <dd className="text-right text-kauri tabular-nums" data-testid="summary-coupon">
              −{money(cart.coupon_dis)}
            </dd>
          </>
        )}
        {cents(cart.item_dis) > 0 && (
          <>
            <dt className="text-ink/75">Discount</dt>
            <dd className="text-right text-kauri tabular-nums" data-testid="summary-discount">
              −{money(cart.item_dis)}
            </dd>
          </>
        )}
        <dt className="mt-1 border-t border-sand pt-3 text-lg font-semibold">Total</dt>
        <dd
          className="mt-1 border-t border-sand pt-3 text-right text-xl font-bold tabular-nums"
          data-testid="summary-total"
        >
          {money(cart.grandtotal)}
        </dd>
        <dt className="-mt-1 text-sm text-ink/70">Includes GST of</dt>
        <dd className="-mt-1 text-right text-sm text-ink/70 tabular-nums" data-testid="summary-gst">
          {money(cart.taxamount)}
        </dd>
      </dl>
      <PromoBox content={content} busy={busy} onApply={onApplyCoupon} />
      {children}
    </section>
  );
}

function PromoBox({
  content,
  busy,
  onApply,
}: {
  content: CartContentResponse;
  busy: boolean;
  onApply: (code: string) => Promise<unknown>;
}) {
  const [code, setCode] = useState('');
  const applied = content.cart.coupon;
  if (applied) {
    return (
      <div
        className="mt-4 flex items-center gap-3 rounded-xl bg-kauri-light p-3 text-sm text-kauri-dark"
        data-testid="coupon-applied"
      >
        <Tag aria-hidden="true" className="size-5 shrink-0" />
        <p className="flex-1">
          <span className="font-semibold">{applied}</span> applied
          {content.coupon && <span className="block text-xs">{content.coupon}</span>}
          {content.couponMsg && <span className="mt-1 block font-medium text-sale">{content.couponMsg}</span>}
        </p>
        <button
          type="button"
          disabled={busy}
          onClick={() => void onApply('')}
          data-testid="coupon-remove"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-kauri-dark hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-60"
        >
          <X aria-hidden="true" className="size-4" />
          Remove
        </button>
      </div>
    );
  }
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    const answer = (await onApply(typed)) as CartContentResponse | null;
    if (answer?.cart.coupon) setCode('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-1.5" data-testid="coupon-form" noValidate>
      <label htmlFor="coupon-code" className="text-sm font-semibold text-ink">
        Promo code or gift voucher
      </label>
      <div className="flex gap-2">
        <input
          id="coupon-code"
          value={code}
          onChange={(e) => setCode(e.target.value.slice(0, 40))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={content.couponMsg ? 'coupon-msg' : undefined}
          data-testid="coupon-input"
          className={`${FIELD} uppercase placeholder:normal-case`}
          placeholder="Enter code"
        />
        <button
          type="submit"
          disabled={busy || !code.trim()}
          data-testid="coupon-apply"
          className="min-h-11 shrink-0 rounded-lg border border-kauri px-4 font-semibold text-kauri hover:bg-kauri hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-50 disabled:hover:bg-transparent disabled:hover:text-kauri"
        >
          Apply
        </button>
      </div>
      {content.couponMsg && (
        <p
          id="coupon-msg"
          role="alert"
          className="flex items-start gap-1.5 text-sm font-medium text-sale"
          data-testid="coupon-msg"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {content.couponMsg}
        </p>
      )}
    </form>
  );
}
