// Raising a purchase order (/pos/purchase-orders/new, managers): its supplier, the place it is delivered
// to (DC1 unless chosen), the expected date, lines of SKU × units. The call checks everything and names
// each problem by field; on success the purchase order's own page opens.
import { Truck } from 'lucide-react';
import { useState } from 'react';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { api } from '../../../common/lib/api.ts';
import { INPUT, LABEL, PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import { FieldNote } from './FieldNote.tsx';
import { type FormErrors, NO_ERRORS, formErrorsOf, nzDateInput } from './form-errors.ts';
import { type HeaderDraft, HeaderFields, type LineDraft, LinesEditor, newLine } from './PoFields.tsx';

interface Props {
  staff: SignedInStaff;
  places: { code: string; name: string }[];
}

export function PoNewPage({ staff, places }: Props) {
  const today = nzDateInput();
  const [header, setHeader] = useState<HeaderDraft>({ supplier: '', eta: '', allowBackOrder: true, note: '' });
  const [place, setPlace] = useState('DC1');
  const [lines, setLines] = useState<LineDraft[]>([newLine()]);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);

  const raise = async () => {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const answer = await api('pos.purchaseOrders.raise', {
        ...header,
        locationCode: place,
        lines: lines.map((l) => ({ sku: l.sku, qty: l.qty })),
      });
      window.location.assign(`/pos/purchase-orders/${encodeURIComponent(answer.purchaseOrder.poNumber)}`);
    } catch (err) {
      setErrors(formErrorsOf(err));
      setBusy(false);
    }
  };

  return (
    <div className="min-h-dvh bg-paper" data-testid="po-new-page">
      <PosHeader staff={staff} />
      <div className="mx-auto max-w-4xl px-4 py-4">
        <h1 className="mb-3 flex items-center gap-2 text-2xl font-semibold text-timber-dark">
          <Truck aria-hidden className="size-6 text-kauri" />
          New purchase order
        </h1>
        <form
          className={`${PANEL} flex flex-col gap-4`}
          aria-label="New purchase order"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void raise();
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <HeaderFields draft={header} onChange={setHeader} errors={errors.fields} minDate={today}>
              <div>
                <label htmlFor="po-place" className={LABEL}>
                  Delivered to
                </label>
                <select id="po-place" className={INPUT} value={place} onChange={(e) => setPlace(e.target.value)}>
                  {places.map((p) => (
                    <option key={p.code} value={p.code}>
                      {p.name} ({p.code})
                    </option>
                  ))}
                </select>
                <FieldNote id="po-place-note" message={errors.fields.locationCode} />
              </div>
            </HeaderFields>
          </div>
          <LinesEditor lines={lines} onChange={setLines} errors={errors.fields} />
          {errors.msg && (
            <p className="rounded-lg bg-sale/10 px-3 py-2 text-sm text-sale" role="alert">
              {errors.msg}
            </p>
          )}
          <div className="flex gap-2">
            <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
            <a href="/pos/purchase-orders" className={SECONDARY_BUTTON}>
              Back to the list
            </a>
          </div>
        </form>
      </div>
    </div>
  );
}
