// The lists' comments: a sheet from the right-hand edge (specs/pos.md "A right-hand comments panel")
// over the list, holding the row's comments panel. Escape, the backdrop or Close shut it.
import { CommentsPanel } from '../comments/CommentsPanel.tsx';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';
import type { CommentKind } from '../../hooks/useComments.ts';

export function CommentsSheet({
  orderNo,
  kind,
  onClose,
  onCount,
}: {
  orderNo: string;
  kind: CommentKind;
  onClose(): void;
  onCount(total: number): void;
}) {
  const title = `${kind === 'quote' ? 'Quote' : 'Order'} #${orderNo}`;
  return (
    <ModalFrame
      onClose={onClose}
      overlayClassName="fixed inset-0 z-40 flex justify-end bg-ink/40 data-entering:animate-fade-in"
      modalClassName="flex h-dvh w-full max-w-md flex-col bg-paper shadow-2xl outline-none"
      className="flex min-h-0 flex-1 flex-col outline-none"
      aria-label={`Comments on ${title}`}
      data-testid="comments-sheet"
    >
      <ModalTitleBar title={title} onClose={onClose} look="pos" className="bg-white px-4 py-3" />
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        <CommentsPanel orderNo={orderNo} kind={kind} onCount={onCount} />
      </div>
    </ModalFrame>
  );
}
