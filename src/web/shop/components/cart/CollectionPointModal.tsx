// The modal 'Choose Collection Point': the stores a shopper can collect from; picking one closes it and
// saves the item's pick location. The cart page loads it when the shopper reaches for COLLECT (its
// dialog code is no part of the cart's first load), hence the default export.
import { Check, MapPin } from 'lucide-react';
import type { CartLocation } from '../../../../contract/cart.ts';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Collection points only (the page filters the list it loaded). */
  locations: CartLocation[] | null;
  failed: boolean;
  selected: string | null;
  itemName: string;
  onPick: (code: string) => void;
}

export default function CollectionPointModal({
  isOpen,
  onOpenChange,
  locations,
  failed,
  selected,
  itemName,
  onPick,
}: Props) {
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={() => onOpenChange(false)}
      overlayClassName="fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-0 data-entering:animate-fade-in data-exiting:animate-fade-out sm:items-center sm:p-4"
      modalClassName="flex max-h-[90dvh] w-full flex-col rounded-t-2xl bg-paper shadow-2xl outline-none sm:max-w-lg sm:rounded-2xl"
      aria-labelledby="collection-title"
      data-testid="collection-modal"
      className="flex min-h-0 flex-col outline-none"
    >
      <ModalTitleBar
        title="Choose Collection Point"
        titleId="collection-title"
        onClose={() => onOpenChange(false)}
        look="shop"
      >
        <p className="text-sm text-ink/70">Where would you like to collect {itemName}?</p>
      </ModalTitleBar>
      <div className="min-h-0 overflow-y-auto p-3">
        {failed && <p className="p-3 text-sale">Something wrong. Please log out and retry</p>}
        {!locations && !failed && <p className="p-3 text-ink/70">Loading the stores…</p>}
        {locations && (
          <ul className="flex flex-col gap-2" aria-label="Stores">
            {locations.map((l) => {
              const on = l.code === selected;
              return (
                <li key={l.code}>
                  <button
                    type="button"
                    onClick={() => onPick(l.code)}
                    aria-current={on ? 'true' : undefined}
                    data-testid="collection-point"
                    data-code={l.code}
                    className={`flex min-h-14 w-full items-start gap-3 rounded-xl border p-3 text-left hover:border-kauri hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri ${
                      on ? 'border-kauri bg-kauri-light/60' : 'border-sand-dark bg-white/60'
                    }`}
                  >
                    <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-kauri" />
                    <span className="flex flex-1 flex-col">
                      <span className="font-semibold text-ink">{l.name}</span>
                      <span className="text-sm text-ink/70">{l.address}</span>
                    </span>
                    {on && <Check aria-label="Chosen" className="size-5 shrink-0 text-kauri" />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </ModalFrame>
  );
}
