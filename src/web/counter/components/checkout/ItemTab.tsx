// The POS checkout page's Item Details tab: the add-item search, then one line per cart item with its
// quantity, price and discount, and the shipping allocation of each sub-item. Everything waits while
// the page is updating.
import { PackageOpen } from 'lucide-react';
import { AddItemSearch } from './AddItemSearch.tsx';
import { ItemLine } from './ItemLine.tsx';
import type { PosCheckoutTabProps } from './types.ts';

export function ItemTab(props: PosCheckoutTabProps) {
  const { data, busy } = props;
  const items = data.cartItems;
  return (
    <section
      aria-labelledby="pos-item-tab-heading"
      data-testid="pos-item-tab"
      aria-busy={busy}
      className="flex flex-col gap-4"
    >
      <h2 id="pos-item-tab-heading" className="sr-only">
        Item Details
      </h2>
      <AddItemSearch {...props} />
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold tracking-wide text-ink/70 uppercase">
          {items.length} line{items.length === 1 ? '' : 's'} · {data.itemcount} unit{data.itemcount === 1 ? '' : 's'}
        </p>
        {busy && (
          <p role="status" className="text-sm font-medium text-timber" data-testid="pos-items-updating">
            Updating...
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <div
          data-testid="pos-items-empty"
          className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-sand-dark bg-white px-4 py-10 text-center"
        >
          <PackageOpen aria-hidden className="size-10 text-timber/60" />
          <p className="font-semibold text-timber-dark">No items in this cart yet</p>
          <p className="text-sm text-ink/70">Search above by collection, name or SKU and press Enter to add an item.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="pos-items">
          {items.map((item) => (
            <ItemLine key={item.id} item={item} {...props} />
          ))}
        </ul>
      )}
    </section>
  );
}
