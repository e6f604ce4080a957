// The stock page's "Adjust stock" modal: a SKU, a place, a bin (a new code makes a bin when units come
// in), the change (+ or -), the reason and a note, then a manager's PIN (the POS's own PIN step,
// PinForm) approving it. Each problem shows under its field: the plain ones before the PIN is asked,
// the server's (a bin or place that cannot give the units) after; a refused adjustment leaves the
// approval unused, so a corrected form goes again without a new PIN. Done, the page reloads on the
// SKU and place adjusted, showing the new figures and the ledger's new row.
import { PackageMinus } from 'lucide-react';
import { useId, useState } from 'react';
import type { StockPageData } from '../../../../contract/stock-page.ts';
import {
  ADJUST_REASONS,
  ADJUSTMENT_REASON_LABELS,
  type AdjustReason,
  MAX_ADJUST_NOTE,
} from '../../../../contract/stock-words.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';
import { api } from '../../../common/lib/api.ts';
import { FieldError } from '../catalogue/FieldError.tsx';
import { INPUT, LABEL } from '../checkout/fields.tsx';
import { PinForm } from '../PinForm.tsx';
import { type AdjustForm, type Problem, formProblems, problemsOf } from './adjust-form.ts';

interface Props {
  stock: StockPageData;
  /** Where the signed-in staff member works: the place the form starts on. */
  home: string;
  onClose(): void;
}

export function AdjustStockModal({ stock, home, onClose }: Props) {
  const first = stock.filter.sku ?? stock.variants[0]?.sku ?? '';
  const place = stock.filter.location ?? (stock.places.some((p) => p.code === home) ? home : stock.places[0]?.code);
  const [form, setForm] = useState<AdjustForm>({
    sku: first,
    location: place ?? '',
    bin: '',
    change: '',
    reason: '',
    note: '',
  });
  const [problems, setProblems] = useState<Problem[]>([]);
  const [step, setStep] = useState<'form' | 'pin'>('form');
  const [approval, setApproval] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { sku: useId(), location: useId(), bin: useId(), bins: useId(), change: useId(), reason: useId() };
  const errorOf = (field: string) => problems.find((p) => p.field === field)?.message;
  const set = (patch: Partial<AdjustForm>) => setForm({ ...form, ...patch });
  const variant = stock.variants.find((v) => v.sku === form.sku);
  const bins = variant?.places.find((p) => p.code === form.location)?.bins ?? [];

  const send = async (token: string) => {
    const reason = form.reason;
    if (reason === '') return;
    setBusy(true);
    setStep('form');
    try {
      await api('pos.stock.adjust', { ...form, reason, change: form.change.trim(), approval: token });
      const q = new URLSearchParams({ sku: form.sku, location: form.location });
      window.location.assign(`/pos/catalogue/${stock.product.id}/stock?${q}`);
    } catch (err) {
      const { status, problems: found } = problemsOf(err);
      // The approval is spent or gone (403): the next try asks for a PIN again.
      if (status === 403) setApproval(null);
      setProblems(found);
      setBusy(false);
    }
  };

  const submit = () => {
    const found = formProblems(form);
    setProblems(found);
    if (found.length > 0) return;
    if (approval) void send(approval);
    else setStep('pin');
  };

  return (
    <ModalFrame
      onClose={onClose}
      overlayClassName="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-[6vh] pb-6 data-entering:animate-fade-in"
      modalClassName="w-full max-w-lg rounded-xl bg-white shadow-2xl outline-none"
      aria-label="Adjust stock"
      data-testid="adjust-stock-modal"
      className="outline-none"
    >
      <ModalTitleBar title={step === 'pin' ? "Manager's PIN" : 'Adjust stock'} onClose={onClose} look="pos">
        <p className="text-sm text-ink/75">
          {stock.product.name}
          {step === 'pin' && (
            <>
              {' '}
              · <span className="font-semibold text-ink">{form.change.trim()}</span> × {form.sku} at {form.location} bin{' '}
              {form.bin.trim().toUpperCase()}
            </>
          )}
        </p>
      </ModalTitleBar>
      {step === 'pin' ? (
        <div className="px-5 pb-4">
          <p className="mt-3 text-sm text-ink/80">A manager approves changing the count by hand.</p>
          <PinForm
            manager
            type="stock_adjust"
            onCancel={() => setStep('form')}
            onApproved={(result) => {
              setApproval(result.approval);
              void send(result.approval);
            }}
          />
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) submit();
          }}
        >
          <fieldset disabled={busy} aria-busy={busy} className="grid gap-3 px-5 py-4 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.sku} className={LABEL}>
                SKU
              </label>
              <select
                id={ids.sku}
                className={INPUT}
                value={form.sku}
                onChange={(e) => set({ sku: e.target.value })}
                data-testid="adjust-sku"
              >
                {stock.variants.map((v) => (
                  <option key={v.id} value={v.sku}>
                    {v.sku}
                    {v.label ? ` · ${v.label}` : ''}
                  </option>
                ))}
              </select>
              <FieldError message={errorOf('sku')} />
            </div>
            <div>
              <label htmlFor={ids.location} className={LABEL}>
                Place
              </label>
              <select
                id={ids.location}
                className={INPUT}
                value={form.location}
                onChange={(e) => set({ location: e.target.value })}
                data-testid="adjust-location"
              >
                {stock.places.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
              <FieldError message={errorOf('location')} />
            </div>
            <div>
              <label htmlFor={ids.bin} className={LABEL}>
                Bin
              </label>
              <input
                id={ids.bin}
                className={`${INPUT} font-mono uppercase`}
                list={ids.bins}
                value={form.bin}
                maxLength={20}
                autoComplete="off"
                placeholder={bins[0]?.code ?? 'FLOOR'}
                aria-invalid={errorOf('bin') ? true : undefined}
                onChange={(e) => set({ bin: e.target.value })}
                data-testid="adjust-bin"
              />
              <datalist id={ids.bins}>
                {bins.map((b) => (
                  <option key={b.code} value={b.code}>
                    {b.qty} in it
                  </option>
                ))}
              </datalist>
              <FieldError message={errorOf('bin')} />
            </div>
            <div>
              <label htmlFor={ids.change} className={LABEL}>
                Change (+ in, - out)
              </label>
              <input
                id={ids.change}
                className={`${INPUT} tabular-nums`}
                inputMode="numeric"
                value={form.change}
                maxLength={7}
                autoComplete="off"
                placeholder="-1"
                aria-invalid={errorOf('change') ? true : undefined}
                onChange={(e) => set({ change: e.target.value })}
                data-testid="adjust-change"
              />
              <FieldError message={errorOf('change')} />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={ids.reason} className={LABEL}>
                Reason
              </label>
              <select
                id={ids.reason}
                className={INPUT}
                value={form.reason}
                aria-invalid={errorOf('reason') ? true : undefined}
                onChange={(e) => set({ reason: e.target.value as AdjustReason | '' })}
                data-testid="adjust-reason"
              >
                <option value="">Choose…</option>
                {ADJUST_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {ADJUSTMENT_REASON_LABELS[r]}
                  </option>
                ))}
              </select>
              <FieldError message={errorOf('reason')} />
            </div>
            <label className="sm:col-span-2">
              <span className={LABEL}>Note{form.reason === 'other' ? '' : ' (optional)'}</span>
              <textarea
                className={`${INPUT} min-h-20 py-2`}
                value={form.note}
                maxLength={MAX_ADJUST_NOTE}
                aria-invalid={errorOf('note') ? true : undefined}
                onChange={(e) => set({ note: e.target.value })}
                data-testid="adjust-note"
              />
              <FieldError message={errorOf('note')} />
            </label>
            {problems
              .filter((p) => !['sku', 'location', 'bin', 'change', 'reason', 'note'].includes(p.field))
              .map((p) => (
                <p key={p.field} role="alert" className="font-medium text-sale sm:col-span-2">
                  {p.message}
                </p>
              ))}
          </fieldset>
          <div className="flex justify-end gap-2 border-t border-sand px-5 py-3">
            <button type="button" onClick={onClose} className={buttonClass('secondary')}>
              Cancel
            </button>
            <button type="submit" className={buttonClass('primary')} data-testid="adjust-submit">
              <PackageMinus aria-hidden className="size-4" />
              {busy ? 'Updating...' : approval ? 'Adjust' : 'Adjust: manager PIN'}
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
