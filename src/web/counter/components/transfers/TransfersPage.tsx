// The transfers screen (/pos/stock/transfers): in-transit transfers first, then the newest, filtered by
// status and place through the address (a plain form, so the back button walks it); "New transfer"
// for managers; "Receive" on a transfer on its way to the staff member's branch. After a change the
// list is asked again through the list call, so the notice stays in view.
import { ArrowLeftRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import {
  TRANSFER_STATUS_LABELS,
  TRANSFER_STATUSES,
  type TransferListQuery,
  type TransferListResponse,
  type TransferPlace,
  type TransferView,
} from '../../../../contract/transfers.ts';
import { api } from '../../../common/lib/api.ts';
import { notify } from '../../../common/lib/notices.ts';
import { INPUT, LABEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import { NewTransferModal, placeLabel } from './NewTransferModal.tsx';
import { ReceiveTransferModal } from './ReceiveTransferModal.tsx';
import { TransferTable } from './TransferTable.tsx';

interface Props {
  staff: SignedInStaff;
  query: TransferListQuery;
  list: TransferListResponse;
  places: TransferPlace[];
  mayManage: boolean;
}

function addressOf(query: TransferListQuery, page: number) {
  const fields: Record<string, string> = {};
  if (query.status) fields.status = query.status;
  if (query.location) fields.location = query.location;
  if (page > 1) fields.page = String(page);
  const text = new URLSearchParams(fields).toString();
  return `/pos/stock/transfers${text ? `?${text}` : ''}`;
}

export function TransfersPage({ staff, query, list: first, places, mayManage }: Props) {
  const [list, setList] = useState(first);
  const [creating, setCreating] = useState(false);
  const [receiving, setReceiving] = useState<TransferView | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    try {
      setList(await api('pos.transfers.list', { status: query.status, location: query.location, page: query.page }));
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The list did not load', 'danger');
    }
  };
  const cancel = async (t: TransferView) => {
    setBusy(true);
    try {
      notify((await api('pos.transfers.cancel', { id: t.id })).msg, 'success');
      await refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The transfer was not cancelled', 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-transfers">
      <PosHeader staff={staff} />
      <div className="mx-auto max-w-7xl px-4 py-4">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
            <ArrowLeftRight aria-hidden className="size-6 text-kauri" />
            Transfers
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <Link reloadDocument to="/pos/stock" className={SECONDARY_BUTTON}>
              Stock report
            </Link>
            {mayManage && (
              <button
                type="button"
                className={PRIMARY_BUTTON}
                onClick={() => setCreating(true)}
                data-testid="transfer-new"
              >
                <Plus aria-hidden className="size-4" /> New transfer
              </button>
            )}
          </div>
        </div>
        <Form
          reloadDocument
          method="get"
          className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-sand-dark bg-white p-3"
          aria-label="Filter the transfers"
        >
          <label className="min-w-44">
            <span className={LABEL}>Status</span>
            <select name="status" defaultValue={query.status ?? ''} className={INPUT}>
              <option value="">Any</option>
              {TRANSFER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {TRANSFER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="min-w-52">
            <span className={LABEL}>Place (from or to)</span>
            <select name="location" defaultValue={query.location ?? ''} className={INPUT}>
              <option value="">All places</option>
              {places.map((p) => (
                <option key={p.code} value={p.code}>
                  {placeLabel(p)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={PRIMARY_BUTTON}>
            Show
          </button>
          <Link reloadDocument to="/pos/stock/transfers" className={SECONDARY_BUTTON}>
            Clear
          </Link>
          <p className="ml-auto self-center text-sm text-ink/75" aria-live="polite">
            {list.total.toLocaleString('en-NZ')} transfers
          </p>
        </Form>
        <TransferTable
          transfers={list.transfers}
          staff={staff}
          mayManage={mayManage}
          busy={busy}
          onReceive={setReceiving}
          onCancel={(t) => void cancel(t)}
        />
        {list.pages > 1 && (
          <nav aria-label="Pages" className="mt-3 flex items-center justify-center gap-3 text-sm">
            {list.page > 1 && (
              <Link reloadDocument to={addressOf(query, list.page - 1)} className={SECONDARY_BUTTON}>
                Previous
              </Link>
            )}
            <span>
              Page {list.page} of {list.pages}
            </span>
            {list.page < list.pages && (
              <Link reloadDocument to={addressOf(query, list.page + 1)} className={SECONDARY_BUTTON}>
                Next
              </Link>
            )}
          </nav>
        )}
      </div>
      {creating && (
        <NewTransferModal
          places={places}
          home={staff.branch}
          onClose={() => setCreating(false)}
          onSent={() => void refresh()}
        />
      )}
      {receiving && (
        <ReceiveTransferModal
          transfer={receiving}
          onClose={() => setReceiving(null)}
          onReceived={() => void refresh()}
        />
      )}
    </div>
  );
}
