// The buttons that move a POS sale on, under the ORDER SUMMARY: PROCEED to the next
// tab (BACK TO PAYMENT after a refusal took the salesperson to a field), COMPLETE ORDER (after the confirmation, which can also update the bound customer's profile),
// and sending, printing and saving the quote or the cart.
import { ArrowRight, CircleCheck, Mail, Printer, Save, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { PosCheckoutState, PosTab } from '../../hooks/usePosCheckout.ts';
import { CheckboxRow } from '../../../common/components/ui/CheckboxRow.tsx';
import type { PopDialogApi } from '../PopDialog.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './fields.tsx';

export function OrderActions({ checkout }: { checkout: PosCheckoutState }) {
  const { tab, busy, orderNo, data, dialog } = checkout;
  const printUrl = data.cart.printQuoteUrl;
  // The quote's print and mail show its saved figures: when the cart works out others, they save it first.
  const changed = data.cart.figuresChanged;
  return (
    <div className="flex flex-col gap-2" data-testid="pos-actions">
      {tab === 'customer' && (
        <StepButton checkout={checkout} to="item" testId="pos-proceed-items">
          PROCEED TO ITEM DETAILS
        </StepButton>
      )}
      {tab !== 'payment' && checkout.backToPayment && (
        <StepButton checkout={checkout} to="payment" testId="pos-back-to-payment">
          BACK TO PAYMENT
        </StepButton>
      )}
      {tab === 'item' && !checkout.backToPayment && (
        <StepButton checkout={checkout} to="payment" testId="pos-proceed-payment">
          PROCEED TO PAYMENT
        </StepButton>
      )}
      {tab === 'payment' && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void checkout.completeOrder(() => confirmComplete(dialog, data.customer !== null))}
          className={PRIMARY_BUTTON}
          data-testid="pos-complete-order"
        >
          <CircleCheck aria-hidden className="size-5" />
          COMPLETE ORDER
        </button>
      )}
      <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-1">
        {orderNo && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void (changed ? checkout.saveQuote('quote_email') : checkout.emailQuote())}
            className={`${SECONDARY_BUTTON} text-sm`}
            data-testid="pos-email-quote"
          >
            <Mail aria-hidden className="size-4" />
            {changed ? 'Save & send quote to customer' : 'Send quote to customer'}
          </button>
        )}
        {orderNo && printUrl && changed && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void checkout.saveQuote('quote', printUrl)}
            className={`${SECONDARY_BUTTON} text-sm`}
            data-testid="pos-print-quote"
          >
            <Printer aria-hidden className="size-4" />
            Save &amp; print quote
          </button>
        )}
        {orderNo && printUrl && !changed && (
          <a
            href={printUrl}
            target="_blank"
            rel="noopener"
            className={`${SECONDARY_BUTTON} text-sm`}
            data-testid="pos-print-quote"
          >
            <Printer aria-hidden className="size-4" />
            Print quote
          </a>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => void checkout.saveQuote('quote')}
          className={`${SECONDARY_BUTTON} text-sm`}
          data-testid="pos-save-quote"
        >
          <Save aria-hidden className="size-4" />
          Save as a quote
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void checkout.saveQuote('quote_email')}
          className={`${SECONDARY_BUTTON} text-sm`}
          data-testid="pos-save-send-quote"
        >
          <Send aria-hidden className="size-4" />
          Save &amp; Send as a quote
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void checkout.sendCart()}
          className={`${SECONDARY_BUTTON} text-sm`}
          data-testid="pos-send-cart"
        >
          <Mail aria-hidden className="size-4" />
          Send cart to customer
        </button>
      </div>
    </div>
  );
}

/** A button to another tab. */
function StepButton(props: { checkout: PosCheckoutState; to: PosTab; testId: string; children: ReactNode }) {
  const { checkout, to, testId, children } = props;
  return (
    <button
      type="button"
      disabled={checkout.busy}
      onClick={() => checkout.setTab(to)}
      className={PRIMARY_BUTTON}
      data-testid={testId}
    >
      {children}
      <ArrowRight aria-hidden className="size-5" />
    </button>
  );
}

/** The order confirmation before COMPLETE ORDER, with the choice to update the bound customer's profile from this order. */
async function confirmComplete(dialog: PopDialogApi, hasCustomer: boolean): Promise<{ updateCus: boolean } | null> {
  const choice = { updateCus: false };
  try {
    await dialog.confirm({
      title: 'Complete this order?',
      message: <CompleteMessage hasCustomer={hasCustomer} onChange={(v) => (choice.updateCus = v)} />,
      confirmText: 'Complete order',
    });
    return choice;
  } catch {
    return null;
  }
}

function CompleteMessage({ hasCustomer, onChange }: { hasCustomer: boolean; onChange(v: boolean): void }) {
  const [updateCus, setUpdateCus] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <p>This order can no longer be modified after it is completed.</p>
      {hasCustomer && (
        <CheckboxRow
          look="pos"
          isSelected={updateCus}
          onChange={(v) => {
            setUpdateCus(v);
            onChange(v);
          }}
          testId="pos-update-cus"
        >
          Update the customer's profile details
        </CheckboxRow>
      )}
    </div>
  );
}
