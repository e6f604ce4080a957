// The site header: logo, search, account links, the cart counter and the shop-by-room menu
// (a mega-menu on wide screens, a drill-down drawer on phones). Signed-in staff also get the staff
// bar above it, in the browser only (StaffBar.tsx).
import { Heart, MapPin, Menu, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { CategoryNode } from '../../../contract/catalog.ts';
import { useStaffHint } from '../../common/hooks/useStaffHint.ts';
import { CART_EVENT, readCartCount } from '../lib/cart.ts';
import { roomHref, shopAllRoomHref, slugOf, SPECIAL_LINKS, typeHref, variantHref } from '../lib/links.ts';
import { LoginHeaderLink } from './account/LoginHeaderLink.tsx';
import { Logo } from './Logo.tsx';
import { SearchForm } from './SearchForm.tsx';

// The phone drawer's dialog code loads only when a shopper opens it.
const MobileMenu = lazy(() => import('./MobileMenu.tsx'));
// Staff tools load only where the staff hint cookie is set: shoppers never fetch them.
const StaffBar = lazy(() => import('../../counter/components/StaffBar.tsx'));

export function Header({ rooms }: { rooms: CategoryNode[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const count = useCartCount();
  useStaffShortcut();
  const staffHint = useStaffHint();
  const location = useLocation();
  const q = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';

  return (
    <header className="border-b border-sand bg-paper">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-kauri px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {staffHint && (
        <Suspense fallback={null}>
          <StaffBar />
        </Suspense>
      )}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2.5 px-3 py-2.5 sm:px-6 lg:h-20 lg:flex-nowrap lg:gap-6 lg:py-0">
        {/* biome-ignore lint/a11y/useValidAnchor lint/a11y/useSemanticElements: without JavaScript the link jumps to the section it opens. */}
        <a
          href="#site-rooms"
          role="button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          data-testid="menu-open"
          onClick={(e) => {
            e.preventDefault();
            setMenuWanted(true);
            setMenuOpen(true);
          }}
          className="-ml-1 grid size-11 place-items-center rounded-full text-timber-dark hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri lg:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">Shop by room</span>
        </a>
        <Link
          to="/"
          aria-label="Kauri home"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-kauri"
        >
          <Logo className="h-9 w-auto lg:h-11" />
        </Link>
        <SearchForm
          defaultValue={q}
          className="order-last w-full lg:order-none lg:mx-auto lg:w-auto lg:max-w-xl lg:flex-1"
        />
        <nav aria-label="Account" className="ml-auto flex items-center gap-1 lg:ml-0">
          <HeaderLink
            to="/contact"
            label="Store Locations"
            icon={<MapPin aria-hidden="true" className="size-5" />}
            wide
          />
          <LoginHeaderLink />
          <HeaderLink to="/account" label="My Wishlist" icon={<Heart aria-hidden="true" className="size-5" />} />
          <Link
            to="/cart"
            data-testid="cart-link"
            aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
            className="relative grid size-11 place-items-center rounded-full text-timber-dark hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
          >
            <ShoppingBag aria-hidden="true" className="size-6" />
            {count > 0 && (
              <span
                data-testid="cart-count"
                className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-kauri px-1 text-xs leading-5 font-bold text-white"
              >
                {count}
              </span>
            )}
          </Link>
        </nav>
      </div>
      <RoomMegaMenu rooms={rooms} />
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu rooms={rooms} isOpen={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}

function HeaderLink({
  to,
  label,
  icon,
  wide = false,
}: {
  to: string;
  label: string;
  icon: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <Link
      to={to}
      className={`${wide ? 'hidden xl:flex' : 'hidden sm:flex'} min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-timber-dark hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri`}
    >
      {icon}
      <span className={wide ? '' : 'hidden xl:inline'}>{label}</span>
      {!wide && <span className="sr-only xl:hidden">{label}</span>}
    </Link>
  );
}

/**
 * The cart counter, from the `cart_count` cookie and the cart calls' answers. Pages are cached for
 * everyone (docs/decisions/0003-page-cache.md), so the server renders it hidden and the browser shows
 * it after hydration.
 */
function useCartCount() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(readCartCount());
    const onCart = (e: Event) => setCount((e as CustomEvent<{ count: number }>).detail.count);
    // Back to a page kept in the browser's memory (back button): the cookie may have moved on.
    const onShow = () => setCount(readCartCount());
    window.addEventListener(CART_EVENT, onCart);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener(CART_EVENT, onCart);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);
  return count;
}

/**
 * Wide screens: one dropdown per room, opened by hover or keyboard focus. The dropdowns (a hundred
 * links, a fifth of a page's HTML) are rendered once a pointer or the keyboard reaches the bar, not by
 * the server: every page is lighter to render and to send, and phones, which never show them, never
 * build them. Without JavaScript the room links lead to the rooms, whose filters list the same types.
 */
function RoomMegaMenu({ rooms }: { rooms: CategoryNode[] }) {
  const [closed, setClosed] = useState<string | null>(null);
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  return (
    <nav
      aria-label="Shop by room"
      data-testid="room-menu"
      className="relative hidden border-t border-sand lg:block"
      onPointerEnter={reach}
      onFocus={reach}
    >
      <ul className="mx-auto flex max-w-7xl items-stretch gap-0.5 px-4 xl:gap-1 xl:px-6">
        {rooms.map((room) => {
          const r = slugOf(room);
          return (
            <li
              key={r}
              className="group"
              data-closed={closed === r ? 'true' : undefined}
              onMouseLeave={() => closed === r && setClosed(null)}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null) && closed === r) setClosed(null);
              }}
            >
              <Link
                to={roomHref(r)}
                data-room={r}
                className="flex h-12 items-center border-b-2 border-transparent px-2 text-sm font-semibold tracking-wide whitespace-nowrap text-ink uppercase group-hover:border-kauri xl:px-3 group-hover:text-kauri focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-kauri"
                onClick={() => setClosed(r)}
              >
                {room.name}
              </Link>
              {reached && room.children.length > 0 && (
                // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: it hears the clicks of the links inside, which the keyboard also clicks (Enter).
                <div
                  className="invisible absolute inset-x-0 top-full z-40 border-t border-sand bg-paper opacity-0 shadow-xl transition-opacity duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 group-data-closed:hidden"
                  onClick={(e) => {
                    if ((e.target as Element).closest('a')) {
                      setClosed(r);
                      (document.activeElement as HTMLElement | null)?.blur();
                    }
                  }}
                >
                  <div className="mx-auto grid max-w-7xl grid-cols-[14rem_1fr] gap-8 px-6 py-8">
                    <div className="flex flex-col gap-3 border-r border-sand pr-8">
                      <p className="text-2xl font-semibold text-timber-dark">{room.name}</p>
                      <Link
                        to={shopAllRoomHref(r)}
                        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-kauri px-4 text-sm font-semibold tracking-wide text-white uppercase hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
                      >
                        Shop all {room.name}
                      </Link>
                    </div>
                    <ul className="grid grid-cols-4 gap-x-8 gap-y-6">
                      {room.children.map((type) => {
                        const t = slugOf(type);
                        return (
                          <li key={t}>
                            <Link
                              to={typeHref(r, t)}
                              className="inline-flex min-h-9 items-center font-semibold text-ink hover:text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
                            >
                              {type.name}
                            </Link>
                            {type.children.length > 0 && (
                              <ul className="mt-1 flex flex-col">
                                {type.children.map((variant) => (
                                  <li key={slugOf(variant)}>
                                    <Link
                                      to={variantHref(r, t, slugOf(variant))}
                                      className="inline-flex min-h-8 items-center text-sm text-ink/75 hover:text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
                                    >
                                      {variant.name}
                                    </Link>
                                  </li>
                                ))}
                              </ul>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                </div>
              )}
            </li>
          );
        })}
        <li className="ml-auto flex">
          <ul className="flex items-stretch">
            {SPECIAL_LINKS.map((l) => (
              <li key={l.href} className="flex">
                <Link
                  to={l.href}
                  className={`flex h-12 items-center border-b-2 border-transparent px-2 text-sm font-semibold tracking-wide whitespace-nowrap uppercase hover:border-current xl:px-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-kauri ${
                    l.href === '/hot-deals' || l.href === '/clearance' ? 'text-sale' : 'text-kauri'
                  }`}
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  );
}

/** Alt+L takes staff to their sign-in (Microsoft when configured, else /pos/login), from any page. */
function useStaffShortcut() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyL') {
        e.preventDefault();
        window.location.assign('/pos/microsoftlogin');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
