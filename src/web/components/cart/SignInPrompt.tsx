// Move to Wishlist needs an account (a wishlist is kept per shopper). Accounts are not open yet, so this says
// so plainly instead of sending the shopper to a sign-in that cannot work.
import { Heart } from 'lucide-react';
import { CloseButton, ModalFrame, ModalTitle } from '../ui/Modal.tsx';

export function SignInPrompt({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={close}
      overlayClassName="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-4 data-entering:animate-fade-in data-exiting:animate-fade-out"
      modalClassName="w-full max-w-sm rounded-2xl bg-paper p-6 shadow-2xl outline-none"
      aria-labelledby="signin-title"
      data-testid="signin-prompt"
      className="relative flex flex-col gap-3 outline-none"
    >
      <CloseButton onClose={close} placement="corner" look="shop" />
      <Heart aria-hidden="true" className="size-8 text-sale" />
      <ModalTitle id="signin-title">Sign in to use your wishlist</ModalTitle>
      <p className="text-ink/80">
        Your wishlist is kept in your Kauri account. Accounts are not open yet, so items can’t be moved to a wishlist
        for now. Your cart is kept for you in the meantime.
      </p>
      <button
        type="button"
        onClick={close}
        autoFocus
        className="mt-2 min-h-11 rounded-lg bg-kauri px-5 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
      >
        OK
      </button>
    </ModalFrame>
  );
}
