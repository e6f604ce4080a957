// The order and quote lists, driven as a salesperson would:
// 1. on a tablet: the Quotes menu link, yesterday's quote for the demo shopper found by their mobile,
//    its expiry moved out, then opened (Edit) and completed as an order with the PIN; it leaves the
//    quotes and shows among the unpaid orders;
// 2. on a laptop: an unpaid order cancelled with the PIN, its stock back at the place it came from,
//    then restored from Cancelled Orders with the PIN, its stock taken again.
// The order for (2) is made through the POS's own calls by Mere Manager; the stock is read through
// Aroha Admin's cart, so nothing the journeys do is touched by the check. Screenshots of the lists at
// both sizes.
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPTOP, TABLET, launchBrowser, newPage as openPage, screenshot, ownAddress } from './browser.ts';
import { DEMO_SHOPPER, DEMO_STAFF, STAFF_PASSWORD, signIn, typePin } from './staff.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const newPage = (viewport: { width: number; height: number }) => openPage(browser, viewport);
/** The demo shopper's mobile (src/db/seed/people.ts): the seed made a quote for them yesterday. */
const SHOPPER_MOBILE = '0215550187';
/** A chair sold on its own with free stock at the distribution centre DC1 (as in pos-checkout.e2e.ts). */
const CHAIR = 'OUT-DIN-00008-BLACK';

function nzDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** A signed-in staff API session (its own cookie and token), for setting up and reading stock. */
async function apiSession(email: string) {
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const request: APIRequestContext = context.request;
  const token = async () => ((await (await request.get(`${baseUrl}/v1/csrf`)).json()) as { token: string }).token;
  const login = await request.post(`${baseUrl}/pos/login`, {
    data: { email, password: STAFF_PASSWORD },
    headers: { 'X-CSRF-TOKEN': await token() },
  });
  expect(login.ok()).toBe(true);
  const csrf = await token();
  const post = async <T = Record<string, unknown>>(path: string, data: unknown): Promise<T> => {
    const res = await request.post(`${baseUrl}${path}`, { data, headers: { 'X-CSRF-TOKEN': csrf } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const get = async <T = Record<string, unknown>>(path: string): Promise<T> => {
    const res = await request.get(`${baseUrl}${path}`, { headers: { 'X-CSRF-TOKEN': csrf } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return { post, get, close: () => context.close() };
}

/** Free and allocated units of a sku at a place, as the POS's allocation table shows them. */
async function stockOf(sku: string, place: string): Promise<{ free: number; alloc: number }> {
  const admin = await apiSession(DEMO_STAFF.admin.email);
  await admin.post('/pos/cart/addItem', { sku });
  const view = await admin.post<{
    cartItems: { subItems: { sku: string; locationQty: Record<string, { free: number; alloc: number }> }[] }[];
  }>('/pos/cart/get', {});
  const sub = view.cartItems.flatMap((i) => i.subItems).find((s) => s.sku === sku)!;
  await admin.close();
  const { free, alloc } = sub.locationQty[place]!;
  return { free, alloc };
}

async function openList(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('pos-orders').waitFor();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
}

const rowOf = (page: Page, orderNo: string) => page.locator(`[data-testid=order-row][data-order-no="${orderNo}"]`);
const noticeSays = (page: Page, text: string) => page.getByTestId('notice').filter({ hasText: text }).waitFor();

describe('POS order and quote lists', () => {
  it("finds yesterday's quote by the customer's mobile, extends it and turns it into an order (tablet)", {
    timeout: 180_000,
  }, async () => {
    const { page, errors } = await newPage(TABLET);
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'Quotes' }).click();
    await page.waitForURL(`${baseUrl}/pos/quotes`);
    await page.getByTestId('pos-orders').waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Active Quote');
    // All branch is on for the quote lists.
    expect(await page.getByTestId('list-all-branch').locator('input').isChecked()).toBe(true);

    await page.getByTestId('list-search').fill(SHOPPER_MOBILE);
    // The seed's quote, made yesterday (other journeys may have quoted this customer today).
    const seeded = page
      .getByTestId('order-row')
      .filter({ has: page.getByTestId('row-expires-in').filter({ hasText: 'Expires in 13 days' }) })
      .first();
    await seeded.waitFor();
    const row = rowOf(page, (await seeded.getAttribute('data-order-no'))!);
    await expect.poll(() => page.url()).toContain(`s=${SHOPPER_MOBILE}`);
    const orderNo = (await row.getAttribute('data-order-no'))!;
    expect(await row.textContent()).toContain(DEMO_SHOPPER.name.split(' ')[0]);
    expect(await row.getByTestId('row-expires-in').textContent()).toBe('Expires in 13 days');
    await row.getByTestId('row-items').click();
    await expect.poll(() => row.getAttribute('data-order-no')).toBe(orderNo);
    await page.getByTestId('row-item-list').waitFor();

    // The expiry moves out to 30 days from today (within created + 90 days).
    const later = nzDay(30);
    await row.getByTestId('row-expiry').fill(later);
    await row.getByTestId('row-expiry').press('Enter');
    await noticeSays(page, `Quote #${orderNo} now expires on ${later}`);
    await expect.poll(() => row.getByTestId('row-expires-in').textContent()).toBe('Expires in 30 days');
    await screenshot(page, 'pos-orders-quotes-tablet', { fullPage: true });

    // A search that matches nothing says so.
    await page.getByTestId('list-search').fill('no such customer anywhere');
    await page.getByTestId('list-empty').getByText('No result(s)').waitFor();

    // Open it (Edit) and complete it as an order with the PIN.
    await openList(page, `/pos/quote?s=${SHOPPER_MOBILE}`);
    await rowOf(page, orderNo).getByTestId('row-edit').click();
    await page.waitForURL(`${baseUrl}/pos/quote-edit/${orderNo}`);
    await page.getByTestId('pos-checkout').waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.getByTestId('pos-proceed-items').click();
    await page.getByTestId('pos-proceed-payment').click();
    await page.getByTestId('pos-payment-tab').waitFor();
    await page.getByTestId('pos-complete-order').click();
    const confirm = page.locator('[data-testid=pop-dialog][data-kind=confirm]');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Complete order' }).click();
    await page.locator('[data-testid=pop-dialog][data-kind=pin]').waitFor();
    await typePin(page, DEMO_STAFF.staff.pin);
    const done = page.locator('[data-testid=pop-dialog][data-kind=alert]');
    await done.waitFor();
    expect(await done.textContent()).toContain(orderNo);
    await done.getByRole('button', { name: 'I got it' }).click();
    await page.waitForURL(`${baseUrl}/pos/order-detail/${orderNo}`);

    // No longer a quote: it is one of the unpaid orders now.
    await openList(page, `/pos/quotes?s=${orderNo}`);
    await page.getByTestId('list-empty').waitFor();
    await openList(page, `/pos/orders?type=p-order&allBranch=1&s=${orderNo}`);
    await rowOf(page, orderNo).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('cancels an unpaid order with the PIN and sees its stock come back, then restores it (laptop)', {
    timeout: 180_000,
  }, async () => {
    // An unpaid order of one chair from DC1, made at the counter by Mere Manager.
    const before = await stockOf(CHAIR, 'DC1');
    const mere = await apiSession(DEMO_STAFF.manager.email);
    await mere.post('/pos/cart/addItem', { sku: CHAIR });
    await mere.post('/pos/cart/updateBasic', {
      cart: {
        firstname: 'Kiri',
        lastname: 'Williams',
        email: 'kiri.williams@example.co.nz',
        mobile: '0215550105',
        address: '5 Karaka Street, Ponsonby, Auckland 1011',
        zip: '1011',
        acquisition: 'Walk in',
        coupon: '',
      },
      useSameAddress: true,
      useAutoShippingCost: true,
    });
    const cart = await mere.post<{ cartItems: { id: number; sku: string }[] }>('/pos/cart/get', {});
    const item = cart.cartItems.find((i) => i.sku === CHAIR)!;
    await mere.post('/pos/cart/saveAllocation', {
      itemId: item.id,
      sku: CHAIR,
      allocations: [{ method: 'DEL', from: 'DC1', qty: 1, dispatch_date: nzDay(7), confirmed: true, note: '' }],
    });
    const pin = await mere.post<{ approval: string }>('/pos/check-pin', {
      pin: DEMO_STAFF.manager.pin,
      type: 'order',
      managerId: 0,
    });
    const made = await mere.post<{ orderNo: string }>('/pos/cart/complete/', {
      option: 'order',
      updateCus: 0,
      approval: pin.approval,
    });
    const orderNo = made.orderNo;
    expect(await stockOf(CHAIR, 'DC1')).toEqual({ free: before.free - 1, alloc: before.alloc + 1 });

    const { page, errors } = await newPage(LAPTOP);
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL(`${baseUrl}/pos/orders`);
    await page.getByTestId('pos-orders').waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Recent Orders');
    await page.getByTestId('list-p-order').click();
    await rowOf(page, orderNo).waitFor();
    await rowOf(page, orderNo).getByTestId('row-items').click();
    await screenshot(page, 'pos-orders-unpaid-laptop', { fullPage: true });

    // Cancel: the PIN, the server's word, the stock back at DC1, the order among the cancelled.
    await rowOf(page, orderNo).getByTestId('row-cancel').click();
    await page.locator('[data-testid=pop-dialog][data-kind=pin]').waitFor();
    await typePin(page, DEMO_STAFF.staff.pin);
    await noticeSays(page, `Order #${orderNo} has been cancelled`);
    await expect.poll(() => rowOf(page, orderNo).count()).toBe(0);
    expect(await stockOf(CHAIR, 'DC1')).toEqual(before);

    await page.getByTestId('list-c-order').click();
    await rowOf(page, orderNo).waitFor();
    await screenshot(page, 'pos-orders-cancelled-laptop', { fullPage: true });
    await rowOf(page, orderNo).getByTestId('row-restore').click();
    await page.locator('[data-testid=pop-dialog][data-kind=pin]').waitFor();
    await typePin(page, DEMO_STAFF.staff.pin);
    await noticeSays(page, `Order #${orderNo} has been restored`);
    await expect.poll(() => rowOf(page, orderNo).count()).toBe(0);
    expect(await stockOf(CHAIR, 'DC1')).toEqual({ free: before.free - 1, alloc: before.alloc + 1 });

    // Someone else cancels it meanwhile: this page's Cancel is refused, the server's msg in the danger pop-up.
    await page.getByTestId('list-p-order').click();
    await rowOf(page, orderNo).waitFor();
    const theirs = await mere.post<{ approval: string }>('/pos/check-pin', {
      pin: DEMO_STAFF.manager.pin,
      type: 'order_cancel',
      managerId: 0,
    });
    await mere.get(`/pos/order-cancel/${orderNo}?approval=${encodeURIComponent(theirs.approval)}`);
    await mere.close();
    await rowOf(page, orderNo).getByTestId('row-cancel').click();
    await page.locator('[data-testid=pop-dialog][data-kind=pin]').waitFor();
    await typePin(page, DEMO_STAFF.staff.pin);
    const refused = page.getByTestId('notice').filter({ hasText: 'This order is already cancelled' });
    await refused.waitFor();
    expect(await refused.getAttribute('class')).toContain('text-sale');
    expect(await stockOf(CHAIR, 'DC1')).toEqual(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the lists at tablet and laptop size, sorted by a header', { timeout: 120_000 }, async () => {
    for (const [size, name] of [
      [TABLET, 'tablet'],
      [LAPTOP, 'laptop'],
    ] as const) {
      const { page, errors } = await newPage(size);
      await signIn(page, baseUrl);
      await openList(page, '/pos/orders?allBranch=1');
      await page.getByTestId('sort-grandtotal').click();
      await expect.poll(() => page.url()).toContain('sort=grandtotal');
      expect(await page.locator('th[aria-sort=ascending]').textContent()).toContain('Total');
      await screenshot(page, `pos-orders-recent-${name}`, { fullPage: true });
      await openList(page, '/pos/quotes?type=e-quote');
      await page.getByTestId('order-row').first().waitFor();
      expect(await page.getByTestId('row-expires-in').first().textContent()).toMatch(/^Expired At /);
      await screenshot(page, `pos-orders-expired-${name}`, { fullPage: true });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
