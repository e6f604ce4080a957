// Opens the side cart when something is added (shop/lib/cart.ts raises the event). Its dialog code loads
// only the first time, so listing pages carry none of it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { SIDE_CART_EVENT } from '../lib/cart.ts';

const SideCart = lazy(() => import('./SideCart.tsx'));

export function SideCartHost() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // Each opening loads the cart afresh.
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    const onOpen = () => {
      setWanted(true);
      setOpen(true);
      setOpening((n) => n + 1);
    };
    window.addEventListener(SIDE_CART_EVENT, onOpen);
    return () => window.removeEventListener(SIDE_CART_EVENT, onOpen);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideCart isOpen={open} onOpenChange={setOpen} opening={opening} />
    </Suspense>
  );
}
