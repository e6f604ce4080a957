// Editing an open purchase order (managers): its supplier, expected date (the POS's allocation and the
// shopper's estimates follow at once), note, more units on a line (never fewer than arrived and promised
// to orders) and new lines. On success the page reloads with the server's figures.
import { useState } from 'react';
import type { PurchaseOrderDetail } from '../../../../contract/purchase-orders.ts';
import { api } from '../../../common/lib/api.ts';
import { PANEL, PANEL_TITLE, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { type FormErrors, NO_ERRORS, formErrorsOf, nzDateInput } from './form-errors.ts';
import { type HeaderDraft, HeaderFields, type LineDraft, LinesEditor } from './PoFields.tsx';

export function PoEditForm({ po, onCancel }: { po: PurchaseOrderDetail; onCancel(): void }) {
  const [header, setHeader] = useState<HeaderDraft>({
    supplier: po.supplier,
    eta: po.eta,
    allowBackOrder: po.allowBackOrder,
    note: po.note,
  });
  const [lines, setLines] = useState<LineDraft[]>(
    po.lines.map((l, i) => ({
      key: -1 - i,
      sku: l.sku,
      qty: String(l.ordered),
      kept: { name: l.name, least: l.received + l.allocated },
    })),
  );
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await api('pos.purchaseOrders.save', {
        poNumber: po.poNumber,
        ...header,
        lines: lines.map((l) => ({ sku: l.sku, qty: l.qty })),
      });
      window.location.reload();
    } catch (err) {
      setErrors(formErrorsOf(err));
      setBusy(false);
    }
  };

  return (
    <form
      className={`${PANEL} flex flex-col gap-4`}
      aria-label={`Edit ${po.poNumber}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void save();
      }}
    >
      <h2 className={PANEL_TITLE}>Edit {po.poNumber}</h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <HeaderFields
          draft={header}
          onChange={setHeader}
          errors={errors.fields}
          minDate={[po.eta, nzDateInput()].sort()[0]!}
        />
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
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel} disabled={busy}>
          Cancel editing
        </button>
      </div>
    </form>
  );
}
