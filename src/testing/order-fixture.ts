// A POS order made the way a salesperson makes one: items added to their open cart, the customer's
// details, every sub-item allocated, and COMPLETE with an 'order' approval, through the real calls. So
// the order, its items, allocations, stock reservations and payment lines are what the POS writes.
// Over the staff fixture's shop (SOFA-CHA, LAMP-1, BUNDLE-1 and its components).
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/rows.ts';
import { issueApproval } from '../services/staff/approvals.ts';
import type { Browser, PosTestApp } from './pos-app.ts';

export const ORDER_CUSTOMER = {
  firstname: 'Aroha',
  lastname: 'Ngata',
  email: 'aroha@example.co.nz',
  mobile: '0215550101',
  address: '1 Jervois Road, Herne Bay, Auckland 1011',
  zip: '1011',
  acquisition: 'Walk in',
  coupon: '',
};

/** The dispatch date the fixture's allocations ask for (a few days after the test clock's START). */
export const DISPATCH_DATE = '2026-11-05';

/** One sub-item's allocation as the checkout's save sends it: a unit delivered from AKL, confirmed. */
export const allocation = (over: Record<string, unknown> = {}) => ({
  method: 'DEL',
  from: 'AKL',
  qty: 1,
  dispatch_date: DISPATCH_DATE,
  confirmed: true,
  note: '',
  ...over,
});

export interface PosOrderAsk {
  /** The signed-in salesperson's browser and their staff id. */
  browser: Browser;
  staffId: number;
  /** sku and quantity of each line (default one SOFA-CHA). */
  lines?: { sku: string; qty: number }[];
  /** Where every sub-item's units come from (default AKL), and how they go (default DEL). */
  from?: string;
  method?: 'DEL' | 'PCK';
  customer?: Partial<typeof ORDER_CUSTOMER>;
  /** Payment lines added before completing (they become the order's unpaid payments). */
  payments?: { gateway: string; amount: string; reference?: string }[];
  dispatchDate?: string;
}

/** Completes the salesperson's open cart as an order; returns its number. Throws with the server's answer on a refusal. */
export async function placePosOrder(t: PosTestApp, ask: PosOrderAsk): Promise<string> {
  const b = ask.browser;
  const must = async (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  };
  for (const line of ask.lines ?? [{ sku: 'SOFA-CHA', qty: 1 }]) {
    await must(await b.post('/pos/cart/addItem', { sku: line.sku }), `add ${line.sku}`);
    if (line.qty > 1) {
      const cart = (await b.post('/pos/cart/get', {})).json();
      const item = cart.cartItems.find((i: { sku: string }) => i.sku === line.sku);
      await must(await b.post('/pos/cart/updateItem', { item: { id: item.id, qty: line.qty } }), `qty ${line.sku}`);
    }
  }
  await must(
    await b.post('/pos/cart/updateBasic', {
      cart: { ...ORDER_CUSTOMER, ...ask.customer },
      useSameAddress: true,
      useAutoShippingCost: true,
    }),
    'customer details',
  );
  const cart = (await b.post('/pos/cart/get', {})).json();
  for (const item of cart.cartItems) {
    for (const sub of item.subItems) {
      await must(
        await b.post('/pos/cart/saveAllocation', {
          itemId: item.id,
          sku: sub.sku,
          allocations: [
            allocation({
              method: ask.method ?? 'DEL',
              from: ask.from ?? 'AKL',
              to: ask.method === 'PCK' ? (ask.from ?? 'AKL') : '',
              qty: sub.qty,
              dispatch_date: ask.dispatchDate ?? DISPATCH_DATE,
            }),
          ],
        }),
        `allocate ${sub.sku}`,
      );
    }
  }
  if (ask.payments?.length)
    await must(await b.post('/v1/cart/updatePayment', { orderNo: '', payments: ask.payments }), 'payment lines');
  const approval = await issueApproval(
    t.handle.db,
    { staffId: ask.staffId, approverId: ask.staffId, type: 'order' },
    t.clock.now,
  );
  const done = await b.post('/pos/cart/complete/', { option: 'order', updateCus: 0, approval });
  await must(done, 'complete');
  return done.json().orderNo as string;
}

/** The free and allocated units of a sku at a location. */
export async function stockAt(t: PosTestApp, sku: string, location: string): Promise<{ free: number; alloc: number }> {
  const [row] = await queryRows<{ free: number; alloc: number }>(
    t.handle.db,
    sql`select s.free, s.alloc from stock s join product_variants v on v.id = s.variant_id
      where v.sku = ${sku} and s.location_code = ${location}`,
  );
  return { free: Number(row?.free ?? 0), alloc: Number(row?.alloc ?? 0) };
}
