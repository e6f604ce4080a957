// The transfers as a table: each with its places, status, lines (how many of which SKU, from which bin
// to which), who sent and received it and when, and what may be done with it now: receive an
// in-transit one (a manager, or staff at its destination) or cancel it (a manager, asked twice).
import { useState } from 'react';
import { shortNzDateTime } from '../../../../domain/dates.ts';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { TRANSFER_STATUS_LABELS, type TransferView } from '../../../../contract/transfers.ts';
import { LINK_BUTTON, SECONDARY_BUTTON } from '../checkout/fields.tsx';

const STATUS_CLASS: Record<TransferView['status'], string> = {
  in_transit: 'bg-amber-100 text-amber-900',
  received: 'bg-kauri/10 text-kauri-dark',
  cancelled: 'bg-sand text-ink/75',
};

interface Props {
  transfers: TransferView[];
  staff: SignedInStaff;
  mayManage: boolean;
  busy: boolean;
  onReceive(t: TransferView): void;
  onCancel(t: TransferView): void;
}

export function TransferTable({ transfers, staff, mayManage, busy, onReceive, onCancel }: Props) {
  const [confirming, setConfirming] = useState(0);
  return (
    <div className="overflow-x-auto rounded-xl border border-sand-dark bg-white">
      <table className="w-full text-left text-sm" data-testid="transfers-table">
        <thead className="border-b border-sand-dark bg-sand/40 text-xs tracking-wide text-timber-dark uppercase">
          <tr>
            <th className="px-3 py-2">No.</th>
            <th className="px-3 py-2 whitespace-nowrap">From → to</th>
            <th className="px-3 py-2">Status</th>
            <th className="px-3 py-2">Lines</th>
            <th className="px-3 py-2">Sent</th>
            <th className="px-3 py-2">Received</th>
            <th className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {transfers.map((t) => {
            const mayReceive = t.status === 'in_transit' && (mayManage || staff.branch === t.to);
            return (
              <tr key={t.id} className="border-b border-sand align-top last:border-0" data-testid="transfer-row">
                <td className="px-3 py-2 font-mono tabular-nums">{t.id}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <span className="font-medium">{t.fromName}</span>
                  {t.from === t.to ? (
                    <span className="block text-xs text-ink/70">bin to bin</span>
                  ) : (
                    <span className="block">→ {t.toName}</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[t.status]}`}>
                    {TRANSFER_STATUS_LABELS[t.status]}
                  </span>
                  {t.note && <span className="mt-1 block max-w-48 text-xs text-ink/75">{t.note}</span>}
                </td>
                <td className="px-3 py-2">
                  <ul className="flex flex-col gap-1">
                    {t.lines.map((l) => (
                      <li key={l.id}>
                        <span className="font-semibold tabular-nums">{l.qty} ×</span>{' '}
                        <span className="font-mono text-xs">{l.sku}</span> {l.name}
                        <span className="block text-xs text-ink/70">
                          {l.fromBin ?? '–'} → {l.toBin ?? (t.status === 'in_transit' ? 'bin on arrival' : '–')}
                        </span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {t.sentBy}
                  <span className="block text-xs text-ink/70 tabular-nums">{shortNzDateTime(t.sentAt)}</span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {t.receivedAt ? (
                    <>
                      {t.status === 'cancelled' ? `Cancelled by ${t.receivedBy ?? ''}` : t.receivedBy}
                      <span className="block text-xs text-ink/70 tabular-nums">{shortNzDateTime(t.receivedAt)}</span>
                    </>
                  ) : (
                    <span className="text-ink/60">Not yet</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-col items-end gap-1">
                    {mayReceive && (
                      <button
                        type="button"
                        className={SECONDARY_BUTTON}
                        disabled={busy}
                        onClick={() => onReceive(t)}
                        data-testid="transfer-receive"
                      >
                        Receive
                      </button>
                    )}
                    {mayManage && t.status === 'in_transit' && (
                      <button
                        type="button"
                        className={LINK_BUTTON}
                        disabled={busy}
                        onClick={() => {
                          if (confirming !== t.id) return setConfirming(t.id);
                          setConfirming(0);
                          onCancel(t);
                        }}
                      >
                        {confirming === t.id ? 'Yes, cancel it' : 'Cancel'}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
          {transfers.length === 0 && (
            <tr>
              <td colSpan={7} className="px-3 py-6 text-center text-ink/75">
                No transfer matches.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
