// Stock that comes in, on a counter tablet (1024x768) and a laptop: a sofa the shop has sold out of
// and has nothing coming for. Mere Manager raises a purchase order for three; the shopper's product
// page now says when they arrive. Sam Staff sells one on back order from that purchase order (the
// allocation modal's purchase-order table), and the order is paid. Mere receives the purchase order
// into a new bin at DC1; the order's line can now be taken now from that bin, and the shopper's page
// says In stock. The calls' rules, refusals and races are tested in src/services/purchase-orders/ and
// src/http/routes/pos/purchase-orders*.test.ts.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPTOP, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
import { nzDay, staffApi } from './staff-api.ts';
import { DEMO_STAFF, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
const TABLET_LANDSCAPE = { width: 1024, height: 768 };
const BIN = 'E2E-01-1';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A sofa the listing shows Sold out, of one size: its product page's address and the SKU of the colour
 * the page shows first (a variant's SKU is the product's code and its colour's, src/db/seed/catalogue.ts).
 */
async function soldOutSofa(page: Page): Promise<{ url: string; sku: string }> {
  for (let n = 1; n <= 5; n++) {
    await openHydrated(page, `${baseUrl}/living?type=sofas&page=${n}`);
    const urls = await page
      .locator('article.product-card')
      .evaluateAll((els) =>
        els
          .filter((e) => e.querySelector('[data-testid=card-sold-out]'))
          .map((e) => e.querySelector('a.card-title')?.getAttribute('href') ?? ''),
      );
    for (const url of urls.filter(Boolean)) {
      await openHydrated(page, `${baseUrl}${url}`);
      if ((await page.getByTestId('size-options').count()) > 0) continue;
      const code = await page.getByTestId('product-page').getAttribute('data-product-sku');
      const colour = await page.locator('[data-testid=colour-options] [data-selected]').getAttribute('data-colour');
      if (code && colour && (await page.getByTestId('eta').textContent())?.includes('Sold out'))
        return { url, sku: `${code}-${colour}`.toUpperCase() };
    }
  }
  throw new Error('no sold-out sofa of one size in the first five pages of sofas');
}

/** The product page's delivery words, read afresh until they match (the caches drop within a second). */
async function etaBecomes(page: Page, url: string, wanted: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        await openHydrated(page, `${baseUrl}${url}`);
        text = (await page.getByTestId('eta').textContent()) ?? '';
        return wanted.test(text);
      },
      { timeout: 10_000, interval: 500 },
    )
    .toBe(true);
  return text;
}

const subItem = (page: Page, sku: string) => page.locator(`[data-testid=pos-sub-item][data-sku="${sku}"]`);

async function settled(page: Page) {
  await expect.poll(() => page.getByTestId('pos-updating').textContent()).toBe('');
}

/** The line's FREE column at each place of the allocation modal's stock table. */
async function freeUnits(modal: Locator): Promise<number[]> {
  return Promise.all(
    (await modal.getByTestId('pos-stock-row').all()).map(async (row) =>
      Number((await row.locator('td').allTextContents())[1]),
    ),
  );
}

describe('a purchase order brings a sold-out sofa in', () => {
  let sofa = { url: '', sku: '' };
  let poNumber = '';
  let orderNo = '';

  it('a manager raises a purchase order and the shopper is told when it arrives (tablet)', async () => {
    const shopper = await newPage(browser, LAPTOP);
    sofa = await soldOutSofa(shopper.page);

    const { page, errors } = await newPage(browser, TABLET_LANDSCAPE);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    await page.getByRole('link', { name: 'Purchase orders' }).click();
    await page.getByTestId('pos-purchase-orders').waitFor();
    await page.getByTestId('po-new').click();
    await page.getByTestId('po-new-page').waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });

    const form = page.getByRole('form', { name: 'New purchase order' });
    await form.getByLabel('Supplier').fill('Foshan Comfort Upholstery Co.');
    await form.getByLabel('Expected date').fill(nzDay(21));
    await form.getByLabel('Delivered to').selectOption('DC1');
    await form.locator('input[placeholder="SKU"]').first().fill(sofa.sku);
    await form.getByLabel('Quantity of line 1').fill('3');
    await screenshot(page, 'pos-purchase-order-new-tablet');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/pos\/purchase-orders\/PO-\d+$/);
    await page.getByTestId('po-detail-page').waitFor();
    poNumber = decodeURIComponent(page.url().split('/').pop()!);
    expect(await page.getByTestId('po-lines').textContent()).toContain(sofa.sku);
    await screenshot(page, 'pos-purchase-order-raised-tablet', { fullPage: true });

    // The shopper's page no longer says Sold out: the units are on their way.
    const eta = await etaBecomes(shopper.page, sofa.url, /^(?!.*Sold out)/);
    expect(eta).not.toContain('In stock');
    expect(errors).toEqual([]);
    await page.context().close();
    await shopper.page.context().close();
  });

  it('a salesperson sells one on back order from the purchase order, and it is paid (tablet)', async () => {
    const sam = await staffApi(browser, baseUrl, DEMO_STAFF.staff);
    const mere = await staffApi(browser, baseUrl);
    const { page, errors } = await newPage(browser, TABLET_LANDSCAPE);
    try {
      await sam.startSale();
      await sam.post('/pos/cart/addItem', { sku: sofa.sku });
      await sam.post('/pos/cart/updateBasic', {
        cart: {
          firstname: 'Hine',
          lastname: 'Walker',
          email: 'hine.walker@example.co.nz',
          mobile: '0215550142',
          address: '12 Queen Street, Auckland 1010',
          zip: '1010',
          acquisition: 'Walk in',
          coupon: '',
        },
        useSameAddress: true,
        useAutoShippingCost: true,
      });

      // Sam allocates it on the checkout page: nothing free anywhere, the new purchase order has three.
      await signIn(page, baseUrl, DEMO_STAFF.staff.email);
      await openHydrated(page, `${baseUrl}/pos/checkout`);
      await page.getByTestId('pos-proceed-items').click();
      await subItem(page, sofa.sku).getByTestId('pos-sub-allocate').click();
      const modal = page.getByTestId('pos-allocation-modal');
      await modal.waitFor();
      await expect.poll(() => modal.getByTestId('pos-stock-row').count()).toBeGreaterThan(0);
      for (const free of await freeUnits(modal)) expect(free).toBe(0);
      const poRow = modal.getByTestId('pos-po-row').filter({ hasText: poNumber });
      const [, available] = (await poRow.locator('td').allTextContents()).map((t) => t.trim());
      expect(Number(available)).toBe(3);
      await poRow.locator('button').click();
      await modal.getByTestId('pos-allocation-date').fill(nzDay(22));
      await screenshot(page, 'pos-purchase-order-allocation-tablet');
      await modal.getByTestId('pos-allocation-save').click();
      await expect.poll(() => modal.count()).toBe(0);
      await settled(page);
      expect(await subItem(page, sofa.sku).getByTestId('pos-sub-summary').textContent()).toContain(`from ${poNumber}`);

      const { cart } = await sam.post<{ cart: { grandtotal: string } }>('/pos/cart/get', {});
      orderNo = await sam.completeOrder([{ gateway: 'directcrd', amount: cart.grandtotal, reference: 'DC-E2E-PO' }]);
      const info = await mere.get<{ order: { payments: { id: number }[] } }>(`/pos/order-info/${orderNo}`);
      await mere.post('/pos/pay-order/', { orderNo, pId: info.order.payments[0]!.id });

      // Before the delivery the line cannot be taken now: its units are on the purchase order.
      await openHydrated(page, `${baseUrl}/pos/order-detail/${orderNo}`);
      await page.getByTestId('order-detail').waitFor();
      expect(await page.getByTestId('order-line').first().getByTestId('take-now-button').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await sam.close();
      await mere.close();
      await page.context().close();
    }
  });

  it('the manager receives the purchase order into a new bin (laptop)', async () => {
    const { page, errors } = await newPage(browser, LAPTOP);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    await openHydrated(page, `${baseUrl}/pos/purchase-orders/${poNumber}`);
    const form = page.getByTestId('po-receive-form');
    await form.waitFor();
    // The order waiting on it is listed with a link to its detail.
    expect(await page.getByRole('region', { name: 'Orders waiting on it' }).textContent()).toContain(orderNo);
    await form.getByLabel(`Arrived of ${sofa.sku}`).fill('3');
    await form.getByLabel(`Bin for ${sofa.sku}`).fill(BIN);
    await screenshot(page, 'pos-purchase-order-receive-laptop', { fullPage: true });
    await form.getByRole('button', { name: 'Receive' }).click();
    await expect.poll(() => page.getByTestId('po-receive-form').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByTestId('po-detail-page').textContent()).toMatch(/Received/);
    await screenshot(page, 'pos-purchase-order-received-laptop', { fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the order's line is taken now from that bin, and the shopper's page says In stock", async () => {
    const { page, errors } = await newPage(browser, TABLET_LANDSCAPE);
    await signIn(page, baseUrl, DEMO_STAFF.staff.email);
    await openHydrated(page, `${baseUrl}/pos/order-detail/${orderNo}`);
    await page.getByTestId('order-detail').waitFor();
    await page.waitForLoadState('networkidle');
    const button = page.getByTestId('order-line').first().getByTestId('take-now-button');
    expect(await button.textContent()).toBe('Taking now');
    await button.click();
    const modal = page.getByTestId('take-now-modal');
    await modal.waitFor();
    const key = `DC1 ${BIN}`;
    const offered = await page
      .getByTestId('take-now-bin')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toContain(key);
    await page.getByTestId('take-now-bin').selectOption(key);
    await page.getByTestId('take-now-qty').fill('1');
    await screenshot(page, 'pos-purchase-order-take-now-tablet');
    await page.getByTestId('take-now-submit').click();
    await modal.waitFor({ state: 'detached' });
    const line = page.getByTestId('order-line').first();
    await expect.poll(() => line.getByTestId('order-dispatched').textContent()).toBe('Dispatched 1');
    expect(errors).toEqual([]);
    await page.context().close();

    // Two of the three are free at DC1 now: the shopper's page says In stock.
    const shopper = await newPage(browser, LAPTOP);
    expect(await etaBecomes(shopper.page, sofa.url, /In stock/)).toContain('In stock');
    await screenshot(shopper.page, 'pos-purchase-order-shop-in-stock-laptop');
    expect(shopper.errors).toEqual([]);
    await shopper.page.context().close();
  });
});
