// What a signed-in staff member does from the POS menu and from the staff bar on the storefront's
// header: the customer bound to their POS cart, selecting another, loading that customer's online
// cart, the branch and the mini-menu preference. One hook so both screens make the same calls and say
// the same things.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomerFound, SignedInStaff } from '../../../contract/pos.ts';
import { api } from '../../common/lib/api.ts';

/** A branch staff can sell for (GET /v1/store/getLocations, menu variant). */
export interface Branch {
  code: string;
  name: string;
  shortname: string;
}

export const BRANCHES_QUERY = { physical: 1, third_party: '0' };
/** The popup's words when selecting a customer fails. */
export const SELECT_FAILED = 'customer selecting fail';

export const failureOf = (err: unknown) =>
  err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';

export interface StaffTools {
  branch: string;
  branches: Branch[];
  branchName(code: string): string;
  miniMenu: boolean;
  /** The customer bound to the POS cart (null: none, or not known yet). */
  customer: CustomerFound | null;
  /** Units in the POS cart; null until the cart has been read. */
  posItemCount: number | null;
  notice: string;
  busy: boolean;
  changeBranch(code: string): Promise<void>;
  toggleMiniMenu(): Promise<void>;
  selectCustomer(found: CustomerFound): Promise<void>;
  loadCustomerCart(): Promise<void>;
  clearNotice(): void;
  setNotice(text: string): void;
}

/**
 * `alert` shows a failure the way the screen shows popups (the POS pop-up dialog); it may return a
 * promise that settles when the person has read it.
 */
export function useStaffTools(staff: SignedInStaff, alert: (message: string) => Promise<void> | void): StaffTools {
  const [branch, setBranch] = useState(staff.branch);
  const [miniMenu, setMiniMenu] = useState(staff.miniMenu);
  const [branches, setBranches] = useState<Branch[]>([]);
  const [customer, setCustomer] = useState<CustomerFound | null>(null);
  const [posItemCount, setPosItemCount] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const alertRef = useRef(alert);
  alertRef.current = alert;

  const say = useCallback(async (message: string) => {
    try {
      await alertRef.current(message);
    } catch {
      // Dismissed: nothing more to do.
    }
  }, []);

  // The POS cart as it stands: who it is bound to and how many units it holds. A failure leaves
  // "no customer" showing; the POS checkout page reports cart errors itself.
  const readCart = useCallback(async (signal?: AbortSignal) => {
    try {
      const res = await api('pos.cart.get', { orderNo: '' }, { signal });
      setCustomer(res.customer);
      setPosItemCount(res.itemcount);
    } catch {
      // see above
    }
  }, []);

  useEffect(() => {
    const ctl = new AbortController();
    api('store.locations', BRANCHES_QUERY, { signal: ctl.signal })
      .then((res) => setBranches(res.locations))
      .catch(() => {
        // The branch list stays with the current branch only.
      });
    void readCart(ctl.signal);
    return () => ctl.abort();
  }, [readCart]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  return {
    branch,
    branches,
    branchName: (code) => branches.find((b) => b.code === code)?.name ?? code,
    miniMenu,
    customer,
    posItemCount,
    notice,
    busy,
    clearNotice: () => setNotice(''),
    setNotice,

    changeBranch: (code) =>
      run(async () => {
        try {
          const res = await api('pos.changeBranch', { code });
          setBranch(res.branch);
        } catch (err) {
          await say(failureOf(err));
        }
      }),

    toggleMiniMenu: () =>
      run(async () => {
        try {
          const res = await api('pos.changeMenu', { flag: miniMenu ? '0' : '1' });
          setMiniMenu(res.miniMenu);
        } catch (err) {
          await say(failureOf(err));
        }
      }),

    // cus-select answers success, then the cart is read again.
    selectCustomer: (found) =>
      run(async () => {
        setNotice('');
        try {
          await api('pos.customers.select', { customerId: String(found.id) });
        } catch {
          await say(SELECT_FAILED);
          return;
        }
        setCustomer(found);
        await readCart();
      }),

    loadCustomerCart: () =>
      run(async () => {
        try {
          const res = await api('pos.customers.loadCart');
          if (typeof res.itemcount === 'number') setPosItemCount(res.itemcount);
          setNotice(`Customer's cart loaded: ${res.loaded ?? 0} item(s) added, ${res.itemcount ?? 0} in the POS cart.`);
        } catch (err) {
          await say(failureOf(err));
        }
      }),
  };
}
