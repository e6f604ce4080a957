// Customers as staff see them at the counter: the POS menu's search, select and load cart, and the
// checkout's customer card.
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { recentCustomers } from './recent.ts';
import { type SearchOptions, searchCustomers } from './search.ts';
import { clearCustomer, loadCustomerCart, selectCustomer } from './select.ts';

export { searchCustomers, MAX_RESULTS, type CustomerFilter, type SearchOptions } from './search.ts';
export { recentCustomers, recordRecentCustomer } from './recent.ts';
export {
  selectCustomer,
  clearCustomer,
  loadCustomerCart,
  CUSTOMER_NOT_FOUND,
  SELECT_CUSTOMER_FIRST,
} from './select.ts';

export function createCustomerService(db: Database, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  return {
    search: (text: string, search?: SearchOptions) => searchCustomers(db, text, search),
    recent: (staff: SignedInStaff) => recentCustomers(db, staff.id),
    /** `orderNo`: that quote's cart; null: the staff member's open cart. */
    select: (staff: SignedInStaff, customerId: number, orderNo: string | null = null) =>
      selectCustomer(db, staff, customerId, now(), orderNo),
    clear: (staff: SignedInStaff, orderNo: string | null = null) => clearCustomer(db, staff, orderNo),
    loadCart: (staff: SignedInStaff) => loadCustomerCart(db, staff),
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
