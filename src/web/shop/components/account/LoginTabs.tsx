// The side cart's switch between the cart and the login form (specs/storefront.md: "A modal can be
// switched between cart and login"), for a signed-out shopper only: two tabs under its title bar.
import { ShoppingBag, User } from 'lucide-react';

export type SideView = 'cart' | 'login';

const TAB =
  'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg text-sm font-semibold focus-visible:outline-2 focus-visible:outline-kauri';

export function LoginTabs({ view, onView }: { view: SideView; onView(view: SideView): void }) {
  const tab = (v: SideView, label: string, icon: React.ReactNode) => (
    <button
      type="button"
      aria-pressed={view === v}
      onClick={() => onView(v)}
      data-testid={`side-cart-tab-${v}`}
      className={`${TAB} ${view === v ? 'bg-white text-timber-dark shadow-sm' : 'text-ink/65 hover:text-timber-dark'}`}
    >
      {icon}
      {label}
    </button>
  );
  return (
    <div className="mx-5 mt-3 flex gap-1 rounded-xl bg-sand p-1">
      {tab('cart', 'Cart', <ShoppingBag aria-hidden="true" className="size-4" />)}
      {tab('login', 'Login', <User aria-hidden="true" className="size-4" />)}
    </div>
  );
}
