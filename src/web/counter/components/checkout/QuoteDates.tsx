// A quote's dates on the POS checkout's Customer Details tab: created, last updated, and the expiry the
// salesperson may move (the server gives the bounds; the label says how many days are left).
import { shortNzDateTime } from '../../../../domain/dates.ts';
import type { PosCheckoutState } from '../../hooks/usePosCheckout.ts';
import { expiryLabel } from '../../lib/pos-checkout.ts';
import { INPUT, LABEL, PANEL, PANEL_TITLE } from './fields.tsx';

/** A quote's created and updated times, and its expiry (a date between the server's bounds). */
export function QuoteDates({ checkout }: { checkout: PosCheckoutState }) {
  const { data, form, setForm } = checkout;
  const { cart } = data;
  const label = expiryLabel(cart.expiresIn, cart.expire_date);
  const expired = (cart.expiresIn ?? 0) < 0;
  return (
    <div className={PANEL} data-testid="pos-quote-dates">
      <h3 className={`${PANEL_TITLE} mb-3`}>Quote</h3>
      <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-3">
        <div>
          <dt className={LABEL}>Created at</dt>
          <dd className="flex min-h-11 items-center text-ink" data-testid="pos-quote-created">
            {shortNzDateTime(cart.createdAt)}
          </dd>
        </div>
        <div>
          <dt className={LABEL}>Last updated at</dt>
          <dd className="flex min-h-11 items-center text-ink" data-testid="pos-quote-updated">
            {shortNzDateTime(cart.updatedAt)}
          </dd>
        </div>
        <div>
          <dt>
            <label htmlFor="pos-expire-date" className={LABEL}>
              Expiry date
            </label>
          </dt>
          <dd>
            <input
              id="pos-expire-date"
              type="date"
              value={form.expireDate}
              min={data.minExpireDate ?? undefined}
              max={data.maxExpireDate ?? undefined}
              onChange={(e) => setForm({ expireDate: e.target.value })}
              className={INPUT}
              data-testid="pos-expire-date"
            />
            {label && (
              <p
                className={`mt-1 text-sm font-medium ${expired ? 'text-sale' : 'text-kauri'}`}
                data-testid="pos-expiry-label"
              >
                {label}
              </p>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
