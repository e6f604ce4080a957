// Signed out on My Wishlist or the order history: a prompt that opens the one login modal
// (shop/lib/login-modal.ts). /account/details shows the whole <LoginPanel /> instead (the form inline, and
// the lead form for visitors not ready for an account).
import { UserRound } from 'lucide-react';
import { openLoginModal } from '../../lib/login-modal.ts';

export function SignedOutAccount({ reason }: { reason: string }) {
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm"
      data-testid="signed-out-account"
    >
      <UserRound aria-hidden="true" className="size-10 text-timber" />
      <h2 className="text-lg font-semibold text-timber-dark">Sign in to your account</h2>
      <p className="text-ink/80">{reason}</p>
      <button
        type="button"
        onClick={() => openLoginModal({ reason })}
        className="mt-1 min-h-11 rounded-lg bg-kauri px-6 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
      >
        Login
      </button>
    </section>
  );
}
