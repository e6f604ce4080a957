// The customer bound to the staff member's POS cart, with 'Load customer's cart' (GET
// /pos/load-cus-cart), on the POS menu and in the storefront staff bar's customer popover.
import { ShoppingCart, UserRound } from 'lucide-react';
import type { StaffTools } from '../hooks/useStaffTools.ts';
import { ContactLine } from './ContactLine.tsx';

type CustomerTools = Pick<StaffTools, 'customer' | 'busy' | 'loadCustomerCart'>;

export function BoundCustomer({ tools }: { tools: CustomerTools }) {
  const { customer, busy } = tools;
  return (
    <div className="rounded-lg bg-sand/50 p-3 text-ink" data-testid="pos-customer">
      {customer ? (
        <div className="flex flex-wrap items-center gap-3">
          <UserRound aria-hidden className="size-6 shrink-0 text-kauri" />
          <div className="mr-auto min-w-0">
            <p className="font-semibold">
              {customer.firstname} {customer.lastname}
              {customer.organisation && <span className="font-normal text-ink/70"> · {customer.organisation}</span>}
            </p>
            <p className="text-sm break-words text-ink/70">
              <ContactLine parts={[customer.email, customer.mobile]} email={customer.email} />
            </p>
          </div>
          <button
            type="button"
            onClick={() => busy || void tools.loadCustomerCart()}
            // Keeps the focus while busy (a disabled button drops it out of the staff bar's popover).
            aria-disabled={busy}
            data-testid="pos-load-cart"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-kauri px-4 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri aria-disabled:opacity-60"
          >
            <ShoppingCart aria-hidden className="size-5" />
            Load customer's cart
          </button>
        </div>
      ) : (
        <p className="text-ink/70">No customer selected.</p>
      )}
    </div>
  );
}
