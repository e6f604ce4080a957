// The side cart: a drawer from the right that opens after an add.
// It loads GET /v1/cart/content and shows each item (thumbnail, name, quantity, each price inc GST,
// ETA) and the totals (shipping, discount, grand total, GST), with remove buttons and the way on to
// the cart page. Loaded on demand by SideCartHost.
import { ShoppingBag, Trash2, Truck, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Link } from 'react-router';
import type { CartContentResponse, ShopperCartItem } from '../../../contract/cart.ts';
import { api } from '../../common/lib/api.ts';
import { removeFromCart, setCartCount } from '../lib/cart.ts';
import { cents, ETA_TONE_CLASS, etaTone, money } from '../../common/lib/format.ts';
import { notify } from '../../common/lib/notices.ts';
import { useSignedIn } from '../lib/signed-in.ts';
import { LoginForm } from './account/LoginForm.tsx';
import { LoginTabs, type SideView } from './account/LoginTabs.tsx';

const CONTENT_FAILED = 'Something wrong. Please log out and retry';

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Changes on every opening, which reloads the cart. */
  opening: number;
}

export default function SideCart({ isOpen, onOpenChange, opening }: Props) {
  const [content, setContent] = useState<CartContentResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const seq = useRef(0);
  // A signed-out shopper can switch the drawer to the login form.
  const signedIn = useSignedIn();
  const [view, setView] = useState<SideView>('cart');

  const load = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const answer = await api('cart.content');
      if (mine !== seq.current) return;
      setContent(answer);
      setFailed(false);
      setCartCount(answer.itemcount);
    } catch {
      if (mine === seq.current) setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (opening > 0) void load();
  }, [opening, load]);

  const remove = async (item: ShopperCartItem) => {
    setRemoving(item.sku);
    try {
      await removeFromCart(item.sku);
      await load();
    } catch (err) {
      notify(err instanceof Error ? err.message : CONTENT_FAILED, 'danger');
    } finally {
      setRemoving(null);
    }
  };

  const close = () => onOpenChange(false);
  const items = content?.cartItems ?? [];
  const cart = content?.cart;

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-ink/40 data-entering:animate-fade-in data-exiting:animate-fade-out"
    >
      <Modal className="fixed inset-y-0 right-0 flex w-[min(26rem,92vw)] flex-col bg-paper shadow-2xl outline-none data-entering:animate-slide-in-right data-exiting:animate-slide-out-right">
        <Dialog aria-labelledby="side-cart-title" data-testid="side-cart" className="flex h-full flex-col outline-none">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-sand px-5">
            <Heading
              slot="title"
              id="side-cart-title"
              className="flex items-center gap-2 text-lg font-semibold text-timber-dark"
            >
              <ShoppingBag aria-hidden="true" className="size-5" />
              Your cart
              {content && content.itemcount > 0 && (
                <span className="text-sm font-normal text-ink/70">({content.itemcount})</span>
              )}
            </Heading>
            <button
              type="button"
              onClick={close}
              aria-label="Close cart"
              data-testid="side-cart-close"
              className="-mr-2 grid size-11 place-items-center rounded-full hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>

          {!signedIn && <LoginTabs view={view} onView={setView} />}
          {view === 'login' && !signedIn && (
            <div className="flex-1 overflow-y-auto px-5 py-5" data-testid="side-cart-login">
              <LoginForm autoFocus />
            </div>
          )}
          <div
            className={view === 'login' && !signedIn ? 'hidden' : 'flex-1 overflow-y-auto px-5'}
            aria-busy={!content && !failed}
          >
            {failed && !content && (
              <p role="alert" className="py-8 text-sale">
                {CONTENT_FAILED}
              </p>
            )}
            {!content && !failed && (
              <ul className="flex flex-col gap-4 py-5" aria-label="Loading your cart">
                {[0, 1].map((i) => (
                  <li key={i} className="flex gap-3">
                    <span className="size-20 animate-pulse rounded-lg bg-sand" />
                    <span className="flex flex-1 flex-col gap-2 pt-1">
                      <span className="h-4 w-3/4 animate-pulse rounded bg-sand" />
                      <span className="h-4 w-1/3 animate-pulse rounded bg-sand" />
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {content && items.length === 0 && (
              <div className="flex flex-col items-center gap-4 py-12 text-center" data-testid="side-cart-empty">
                <ShoppingBag aria-hidden="true" className="size-10 text-sand-dark" />
                <p className="text-ink/75">You currently have no item(s) in your cart</p>
                <button
                  type="button"
                  onClick={close}
                  className="min-h-11 rounded-lg border border-kauri px-5 font-semibold text-kauri hover:bg-kauri hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
                >
                  CONTINUE SHOPPING
                </button>
              </div>
            )}
            {items.length > 0 && (
              <ul className="divide-y divide-sand" data-testid="side-cart-items">
                {items.map((item) => (
                  <li key={item.id} className="flex gap-3 py-4" data-testid="side-cart-item" data-sku={item.sku}>
                    <img
                      src={item.thumb}
                      alt=""
                      width={80}
                      height={60}
                      className="h-16 w-20 shrink-0 rounded-lg bg-sand object-cover"
                    />
                    <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <Link
                        to={item.url}
                        onClick={close}
                        className="leading-snug font-semibold text-ink hover:text-kauri hover:underline"
                      >
                        {item.name}
                      </Link>
                      {(item.qrdesc || item.desc_colour) && (
                        <p className="text-xs text-ink/70">
                          {[item.qrdesc, item.desc_colour].filter(Boolean).join(' · ')}
                        </p>
                      )}
                      <p className="text-sm text-ink/70">
                        Qty {item.qty} × <span className="font-semibold text-ink">{money(item.eachpriceinc)}</span>
                        <span className="text-xs"> inc GST</span>
                      </p>
                      {item.eta_text && (
                        <p className={`flex items-start gap-1 text-xs ${ETA_TONE_CLASS[etaTone(item.eta_text)]}`}>
                          <Truck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                          {item.eta_text}
                        </p>
                      )}
                    </div>
                    <button
                      type="button"
                      onClick={() => void remove(item)}
                      disabled={removing !== null}
                      aria-label={`Remove ${item.name} from your cart`}
                      data-testid="side-cart-remove"
                      className="-mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink/70 hover:bg-sand hover:text-sale focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-50"
                    >
                      <Trash2 aria-hidden="true" className={`size-5 ${removing === item.sku ? 'animate-pulse' : ''}`} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>

          {cart && items.length > 0 && (view === 'cart' || signedIn) && (
            <div className="shrink-0 border-t border-sand bg-white px-5 pt-4 pb-5" data-testid="side-cart-totals">
              <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
                <dt className="text-ink/70">Shipping</dt>
                <dd className="text-right" data-testid="side-cart-shipping">
                  {cents(cart.shippingcost) > 0
                    ? money(cart.shippingcost)
                    : cart.zip || !/DEL|COU/.test(cart.shipmethod)
                      ? 'Free'
                      : 'Calculated at checkout'}
                </dd>
                {cents(cart.discamt) > 0 && (
                  <>
                    <dt className="text-ink/70">Discount</dt>
                    <dd className="text-right text-kauri">−{money(cart.discamt)}</dd>
                  </>
                )}
                <dt className="mt-1 text-base font-semibold">Total</dt>
                <dd className="mt-1 text-right text-base font-bold" data-testid="side-cart-total">
                  {money(cart.grandtotal)}
                </dd>
                <dt className="text-xs text-ink/70">Includes GST of</dt>
                <dd className="text-right text-xs text-ink/70">{money(cart.taxamount)}</dd>
              </dl>
              <Link
                to="/cart"
                onClick={close}
                data-testid="side-cart-checkout"
                className="mt-4 flex min-h-12 items-center justify-center rounded-lg bg-kauri px-5 font-semibold tracking-wide text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
              >
                VIEW CART &amp; CHECKOUT
              </Link>
              <button
                type="button"
                onClick={close}
                className="mt-2 flex min-h-11 w-full items-center justify-center rounded-lg font-semibold text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
              >
                Continue shopping
              </button>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
