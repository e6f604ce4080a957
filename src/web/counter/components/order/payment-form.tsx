// Add Payment on the order detail: the payment line's form (../payment-line-form.tsx), what is left to
// tender never below 0, and the customer's store credit when they have some to pay with. Two columns:
// the panel fits the detail page's side column on a laptop and its full width on a tablet alike.
import { money } from '../../../common/lib/format.ts';
import { type PaymentLineAsk, PaymentLineForm } from '../payment-line-form.tsx';

export interface PaymentFormProps {
  pMethods: Record<string, string>;
  /** Cents left to tender. */
  left: number;
  /** The customer's store credit (decimal), or false. */
  credit: string | false;
  busy: boolean;
  addPayment: (ask: PaymentLineAsk) => Promise<string | null>;
}

const LAYOUT = {
  form: 'grid grid-cols-2 gap-x-3 gap-y-3',
  method: 'col-span-2',
  button: 'col-span-2 justify-self-end',
};

export function PaymentForm({ pMethods, left, credit, busy, addPayment }: PaymentFormProps) {
  return (
    <>
      <PaymentLineForm
        pMethods={pMethods}
        left={left}
        busy={busy}
        addPayment={addPayment}
        layout={LAYOUT}
        testIds="order"
      />
      {credit !== false && (
        <p className="text-sm text-ink/80" data-testid="order-credit">
          Available store credit <span className="font-semibold tabular-nums">{money(credit)}</span>
        </p>
      )}
    </>
  );
}
