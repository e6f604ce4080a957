// The POS menu at /pos. The /pos guard hands a signed-in staff member's page request here; the loader
// checks the staff session again itself. Personal: never kept by the page cache
// (docs/decisions/0003-page-cache.md). Its customer, branch and mini-menu parts are shared with the
// storefront's staff bar (counter/hooks/useStaffTools.ts, counter/components/).
import {
  CircleCheck,
  FileText,
  KeyRound,
  Landmark,
  Newspaper,
  Package,
  Megaphone,
  PanelLeftClose,
  PanelLeftOpen,
  Send,
  ShieldCheck,
  TicketPercent,
} from 'lucide-react';
// Purchase orders' menu icon.
import { Truck } from 'lucide-react';
// The Stock link's icon.
import { Warehouse } from 'lucide-react';
import { useEffect, useState } from 'react';
import { redirect } from 'react-router';
import type { RemindersResponse } from '../../../contract/pos-activity.ts';
import type { LockedStaff as LockedStaffRow, SignedInStaff } from '../../../contract/pos.ts';
import { BoundCustomer } from '../components/BoundCustomer.tsx';
import { BranchSelect } from '../components/BranchSelect.tsx';
import { CustomerSearch } from '../components/CustomerSearch.tsx';
import { LockedStaff } from '../components/LockedStaff.tsx';
import { MyReminders, ReminderCount } from '../components/comments/MyReminders.tsx';
import { SignOutButton } from '../components/SignOutButton.tsx';
import { PopDialogCancelled, PopDialogProvider, usePopDialog } from '../components/PopDialog.tsx';
import { failureOf, useStaffTools } from '../hooks/useStaffTools.ts';
import type { Route } from './+types/pos.menu';

export async function loader({
  context,
}: Route.LoaderArgs): Promise<{ staff: SignedInStaff; locked: LockedStaffRow[] | null; reminders: RemindersResponse }> {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  // Only a manager or an admin may open a lock, so only they see who is locked.
  const mayUnlock = staff.role === 'manager' || staff.role === 'admin';
  const [locked, reminders] = await Promise.all([
    mayUnlock ? context.services.staff.lockedStaff() : null,
    context.services.activity.reminders(staff),
  ]);
  return { staff, locked, reminders };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'POS | Kauri Furniture' }, { name: 'robots', content: 'noindex' }];
}

export default function PosMenuRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PopDialogProvider>
      <PosMenu staff={loaderData.staff} locked={loaderData.locked} reminders={loaderData.reminders} />
    </PopDialogProvider>
  );
}

function PosMenu({
  staff,
  locked,
  reminders,
}: {
  staff: SignedInStaff;
  locked: LockedStaffRow[] | null;
  reminders: RemindersResponse;
}) {
  const dialog = usePopDialog();
  const [unread, setUnread] = useState(reminders.unread);
  const tools = useStaffTools(staff, (message) => dialog.alert(message));
  const { customer, miniMenu, busy, notice } = tools;

  // Alt+L: Microsoft sign-in (/pos/microsoftlogin).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.key.toLowerCase() === 'l') window.location.assign('/pos/microsoftlogin');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const checkPin = async () => {
    tools.clearNotice();
    try {
      await dialog.pin({ type: 'order', title: 'Check my PIN', message: 'Type your 4-digit PIN.' });
      tools.setNotice('PIN accepted');
    } catch (err) {
      if (!(err instanceof PopDialogCancelled)) tools.setNotice(failureOf(err));
    }
  };

  const checkManagerPin = async () => {
    tools.clearNotice();
    try {
      await dialog.managerPin({
        type: 'discount',
        title: 'Manager approval',
        message: 'Choose a manager, who types their 4-digit PIN.',
      });
      tools.setNotice('Manager approval accepted');
    } catch (err) {
      if (!(err instanceof PopDialogCancelled)) tools.setNotice(failureOf(err));
    }
  };

  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-menu" data-mini-menu={miniMenu ? '1' : '0'}>
      <header className="border-b border-sand-dark bg-kauri text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <p className="mr-auto text-lg font-semibold">
            Kauri POS
            <span className="ml-3 text-base font-normal text-white/85" data-testid="pos-staff-name">
              {staff.firstname} {staff.lastname}
            </span>
          </p>
          <ReminderCount unread={unread} />
          <BranchSelect tools={tools} />
          <button
            type="button"
            aria-pressed={miniMenu}
            onClick={() => void tools.toggleMiniMenu()}
            disabled={busy}
            data-testid="pos-mini-menu"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-white"
          >
            {miniMenu ? (
              <PanelLeftOpen aria-hidden className="size-5" />
            ) : (
              <PanelLeftClose aria-hidden className="size-5" />
            )}
            Mini menu {miniMenu ? 'on' : 'off'}
          </button>
          <SignOutButton className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-white" />
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="pos-customer-heading"
          className="rounded-xl border border-sand-dark bg-white p-4 sm:p-5"
        >
          <h1 id="pos-customer-heading" className="mb-3 text-xl font-semibold text-timber-dark">
            Customer
          </h1>
          <CustomerSearch
            onSelect={(c) => void tools.selectCustomer(c)}
            disabled={busy}
            selectedId={customer?.id ?? 0}
          />
          <div className="mt-4">
            <BoundCustomer tools={tools} />
          </div>
          {busy && <p className="mt-2 text-sm text-ink/70">Updating...</p>}
          {notice && (
            <p role="status" data-testid="pos-notice" className="mt-3 flex items-center gap-2 font-medium text-kauri">
              <CircleCheck aria-hidden className="size-5" />
              {notice}
            </p>
          )}
        </section>

        <nav aria-label="POS menu" className="rounded-xl border border-sand-dark bg-white p-4 sm:p-5">
          <h2 className="mb-3 text-xl font-semibold text-timber-dark">Menu</h2>
          <ul className="grid gap-2">
            <MenuLink href="/pos/checkout" icon={<FileText aria-hidden className="size-5" />}>
              POS checkout
            </MenuLink>
            <MenuLink href="/pos/orders" icon={<FileText aria-hidden className="size-5" />}>
              Orders
            </MenuLink>
            <MenuLink href="/pos/quotes" icon={<FileText aria-hidden className="size-5" />}>
              Quotes
            </MenuLink>
            <MenuLink href="/pos/sent-carts" icon={<Send aria-hidden className="size-5" />}>
              Sent Cart Log
            </MenuLink>
            <MenuLink href="/pos/daily-banking" icon={<Landmark aria-hidden className="size-5" />}>
              Daily banking
            </MenuLink>
            <MenuLink href="/pos/coupons" icon={<TicketPercent aria-hidden className="size-5" />}>
              Coupons
            </MenuLink>
            <MenuLink href="/pos/content" icon={<Newspaper aria-hidden className="size-5" />}>
              Content
            </MenuLink>
            <MenuLink href="/pos/catalogue" icon={<Package aria-hidden className="size-5" />}>
              Catalogue
            </MenuLink>
            {/* Stocktakes, the stock CSV import and the stock report. */}
            <MenuLink href="/pos/stock" icon={<Warehouse aria-hidden className="size-5" />}>
              Stock
            </MenuLink>
            <MenuLink href="/pos/pop-ups" icon={<Megaphone aria-hidden className="size-5" />}>
              Pop-ups
            </MenuLink>
            {/* Purchase orders. */}
            <MenuLink href="/pos/purchase-orders" icon={<Truck aria-hidden className="size-5" />}>
              Purchase orders
            </MenuLink>
            <li>
              <button
                type="button"
                onClick={() => void checkPin()}
                data-testid="pos-check-pin"
                className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-sand-dark px-3 text-left font-medium hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
              >
                <KeyRound aria-hidden className="size-5 text-kauri" />
                Check my PIN
              </button>
            </li>
            <li>
              <button
                type="button"
                onClick={() => void checkManagerPin()}
                data-testid="pos-check-manager-pin"
                className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-sand-dark px-3 text-left font-medium hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
              >
                <ShieldCheck aria-hidden className="size-5 text-kauri" />
                Manager approval
              </button>
            </li>
          </ul>
          <MyReminders initial={reminders} onUnread={setUnread} />
          {locked && <LockedStaff initial={locked} />}
        </nav>
      </div>
    </div>
  );
}

function MenuLink({ href, icon, children }: { href: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li>
      <a
        href={href}
        className="flex min-h-11 items-center gap-3 rounded-lg border border-sand-dark px-3 font-medium hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri [&>svg]:text-kauri"
      >
        {icon}
        {children}
      </a>
    </li>
  );
}
