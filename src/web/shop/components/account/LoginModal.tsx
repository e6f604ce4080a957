// The login modal (specs/storefront.md: Login/register overlay), opened from anywhere on the
// storefront through shop/lib/login-modal.ts (the header's Login, a heart while signed out, the wishlist's
// Move to Wishlist). A bottom sheet on phones, a centred dialog on wide screens, as the Choose
// Collection Point modal. Loaded on demand by LoginModalHost.
import { useState } from 'react';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';
import { LoginForm } from './LoginForm.tsx';

interface Props {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** Why the shopper is asked (a heart: 'Sign in to keep a wishlist'). */
  reason?: string;
}

export default function LoginModal({ isOpen, onOpenChange, reason }: Props) {
  const [title, setTitle] = useState('Sign in or create an account');
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={() => onOpenChange(false)}
      overlayClassName="fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-0 data-entering:animate-fade-in data-exiting:animate-fade-out sm:items-center sm:p-4"
      modalClassName="flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-paper shadow-2xl outline-none sm:max-w-md sm:rounded-2xl"
      aria-labelledby="login-title"
      data-testid="login-modal"
      className="flex min-h-0 flex-col outline-none"
    >
      <ModalTitleBar title={title} titleId="login-title" onClose={() => onOpenChange(false)} look="shop">
        {reason && <p className="text-sm text-ink/70">{reason}</p>}
      </ModalTitleBar>
      <div className="min-h-0 overflow-y-auto px-5 pt-4 pb-6">
        <LoginForm autoFocus onStep={setTitle} />
      </div>
    </ModalFrame>
  );
}
