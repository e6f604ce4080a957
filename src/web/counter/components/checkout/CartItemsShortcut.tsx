// The CART ITEMS shortcut list beside the customer and payment tabs: each line's name × quantity and
// its price in whole dollars; a click goes to the item tab.
import type { PosCartItem } from '../../../../contract/pos-cart.ts';
import { wholeDollars } from '../../lib/pos-checkout.ts';
import { LINK_BUTTON, PANEL, PANEL_TITLE } from './fields.tsx';

export function CartItemsShortcut({ items, onOpenItems }: { items: PosCartItem[]; onOpenItems(): void }) {
  return (
    <section aria-labelledby="pos-cart-items-heading" className={PANEL} data-testid="pos-cart-items">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id="pos-cart-items-heading" className={PANEL_TITLE}>
          Cart Items
        </h2>
        <button type="button" onClick={onOpenItems} className={`${LINK_BUTTON} text-sm`}>
          Edit items
        </button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-ink/70">No items yet.</p>
      ) : (
        <ul className="divide-y divide-sand text-sm">
          {items.map((item) => (
            <li key={item.id} className="flex items-baseline gap-3 py-1.5" data-testid="pos-cart-item">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{item.name}</span>
                <span className="whitespace-nowrap text-ink/65"> × {item.qty}</span>
              </span>
              <span className="tabular-nums">{wholeDollars(item.rowpriceinc)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
