// The lists' row actions: delete a quote, cancel or restore an order (each after the salesperson's
// 4-digit PIN, which the server checks and uses up with the change), and a quote's new expiry date.
// A refusal shows the server's msg in the danger pop-up; a done action its msg, and the list reloads.
import { useCallback, useState } from 'react';
import type { ApprovalType } from '../../../contract/pos.ts';
import { PopDialogCancelled, usePopDialog } from '../components/PopDialog.tsx';
import { api } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong. Please try again.');

type RowAction = 'delete' | 'cancel' | 'restore';
const ACTIONS: Record<RowAction, { type: ApprovalType; title: (no: string) => string }> = {
  delete: { type: 'quote_delete', title: (no) => `Delete quote #${no}` },
  cancel: { type: 'order_cancel', title: (no) => `Cancel order #${no}` },
  restore: { type: 'order_restore', title: (no) => `Restore order #${no}` },
};

export function useOrderListActions(reload: () => Promise<void>) {
  const dialog = usePopDialog();
  /** The order number an action is running on (its row's buttons wait). */
  const [working, setWorking] = useState('');

  const run = useCallback(
    async (orderNo: string, call: () => Promise<{ msg: string }>) => {
      setWorking(orderNo);
      try {
        notify((await call()).msg, 'success');
      } catch (err) {
        notify(messageOf(err), 'danger');
      } finally {
        setWorking('');
        await reload();
      }
    },
    [reload],
  );

  const act = useCallback(
    async (action: RowAction, orderNo: string) => {
      const { type, title } = ACTIONS[action];
      let approval: string;
      try {
        approval = (await dialog.pin({ type, title: title(orderNo), message: 'Type your 4-digit PIN.' })).approval;
      } catch (err) {
        if (!(err instanceof PopDialogCancelled)) notify(messageOf(err), 'danger');
        return;
      }
      const name =
        action === 'delete' ? 'pos.quotes.delete' : action === 'cancel' ? 'pos.orders.cancel' : 'pos.orders.restore';
      await run(orderNo, () => api(name, { orderNo, approval }));
    },
    [dialog, run],
  );

  const setExpiry = useCallback(
    (orderNo: string, expiryDate: string) => run(orderNo, () => api('pos.quotes.expiry', { orderNo, expiryDate })),
    [run],
  );

  return { working, act, setExpiry };
}

export type OrderListActions = ReturnType<typeof useOrderListActions>;
