// The frame of every modal (react-aria-components: the focus stays inside, Escape and a click on the
// backdrop close it, the focus goes back where it was), its title bar and its close button. Each
// modal keeps its own size and backdrop classes; the parts they all built by hand live here.
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, type DialogProps, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { Look } from './fields.ts';

type ModalFrameProps = Omit<DialogProps, 'className'> & {
  isOpen?: boolean;
  /** Escape, the backdrop, or a close button. */
  onClose(): void;
  /** The backdrop: where the panel sits and how dark the page behind it goes. */
  overlayClassName: string;
  /** The panel: its width, corners and background. */
  modalClassName: string;
  /** The dialog inside the panel. */
  className: string;
};

export function ModalFrame({
  isOpen = true,
  onClose,
  overlayClassName,
  modalClassName,
  className,
  children,
  ...dialog
}: ModalFrameProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className={overlayClassName}
    >
      <Modal className={modalClassName}>
        <Dialog {...dialog} className={className}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * Where the close button sits: at the end of a title bar, or in the panel's top right corner over
 * a dialog whose title runs in its body. The shop's button is round, the POS's square and greyed.
 */
type Placement = 'bar' | 'corner';

const CLOSE_CLASS: Record<Placement, Record<Look, string>> = {
  bar: {
    shop: '-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri',
    pos: '-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-lg text-ink/70 hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri',
  },
  corner: {
    shop: 'absolute -top-3 -right-3 grid size-11 place-items-center rounded-full hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri',
    pos: 'absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-ink/70 hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri',
  },
};

export function CloseButton({ onClose, placement, look }: { onClose(): void; placement: Placement; look: Look }) {
  return (
    <button type="button" onClick={onClose} aria-label="Close" className={CLOSE_CLASS[placement][look]}>
      <X aria-hidden="true" className={placement === 'bar' && look === 'shop' ? 'size-6' : 'size-5'} />
    </button>
  );
}

/** The dialog's title (it names the dialog for screen readers); `className` adds room around it. */
export function ModalTitle({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <Heading
      slot="title"
      id={id}
      className={
        className ? `${className} text-lg font-semibold text-timber-dark` : 'text-lg font-semibold text-timber-dark'
      }
    >
      {children}
    </Heading>
  );
}

/** A title bar over the modal's body: the title, a line under it, and the close button. */
export function ModalTitleBar(props: {
  title: ReactNode;
  titleId?: string;
  children?: ReactNode;
  onClose(): void;
  look: Look;
  className?: string;
}) {
  const { title, titleId, children, onClose, look, className = 'px-5 py-4' } = props;
  return (
    <div className={`flex shrink-0 items-start justify-between gap-3 border-b border-sand ${className}`}>
      <div className="min-w-0">
        <ModalTitle id={titleId}>{title}</ModalTitle>
        {children}
      </div>
      <CloseButton onClose={onClose} placement="bar" look={look} />
    </div>
  );
}

/** The row of answers at the foot of a small dialog (OK; Cancel and Confirm), at its end. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex justify-end gap-2">{children}</div>;
}
