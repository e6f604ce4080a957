// Receiving an in-transit transfer at its destination: a bin for each line (the one chosen when it was
// sent, if any, to start with; a bin the place has not used before is made), then the whole transfer
// goes into stock there at once. The server's refusals show by line.
import { useId, useState } from 'react';
import type { FieldProblem } from '../../../../contract/catalogue.ts';
import type { TransferView } from '../../../../contract/transfers.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';
import { api } from '../../../common/lib/api.ts';
import { notify } from '../../../common/lib/notices.ts';
import { problemsOf } from '../../hooks/useProductDraft.ts';
import { FieldError } from '../catalogue/FieldError.tsx';
import { INPUT } from '../checkout/fields.tsx';

export function ReceiveTransferModal({
  transfer,
  onClose,
  onReceived,
}: {
  transfer: TransferView;
  onClose(): void;
  onReceived(): void;
}) {
  const [bins, setBins] = useState<Record<number, string>>(() =>
    Object.fromEntries(transfer.lines.map((l) => [l.id, l.toBin ?? ''])),
  );
  const [errors, setErrors] = useState<FieldProblem[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  /** The lines the last try sent, in order: the server names a refused one by its place among them. */
  const [sent, setSent] = useState<number[]>([]);
  const id = useId();
  const errorOfLine = (lineId: number) =>
    errors.find((e) => e.field === `lines.${sent.indexOf(lineId)}.toBin` || e.field === `line.${lineId}`)?.message;

  const receive = async () => {
    setBusy(true);
    setErrors([]);
    setMessage('');
    try {
      const lines = transfer.lines.filter((l) => bins[l.id]?.trim()).map((l) => ({ lineId: l.id, toBin: bins[l.id]! }));
      setSent(lines.map((l) => l.lineId));
      const answer = await api('pos.transfers.receive', { id: transfer.id, lines });
      notify(answer.msg, 'success');
      onReceived();
      onClose();
    } catch (err) {
      const { msg, errors: found } = problemsOf(err, 'The transfer was not received');
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
      overlayClassName="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-[8vh] pb-6 data-entering:animate-fade-in"
      modalClassName="w-full max-w-2xl rounded-xl bg-white shadow-2xl outline-none"
      aria-label={`Receive transfer ${transfer.id}`}
      data-testid="receive-transfer"
      className="outline-none"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void receive();
        }}
      >
        <ModalTitleBar title={`Receive transfer ${transfer.id}`} onClose={onClose} look="pos">
          <p className="text-sm text-ink/75">
            From {transfer.fromName} to {transfer.toName} · sent by {transfer.sentBy}
          </p>
        </ModalTitleBar>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-sand text-xs tracking-wide text-timber-dark uppercase">
            <tr>
              <th className="px-5 py-2">SKU</th>
              <th className="px-2 py-2 text-right">Qty</th>
              <th className="px-5 py-2">Into bin at {transfer.toName}</th>
            </tr>
          </thead>
          <tbody>
            {transfer.lines.map((l) => (
              <tr key={l.id} className="border-b border-sand last:border-0">
                <td className="px-5 py-2">
                  <span className="font-mono text-xs">{l.sku}</span>
                  <span className="block">{l.name}</span>
                </td>
                <td className="px-2 py-2 text-right font-semibold tabular-nums">{l.qty}</td>
                <td className="px-5 py-2">
                  <label htmlFor={`${id}-${l.id}`} className="sr-only">
                    Bin for {l.sku}
                  </label>
                  <input
                    id={`${id}-${l.id}`}
                    className={`${INPUT} uppercase placeholder:normal-case`}
                    value={bins[l.id] ?? ''}
                    maxLength={20}
                    placeholder="e.g. FLOOR"
                    disabled={busy}
                    onChange={(e) => setBins((all) => ({ ...all, [l.id]: e.target.value }))}
                    data-testid="receive-bin"
                  />
                  <FieldError message={errorOfLine(l.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {message && (
          <p role="alert" className="px-5 pt-3 text-sm font-medium text-sale">
            {message}
          </p>
        )}
        <div className="flex justify-end gap-2 border-t border-sand px-5 py-3">
          <button type="button" className={buttonClass('secondary', 'wide')} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            className={buttonClass('primary', 'wide')}
            disabled={busy}
            data-testid="receive-confirm"
          >
            {busy ? 'Receiving...' : 'Receive all'}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
