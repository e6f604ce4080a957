// The DISCOUNT WINDOW of a POS cart line: retail and sale price, the current discount, a reason,
// percent or fixed, the amount and the price it gives. SAVE DISCOUNT runs the window's rule
// (domain/discounts.ts), asks the server whether the price is within the staff member's limit, and past
// it asks for a manager's PIN before saving with that approval.
import { Percent } from 'lucide-react';
import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { PosCartItem } from '../../../../contract/pos-cart.ts';
import { DISCOUNT_REASONS, type DiscountType, applyDiscount } from '../../../../domain/discounts.ts';
import { formatNzd, toDecimal } from '../../../../domain/money.ts';
import { api } from '../../../common/lib/api.ts';
import { cents, money } from '../../../common/lib/format.ts';
import { currentDiscount, discountText, parseDiscountAmount, previewCents } from '../../lib/pos-discount.ts';
import { Refused, attempt } from '../../lib/pos-items.ts';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';
import { PopDialogCancelled } from '../PopDialog.tsx';
import type { PosCheckoutTabProps } from './types.ts';

type Props = Pick<PosCheckoutTabProps, 'orderNo' | 'busy' | 'run' | 'dialog'> & {
  item: PosCartItem;
  isOpen: boolean;
  onClose: () => void;
};

export function DiscountWindow({ isOpen, onClose, ...rest }: Props) {
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      overlayClassName="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-ink/40 px-3 pt-[8vh] pb-6 data-entering:animate-fade-in"
      modalClassName="w-full max-w-md rounded-xl bg-white shadow-2xl outline-none"
      aria-labelledby={`discount-title-${rest.item.id}`}
      data-testid="pos-discount-window"
      className="relative outline-none"
    >
      <DiscountForm {...rest} onClose={onClose} />
    </ModalFrame>
  );
}

const FIELD =
  'min-h-11 w-full rounded-lg border border-sand-dark bg-white px-3 py-2 text-base focus:border-kauri focus:outline-2 focus:-outline-offset-1 focus:outline-kauri disabled:opacity-60';

function DiscountForm({ item, orderNo, busy, run, dialog, onClose }: Omit<Props, 'isOpen'>) {
  const now = currentDiscount(item);
  const [type, setType] = useState<DiscountType>(now?.type ?? 'percent');
  const [amountText, setAmountText] = useState(now ? String(now.amount) : '0');
  const [reason, setReason] = useState(now?.reason ?? '');
  const [error, setError] = useState('');
  // 'checking': the limit call is out (Updating...); 'approving': the manager-PIN dialog is open over
  // the window, which waits for it without claiming to save anything.
  const [phase, setPhase] = useState<'idle' | 'checking' | 'approving'>('idle');
  const waiting = busy || phase !== 'idle';

  const amount = parseDiscountAmount(amountText);
  const preview = previewCents(item, type, amount);
  const retail = cents(item.eachpriceorg);

  const save = async () => {
    setError('');
    const result = applyDiscount({ retailCents: retail, type, amount, reason });
    if (!result.ok) {
      setError(result.msg);
      return;
    }
    // Amount 0 clears the discount and its reason: no limit to ask about.
    let approval: string | undefined;
    if (!result.cleared) {
      setPhase('checking');
      let overLimit = '';
      try {
        const limit = await attempt(() =>
          api('pos.cart.checkDiscountLimit', { sku: item.sku, sale: toDecimal(result.saleCents) }),
        );
        if (limit instanceof Refused) {
          overLimit = limit.msg;
          setPhase('approving');
          approval = (await dialog.managerPin({ type: 'discount', message: limit.msg })).approval;
        }
      } catch (err) {
        setPhase('idle');
        // No manager approved it: the window says why nothing was saved.
        if (err instanceof PopDialogCancelled) setError(overLimit);
        else setError(err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.');
        return;
      }
      setPhase('idle');
    }
    const body = {
      orderNo,
      item: {
        id: item.id,
        disc_type: type,
        disc_reason: result.cleared ? null : result.reason,
        discount: result.cleared ? 0 : amount,
      },
      ...(approval ? { approval } : {}),
    };
    const saved = await run(() => attempt(() => api('pos.cart.updateItem', body)));
    if (saved instanceof Refused) setError(saved.msg);
    else if (saved) onClose();
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!waiting) void save();
      }}
    >
      <ModalTitleBar title="Discount" titleId={`discount-title-${item.id}`} onClose={onClose} look="pos">
        <p className="truncate text-sm text-ink/70">
          <span className="font-mono">{item.sku}</span> · {item.name}
        </p>
      </ModalTitleBar>

      <div className="flex flex-col gap-4 px-5 py-4">
        <dl className="grid grid-cols-3 gap-2 rounded-lg bg-sand/50 p-3 text-sm">
          <div>
            <dt className="text-ink/65">Retail price</dt>
            <dd className="font-semibold tabular-nums" data-testid="pos-discount-retail">
              {money(item.eachpriceorg)}
            </dd>
          </div>
          <div>
            <dt className="text-ink/65">Sale price</dt>
            <dd className="font-semibold tabular-nums" data-testid="pos-discount-sale">
              {money(item.price_sale)}
            </dd>
          </div>
          <div>
            <dt className="text-ink/65">Discount</dt>
            <dd className="font-semibold" data-testid="pos-discount-current">
              {now ? discountText(now) : 'None'}
            </dd>
          </div>
        </dl>

        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold text-ink">Reason</span>
          <select
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            disabled={waiting}
            data-testid="pos-discount-reason"
            className={FIELD}
          >
            <option value="">-- Choose a reason --</option>
            {DISCOUNT_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>

        <div className="grid grid-cols-[auto_minmax(0,1fr)] items-end gap-3">
          <RadioGroup
            value={type}
            onChange={(v) => setType(v === 'fixed' ? 'fixed' : 'percent')}
            isDisabled={waiting}
            orientation="horizontal"
            aria-label="Discount type"
            data-testid="pos-discount-type"
            className="flex flex-col gap-1"
          >
            <span className="text-sm font-semibold text-ink" aria-hidden>
              Type
            </span>
            <div className="flex h-11 overflow-hidden rounded-lg border border-sand-dark">
              <Radio value="percent" className={SEGMENT} aria-label="Percentage">
                <Percent aria-hidden className="size-4" /> Percent
              </Radio>
              <Radio value="fixed" className={`${SEGMENT} border-l border-sand-dark`} aria-label="Fixed amount">
                $ Fixed
              </Radio>
            </div>
          </RadioGroup>
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-ink">Amount {type === 'percent' ? '(%)' : '($ off each)'}</span>
            <input
              inputMode="decimal"
              autoFocus
              value={amountText}
              onChange={(e) => setAmountText(e.target.value.replace(/[^\d.]/g, '').slice(0, 10))}
              onFocus={(e) => e.target.select()}
              disabled={waiting}
              data-testid="pos-discount-amount"
              className={`${FIELD} text-right tabular-nums`}
            />
          </label>
        </div>

        <p
          className="flex items-baseline justify-between gap-3 rounded-lg border border-sand px-3 py-2"
          data-testid="pos-discount-preview"
        >
          <span className="text-sm text-ink/70">{amount === 0 ? 'No discount: price each' : 'New price each'}</span>
          <span className="text-right">
            <span
              className={`block text-lg font-bold tabular-nums ${preview !== null && (preview < 0 || preview > retail) ? 'text-sale' : ''}`}
            >
              {preview === null ? '—' : formatNzd(preview)}
            </span>
            {preview !== null && preview >= 0 && preview <= retail && (
              <span className="block text-xs text-ink/70 tabular-nums">
                {formatNzd(preview * item.qty)} for {item.qty}
              </span>
            )}
          </span>
        </p>

        <p role="alert" data-testid="pos-discount-error" className="min-h-6 font-medium text-sale">
          {error}
        </p>
      </div>

      <div className="flex justify-end gap-2 border-t border-sand px-5 py-4">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center rounded-lg border border-sand-dark px-5 font-semibold text-timber-dark hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={waiting}
          data-testid="pos-discount-save"
          className="inline-flex min-h-11 items-center rounded-lg bg-kauri px-5 font-semibold tracking-wide text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-60"
        >
          {phase === 'approving' ? 'Waiting for a manager…' : waiting ? 'Updating...' : 'SAVE DISCOUNT'}
        </button>
      </div>
    </form>
  );
}

const SEGMENT =
  'flex cursor-pointer items-center gap-1.5 px-3 text-sm font-semibold text-timber-dark outline-none data-disabled:opacity-60 data-focus-visible:outline-2 data-focus-visible:-outline-offset-2 data-focus-visible:outline-kauri data-selected:bg-kauri data-selected:text-white';
