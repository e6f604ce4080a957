// What staff confirm before money moves on a line that is not a card terminal's: Pay Now (the method,
// the amount and the reference the money is recorded with), Approve Refund (the same for money given
// back), and Refund on a paid line (how much to give back, up to what it can still give; a manager's
// PIN follows). Money is only recorded as received or given once this is confirmed.
import { useState } from 'react';
import { toDecimal } from '../../../../domain/money.ts';
import { needsReference } from '../../../../domain/pos-payments.ts';
import { money } from '../../../common/lib/format.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { ModalActions, ModalFrame, ModalTitle } from '../../../common/components/ui/Modal.tsx';
import { TextField } from '../../../common/components/ui/TextField.tsx';
import type { PanelLine } from './payment-rules.ts';

export type LineAsk =
  | { kind: 'pay'; line: PanelLine & { id: number } }
  | { kind: 'approve'; line: PanelLine & { id: number } }
  | { kind: 'refund'; line: PanelLine & { id: number }; leftCents: number };

export interface PaymentLineDialogProps {
  ask: LineAsk;
  onClose(): void;
  /** Pay Now and Approve Refund: the reference confirmed. Refund: the amount to give back. */
  onConfirm(value: { reference: string } | { amount: string }): void;
}

const TITLE = { pay: 'Take this payment', approve: 'Give this refund back', refund: 'Refund this payment' } as const;
const CONFIRM = { pay: 'Payment received', approve: 'Refund given', refund: 'Refund' } as const;

export function PaymentLineDialog({ ask, onClose, onConfirm }: PaymentLineDialogProps) {
  const { line } = ask;
  const method = line.name || line.gateway;
  const [reference, setReference] = useState(line.reference);
  const [amount, setAmount] = useState(ask.kind === 'refund' ? toDecimal(ask.leftCents) : '');
  const needed = ask.kind !== 'refund' && needsReference(line.gateway) && !reference.trim();
  const shown = line.amount.startsWith('-') ? line.amount.slice(1) : line.amount;
  return (
    <ModalFrame
      onClose={onClose}
      aria-label={TITLE[ask.kind]}
      overlayClassName="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-[12vh] pb-6 data-entering:animate-fade-in"
      modalClassName="w-full max-w-md rounded-xl bg-white shadow-2xl"
      className="relative p-5 outline-none sm:p-6"
    >
      <form
        data-testid="payment-line-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(ask.kind === 'refund' ? { amount: amount.trim() } : { reference: reference.trim() });
        }}
      >
        <ModalTitle>{TITLE[ask.kind]}</ModalTitle>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink/70">Method</dt>
          <dd className="font-medium">{method}</dd>
          <dt className="text-ink/70">{ask.kind === 'refund' ? 'Taken' : 'Amount'}</dt>
          <dd className="font-medium tabular-nums">{money(shown)}</dd>
          {ask.kind === 'refund' && (
            <>
              <dt className="text-ink/70">Can be refunded</dt>
              <dd className="font-medium tabular-nums">{money(toDecimal(ask.leftCents))}</dd>
            </>
          )}
        </dl>
        <div className="mt-4">
          {ask.kind === 'refund' ? (
            <TextField
              look="pos"
              label="Amount to refund"
              inputMode="decimal"
              autoFocus
              value={amount}
              onChange={setAmount}
              testId="refund-amount"
              note="A manager's PIN approves the refund; Approve Refund then gives it back."
            />
          ) : (
            <TextField
              look="pos"
              label={needsReference(line.gateway) ? 'Reference' : 'Reference (optional)'}
              autoFocus
              maxLength={100}
              value={reference}
              onChange={setReference}
              testId="payment-line-reference"
              note={ask.kind === 'pay' ? 'The receipt, bank or finance reference.' : 'Where the money went back.'}
            />
          )}
        </div>
        <ModalActions>
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'wide')}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={needed}
            className={buttonClass('primary', 'wide')}
            data-testid="payment-line-confirm"
          >
            {CONFIRM[ask.kind]}
          </button>
        </ModalActions>
      </form>
    </ModalFrame>
  );
}
