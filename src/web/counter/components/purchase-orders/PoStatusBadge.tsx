// A purchase order's state as a small label; overdue ones say so in the sale colour.
import { PO_STATUS_LABELS, type PurchaseOrderStatus } from '../../../../contract/purchase-orders.ts';

const TONE: Record<PurchaseOrderStatus, string> = {
  open: 'bg-kauri/10 text-kauri',
  received: 'bg-sand text-timber-dark',
  closed: 'bg-sand text-ink/80',
  cancelled: 'bg-sand text-ink/60',
};

export function PoStatusBadge({ status, overdue }: { status: PurchaseOrderStatus; overdue: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${TONE[status]}`}>{PO_STATUS_LABELS[status]}</span>
      {overdue && <span className="rounded bg-sale/10 px-1.5 py-0.5 text-xs font-medium text-sale">Overdue</span>}
    </span>
  );
}
