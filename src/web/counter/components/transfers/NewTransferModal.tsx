// The new transfer (managers): the place it leaves and the place it goes to (the same place moves
// units between two of its bins at once), a note, and its lines. Each SKU is looked up at the leaving
// place so the bins and their units are in view; the server checks everything again under its locks
// and its refusals show by field.
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FieldProblem } from '../../../../contract/catalogue.ts';
import { MAX_TRANSFER_LINES, MAX_TRANSFER_NOTE, type TransferPlace } from '../../../../contract/transfers.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';
import { api } from '../../../common/lib/api.ts';
import { notify } from '../../../common/lib/notices.ts';
import { problemsOf } from '../../hooks/useProductDraft.ts';
import { FieldError } from '../catalogue/FieldError.tsx';
import { INPUT, LABEL, LINK_BUTTON } from '../checkout/fields.tsx';
import { type LineDraft, TransferLineFields } from './TransferLineFields.tsx';

/** A place as the choices name it: "Auckland (AKL)", or the code alone when that is its name. */
export const placeLabel = (p: TransferPlace) => (p.name === p.code ? p.code : `${p.name} (${p.code})`);

interface Props {
  places: TransferPlace[];
  /** The place the form starts from: the staff member's branch when it holds stock. */
  home: string;
  onClose(): void;
  onSent(): void;
}

export function NewTransferModal({ places, home, onClose, onSent }: Props) {
  const keys = useRef(1);
  const blank = (): LineDraft => ({
    key: keys.current++,
    sku: '',
    fromBin: '',
    toBin: '',
    qty: '1',
    found: null,
    lookup: '',
  });
  const [from, setFrom] = useState(places.some((p) => p.code === home) ? home : (places[0]?.code ?? ''));
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<LineDraft[]>(() => [blank()]);
  const [errors, setErrors] = useState<FieldProblem[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;

  const change = (key: number, part: Partial<LineDraft>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...part } : l)));

  const lookUp = async (line: LineDraft, place = from) => {
    const sku = line.sku.trim();
    if (!sku || !place) return;
    try {
      const found = await api('pos.transfers.bins', { sku, location: place });
      const only = found.bins.length === 1 ? found.bins[0]!.code : '';
      change(line.key, {
        found,
        lookup: '',
        fromBin: found.bins.some((b) => b.code === line.fromBin) ? line.fromBin : only,
      });
    } catch (err) {
      change(line.key, { found: null, fromBin: '', lookup: err instanceof Error ? err.message : String(err) });
    }
  };

  const send = async () => {
    setBusy(true);
    setErrors([]);
    setMessage('');
    try {
      const answer = await api('pos.transfers.send', {
        from,
        to,
        note,
        lines: lines.map((l) => ({ sku: l.sku, fromBin: l.fromBin, toBin: l.toBin, qty: l.qty })),
      });
      notify(answer.msg, 'success');
      onSent();
      onClose();
    } catch (err) {
      const { msg, errors: found } = problemsOf(err, 'The transfer was not sent');
      setErrors(found);
      setMessage(msg);
      notify(msg, 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalFrame
      onClose={onClose}
      overlayClassName="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-[6vh] pb-6 data-entering:animate-fade-in"
      modalClassName="w-full max-w-4xl rounded-xl bg-white shadow-2xl outline-none"
      aria-label="New transfer"
      data-testid="new-transfer"
      className="outline-none"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void send();
        }}
      >
        <ModalTitleBar title="New transfer" onClose={onClose} look="pos">
          <p className="text-sm text-ink/75">
            Between two places the units leave now and are in transit until received; within one place they move between
            bins at once.
          </p>
        </ModalTitleBar>
        <div className="flex flex-col gap-4 px-5 py-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor={`${id}-from`} className={LABEL}>
                From
              </label>
              <select
                id={`${id}-from`}
                className={INPUT}
                value={from}
                disabled={busy}
                onChange={(e) => {
                  setFrom(e.target.value);
                  for (const l of lines) void lookUp(l, e.target.value);
                }}
                data-testid="transfer-from"
              >
                {places.map((p) => (
                  <option key={p.code} value={p.code}>
                    {placeLabel(p)}
                  </option>
                ))}
              </select>
              <FieldError message={errorOf('from')} />
            </div>
            <div>
              <label htmlFor={`${id}-to`} className={LABEL}>
                To
              </label>
              <select
                id={`${id}-to`}
                className={INPUT}
                value={to}
                disabled={busy}
                onChange={(e) => setTo(e.target.value)}
                data-testid="transfer-to"
              >
                <option value="">Choose</option>
                {places.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.code === from ? `${placeLabel(p)}: another bin` : placeLabel(p)}
                  </option>
                ))}
              </select>
              <FieldError message={errorOf('to')} />
            </div>
            <div>
              <label htmlFor={`${id}-note`} className={LABEL}>
                Note
              </label>
              <input
                id={`${id}-note`}
                className={INPUT}
                value={note}
                maxLength={MAX_TRANSFER_NOTE}
                disabled={busy}
                onChange={(e) => setNote(e.target.value)}
              />
              <FieldError message={errorOf('note')} />
            </div>
          </div>
          {lines.map((line, index) => (
            <TransferLineFields
              key={line.key}
              index={index}
              line={line}
              samePlace={from !== '' && from === to}
              busy={busy}
              errorOf={errorOf}
              onChange={(part) => change(line.key, part)}
              onLookUp={() => void lookUp(line)}
              onRemove={lines.length > 1 ? () => setLines((all) => all.filter((l) => l.key !== line.key)) : undefined}
            />
          ))}
          {lines.length < MAX_TRANSFER_LINES && (
            <button
              type="button"
              className={`${LINK_BUTTON} self-start`}
              disabled={busy}
              onClick={() => setLines((all) => [...all, blank()])}
            >
              <Plus aria-hidden className="size-4" /> Add a line
            </button>
          )}
          {message && (
            <p role="alert" className="text-sm font-medium text-sale">
              {message}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2 border-t border-sand px-5 py-3">
          <button type="button" className={buttonClass('secondary', 'wide')} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={buttonClass('primary', 'wide')} disabled={busy} data-testid="transfer-send">
            {busy ? 'Sending...' : from !== '' && from === to ? 'Move' : 'Send'}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
