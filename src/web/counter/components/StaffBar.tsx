// The staff bar on the storefront's header (the POS menu's tools, for staff only): a signed-in staff
// member browsing the shop with a customer can search and bind the customer to their POS cart, load the
// customer's online cart, change branch, jump to the POS menu or checkout, and fold the bar away (the
// mini-menu preference, kept on the server). Pages are cached for everyone
// (docs/decisions/0003-page-cache.md), so this module loads only in the browser, only when the staff
// hint cookie is there, and shows nothing until GET /pos/me confirms the staff session.
import { ChevronDown, LayoutGrid, Maximize2, Minimize2, ShieldCheck, ShoppingCart, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components/Popover';
import type { SignedInStaff } from '../../../contract/pos.ts';
import { forgetStaffHint } from '../../common/hooks/useStaffHint.ts';
import { type StaffTools, useStaffTools } from '../hooks/useStaffTools.ts';
import { api, ApiError } from '../../common/lib/api.ts';
import { BoundCustomer } from './BoundCustomer.tsx';
import { BranchSelect } from './BranchSelect.tsx';
import { CustomerSearch } from './CustomerSearch.tsx';
import { PopDialogProvider, usePopDialog } from './PopDialog.tsx';

export default function StaffBar() {
  const [staff, setStaff] = useState<SignedInStaff | null>(null);
  useEffect(() => {
    const ctl = new AbortController();
    api('pos.me', {}, { signal: ctl.signal })
      .then((res) => setStaff(res.staff))
      .catch((err: unknown) => {
        // The session ended (or was never staff): the stale hint goes, the bar stays hidden.
        if (err instanceof ApiError && err.status === 401) forgetStaffHint();
      });
    return () => ctl.abort();
  }, []);
  if (!staff) return null;
  return (
    <PopDialogProvider>
      <Bar staff={staff} />
    </PopDialogProvider>
  );
}

const ON_GREEN =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-2.5 font-medium text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-white';

function Bar({ staff }: { staff: SignedInStaff }) {
  const dialog = usePopDialog();
  const tools = useStaffTools(staff, (message) => dialog.alert(message));
  const { miniMenu, busy, posItemCount } = tools;

  return (
    <section
      aria-label="Staff tools"
      data-testid="staff-bar"
      data-mini-menu={miniMenu ? '1' : '0'}
      className="bg-kauri text-sm text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-1 sm:px-6">
        <p className="flex items-center gap-1.5 pr-1 font-semibold" data-testid="staff-bar-name">
          <ShieldCheck aria-hidden className="size-5" />
          Staff
          <span className="hidden font-normal text-white/85 md:inline">
            · {staff.firstname} {staff.lastname}
          </span>
        </p>
        <CustomerPicker tools={tools} />
        {!miniMenu && (
          <div className="order-last flex w-full min-w-0 items-center gap-1 sm:order-none sm:ml-auto sm:w-auto">
            <BranchSelect tools={tools} hideLabel className="min-w-0 flex-1 sm:flex-none" />
            <a href="/pos" className={ON_GREEN} data-testid="staff-bar-pos-menu">
              <LayoutGrid aria-hidden className="size-5" />
              POS menu
            </a>
            <a href="/pos/checkout" className={ON_GREEN} data-testid="staff-bar-pos-checkout">
              <ShoppingCart aria-hidden className="size-5" />
              <span>
                <span className="sm:hidden">Checkout</span>
                <span className="hidden sm:inline">POS checkout</span>
                {posItemCount !== null && posItemCount > 0 && (
                  <span
                    className="ml-1.5 rounded-full bg-white px-1.5 text-xs font-bold text-kauri"
                    data-testid="staff-bar-pos-count"
                  >
                    {posItemCount}
                    <span className="sr-only"> {posItemCount === 1 ? 'item' : 'items'}</span>
                  </span>
                )}
              </span>
            </a>
          </div>
        )}
        <button
          type="button"
          aria-pressed={miniMenu}
          disabled={busy}
          onClick={() => void tools.toggleMiniMenu()}
          data-testid="staff-bar-mini-menu"
          title={miniMenu ? 'Show all staff tools' : 'Fold the staff tools away'}
          className={`${ON_GREEN} ml-auto sm:ml-0 disabled:opacity-70`}
        >
          {miniMenu ? <Maximize2 aria-hidden className="size-5" /> : <Minimize2 aria-hidden className="size-5" />}
          <span className="sr-only lg:not-sr-only">Mini menu</span>
        </button>
      </div>
    </section>
  );
}

/** The bound customer's name; opens search, selection and 'Load customer's cart' in a popover. */
function CustomerPicker({ tools }: { tools: StaffTools }) {
  const { customer, busy, notice } = tools;
  return (
    <DialogTrigger onOpenChange={(open) => open || tools.clearNotice()}>
      <Button
        data-testid="staff-bar-customer"
        className="inline-flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg border border-white/30 bg-kauri-dark px-3 text-left text-white outline-none hover:border-white/60 focus-visible:outline-2 focus-visible:outline-white sm:max-w-xs sm:flex-none"
      >
        <UserRound aria-hidden className="size-5 shrink-0" />
        <span className="truncate">
          <span className="text-white/75">Customer: </span>
          <span data-testid="staff-bar-customer-name" className="font-semibold">
            {customer ? `${customer.firstname} ${customer.lastname}` : 'none selected'}
          </span>
        </span>
        <ChevronDown aria-hidden className="ml-auto size-4 shrink-0" />
      </Button>
      <Popover
        placement="bottom start"
        offset={6}
        className="max-h-[min(36rem,80dvh)] w-[min(28rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl border border-sand-dark bg-white p-4 text-base text-ink shadow-xl data-entering:animate-fade-in"
      >
        <Dialog aria-label="POS customer" className="outline-none" data-testid="staff-bar-customer-dialog">
          <CustomerSearch
            onSelect={(c) => void tools.selectCustomer(c)}
            disabled={busy}
            selectedId={customer?.id ?? 0}
            autoFocus
          />
          <p className="mt-3 mb-1 text-sm font-semibold tracking-wide text-ink/70 uppercase">Selected customer</p>
          <div>
            <BoundCustomer tools={tools} />
          </div>
          {busy && <p className="mt-2 text-sm text-ink/70">Updating...</p>}
          {notice && (
            <p role="status" data-testid="pos-notice" className="mt-2 font-medium text-kauri">
              {notice}
            </p>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
