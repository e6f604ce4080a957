// The back office's purchase orders (/pos/purchase-orders): the list, one purchase order, raising and
// editing one, receiving it into bins, closing it short and cancelling it. Everyone signed in reads;
// managers and admins change; a manager or the place's staff receive. The units and what orders were
// promised of them are the stock module's (services/stock/), called inside these transactions.
import type {
  PoListQuery,
  PoRaiseDraft,
  PoReceiveAsk,
  PoSaveDraft,
  PurchaseOrderDetail,
} from '../../contract/purchase-orders.ts';
import { NO_SUCH_PO } from '../../contract/purchase-orders.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { nzToday } from '../../domain/dates.ts';
import { Refusal } from '../../domain/refusal.ts';
import { endPurchaseOrder } from './end.ts';
import { deliveryPlaces, listPurchaseOrders, readPurchaseOrder } from './read.ts';
import { receiveIntoBins } from './receive.ts';
import { raisePurchaseOrder, savePurchaseOrder } from './write.ts';

export { mayChangePurchaseOrders } from './check.ts';

export function createPurchaseOrderService(db: Database, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  async function get(staff: SignedInStaff, poNumber: string): Promise<PurchaseOrderDetail> {
    const po = await readPurchaseOrder(db, poNumber, staff, nzToday(now()));
    if (!po) throw new Refusal(404, NO_SUCH_PO);
    return po;
  }
  return {
    list: (_staff: SignedInStaff, query: PoListQuery) => listPurchaseOrders(db, query, nzToday(now())),
    get,
    /** The places a purchase order can be delivered to. */
    places: (_staff: SignedInStaff) => deliveryPlaces(db),
    /** Answers the new purchase order's number. */
    raise: (staff: SignedInStaff, draft: PoRaiseDraft) => raisePurchaseOrder(db, staff, draft, now()),
    async save(staff: SignedInStaff, draft: PoSaveDraft) {
      await savePurchaseOrder(db, staff, draft, now());
      return get(staff, draft.poNumber);
    },
    /** Answers how many units arrived. */
    receive: (staff: SignedInStaff, ask: PoReceiveAsk) => receiveIntoBins(db, staff, ask, now()),
    close: (staff: SignedInStaff, poNumber: string) => endPurchaseOrder(db, staff, poNumber, 'closed', now()),
    cancel: (staff: SignedInStaff, poNumber: string) => endPurchaseOrder(db, staff, poNumber, 'cancelled', now()),
  };
}
export type PurchaseOrderService = ReturnType<typeof createPurchaseOrderService>;
