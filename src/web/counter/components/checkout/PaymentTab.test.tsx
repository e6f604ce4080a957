// The payment tab's lines are only planned at the checkout (status 0): they are taken later, on the
// order detail's Pay Now, so the tab's sum of them reads "To take", never "Paid".
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PosCartResponse } from '../../../../contract/pos-cart.ts';
import type { PosCheckoutState } from '../../hooks/usePosCheckout.ts';
import { PaymentTab } from './PaymentTab.tsx';

const data = {
  cart: { grandtotal: '3094.49' },
  payments: [
    { id: 1, gateway: 'veftpos', name: 'EFTPOS Terminal A', amount: '500.00', reference: '', status: 0, type: 0 },
    { id: 2, gateway: 'directcrd', name: 'Direct Credit', amount: '2594.49', reference: '', status: 0, type: 0 },
  ],
  paidAmount: '3094.49',
  pMethods: { veftpos: 'EFTPOS Terminal A', directcrd: 'Direct Credit' },
} as unknown as PosCartResponse;

describe('PaymentTab', () => {
  it('sums the planned payment lines as what is to take, not as paid', () => {
    const checkout = { data, busy: false } as unknown as PosCheckoutState;
    const html = renderToString(<PaymentTab checkout={checkout} />);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('To take $3,094.49');
    expect(text).not.toMatch(/\bPaid\b/);
  });
});
