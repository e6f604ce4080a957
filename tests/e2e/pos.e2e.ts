// The staff member signs in and lands on the POS menu: finds and selects a customer, then checks
// their PIN through the shared pop-up dialog (a wrong PIN keeps it open with the server's error).
// Sign out is one click; a shopper without a staff session opening /pos is sent to the sign-in page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPTOP, TABLET, launchBrowser, screenshot, newPage as openPage } from './browser.ts';
import { signIn as signInAs, typePin } from './staff.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const newPage = (viewport: { width: number; height: number }) => openPage(browser, viewport);

const signIn = (page: Page) => signInAs(page, baseUrl);

describe('the POS menu', () => {
  for (const [name, viewport] of [
    ['laptop', LAPTOP],
    ['tablet', TABLET],
  ] as const) {
    it(`signs in, selects a customer and checks the PIN (${name})`, async () => {
      const { page, errors } = await newPage(viewport);
      await signIn(page);
      expect(await page.getByTestId('pos-staff-name').textContent()).toMatch(/\S/);
      await screenshot(page, `pos-menu-${name}`);
      // Personal: never kept by a cache.
      const again = await page.goto(`${baseUrl}/pos`);
      expect(again?.headers()['cache-control']).toBe('private, no-store');
      await page.getByTestId('pos-menu').waitFor();
      await page.waitForLoadState('networkidle');

      await page.getByTestId('pos-cus-search').fill('Pita');
      const option = page
        .getByTestId('pos-cus-results')
        .getByTestId('pos-cus-option')
        .filter({ hasText: 'Pita Shopper' });
      await option.first().waitFor();
      expect(await page.getByTestId('pos-cus-results').getByTestId('pos-cus-option').count()).toBeLessThanOrEqual(10);
      await screenshot(page, `pos-search-${name}`);
      await option.first().click();
      await expect.poll(() => page.getByTestId('pos-customer').textContent()).toContain('Pita Shopper');
      await page.getByTestId('pos-load-cart').waitFor();
      // The empty box shows the recent customers, now with her.
      await page
        .getByTestId('pos-cus-recent')
        .getByTestId('pos-cus-option')
        .filter({ hasText: 'Pita Shopper' })
        .first()
        .waitFor();

      await page.getByTestId('pos-cus-search').fill('zzqxnobody');
      await page.getByTestId('pos-cus-none').waitFor();
      expect(await page.getByTestId('pos-cus-none').textContent()).toBe('No results');
      await page.getByTestId('pos-cus-search').fill('');

      await page.getByTestId('pos-check-pin').click();
      const dialog = page.getByTestId('pop-dialog');
      await dialog.waitFor();
      expect(await dialog.getByTestId('pin-box').count()).toBe(4);
      // Focus moves forward on a digit and back on Backspace in an empty box.
      await page.keyboard.type('12', { delay: 40 });
      await page.keyboard.press('Backspace');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('PIN digit 2');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await typePin(page, '1234');
      await expect.poll(() => dialog.getByTestId('pin-error').textContent()).toBe('Wrong PIN, please try again');
      expect(await dialog.isVisible()).toBe(true);
      // The boxes cleared after the fourth digit.
      expect(
        await dialog
          .getByTestId('pin-box')
          .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value).join('')),
      ).toBe('');
      await screenshot(page, `pos-pin-error-${name}`);

      await typePin(page, '3333');
      await page.getByTestId('pos-notice').filter({ hasText: 'PIN accepted' }).waitFor();
      expect(await dialog.count()).toBe(0);
      await screenshot(page, `pos-pin-accepted-${name}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("asks for a manager before checking a manager's PIN", async () => {
    const { page, errors } = await newPage(LAPTOP);
    await signIn(page);
    await page.getByTestId('pos-check-manager-pin').click();
    const dialog = page.getByTestId('pop-dialog');
    await dialog.waitFor();
    const select = dialog.getByTestId('pin-manager');
    expect(await select.locator('option').first().textContent()).toBe('--- SELECT A MANGER ---');
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    await dialog.getByTestId('pin-box').first().focus();
    await page.keyboard.type('2222', { delay: 40 });
    await expect.poll(() => dialog.getByTestId('pin-error').textContent()).toBe('Please select a manager');
    await select.selectOption({ label: 'Mere Manager' });
    await screenshot(page, 'pos-manager-pin-laptop');
    await typePin(page, '2222');
    await page.getByTestId('pos-notice').filter({ hasText: 'Manager approval accepted' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('cancels the PIN dialog on a backdrop click', async () => {
    const { page } = await newPage(LAPTOP);
    await signIn(page);
    await page.getByTestId('pos-check-pin').click();
    await page.getByTestId('pop-dialog').waitFor();
    await page.mouse.click(10, 10);
    await expect.poll(() => page.getByTestId('pop-dialog').count()).toBe(0);
    expect(await page.getByTestId('pos-notice').count()).toBe(0);
    await page.context().close();
  });

  it('signs out with one click on the POS menu, and a typed /pos/logout asks first', async () => {
    const { page, errors } = await newPage(LAPTOP);
    await signIn(page);
    await page.getByTestId('pos-logout').click();
    await page.waitForURL(`${baseUrl}/pos/login`);
    await page.goto(`${baseUrl}/pos`);
    await page.waitForURL(`${baseUrl}/pos/login`);
    // An address typed (or another site's link) only offers the button.
    await signIn(page);
    await page.goto(`${baseUrl}/pos/logout`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/pos/login`);
    await page.goto(`${baseUrl}/pos`);
    await page.waitForURL(`${baseUrl}/pos/login`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a shopper without a staff session to the sign-in page', async () => {
    const { page } = await newPage(LAPTOP);
    await page.goto(`${baseUrl}/`);
    await page.goto(`${baseUrl}/pos`);
    await page.waitForURL(`${baseUrl}/pos/login`);
    await page.locator('#email').waitFor();
    await page.context().close();
  });
});
