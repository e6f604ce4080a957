// The header's account link: Login for a signed-out shopper (opens the login modal; the link to
// /account/details still works without the page's script), My Details and Sign out once signed in.
// The header is cached for everyone: it renders signed out and reads the `signed_in` cookie after
// hydration (shop/lib/signed-in.ts), as the cart counter does. Shown on phones too, as an icon.
import { LogOut, User } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { openLoginModal } from '../../lib/login-modal.ts';
import { notify } from '../../../common/lib/notices.ts';
import { signOutAndReload, useSignedIn } from '../../lib/signed-in.ts';

const LINK_CLASS =
  'flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-medium text-timber-dark hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri xl:px-3';

export function LoginHeaderLink() {
  const signedIn = useSignedIn();
  const [leaving, setLeaving] = useState(false);
  if (!signedIn) {
    return (
      <Link
        to="/account/details"
        data-testid="header-login"
        onClick={(e) => {
          e.preventDefault();
          openLoginModal();
        }}
        className={LINK_CLASS}
      >
        <User aria-hidden="true" className="size-5" />
        <span className="sr-only xl:not-sr-only">Login</span>
      </Link>
    );
  }
  const signOut = async () => {
    setLeaving(true);
    try {
      await signOutAndReload();
    } catch (err) {
      setLeaving(false);
      notify(err instanceof Error ? err.message : 'Something wrong. Please try again', 'danger');
    }
  };
  return (
    <>
      <Link to="/account/details" data-testid="header-my-details" className={LINK_CLASS}>
        <User aria-hidden="true" className="size-5 fill-kauri-light text-kauri" />
        <span className="sr-only xl:not-sr-only">My Details</span>
      </Link>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={leaving}
        data-testid="header-sign-out"
        className={`${LINK_CLASS} disabled:opacity-60`}
      >
        <LogOut aria-hidden="true" className="size-5" />
        <span className="sr-only xl:not-sr-only">Sign out</span>
      </button>
    </>
  );
}
