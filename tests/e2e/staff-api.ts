// A staff member's session through the JSON API, for journeys that make their orders the way the POS
// does (add items, the customer, each sub-item's allocation, COMPLETE with a PIN) without driving the
// checkout page each time; pos-checkout.e2e.ts drives that page itself. Its own browser context and
// client address (browser.ts ownAddress), so its sign-in counts apart from the journey's.
import type { APIRequestContext, Browser } from 'playwright-core';
import { expect } from 'vitest';
import { ownAddress } from './browser.ts';
import { DEMO_STAFF, STAFF_PASSWORD } from './staff.ts';

/** A New Zealand day `days` from today, YYYY-MM-DD. */
export function nzDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** What the journeys read of POST /pos/cart/get to allocate each sub-item. */
export interface CartView {
  cartItems: {
    id: number;
    sku: string;
    subItems: {
      sku: string;
      qty: number;
      locationQty: Record<string, { free: number }>;
      pOrders: { id: number; qty: number }[];
    }[];
  }[];
}

/** Signs in (Mere Manager by default) and answers calls that throw on anything but 2xx. */
export async function staffApi(
  browser: Browser,
  baseUrl: string,
  who: { email: string; pin: string } = DEMO_STAFF.manager,
) {
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const request: APIRequestContext = context.request;
  const token = async () => ((await (await request.get(`${baseUrl}/v1/csrf`)).json()) as { token: string }).token;
  const login = await request.post(`${baseUrl}/pos/login`, {
    data: { email: who.email, password: STAFF_PASSWORD },
    headers: { 'X-CSRF-TOKEN': await token() },
  });
  expect(login.ok()).toBe(true);
  const csrf = await token();
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const res = await request.post(`${baseUrl}${path}`, { data, headers: { 'X-CSRF-TOKEN': csrf } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const get = async <T>(path: string): Promise<T> => {
    const res = await request.get(`${baseUrl}${path}`, { headers: { 'X-CSRF-TOKEN': csrf } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  /** A single-use approval under this staff member's own PIN. */
  const pin = async (type: string) =>
    (await post<{ approval: string }>('/pos/check-pin', { pin: who.pin, type, managerId: 0 })).approval;
  /** Each sub-item of the open cart delivered in a week from the first place (or purchase order) that has it. */
  const allocateFromStock = async () => {
    const cart = await post<CartView>('/pos/cart/get', {});
    for (const item of cart.cartItems)
      for (const sub of item.subItems) {
        const place = Object.entries(sub.locationQty).find(([code, f]) => code !== 'WEB' && f.free >= sub.qty)?.[0];
        const order = sub.pOrders.find((p) => p.qty >= sub.qty)?.id;
        if (!place && !order) throw new Error(`no stock for ${sub.sku}`);
        await post('/pos/cart/saveAllocation', {
          itemId: item.id,
          sku: sub.sku,
          allocations: [
            { method: 'DEL', from: place ?? order, qty: sub.qty, dispatch_date: nzDay(7), confirmed: true, note: '' },
          ],
        });
      }
  };
  /**
   * A staff member's open POS cart is one for all their sessions, so every journey that sells as Mere
   * shares it: a customer an earlier journey bound to it (pos-order-payments.e2e.ts binds the demo
   * shopper) would keep their email on the next sale, since a bound customer's email is not replaced
   * (updateBasic, src/services/pos-cart/pos-cart.service.ts). A sale starts by clearing the customer.
   */
  const startSale = async () => {
    await get('/pos/cus-clear');
  };
  /** The open cart's payment lines, then COMPLETE as an order under this staff member's PIN: the order's No. */
  const completeOrder = async (payments: { gateway: string; amount: string; reference?: string }[] = []) => {
    if (payments.length) await post('/v1/cart/updatePayment', { orderNo: '', payments });
    const done = await post<{ orderNo: string }>('/pos/cart/complete/', {
      option: 'order',
      updateCus: 0,
      approval: await pin('order'),
    });
    return done.orderNo;
  };
  return { post, get, pin, startSale, allocateFromStock, completeOrder, close: () => context.close() };
}

export type StaffApi = Awaited<ReturnType<typeof staffApi>>;
