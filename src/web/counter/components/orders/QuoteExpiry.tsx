// A quote's expiry on its list row: a date input bounded by the server's min and max, saved when left
// or on Enter, and the days left (or 'Expired At').
import { useEffect, useRef, useState } from 'react';
import type { OrderListRow } from '../../../../contract/pos-order-list.ts';
import type { OrderListActions } from '../../hooks/useOrderListActions.ts';
import { expiryLabel } from '../../lib/pos-checkout.ts';

export function QuoteExpiry({ row, actions }: { row: OrderListRow; actions: OrderListActions }) {
  const [value, setValue] = useState(row.expiry_date ?? '');
  useEffect(() => setValue(row.expiry_date ?? ''), [row.expiry_date]);
  const id = `expiry-${row.order_no}`;
  const expired = (row.expiresIn ?? 0) < 0;
  const sent = useRef('');
  const save = () => {
    // An unfinished date is empty: only a whole one, and a new one, is sent (once: Enter, then leaving).
    if (!value || value === row.expiry_date || value === sent.current) return;
    sent.current = value;
    void actions.setExpiry(row.order_no, value);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        Expiry date of quote #{row.order_no}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={row.minExpireDate ?? undefined}
        max={row.maxExpireDate ?? undefined}
        disabled={actions.working === row.order_no}
        data-testid="row-expiry"
        onChange={(e) => setValue(e.target.value)}
        // Saved when the box is left or Enter is pressed: typing a date digit by digit passes through
        // dates nobody meant (0002-…), each of which the server would refuse.
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
        }}
        className="min-h-11 rounded-lg border border-sand-dark bg-white px-2 text-ink focus-visible:outline-2 focus-visible:outline-kauri"
      />
      <span data-testid="row-expires-in" className={expired ? 'font-medium text-sale' : 'text-ink/70'}>
        {expiryLabel(row.expiresIn, row.expiry_date)}
      </span>
    </div>
  );
}
