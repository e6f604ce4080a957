// The customer card's selector: a modal to search customers by name, mobile or email (300 ms after
// typing stops, at most ten, 'No results', the recent customers while the box is empty), select one, or
// Clear Customer (GET /pos/cus-clear/) while one is bound.
import { UserRoundX } from 'lucide-react';
import { CloseButton, ModalFrame, ModalTitle } from '../../../common/components/ui/Modal.tsx';
import { CustomerSearch } from '../CustomerSearch.tsx';
import { SECONDARY_BUTTON } from './fields.tsx';

export function CustomerSelector(props: {
  isOpen: boolean;
  onClose(): void;
  onSelect(customerId: number): void;
  /** Unbinds the bound customer (shown only while `selectedId` is one). */
  onClear(): void;
  busy: boolean;
  selectedId: number;
}) {
  const { isOpen, onClose, onSelect, onClear, busy, selectedId } = props;
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      overlayClassName="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-[8vh] pb-6 data-entering:animate-fade-in"
      modalClassName="w-full max-w-xl rounded-xl bg-white shadow-2xl"
      data-testid="pos-customer-selector"
      className="relative p-5 outline-none sm:p-6"
    >
      <CloseButton onClose={onClose} placement="corner" look="pos" />
      <ModalTitle className="mb-4 pr-10">Select a customer</ModalTitle>
      <CustomerSearch autoFocus disabled={busy} selectedId={selectedId} onSelect={(c) => onSelect(c.id)} />
      {selectedId > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-sand pt-4">
          <p className="text-sm text-ink/70">Wrong customer? Clearing empties their details from this cart.</p>
          <button
            type="button"
            onClick={onClear}
            disabled={busy}
            className={SECONDARY_BUTTON}
            data-testid="pos-clear-customer"
          >
            <UserRoundX aria-hidden className="size-5" />
            Clear Customer
          </button>
        </div>
      )}
    </ModalFrame>
  );
}
