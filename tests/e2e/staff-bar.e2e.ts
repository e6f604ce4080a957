// A salesperson browsing the storefront with a customer: the staff bar on the header finds and binds
// the customer to their POS cart, loads the customer's online cart, changes branch and folds away, each
// kept by the server; a shopper's browser never shows it. Mere Manager's session: the other POS
// journeys use Sam Staff's cart and Aroha Admin's.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openHydrated, screenshot, newPage as openPage } from './browser.ts';
import { DEMO_SHOPPER, DEMO_STAFF, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const newPage = (viewport: { width: number; height: number }) => openPage(browser, viewport);

/** What the server says about the signed-in staff member (branch, mini menu). */
async function me(page: Page): Promise<{ branch: string; miniMenu: boolean }> {
  const res = await page.request.get(`${baseUrl}/pos/me`);
  expect(res.status()).toBe(200);
  return (await res.json()).staff;
}

describe('the staff bar on the storefront', () => {
  it('binds a customer, loads their cart, changes branch and folds away (desktop, then phone)', async () => {
    const { page, errors } = await newPage(DESKTOP);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    await openHydrated(page, baseUrl);
    const bar = page.getByTestId('staff-bar');
    await bar.waitFor();
    expect(await page.getByTestId('staff-bar-name').textContent()).toContain(DEMO_STAFF.manager.name);

    // Find and bind the customer.
    await page.getByTestId('staff-bar-customer').click();
    const dialog = page.getByTestId('staff-bar-customer-dialog');
    await dialog.getByTestId('pos-cus-search').fill('Pita');
    const option = dialog
      .getByTestId('pos-cus-results')
      .getByTestId('pos-cus-option')
      .filter({ hasText: DEMO_SHOPPER.name });
    await option.first().click();
    await expect.poll(() => page.getByTestId('staff-bar-customer-name').textContent()).toBe(DEMO_SHOPPER.name);
    await expect.poll(() => dialog.getByTestId('pos-customer').textContent()).toContain(DEMO_SHOPPER.email);
    await screenshot(page, 'staff-bar-customer-desktop');

    // Load her online cart into the POS cart (she has none open: nothing added, and the server says so).
    await dialog.getByTestId('pos-load-cart').click();
    await expect
      .poll(() => dialog.getByTestId('pos-notice').textContent())
      .toMatch(/^Customer's cart loaded: \d+ item\(s\) added, \d+ in the POS cart\.$/);
    // The focus stayed in the popover through the work, so Escape closes it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('pos-load-cart');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The POS checkout opens on the same cart, with her bound.
    await page.getByTestId('staff-bar-pos-checkout').click();
    await page.waitForURL(`${baseUrl}/pos/checkout`);
    await expect.poll(() => page.getByText(DEMO_SHOPPER.name).first().isVisible()).toBe(true);

    // Change branch: kept on the session.
    await openHydrated(page, baseUrl);
    await bar.waitFor();
    const before = (await me(page)).branch;
    const branch = page.getByTestId('pos-branch');
    const codes = await branch.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const other = codes.find((c) => c !== before)!;
    await branch.selectOption(other);
    await expect.poll(async () => (await me(page)).branch).toBe(other);
    await screenshot(page, 'staff-bar-desktop');

    // Fold the bar away: kept on the server, so the next page shows it folded too.
    await page.getByTestId('staff-bar-mini-menu').click();
    await expect.poll(async () => (await me(page)).miniMenu).toBe(true);
    await openHydrated(page, baseUrl);
    await expect.poll(() => bar.getAttribute('data-mini-menu')).toBe('1');
    expect(await page.getByTestId('pos-branch').count()).toBe(0);
    await page.getByTestId('staff-bar-mini-menu').click();
    await expect.poll(async () => (await me(page)).miniMenu).toBe(false);
    await page.context().close();

    // On a phone the bar wraps under the header and still shows the bound customer.
    const phone = await newPage(PHONE);
    await signIn(phone.page, baseUrl, DEMO_STAFF.manager.email);
    await openHydrated(phone.page, baseUrl);
    await phone.page.getByTestId('staff-bar').waitFor();
    await expect.poll(() => phone.page.getByTestId('staff-bar-customer-name').textContent()).toBe(DEMO_SHOPPER.name);
    await screenshot(phone.page, 'staff-bar-phone');
    expect([...errors, ...phone.errors]).toEqual([]);
    await phone.page.context().close();
  });

  it("never shows on a shopper's browser", async () => {
    const { page, errors } = await newPage(DESKTOP);
    await openHydrated(page, baseUrl);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('staff-bar').count()).toBe(0);
    expect((await page.request.get(`${baseUrl}/pos/me`)).status()).toBe(401);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
