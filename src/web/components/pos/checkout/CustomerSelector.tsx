// The customer card's selector: a modal to search customers by name, mobile or email (300 ms after
// typing stops, at most ten, 'No results', the recent customers while the box is empty), select one, or
// Clear Customer (GET /pos/cus-clear/) while one is bound.
import { UserRoundX, X } from 'lucide-react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
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
    <ModalOverlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-[8vh] pb-6 data-entering:animate-fade-in"
    >
      <Modal className="w-full max-w-xl rounded-xl bg-white shadow-2xl">
        <Dialog data-testid="pos-customer-selector" className="relative p-5 outline-none sm:p-6">
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-ink/60 hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
          >
            <X aria-hidden className="size-5" />
          </button>
          <Heading slot="title" className="mb-4 pr-10 text-lg font-semibold text-timber-dark">
            Select a customer
          </Heading>
          <CustomerSearch autoFocus disabled={busy} selectedId={selectedId} onSelect={(c) => onSelect(c.id)} />
          {selectedId > 0 && (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-sand pt-4">
              <p className="text-sm text-ink/70">Wrong customer? Clearing empties their details from this cart.</p>
              <button type="button" onClick={onClear} disabled={busy} className={SECONDARY_BUTTON} data-testid="pos-clear-customer">
                <UserRoundX aria-hidden className="size-5" />
                Clear Customer
              </button>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
