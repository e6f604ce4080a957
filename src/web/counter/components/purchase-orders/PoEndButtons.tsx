// Closing a purchase order short and cancelling one (managers), each after a confirmation in the shop's
// modal frame: what will not arrive puts the orders waiting on it back on back order. A purchase order
// part of which arrived can only be closed.
import { useState } from 'react';
import type { PurchaseOrderDetail } from '../../../../contract/purchase-orders.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';
import { api } from '../../../common/lib/api.ts';
import { notify } from '../../../common/lib/notices.ts';
import { SECONDARY_BUTTON } from '../checkout/fields.tsx';

type How = 'close' | 'cancel';
const WORDS: Record<How, { button: string; confirm: string; what: string }> = {
  close: { button: 'Close purchase order', confirm: 'Close it', what: 'What is still to come will not arrive.' },
  cancel: { button: 'Cancel purchase order', confirm: 'Cancel it', what: 'None of it will arrive.' },
};

export function PoEndButtons({ po }: { po: PurchaseOrderDetail }) {
  const [asking, setAsking] = useState<How | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const anyArrived = po.lines.some((l) => l.received > 0);
  const waitingUnits = po.waiting.reduce((s, w) => s + w.units, 0);

  const end = async (how: How) => {
    setBusy(true);
    setError('');
    try {
      const answer = await api(how === 'close' ? 'pos.purchaseOrders.close' : 'pos.purchaseOrders.cancel', {
        poNumber: po.poNumber,
      });
      notify(answer.msg, 'success');
      window.location.reload();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={SECONDARY_BUTTON} onClick={() => setAsking('close')}>
        Close purchase order
      </button>
      {!anyArrived && (
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setAsking('cancel')}>
          Cancel purchase order
        </button>
      )}
      {asking && (
        <ModalFrame
          onClose={() => !busy && setAsking(null)}
          overlayClassName="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-[15vh] pb-6"
          modalClassName="w-full max-w-md rounded-xl bg-white shadow-2xl outline-none"
          aria-label={WORDS[asking].button}
          className="outline-none"
        >
          <ModalTitleBar title={`${WORDS[asking].button}?`} onClose={() => !busy && setAsking(null)} look="pos" />
          <div className="flex flex-col gap-3 px-5 py-4 text-sm">
            <p>{WORDS[asking].what}</p>
            {waitingUnits > 0 && (
              <p>
                {po.waiting.length} {po.waiting.length === 1 ? 'order waits' : 'orders wait'} for {waitingUnits}{' '}
                {waitingUnits === 1 ? 'unit' : 'units'}: they go back on back order and their salespeople are told.
              </p>
            )}
            {error && (
              <p className="rounded-lg bg-sale/10 px-3 py-2 text-sale" role="alert">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={() => setAsking(null)}>
                Keep it open
              </button>
              <button type="button" className={buttonClass('primary')} disabled={busy} onClick={() => void end(asking)}>
                {busy ? 'Working…' : WORDS[asking].confirm}
              </button>
            </div>
          </div>
        </ModalFrame>
      )}
    </div>
  );
}
