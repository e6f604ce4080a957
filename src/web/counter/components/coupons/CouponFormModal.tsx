// Add new coupon (specs/pos.md "an Add new coupon modal", "Coupon form"): the spec's defaults (percent,
// amount 0, minimum 0, no customer, flags off, no expiry, disabled, one use), the input rules as the
// user types (amount: digits and one decimal point; minimum grand total and use limit: digits only),
// the customer box, and "Email the coupon to the customer after creating" only once a customer is
// chosen. The server checks everything again; its refusal shows in the danger pop-up.
import { TicketPercent } from 'lucide-react';
import { useId, useState } from 'react';
import type { CouponRow, CouponType } from '../../../../contract/pos-coupons.ts';
import type { CustomerFound } from '../../../../contract/pos.ts';
import { api } from '../../../common/lib/api.ts';
import { notify } from '../../../common/lib/notices.ts';
import { CheckboxRow } from '../../../common/components/ui/CheckboxRow.tsx';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';
import { INPUT, LABEL } from '../checkout/fields.tsx';
import { CouponCustomerBox } from './CouponCustomerBox.tsx';
import { amountTyped, codeTyped, digitsTyped } from './couponText.ts';

const FLAGS = [
  ['is_shipping', 'Free delivery'],
  ['exclude_hot', 'Not on hot deals'],
  ['exclude_sale', 'Not on sale items'],
  ['no_commission', 'No staff commission'],
  ['first_order', 'First order only'],
] as const;
type Flag = (typeof FLAGS)[number][0];

export function CouponFormModal({
  today,
  onClose,
  onDone,
}: {
  /** Today in New Zealand: the earliest expiry. */
  today: string;
  onClose(): void;
  onDone(coupon: CouponRow): void;
}) {
  const ids = { code: useId(), name: useId(), amount: useId(), min: useId(), limit: useId(), expiry: useId() };
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [type, setType] = useState<CouponType>('percent');
  const [amount, setAmount] = useState('0');
  const [minTotal, setMinTotal] = useState('0');
  const [useLimit, setUseLimit] = useState('1');
  const [expiry, setExpiry] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    is_shipping: false,
    exclude_hot: false,
    exclude_sale: false,
    no_commission: false,
    first_order: false,
  });
  const [customer, setCustomer] = useState<CustomerFound | null>(null);
  const [ifEmail, setIfEmail] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    try {
      const answer = await api('pos.coupons.create', {
        code,
        name,
        type,
        amount: amount || '0',
        min_gtotal: minTotal || '0',
        uselimit: useLimit || '0',
        expiry,
        user_id: customer?.id ?? 0,
        status: enabled ? 1 : 0,
        if_email: customer && ifEmail ? 1 : 0,
        ...Object.fromEntries(FLAGS.map(([f]) => [f, flags[f] ? 1 : 0])),
      });
      notify(answer.msg, 'success');
      onDone(answer.coupon);
    } catch (err) {
      notify(err instanceof Error ? err.message : 'Something went wrong. Please try again.', 'danger');
    } finally {
      setBusy(false);
    }
  }

  const selectAll = (e: React.FocusEvent<HTMLInputElement>) => e.currentTarget.select();
  const radio = (value: CouponType, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-sand-dark px-3 has-checked:border-kauri has-checked:bg-kauri/10">
      <input
        type="radio"
        name="coupon-type"
        value={value}
        checked={type === value}
        onChange={() => setType(value)}
        className="size-4 accent-kauri"
      />
      {label}
    </label>
  );

  return (
    <ModalFrame
      onClose={onClose}
      overlayClassName="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-4 pb-6 sm:pt-[2vh] data-entering:animate-fade-in"
      modalClassName="w-full max-w-2xl rounded-xl bg-white shadow-2xl outline-none"
      className="outline-none"
      data-testid="coupon-form"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void submit();
        }}
      >
        <ModalTitleBar title="Add new coupon" onClose={onClose} look="pos">
          <p className="text-sm text-ink/75">
            <TicketPercent aria-hidden className="mr-1.5 inline size-4 align-[-3px]" />A new coupon starts disabled
            unless you enable it here.
          </p>
        </ModalTitleBar>
        <div className="grid gap-x-4 gap-y-2.5 px-5 py-3 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.code} className={LABEL}>
              Code
            </label>
            <input
              id={ids.code}
              className={`${INPUT} font-mono uppercase`}
              value={code}
              maxLength={40}
              aria-required="true"
              autoComplete="off"
              onChange={(e) => setCode(codeTyped(e.target.value))}
              data-testid="coupon-code"
            />
          </div>
          <div>
            <label htmlFor={ids.name} className={LABEL}>
              Description
            </label>
            <input
              id={ids.name}
              className={INPUT}
              value={name}
              maxLength={200}
              aria-required="true"
              onChange={(e) => setName(e.target.value)}
              data-testid="coupon-name"
            />
          </div>
          <fieldset className="sm:col-span-2">
            <legend className={LABEL}>Type</legend>
            <div className="flex gap-2">
              {radio('percent', 'Percentage (%)')}
              {radio('fixed', 'Fixed amount ($)')}
            </div>
          </fieldset>
          <div>
            <label htmlFor={ids.amount} className={LABEL}>
              Amount {type === 'percent' ? '(%)' : '($)'}
            </label>
            <input
              id={ids.amount}
              className={`${INPUT} tabular-nums`}
              inputMode="decimal"
              value={amount}
              maxLength={10}
              onFocus={selectAll}
              onChange={(e) => setAmount(amountTyped(e.target.value))}
              data-testid="coupon-amount"
            />
          </div>
          <div>
            <label htmlFor={ids.min} className={LABEL}>
              Minimum grand total ($)
            </label>
            <input
              id={ids.min}
              className={`${INPUT} tabular-nums`}
              inputMode="numeric"
              value={minTotal}
              maxLength={7}
              onFocus={selectAll}
              onChange={(e) => setMinTotal(digitsTyped(e.target.value))}
              data-testid="coupon-min"
            />
          </div>
          <div>
            <label htmlFor={ids.limit} className={LABEL}>
              Use limit (0 = no limit)
            </label>
            <input
              id={ids.limit}
              className={`${INPUT} tabular-nums`}
              inputMode="numeric"
              value={useLimit}
              maxLength={6}
              onFocus={selectAll}
              onChange={(e) => setUseLimit(digitsTyped(e.target.value))}
              data-testid="coupon-limit"
            />
          </div>
          <div>
            <label htmlFor={ids.expiry} className={LABEL}>
              Expiry (optional)
            </label>
            <input
              id={ids.expiry}
              type="date"
              className={INPUT}
              value={expiry}
              min={today}
              onChange={(e) => setExpiry(e.target.value)}
              data-testid="coupon-expiry"
            />
          </div>
          <div className="grid gap-x-4 sm:col-span-2 sm:grid-cols-3">
            <CheckboxRow look="pos" isSelected={enabled} onChange={setEnabled} testId="coupon-enabled">
              Enabled
            </CheckboxRow>
            {FLAGS.map(([flag, label]) => (
              <CheckboxRow
                key={flag}
                look="pos"
                isSelected={flags[flag]}
                onChange={(on) => setFlags((f) => ({ ...f, [flag]: on }))}
                testId={`coupon-${flag}`}
              >
                {label}
              </CheckboxRow>
            ))}
          </div>
          <div className="sm:col-span-2">
            <CouponCustomerBox chosen={customer} onChoose={setCustomer} />
            {customer && (
              <CheckboxRow look="pos" isSelected={ifEmail} onChange={setIfEmail} testId="coupon-if-email">
                Email the coupon to the customer after creating
              </CheckboxRow>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-sand px-5 py-3">
          <button type="button" className={buttonClass('secondary', 'wide')} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass('primary', 'wide')} disabled={busy} data-testid="coupon-save">
            {busy ? 'Saving…' : 'Create coupon'}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
