// The POS menu at /pos (pos spec §2 "POS menu", §7 "Customer and cart"). The /pos guard hands a
// signed-in staff member's page request here; the loader checks the staff session again itself.
// Personal: never kept by the page cache (decision 0003).
import {
  CircleCheck,
  FileText,
  KeyRound,
  Landmark,
  LogOut,
  PanelLeftClose,
  PanelLeftOpen,
  Search,
  ShieldCheck,
  ShoppingCart,
  UserRound,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { redirect } from 'react-router';
import type { CustomerFound, SignedInStaff } from '../../contract/pos.ts';
import { PopDialogCancelled, PopDialogProvider, usePopDialog } from '../components/pos/PopDialog.tsx';
import { getJson } from '../lib/api.ts';
import type { Route } from './+types/pos.menu';

export async function loader({ context }: Route.LoaderArgs): Promise<{ staff: SignedInStaff }> {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  return { staff };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'POS | Kauri Furniture' }, { name: 'robots', content: 'noindex' }];
}

interface Location {
  code: string;
  name: string;
  shortname: string;
}

const SEARCH_DELAY_MS = 300;
const MAX_SUGGESTIONS = 10;

export default function PosMenuRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PopDialogProvider>
      <PosMenu staff={loaderData.staff} />
    </PopDialogProvider>
  );
}

const failureOf = (err: unknown) => (err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.');

function PosMenu({ staff }: { staff: SignedInStaff }) {
  const dialog = usePopDialog();
  const [branch, setBranch] = useState(staff.branch);
  const [miniMenu, setMiniMenu] = useState(staff.miniMenu);
  const [locations, setLocations] = useState<Location[]>([]);
  const [customer, setCustomer] = useState<CustomerFound | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const ctl = new AbortController();
    getJson<{ locations: Location[] }>('/v1/store/getLocations?physical=1&third_party=0', { signal: ctl.signal })
      .then((res) => setLocations(res.locations))
      .catch(() => {
        // The branch list stays with the current branch only.
      });
    return () => ctl.abort();
  }, []);

  // Alt+L: Microsoft sign-in (spec §2).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.key.toLowerCase() === 'l') window.location.assign('/pos/microsoftlogin');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const changeBranch = (code: string) =>
    run(async () => {
      try {
        const res = await getJson<{ branch: string }>(`/pos/change-branch/${encodeURIComponent(code)}`);
        setBranch(res.branch);
      } catch (err) {
        await dialog.alert(failureOf(err)).catch(() => {});
      }
    });

  const toggleMenu = () =>
    run(async () => {
      try {
        const res = await getJson<{ miniMenu: boolean }>(`/pos/change-menu/${miniMenu ? 0 : 1}`);
        setMiniMenu(res.miniMenu);
      } catch (err) {
        await dialog.alert(failureOf(err)).catch(() => {});
      }
    });

  const select = (found: CustomerFound) =>
    run(async () => {
      setNotice('');
      try {
        await getJson(`/pos/cus-select/${found.id}`);
        setCustomer(found);
      } catch {
        await dialog.alert('customer selecting fail').catch(() => {});
      }
    });

  const loadCart = () =>
    run(async () => {
      try {
        const res = await getJson<{ itemcount?: number; loaded?: number }>('/pos/load-cus-cart/');
        setNotice(`Customer's cart loaded: ${res.loaded ?? 0} item(s) added, ${res.itemcount ?? 0} in the POS cart.`);
      } catch (err) {
        await dialog.alert(failureOf(err)).catch(() => {});
      }
    });

  const checkPin = async () => {
    setNotice('');
    try {
      await dialog.pin({ type: 'order', title: 'Check my PIN', message: 'Type your 4-digit PIN.' });
      setNotice('PIN accepted');
    } catch (err) {
      if (!(err instanceof PopDialogCancelled)) setNotice(failureOf(err));
    }
  };

  const checkManagerPin = async () => {
    setNotice('');
    try {
      await dialog.managerPin({ type: 'discount', title: 'Manager approval', message: 'Choose a manager, who types their 4-digit PIN.' });
      setNotice('Manager approval accepted');
    } catch (err) {
      if (!(err instanceof PopDialogCancelled)) setNotice(failureOf(err));
    }
  };

  const branchName = (code: string) => locations.find((l) => l.code === code)?.name ?? code;

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
          <label className="flex items-center gap-2 text-sm">
            <span>Branch</span>
            <select
              data-testid="pos-branch"
              value={branch}
              disabled={busy}
              onChange={(e) => void changeBranch(e.target.value)}
              className="min-h-11 rounded-lg border border-white/40 bg-kauri-dark px-2 text-white focus-visible:outline-2 focus-visible:outline-white"
            >
              {!locations.some((l) => l.code === branch) && <option value={branch}>{branchName(branch)}</option>}
              {locations.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            aria-pressed={miniMenu}
            onClick={() => void toggleMenu()}
            disabled={busy}
            data-testid="pos-mini-menu"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-white"
          >
            {miniMenu ? <PanelLeftOpen aria-hidden className="size-5" /> : <PanelLeftClose aria-hidden className="size-5" />}
            Mini menu {miniMenu ? 'on' : 'off'}
          </button>
          <a
            href="/pos/logout"
            data-testid="pos-logout"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-white"
          >
            <LogOut aria-hidden className="size-5" />
            Sign out
          </a>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="pos-customer-heading" className="rounded-xl border border-sand-dark bg-white p-4 sm:p-5">
          <h1 id="pos-customer-heading" className="mb-3 text-xl font-semibold text-timber-dark">
            Customer
          </h1>
          <CustomerSearch onSelect={(c) => void select(c)} disabled={busy} selectedId={customer?.id ?? 0} />
          <div className="mt-4 rounded-lg bg-sand/50 p-3" data-testid="pos-customer">
            {customer ? (
              <div className="flex flex-wrap items-center gap-3">
                <UserRound aria-hidden className="size-6 text-kauri" />
                <div className="mr-auto">
                  <p className="font-semibold">
                    {customer.firstname} {customer.lastname}
                    {customer.organisation && <span className="font-normal text-ink/70"> · {customer.organisation}</span>}
                  </p>
                  <p className="text-sm text-ink/70">
                    {customer.email} {customer.mobile && `· ${customer.mobile}`}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void loadCart()}
                  disabled={busy}
                  data-testid="pos-load-cart"
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-kauri px-4 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-60"
                >
                  <ShoppingCart aria-hidden className="size-5" />
                  Load customer's cart
                </button>
              </div>
            ) : (
              <p className="text-ink/70">No customer selected.</p>
            )}
          </div>
          {busy && <p className="mt-2 text-sm text-ink/60">Updating...</p>}
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
            <MenuLink href="/pos/orders" icon={<FileText aria-hidden className="size-5" />}>
              Orders
            </MenuLink>
            <MenuLink href="/pos/quotes" icon={<FileText aria-hidden className="size-5" />}>
              Quotes
            </MenuLink>
            <MenuLink href="/pos/daily-banking" icon={<Landmark aria-hidden className="size-5" />}>
              Daily banking
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

/** Search (debounced) with at most ten suggestions; the recent customers show while the box is empty. */
function CustomerSearch({ onSelect, disabled, selectedId }: { onSelect(c: CustomerFound): void; disabled: boolean; selectedId: number }) {
  const [text, setText] = useState('');
  const [users, setUsers] = useState<CustomerFound[] | null>(null);
  const [recent, setRecent] = useState<CustomerFound[]>([]);
  const [error, setError] = useState('');
  const seq = useRef(0);

  // A selection joins the recent customers.
  useEffect(() => {
    getJson<{ users: CustomerFound[] }>('/pos/get-recent-customers/')
      .then((res) => setRecent(res.users))
      .catch(() => {});
  }, [selectedId]);

  useEffect(() => {
    const words = text.trim();
    const mine = ++seq.current;
    if (!words) {
      setUsers(null);
      setError('');
      return;
    }
    const timer = setTimeout(() => {
      getJson<{ users: CustomerFound[] }>(`/pos/cus-search/${encodeURIComponent(words)}`)
        .then((res) => {
          if (mine !== seq.current) return;
          setUsers(res.users.slice(0, MAX_SUGGESTIONS));
          setError('');
        })
        .catch((err: unknown) => {
          if (mine === seq.current) setError(failureOf(err));
        });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const shown = users ?? recent;
  const pick = (c: CustomerFound) => {
    setText('');
    onSelect(c);
  };

  return (
    <div>
      <label htmlFor="pos-cus-search" className="mb-1 block text-sm font-medium text-timber-dark">
        Search customers by name, email or mobile
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink/50" />
        <input
          id="pos-cus-search"
          data-testid="pos-cus-search"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="min-h-11 w-full rounded-lg border border-sand-dark bg-white py-2 pr-3 pl-10 focus-visible:outline-2 focus-visible:outline-kauri"
        />
      </div>
      <p className="mt-3 mb-1 text-sm font-semibold tracking-wide text-ink/60 uppercase">{users ? 'Results' : 'Recent customers'}</p>
      {error && (
        <p role="alert" className="text-sale">
          {error}
        </p>
      )}
      {users && users.length === 0 && !error && (
        <p data-testid="pos-cus-none" className="text-ink/70">
          No results
        </p>
      )}
      {shown.length > 0 && (
        <ul data-testid={users ? 'pos-cus-results' : 'pos-cus-recent'} className="divide-y divide-sand rounded-lg border border-sand">
          {shown.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => pick(c)}
                data-testid="pos-cus-option"
                className="flex min-h-11 w-full flex-wrap items-baseline gap-x-3 px-3 py-2 text-left hover:bg-kauri-light focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-60"
              >
                <span className="font-medium">
                  {c.firstname} {c.lastname}
                </span>
                <span className="text-sm text-ink/65">{[c.organisation, c.email, c.mobile].filter(Boolean).join(' · ')}</span>
                {c.numQuotes > 0 && <span className="ml-auto text-sm text-timber">{c.numQuotes} quote(s)</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!users && recent.length === 0 && <p className="text-ink/70">No recent customers.</p>}
    </div>
  );
}
