// Receiving a purchase order (a manager, or staff at its place): per line, how many arrived and the bin
// of the place they go into (one of its bins, or a new code, which is made). Lines left at 0 are not
// received. The server decides on the figures it reads under its locks; a refusal shows its words by
// the line. On success the page reloads with the server's figures.
import { PackageCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { PurchaseOrderDetail } from '../../../../contract/purchase-orders.ts';
import { api } from '../../../common/lib/api.ts';
import { notify } from '../../../common/lib/notices.ts';
import { INPUT, PANEL, PANEL_TITLE, PRIMARY_BUTTON } from '../checkout/fields.tsx';
import { FieldNote } from './FieldNote.tsx';
import { type FormErrors, NO_ERRORS, formErrorsOf } from './form-errors.ts';

export function PoReceiveForm({ po }: { po: PurchaseOrderDetail }) {
  const id = useId();
  const coming = po.lines.filter((l) => l.toCome > 0);
  const [rows, setRows] = useState(coming.map((l) => ({ sku: l.sku, qty: '0', bin: po.bins[0] ?? '' })));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const set = (i: number, change: Partial<(typeof rows)[number]>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));

  const receive = async () => {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const answer = await api('pos.purchaseOrders.receive', { poNumber: po.poNumber, lines: rows });
      notify(answer.msg, 'success');
      window.location.reload();
    } catch (err) {
      setErrors(formErrorsOf(err));
      setBusy(false);
    }
  };

  if (coming.length === 0) return null;
  return (
    <form
      className={`${PANEL} flex flex-col gap-3`}
      aria-label={`Receive ${po.poNumber}`}
      data-testid="po-receive-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void receive();
      }}
    >
      <h2 className={PANEL_TITLE}>Receive into {po.locationName}</h2>
      <datalist id={`${id}-bins`}>
        {po.bins.map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      <table className="w-full text-left text-sm">
        <thead className="text-xs tracking-wide text-timber-dark uppercase">
          <tr>
            <th className="py-1 pr-2">SKU</th>
            <th className="py-1 pr-2 text-right">To come</th>
            <th className="py-1 pr-2">Arrived</th>
            <th className="py-1">Bin</th>
          </tr>
        </thead>
        <tbody>
          {coming.map((l, i) => (
            <tr key={l.sku} className="border-t border-sand align-top">
              <td className="py-2 pr-2 pt-3">
                <span className="font-mono text-xs">{l.sku}</span>
                <span className="block text-xs text-ink/70">{l.name}</span>
              </td>
              <td className="py-2 pt-4 pr-2 text-right tabular-nums">{l.toCome}</td>
              <td className="w-28 py-2 pr-2">
                <label htmlFor={`${id}-qty-${i}`} className="sr-only">
                  Arrived of {l.sku}
                </label>
                <input
                  id={`${id}-qty-${i}`}
                  className={`${INPUT} text-right tabular-nums`}
                  inputMode="numeric"
                  value={rows[i]!.qty}
                  onChange={(e) => set(i, { qty: e.target.value.replace(/\D/g, '') })}
                />
                <FieldNote id={`${id}-qty-note-${i}`} message={errors.fields[`lines.${i}.qty`]} />
              </td>
              <td className="w-44 py-2">
                <label htmlFor={`${id}-bin-${i}`} className="sr-only">
                  Bin for {l.sku}
                </label>
                <input
                  id={`${id}-bin-${i}`}
                  className={`${INPUT} font-mono uppercase`}
                  list={`${id}-bins`}
                  maxLength={20}
                  value={rows[i]!.bin}
                  onChange={(e) => set(i, { bin: e.target.value })}
                />
                <FieldNote
                  id={`${id}-bin-note-${i}`}
                  message={errors.fields[`lines.${i}.bin`] ?? errors.fields[`lines.${i}.sku`]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldNote id={`${id}-lines-note`} message={errors.fields.lines} />
      {errors.msg && !Object.keys(errors.fields).length && (
        <p className="rounded-lg bg-sale/10 px-3 py-2 text-sm text-sale" role="alert">
          {errors.msg}
        </p>
      )}
      <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={busy}>
        <PackageCheck aria-hidden className="size-4" /> {busy ? 'Receiving…' : 'Receive'}
      </button>
    </form>
  );
}
