// The counter's lists and where they lead, driven as a salesperson would:
// 1. laptop: the Active Quote list filtered by typing a salesperson's name (or part of it) in the
//    staff box; a quote's View opens its detail page as a quote, whose Edit opens it in the checkout;
// 2. tablet: an unpaid order with no POS cart to edit (the seed's) offers no Back to Quote, which the
//    server would refuse;
// 3. laptop and phone: the sent-cart log opens on the signed-in person's own carts; a manager widens
//    it to everyone's, a salesperson has no such choice.
// Screenshots of each at the sizes it is used at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPTOP, PHONE, TABLET, launchBrowser, newPage as openPage, openHydrated, screenshot } from './browser.ts';
import { DEMO_STAFF, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openList(page: Page, path: string) {
  await openHydrated(page, `${baseUrl}${path}`);
  await page.getByTestId('pos-orders').waitFor();
  await page.waitForLoadState('networkidle');
}

/** The staff column of every row shown (the list's own words: the salesperson's name). */
const staffOfRows = (page: Page) =>
  page.getByTestId('order-row').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[3]?.textContent ?? ''));

describe('the counter’s lists', () => {
  it('finds quotes by typing part of a salesperson’s name, views one as a quote and edits it (laptop)', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openPage(browser, LAPTOP);
    await signIn(page, baseUrl);
    await openList(page, '/pos/quotes');
    const staffBox = page.getByTestId('list-staff');
    expect(await staffBox.evaluate((el) => el.tagName)).toBe('INPUT');

    // Part of a name, any case: only Mere Manager's quotes.
    await staffBox.fill('mere man');
    await expect.poll(() => page.url()).toContain('staff=mere+man');
    await page.getByTestId('order-row').first().waitFor();
    await expect.poll(async () => [...new Set(await staffOfRows(page))]).toEqual(['Mere Manager']);
    // A name nobody has: nothing.
    await staffBox.fill('nobody of that name');
    await page.getByTestId('list-empty').waitFor();
    // Sam's: the demo shopper's quote among them.
    await staffBox.fill('Sam');
    await expect.poll(async () => [...new Set(await staffOfRows(page))]).toEqual(['Sam Staff']);
    await screenshot(page, 'pos-quotes-staff-filter-laptop');

    const row = page.getByTestId('order-row').first();
    const orderNo = (await row.getAttribute('data-order-no'))!;
    const view = row.getByTestId('row-view');
    expect(await view.getAttribute('href')).toBe(`/pos/order-detail/${orderNo}?type=quote`);
    await view.click();
    await page.waitForURL(`${baseUrl}/pos/order-detail/${orderNo}?type=quote`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.getByTestId('order-heading').textContent()).toBe(`QUOTE #${orderNo}`);
    expect(await page.getByTestId('order-line').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'pos-quote-detail-laptop', { fullPage: true });

    await page.getByTestId('quote-edit').click();
    await page.waitForURL(`${baseUrl}/pos/quote-edit/${orderNo}`);
    await page.getByTestId('pos-checkout').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers no Back to Quote on an unpaid order the server would not take back (tablet)', async () => {
    const { page, errors } = await openPage(browser, TABLET);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    // The seed's unpaid orders were made without a POS cart: there is nothing to edit as a quote. Mere's
    // is two days old, older than any a journey makes.
    await openList(page, '/pos/orders?type=p-order&allBranch=1&staff=Mere&sort=createdAt&direction=asc');
    const seeded = page.getByTestId('order-row').first();
    const orderNo = (await seeded.getAttribute('data-order-no'))!;
    await seeded.getByTestId('row-view').click();
    await page.waitForURL(`${baseUrl}/pos/order-detail/${orderNo}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.getByTestId('order-status').first().textContent()).toBe('pending');
    await page.getByTestId('order-actions').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('order-back-to-quote').count()).toBe(0);
    await screenshot(page, 'pos-unpaid-order-detail-tablet', { fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const [size, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    it(`the sent-cart log opens on one's own carts; a manager widens it, a salesperson cannot (${size})`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await signIn(page, baseUrl, DEMO_STAFF.manager.email);
      await openHydrated(page, `${baseUrl}/pos/sent-carts`);
      const mine = page.getByRole('link', { name: 'Only mine' });
      const everyone = page.getByRole('link', { name: "Everyone's" });
      expect(await mine.getAttribute('aria-current')).toBe('page');
      expect(await everyone.getAttribute('aria-current')).toBeNull();
      await everyone.click();
      await page.waitForURL(`${baseUrl}/pos/sent-carts?everyone=1`);
      expect(await page.getByRole('link', { name: "Everyone's" }).getAttribute('aria-current')).toBe('page');
      await screenshot(page, `pos-sent-carts-everyone-${size}`, { fullPage: true });
      await page.getByRole('link', { name: 'Only mine' }).click();
      await page.waitForURL(`${baseUrl}/pos/sent-carts`);
      expect(errors).toEqual([]);
      await page.context().close();

      const sam = await openPage(browser, viewport);
      await signIn(sam.page, baseUrl);
      await openHydrated(sam.page, `${baseUrl}/pos/sent-carts?everyone=1`);
      await sam.page.getByTestId('sent-cart-note').waitFor();
      expect(await sam.page.getByRole('link', { name: "Everyone's" }).count()).toBe(0);
      expect(sam.errors).toEqual([]);
      await sam.page.context().close();
    });
  }
});
