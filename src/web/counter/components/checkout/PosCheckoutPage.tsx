// The POS checkout page (also a quote's edit page): the POS header, the heading (EDIT QUOTE #{orderNo}
// for a quote), the tab bar (Customer Details, Item Details; the payment tab opens from PROCEED TO
// PAYMENT only), the open tab, and the right panel with the ORDER SUMMARY and, outside the item tab,
// the CART ITEMS shortcut list. Laptops get two columns; tablets stack them.
import { ArrowLeft } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import type { PosCartResponse } from '../../../../contract/pos-cart.ts';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { type PosTab, usePosCheckout } from '../../hooks/usePosCheckout.ts';
import { CartItemsShortcut } from './CartItemsShortcut.tsx';
import { CustomerTab } from './CustomerTab.tsx';
import { ItemTab } from './ItemTab.tsx';
import { SignOutButton } from '../SignOutButton.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentTab } from './PaymentTab.tsx';

const TABS: { id: Exclude<PosTab, 'payment'>; label: string }[] = [
  { id: 'customer', label: 'Customer Details' },
  { id: 'item', label: 'Item Details' },
];

const HEADER_LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-white';

export function PosCheckoutPage({
  staff,
  orderNo,
  initial,
}: {
  staff: SignedInStaff;
  orderNo: string | null;
  initial: PosCartResponse;
}) {
  const checkout = usePosCheckout(initial, orderNo);
  const { tab, data } = checkout;
  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-checkout" data-tab={tab} aria-busy={checkout.busy}>
      <header className="border-b border-sand-dark bg-kauri text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
          <a href="/pos" className={HEADER_LINK} data-testid="pos-menu-link">
            <ArrowLeft aria-hidden className="size-5" />
            POS menu
          </a>
          <p className="mr-auto text-lg font-semibold">
            Kauri POS
            <span className="ml-3 text-base font-normal text-white/85">
              {staff.firstname} {staff.lastname}
            </span>
          </p>
          <SignOutButton className={HEADER_LINK} />
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-4 pt-4 pb-10">
        <div className="mb-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-wide text-timber-dark" data-testid="pos-checkout-heading">
            {orderNo ? `EDIT QUOTE #${orderNo}` : 'POS CHECKOUT'}
          </h1>
          <p className="text-sm text-ink/70">
            {data.itemcount} item{data.itemcount === 1 ? '' : 's'}
            {data.customer ? ` · ${data.customer.firstname} ${data.customer.lastname}` : ''}
          </p>
        </div>

        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <TabBar tab={tab} onChange={checkout.setTab} />
            <div
              role="tabpanel"
              id={`pos-panel-${tab}`}
              aria-labelledby={tab === 'payment' ? 'pos-step-payment' : `pos-tab-${tab}`}
            >
              {tab === 'customer' && <CustomerTab checkout={checkout} />}
              {tab === 'item' && <ItemTab {...checkout.tabProps} />}
              {tab === 'payment' && <PaymentTab checkout={checkout} />}
            </div>
          </div>
          <aside aria-label="Order summary" className="flex min-w-0 flex-col gap-4">
            <OrderSummary checkout={checkout} />
            {tab !== 'item' && <CartItemsShortcut items={data.cartItems} onOpenItems={() => checkout.setTab('item')} />}
          </aside>
        </div>
      </div>
    </div>
  );
}

/** Customer Details and Item Details; arrow keys move between them. On the payment tab neither is selected. */
function TabBar({ tab, onChange }: { tab: PosTab; onChange(tab: PosTab): void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const keyDown = (i: number, e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = (i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    buttons.current[next]?.focus();
    onChange(TABS[next]!.id);
  };
  return (
    <div className="flex flex-wrap items-end gap-1 border-b-2 border-sand-dark">
      <div role="tablist" aria-label="Checkout steps" className="flex gap-1">
        {TABS.map((t, i) => {
          const selected = tab === t.id;
          return (
            <button
              key={t.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`pos-tab-${t.id}`}
              aria-selected={selected}
              aria-controls={selected ? `pos-panel-${t.id}` : undefined}
              tabIndex={selected || (tab === 'payment' && i === 0) ? 0 : -1}
              onClick={() => onChange(t.id)}
              onKeyDown={(e) => keyDown(i, e)}
              data-testid={`pos-tab-${t.id}`}
              className={`-mb-0.5 min-h-11 rounded-t-lg border-2 px-4 font-semibold focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-kauri ${
                selected
                  ? 'border-sand-dark border-b-paper bg-paper text-kauri-dark'
                  : 'border-transparent text-ink/65 hover:bg-sand/60 hover:text-ink'
              }`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {tab === 'payment' && (
        <span
          id="pos-step-payment"
          aria-current="step"
          className="-mb-0.5 inline-flex min-h-11 items-center rounded-t-lg border-2 border-sand-dark border-b-paper bg-paper px-4 font-semibold text-kauri-dark"
        >
          Payment
        </span>
      )}
    </div>
  );
}
