// Coupon administration, on a counter laptop (1366x768): Mere Manager opens
// Coupons from the POS menu, adds a coupon for Pita Shopper with 10% off and "email after creating"
// (the input rules as she types, the customer found by name), sees it in the list, finds the mail in
// the outbox, opens its History, disables and enables it; a second coupon with the same code in small
// letters is refused in the danger pop-up. Sam Staff sees the list without Add, Email or Enable/Disable.
// The figures and every refusal are tested on both databases in src/http/routes/pos/coupons*.test.ts.
// Then the coupon at the storefront: a visitor is asked to sign in; Pita signs in, takes it off her
// cart and pays; at the counter its use count and history show her order, whose tax invoice and
// label print from its detail.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, LAPTOP, PHONE, TABLET, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
import {
  LAPTOP_1366,
  PITA_COUPON,
  applyCoupon,
  cartWithOneItem,
  fillDelivery,
  openCoupon,
  shopperSignIn,
} from './coupons.ts';
import { DEMO_SHOPPER, DEMO_STAFF, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How far the coupon table runs past its box (0 or less: it fits). */
const tableOverflow = (page: Page) =>
  page.getByTestId('coupon-list').evaluate((table) => {
    const box = table.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });

describe('coupon administration', () => {
  it('adds a 10% coupon for Pita Shopper, mails it, shows its history, disables and enables it (laptop)', async () => {
    const { page, errors } = await newPage(browser, LAPTOP_1366);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    await page.getByRole('link', { name: 'Coupons' }).click();
    await page.waitForURL(`${baseUrl}/pos/coupons`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByTestId('coupon-list').waitFor();
    expect(await page.getByTestId('coupon-row-WELCOME10').count()).toBe(1);

    await page.getByTestId('coupon-add').click();
    const form = page.getByTestId('coupon-form');
    await form.waitFor();
    // The input rules as she types: letters out of the amount, a second point dropped, digits only below.
    await page.getByTestId('coupon-code').fill('pita10');
    expect(await page.getByTestId('coupon-code').inputValue()).toBe(PITA_COUPON);
    await page.getByTestId('coupon-name').fill('10% off for Pita');
    await page.getByTestId('coupon-amount').fill('');
    await page.getByTestId('coupon-amount').pressSequentially('1x0.0.5');
    expect(await page.getByTestId('coupon-amount').inputValue()).toBe('10.05');
    await page.getByTestId('coupon-amount').fill('10');
    await page.getByTestId('coupon-min').fill('');
    await page.getByTestId('coupon-min').pressSequentially('1.5');
    expect(await page.getByTestId('coupon-min').inputValue()).toBe('15');
    await page.getByTestId('coupon-min').fill('0');
    await page.getByTestId('coupon-limit').fill('');
    await page.getByTestId('coupon-limit').pressSequentially('-2');
    expect(await page.getByTestId('coupon-limit').inputValue()).toBe('2');
    await page.getByTestId('coupon-limit').fill('1');
    // "Email after creating" only once a customer is chosen.
    expect(await page.getByTestId('coupon-if-email').count()).toBe(0);
    await page.getByTestId('coupon-customer-search').fill('Pita');
    const results = page.getByTestId('coupon-customer-results');
    await results.getByRole('button', { name: new RegExp(DEMO_SHOPPER.email) }).click();
    await page.getByTestId('coupon-customer-chosen').waitFor();
    expect(await page.getByTestId('coupon-customer-chosen').textContent()).toContain(DEMO_SHOPPER.email);
    await page.getByTestId('coupon-enabled').click();
    await page.getByTestId('coupon-if-email').click();
    await screenshot(page, 'pos-coupons-add-laptop');
    await page.getByTestId('coupon-save').click();
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('notice').first().textContent())
      .toContain(`Coupon ${PITA_COUPON} is created and emailed to ${DEMO_SHOPPER.email}`);

    const row = page.getByTestId(`coupon-row-${PITA_COUPON}`);
    await row.waitFor();
    expect(await row.getByTestId('coupon-status').textContent()).toBe('Enabled');
    expect(await row.getByTestId('coupon-uses').textContent()).toBe('0 / 1');
    expect(await row.textContent()).toContain(DEMO_SHOPPER.name);
    expect(await row.textContent()).toContain('10% off');
    await page.getByTestId('notice').first().getByRole('button', { name: 'Dismiss' }).click();
    await screenshot(page, 'pos-coupons-list-laptop');

    // The same code in small letters is refused, in the danger pop-up, and the form stays open.
    await page.getByTestId('coupon-add').click();
    await page.getByTestId('coupon-code').fill('pita10');
    await page.getByTestId('coupon-name').fill('Again');
    await page.getByTestId('coupon-save').click();
    await expect
      .poll(() => page.getByTestId('notice').last().textContent())
      .toContain('This coupon code is already in use');
    await page.getByTestId('coupon-form').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('coupon-form').waitFor({ state: 'detached' });

    // The mail waits in the outbox.
    await openHydrated(page, `${baseUrl}/pos/outbox`);
    const mail = page.getByTestId('outbox-mail').first();
    expect(await mail.getByTestId('outbox-subject').textContent()).toBe(`Your Kauri Furniture coupon ${PITA_COUPON}`);
    expect(await mail.getByTestId('outbox-to').textContent()).toBe(DEMO_SHOPPER.email);

    // History, then disable and enable: each a line.
    const again = await openCoupon(page, baseUrl, PITA_COUPON);
    await again.getByRole('button', { name: `History of ${PITA_COUPON}` }).click();
    const history = page.getByTestId('coupon-history');
    await history.waitFor();
    const lines = history.getByTestId('coupon-history-line');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).textContent()).toContain('Mere Manager');
    expect(await lines.nth(0).textContent()).toContain('created');
    expect(await lines.nth(1).textContent()).toContain(`emailed to ${DEMO_SHOPPER.email}`);
    await screenshot(page, 'pos-coupons-history-laptop');
    await history.getByRole('button', { name: 'Close' }).first().click();
    await history.waitFor({ state: 'detached' });

    await again.getByRole('button', { name: `Disable ${PITA_COUPON}` }).click();
    await expect.poll(() => again.getByTestId('coupon-status').textContent()).toBe('Disabled');
    await again.getByRole('button', { name: `Enable ${PITA_COUPON}` }).click();
    await expect.poll(() => again.getByTestId('coupon-status').textContent()).toBe('Enabled');
    await again.getByRole('button', { name: `History of ${PITA_COUPON}` }).click();
    await expect.poll(() => page.getByTestId('coupon-history-line').count()).toBe(4);
    expect(await page.getByTestId('coupon-history-line').nth(2).textContent()).toContain('disabled');
    expect(await page.getByTestId('coupon-history-line').nth(3).textContent()).toContain('enabled');
    await page.keyboard.press('Escape');

    // Sorting by Code keeps its state in the address.
    await openHydrated(page, `${baseUrl}/pos/coupons`);
    await page.getByTestId('coupon-sort-code').click();
    await page.waitForURL(/sort=code&direction=asc/);
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).toContain('Code');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is refused to a visitor, taken off for Pita once she signs in and pays; the counter sees the use and prints her order', async () => {
    // A visitor on a phone is asked to sign in, and nothing is taken off.
    const visitor = await newPage(browser, PHONE);
    await cartWithOneItem(visitor.page, baseUrl);
    await applyCoupon(visitor.page, PITA_COUPON);
    await expect
      .poll(() => visitor.page.getByTestId('coupon-msg').textContent())
      .toBe('Please sign in to use this coupon');
    expect(await visitor.page.getByTestId('summary-coupon').count()).toBe(0);
    await visitor.page.getByTestId('coupon-msg').scrollIntoViewIfNeeded();
    await screenshot(visitor.page, 'coupon-anonymous-refused-phone');
    expect(visitor.errors).toEqual([]);
    await visitor.page.context().close();

    // Pita signs in (on a new session id), fills a cart and applies her code in small letters.
    const { page, errors } = await newPage(browser, DESKTOP);
    await openHydrated(page, `${baseUrl}/`);
    const sid = async () => (await page.context().cookies()).find((c) => c.name === 'kauri_sid')?.value;
    const anonymous = await sid();
    expect(await shopperSignIn(page, baseUrl, DEMO_SHOPPER.email, '')).toMatchObject({ found: 1, logged: 0 });
    expect(await shopperSignIn(page, baseUrl, DEMO_SHOPPER.email, 'Wrong#2026')).toMatchObject({
      logged: 0,
      message: 'The password is incorrect',
    });
    expect(await shopperSignIn(page, baseUrl, DEMO_SHOPPER.email, 'Shopper#2026')).toMatchObject({
      found: 1,
      logged: 1,
    });
    expect(await sid()).not.toBe(anonymous);
    await cartWithOneItem(page, baseUrl);
    await applyCoupon(page, PITA_COUPON.toLowerCase());
    await page.getByTestId('coupon-applied').waitFor();
    await expect.poll(() => page.getByTestId('summary-coupon').textContent()).toMatch(/^−\$[\d,]+\.\d\d$/);
    await page.getByTestId('coupon-applied').scrollIntoViewIfNeeded();
    await screenshot(page, 'coupon-owner-cart-desktop');

    // She pays on the simulated payment page.
    await fillDelivery(page, { firstname: 'Pita', lastname: 'Shopper', email: DEMO_SHOPPER.email });
    await page.getByTestId('terms').click();
    await expect.poll(() => page.getByTestId('checkout-error').textContent()).toBe('');
    await page.getByTestId('complete-purchase-bottom').click();
    await page.waitForURL(/\/gateway-sim\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/checkout\/result\/[^/?]+/);
    const orderNo = (await page.getByTestId('order-no').textContent())!;
    expect(errors).toEqual([]);
    await page.context().close();

    // At the counter: the use is counted, and the history says which order took it.
    const counter = await newPage(browser, LAPTOP_1366);
    await signIn(counter.page, baseUrl, DEMO_STAFF.manager.email);
    const row = await openCoupon(counter.page, baseUrl, PITA_COUPON);
    expect(await row.getByTestId('coupon-uses').textContent()).toBe('1 / 1');
    await row.getByRole('button', { name: `History of ${PITA_COUPON}` }).click();
    const lines = counter.page.getByTestId('coupon-history-line');
    await expect.poll(() => lines.count()).toBe(5);
    expect(await lines.nth(4).textContent()).toContain(`Used on order #${orderNo}`);
    await screenshot(counter.page, 'pos-coupons-history-used-laptop');
    await counter.page.keyboard.press('Escape');

    // Her order's tax invoice and label print from its detail (each opens in a tab of its own).
    await openHydrated(counter.page, `${baseUrl}/pos/order-detail/${orderNo}`);
    await counter.page.getByTestId('order-detail').waitFor();
    const follow = async (name: string) => {
      const [tab] = await Promise.all([
        counter.page.context().waitForEvent('page'),
        counter.page.getByRole('link', { name, exact: true }).click(),
      ]);
      await tab.waitForLoadState('networkidle');
      return tab;
    };
    const invoice = await follow('Print');
    expect(await invoice.getByTestId('invoice-title').textContent()).toBe('Tax invoice');
    expect(await invoice.getByTestId('invoice-number').textContent()).toBe(orderNo);
    expect(await invoice.locator('body').textContent()).toContain(PITA_COUPON);
    await invoice.close();
    const labels = await follow('Print label');
    await labels.getByTestId('label').first().waitFor();
    expect(await labels.getByTestId('label-count').first().textContent()).toMatch(/^1 of \d+$/);
    expect(await labels.getByTestId('label').first().textContent()).toContain(orderNo);
    await labels.close();
    expect(counter.errors).toEqual([]);
    await counter.page.context().close();
  });

  it('shows plain staff the list only, and a manager the list on a tablet', async () => {
    const { page, errors } = await newPage(browser, LAPTOP_1366);
    await signIn(page, baseUrl, DEMO_STAFF.staff.email);
    await openHydrated(page, `${baseUrl}/pos/coupons`);
    await page.getByTestId('coupon-list').waitFor();
    expect(await page.getByTestId('coupon-add').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Disable|Enable|Email) / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^History of / }).count()).toBeGreaterThan(0);
    await page.context().close();

    const tablet = await newPage(browser, TABLET);
    await signIn(tablet.page, baseUrl, DEMO_STAFF.manager.email);
    await openHydrated(tablet.page, `${baseUrl}/pos/coupons`);
    await tablet.page.getByTestId('coupon-list').waitFor();
    await screenshot(tablet.page, 'pos-coupons-list-tablet');
    // The table fits without scrolling sideways on a tablet and on the smallest counter laptop (DESIGN).
    expect(await tableOverflow(tablet.page)).toBeLessThanOrEqual(0);
    await tablet.page.setViewportSize(LAPTOP);
    expect(await tableOverflow(tablet.page)).toBeLessThanOrEqual(0);
    expect(errors.concat(tablet.errors)).toEqual([]);
    await tablet.page.context().close();
  });
});
