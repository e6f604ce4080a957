// The three pages of a signed-in shopper's account, as tabs: My Wishlist (/account), My Details
// (/account/details) and Order History (/account/orders, our address: docs/features.md).
import { Heart, Package, User } from 'lucide-react';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/account', label: 'My Wishlist', icon: Heart },
  { to: '/account/details', label: 'My Details', icon: User },
  { to: '/account/orders', label: 'Order History', icon: Package },
] as const;

export function AccountNav() {
  return (
    <nav aria-label="My account" className="mb-6 -mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex gap-0 border-b border-sand sm:gap-2">
        {TABS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className="-mb-px flex min-h-11 items-center gap-2 border-b-2 border-transparent px-2.5 text-sm sm:px-3 font-semibold whitespace-nowrap text-ink/70 hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri aria-[current=page]:border-kauri aria-[current=page]:text-kauri"
            >
              {/* Phones: the words alone, so the three tabs fit a 390 px screen. */}
              <Icon aria-hidden="true" className="hidden size-4 sm:block" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page of the account: its title and the tabs. */
export function AccountPage({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-3 pt-5 pb-14 sm:px-6 sm:pt-8" data-testid={testId}>
      <h1 className="mb-4 text-2xl font-semibold text-timber-dark sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
