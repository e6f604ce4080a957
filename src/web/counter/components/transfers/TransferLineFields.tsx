// One line of a new transfer: the SKU (looked up at the place it leaves, showing its free units and
// what each bin there holds), the bin it leaves from, how many, and the bin it goes to (required
// between two bins of one place; between places it may be chosen when it arrives).
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { TransferBinsResponse } from '../../../../contract/transfers.ts';
import { FieldError } from '../catalogue/FieldError.tsx';
import { INPUT, LABEL } from '../checkout/fields.tsx';

export interface LineDraft {
  key: number;
  sku: string;
  fromBin: string;
  toBin: string;
  qty: string;
  found: TransferBinsResponse | null;
  lookup: string;
}

interface Props {
  index: number;
  line: LineDraft;
  samePlace: boolean;
  busy: boolean;
  errorOf(field: string): string | undefined;
  onChange(change: Partial<LineDraft>): void;
  onLookUp(): void;
  onRemove?: () => void;
}

export function TransferLineFields({ index, line, samePlace, busy, errorOf, onChange, onLookUp, onRemove }: Props) {
  const id = useId();
  const error = (field: string) => errorOf(`lines.${index}.${field}`);
  const bins = line.found?.bins ?? [];
  return (
    <fieldset className="rounded-lg border border-sand-dark p-3" data-testid="transfer-line">
      <legend className="px-1 text-xs font-semibold tracking-wide text-timber uppercase">Line {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-[2fr_1.4fr_0.8fr_1.4fr_auto]">
        <div>
          <label htmlFor={`${id}-sku`} className={LABEL}>
            SKU
          </label>
          <input
            id={`${id}-sku`}
            className={INPUT}
            value={line.sku}
            maxLength={60}
            disabled={busy}
            autoComplete="off"
            onChange={(e) => onChange({ sku: e.target.value, found: null, lookup: '' })}
            onBlur={onLookUp}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onLookUp();
              }
            }}
            data-testid="transfer-line-sku"
          />
          <FieldError message={error('sku') ?? (line.lookup || undefined)} />
          {line.found && (
            <p className="mt-1 text-xs text-ink/75" data-testid="transfer-line-found">
              {line.found.name} · <span className="font-semibold text-ink">{line.found.free}</span> free at{' '}
              {line.found.location}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={LABEL}>
            From bin
          </label>
          <select
            id={`${id}-from`}
            className={INPUT}
            value={line.fromBin}
            disabled={busy || !line.found}
            onChange={(e) => onChange({ fromBin: e.target.value })}
            data-testid="transfer-line-from-bin"
          >
            <option value="">{line.found && bins.length === 0 ? 'No bin holds it' : 'Choose'}</option>
            {bins.map((b) => (
              <option key={b.code} value={b.code}>
                {b.code} · {b.qty} in bin
              </option>
            ))}
          </select>
          <FieldError message={error('fromBin')} />
        </div>
        <div>
          <label htmlFor={`${id}-qty`} className={LABEL}>
            Qty
          </label>
          <input
            id={`${id}-qty`}
            className={`${INPUT} text-right tabular-nums`}
            inputMode="numeric"
            value={line.qty}
            maxLength={4}
            disabled={busy}
            onChange={(e) => onChange({ qty: e.target.value.replace(/\D/g, '') })}
            data-testid="transfer-line-qty"
          />
          <FieldError message={error('qty')} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={LABEL}>
            To bin{samePlace ? '' : ' (optional)'}
          </label>
          <input
            id={`${id}-to`}
            className={`${INPUT} uppercase placeholder:normal-case`}
            value={line.toBin}
            maxLength={20}
            placeholder={samePlace ? 'e.g. A-01-2' : 'on arrival'}
            disabled={busy}
            onChange={(e) => onChange({ toBin: e.target.value })}
            data-testid="transfer-line-to-bin"
          />
          <FieldError message={error('toBin')} />
        </div>
        <div className="flex items-end">
          {onRemove && (
            <button
              type="button"
              className="grid size-11 place-items-center rounded-lg text-ink/70 hover:bg-sand"
              aria-label={`Remove line ${index + 1}`}
              disabled={busy}
              onClick={onRemove}
            >
              <Trash2 aria-hidden className="size-5" />
            </button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
