// The order detail page (/pos/order-detail/{orderNo}), driven as a salesperson would after the sale.
// The orders are made through the real POS calls (add items, the customer, each sub-item's allocation,
// COMPLETE with a PIN) in Mere Manager's own session, so Sam Staff's cart, which other journeys use,
// is untouched:
// 1. laptop: a bundle and a single chair; the page shows the lines with the bundle's components under
//    theirs, the summary and the customer; the GA4 purchase is pushed once (not again on reload); then
//    Pay it later / No deposit with Mere's manager PIN moves the order on;
// 2. tablet: an order whose allocation check fails offers Back to Quote or Not Now; Not Now keeps the
//    order, Back to Quote opens it as a quote to edit; another order goes Back to Quote directly;
// 3. laptop: an order bound to a registered customer overwrites their details after the data-loss
//    warning (Cancel changes nothing).
// The journey cannot make a dispatch date pass in the running server, so journey 2's failed check is
// the server's 409 answer given by the browser's network layer (page.route); the server's own check
// and its messages are tested in src/http/routes/pos/order-detail.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPTOP, TABLET, launchBrowser, newPage as openPage, openHydrated, screenshot } from './browser.ts';
import { staffApi } from './staff-api.ts';
import { DEMO_STAFF, signIn, typePin } from './staff.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 7 piece dining set (a table and six chairs) and a chair sold on its own (pos-checkout.e2e.ts picked them). */
const BUNDLE = { sku: 'DIN-SET-00006-BLACK', table: 'DIN-TBL-00030-1800-BLACK', chairs: 'DIN-CHR-00018-SMOKED-OAK' };
const SINGLE = { sku: 'OUT-DIN-00008-BLACK' };
const CUSTOMER = {
  firstname: 'Hine',
  lastname: 'Rāwiri',
  email: 'hine.rawiri@example.co.nz',
  mobile: '0215550199',
  address: '12 Karangahape Road, Auckland 1010',
  zip: '1010',
  acquisition: 'Walk in',
  coupon: '',
};

interface FoundCustomer {
  id: number;
  email: string;
  organisation: string;
}

/**
 * Completes Mere Manager's open POS cart as an order of `skus`, each sub-item from the first place (or
 * purchase order) that has it; with `customer`, bound to that registered customer, under `company`.
 */
async function placeOrder(skus: string[], bind?: { customer: FoundCustomer; company: string }): Promise<string> {
  const api = await staffApi(browser, baseUrl);
  const { post } = api;
  try {
    await api.startSale();
    for (const sku of skus) await post('/pos/cart/addItem', { sku });
    let details = CUSTOMER;
    if (bind) {
      await api.get(`/pos/cus-select/${bind.customer.id}`);
      const bound = await post<{ cart: typeof CUSTOMER }>('/pos/cart/get', {});
      const { firstname, lastname, email, mobile, address, zip } = bound.cart;
      details = { ...CUSTOMER, firstname, lastname, email, mobile, address, zip };
    }
    await post('/pos/cart/updateBasic', {
      cart: { ...details, ...(bind ? { company: bind.company } : {}) },
      useSameAddress: true,
      useAutoShippingCost: true,
    });
    await api.allocateFromStock();
    const done = await post<{ orderNo: string }>('/pos/cart/complete/', {
      option: 'order',
      updateCus: 0,
      approval: await api.pin('order'),
    });
    return done.orderNo;
  } finally {
    await api.close();
  }
}

/** Keeps the purchase events a page pushes (window.dataLayer) in the tab's session storage, across reloads. */
function recordPurchases() {
  const layer: unknown[] = [];
  layer.push = (...items: unknown[]) => {
    for (const item of items)
      if ((item as { event?: unknown } | null)?.event === 'purchase') {
        const seen = JSON.parse(sessionStorage.getItem('kauri-test-purchases') ?? '[]') as unknown[];
        sessionStorage.setItem('kauri-test-purchases', JSON.stringify([...seen, item]));
      }
    return Array.prototype.push.apply(layer, items);
  };
  (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
}
const purchases = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('kauri-test-purchases') ?? '[]') as { ecommerce: Record<string, unknown> }[],
  );

async function openDetail(page: Page, orderNo: string) {
  await openHydrated(page, `${baseUrl}/pos/order-detail/${orderNo}`);
  await page.getByTestId('order-detail').waitFor();
  await page.waitForLoadState('networkidle');
}

const line = (page: Page, sku: string) => page.locator(`[data-testid=order-line][data-sku="${sku}"]`);
const component = (page: Page, sku: string) => page.locator(`[data-testid=order-component][data-sku="${sku}"]`);

/** The laptop journey's order (a bundle and a chair, No deposit by the end), seen again at tablet size. */
let bundleOrder = '';

describe('the POS order detail', () => {
  it('shows an order made at the POS, sends its purchase once, and lets a manager allow No deposit (laptop)', async () => {
    const orderNo = await placeOrder([BUNDLE.sku, SINGLE.sku]);
    bundleOrder = orderNo;
    const { page, errors } = await openPage(browser, LAPTOP);
    await page.addInitScript(recordPurchases);
    await signIn(page, baseUrl, DEMO_STAFF.staff.email);
    await openDetail(page, orderNo);

    expect(await page.getByTestId('order-heading').textContent()).toBe(`ORDER #${orderNo}`);
    expect(await page.getByTestId('order-status').first().textContent()).toBe('pending');
    expect(await page.getByTestId('order-branch').textContent()).toBeTruthy();
    expect(await page.getByTestId('order-delivery').textContent()).toContain(CUSTOMER.address);
    // The bundle's line, its table and chairs under it, then the single chair.
    const rows = await page
      .getByTestId('order-items')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => `${tr.getAttribute('data-testid')}:${tr.getAttribute('data-sku')}`));
    expect(rows).toEqual([
      `order-line:${BUNDLE.sku}`,
      `order-component:${BUNDLE.table}`,
      `order-component:${BUNDLE.chairs}`,
      `order-line:${SINGLE.sku}`,
    ]);
    expect(await component(page, BUNDLE.chairs).textContent()).toContain('6');
    expect(await line(page, SINGLE.sku).textContent()).toMatch(/\$[\d,]+\.\d\d/);
    expect(await page.getByTestId('order-grandtotal').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(await page.getByTestId('order-paid').textContent()).toBe('$0.00');
    // The order's documents (tests/e2e/pos-order-documents.e2e.ts follows them).
    expect(await page.getByRole('link', { name: 'Pro-forma' }).count()).toBe(1);

    // The purchase was sent from here, once; opening the order again sends nothing more.
    await expect.poll(async () => (await purchases(page)).length).toBe(1);
    expect((await purchases(page))[0]!.ecommerce).toMatchObject({ transaction_id: orderNo, currency: 'NZD' });
    await screenshot(page, 'pos-order-detail-laptop', { fullPage: true });
    await openDetail(page, orderNo);
    await page.waitForTimeout(500);
    expect((await purchases(page)).length).toBe(1);

    // Pay it later / No deposit: Mere Manager approves with her PIN.
    await page.getByRole('button', { name: 'Pay it later / No deposit' }).click();
    const dialog = page.locator('[data-testid=pop-dialog][data-kind=manager-pin]');
    await dialog.waitFor();
    await dialog.getByTestId('pin-manager').selectOption({ label: DEMO_STAFF.manager.name });
    await screenshot(page, 'pos-order-detail-no-deposit-laptop');
    await typePin(page, DEMO_STAFF.manager.pin);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByTestId('order-status').first().textContent()).toBe('processing');
    await screenshot(page, 'pos-order-detail-processing-laptop', { fullPage: true });
    expect(await page.getByRole('button', { name: 'Pay it later / No deposit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Back to Quote' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers Back to Quote after a failed allocation check, and goes back to a quote directly (tablet)', async () => {
    const [checked, direct] = [await placeOrder([SINGLE.sku]), await placeOrder([SINGLE.sku])];
    const { page, errors } = await openPage(browser, TABLET);
    await signIn(page, baseUrl, DEMO_STAFF.staff.email);

    // The bundle order, going ahead now: its components under their line, and no Back to Quote.
    await openDetail(page, bundleOrder);
    expect(await component(page, BUNDLE.table).count()).toBe(1);
    expect(await component(page, BUNDLE.chairs).count()).toBe(1);
    expect(await page.getByTestId('order-status').first().textContent()).toBe('processing');
    expect(await page.getByRole('button', { name: 'Back to Quote' }).count()).toBe(0);
    await screenshot(page, 'pos-order-detail-tablet', { fullPage: true });

    const failure = 'Please enter a correct dispatch date of [Chair]';
    await page.route(`**/pos/check-allocation/${checked}`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, msg: failure }),
      }),
    );

    await openDetail(page, checked);
    const ask = page.locator('[data-testid=pop-dialog][data-kind=confirm]');
    await ask.waitFor();
    expect(await ask.getByTestId('allocation-failure').textContent()).toBe(failure);
    expect(await ask.textContent()).toContain('Do you want restore this order to quote?');
    await screenshot(page, 'pos-order-detail-check-tablet');
    await ask.getByRole('button', { name: 'Not Now' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await page.getByTestId('order-status').first().textContent()).toBe('pending');
    await screenshot(page, 'pos-order-detail-pending-tablet', { fullPage: true });

    await openDetail(page, checked);
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Back to Quote' }).click();
    await page.waitForURL(`${baseUrl}/pos/quote-edit/${checked}`);
    await expect.poll(() => page.getByTestId('pos-checkout-heading').textContent()).toBe(`EDIT QUOTE #${checked}`);

    // Directly, from the button, after its confirmation.
    await openDetail(page, direct);
    await page.getByRole('button', { name: 'Back to Quote' }).click();
    const confirm = page.locator('[data-testid=pop-dialog][data-kind=confirm]');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Back to Quote' }).click();
    await page.waitForURL(`${baseUrl}/pos/quote-edit/${direct}`);
    await page.getByTestId('pos-checkout').waitFor();
    // It is a quote now: its detail is a quote's, and as an order it is not there.
    await openHydrated(page, `${baseUrl}/pos/order-detail/${direct}?type=quote`);
    expect(await page.getByTestId('order-heading').textContent()).toBe(`QUOTE #${direct}`);
    const gone = await page.goto(`${baseUrl}/pos/order-detail/${direct}`);
    expect(gone?.status()).toBe(404);
    expect(await page.getByTestId('order-missing').textContent()).toBe('The order is not exist');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("overwrites the registered customer's details from the order after the data-loss warning (laptop)", async () => {
    const { page, errors } = await openPage(browser, LAPTOP);
    await signIn(page, baseUrl, DEMO_STAFF.staff.email);
    const search = async (text: string) =>
      (
        (await (await page.request.get(`${baseUrl}/pos/cus-search/${encodeURIComponent(text)}`)).json()) as {
          users: FoundCustomer[];
        }
      ).users;
    // A seeded customer (not the demo shopper other journeys select), and a company that is not theirs yet.
    const customer = (await search('example.co.nz')).find((u) => u.organisation === '')!;
    expect(customer).toBeTruthy();
    const orderNo = await placeOrder([SINGLE.sku], { customer, company: 'Kauri Test Joinery' });
    await openDetail(page, orderNo);

    await page.getByRole('button', { name: "Update customer's details" }).click();
    const warn = page.locator('[data-testid=pop-dialog][data-kind=confirm]');
    await warn.waitFor();
    expect(await warn.textContent()).toContain('What they had is lost.');
    // Cancel changes nothing.
    await warn.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => warn.count()).toBe(0);
    expect((await search(customer.email))[0]!.organisation).toBe('');

    await page.getByRole('button', { name: "Update customer's details" }).click();
    await warn.waitFor();
    await warn.getByRole('button', { name: 'Update' }).click();
    await page.getByText(`The customer's details have been updated from ${orderNo}`).waitFor();
    expect((await search(customer.email))[0]!.organisation).toBe('Kauri Test Joinery');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
