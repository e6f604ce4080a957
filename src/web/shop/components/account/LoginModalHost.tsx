// Answers shop/lib/login-modal.ts's requests with the login modal, mounted once on every storefront page
// (root.tsx). The modal's code loads the first time it is asked for, so pages carry none of it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { type LoginRequest, onLoginModalRequest } from '../../lib/login-modal.ts';

const LoginModal = lazy(() => import('./LoginModal.tsx'));

export function LoginModalHost() {
  const [request, setRequest] = useState<LoginRequest | null>(null);
  const [open, setOpen] = useState(false);
  // Each request opens a fresh form (the email step).
  const [opening, setOpening] = useState(0);
  useEffect(
    () =>
      onLoginModalRequest((r) => {
        setRequest(r);
        setOpen(true);
        setOpening((n) => n + 1);
      }),
    [],
  );
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal key={opening} isOpen={open} onOpenChange={setOpen} reason={request.reason} />
    </Suspense>
  );
}
