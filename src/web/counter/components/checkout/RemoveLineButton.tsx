// The item line's remove control: the line (and its allocations) goes from the cart on screen, for an
// item added by mistake (minus stops at 1). The keyboard's place moves to the add-item search, as the
// button goes with its line.
import { Trash2 } from 'lucide-react';
import type { PosCartItem } from '../../../../contract/pos-cart.ts';
import { api } from '../../../common/lib/api.ts';
import type { PosCheckoutTabProps } from './types.ts';

export const REMOVE_LINE_CLASS =
  'grid size-11 shrink-0 place-items-center rounded-lg border border-sand-dark text-timber-dark hover:border-sale hover:bg-sale/10 hover:text-sale focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:cursor-not-allowed disabled:opacity-35';

export function RemoveLineButton({
  item,
  orderNo,
  busy,
  run,
}: Pick<PosCheckoutTabProps, 'orderNo' | 'busy' | 'run'> & { item: PosCartItem }) {
  const remove = async () => {
    const answer = await run(() => api('pos.cart.removeItem', { orderNo, sku: item.sku }));
    if (answer) document.querySelector<HTMLInputElement>('[data-testid=pos-add-item-input]')?.focus();
  };
  return (
    <button
      type="button"
      onClick={() => void remove()}
      disabled={busy}
      aria-label={`Remove ${item.name}`}
      title={`Remove ${item.name}`}
      data-testid="pos-item-remove"
      className={REMOVE_LINE_CLASS}
    >
      <Trash2 aria-hidden className="size-5" />
    </button>
  );
}
