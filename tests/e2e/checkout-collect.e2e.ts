// A shopper sets a line to COLLECT and closes 'Choose Collection Point' without picking: the line says
// 'Choose Collection Point', and COMPLETE PURCHASE stops with the line named and takes them to its
// button; once a store is chosen the message goes. On a phone and on a desktop.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Adds the n-th in-stock card without sizes from a room and opens the cart page. */
async function cartWithOne(page: Page, room: string, n: number): Promise<string> {
  await openHydrated(page, `${baseUrl}/${room}`);
  await page.waitForLoadState('networkidle');
  const card = page
    .locator('[data-testid=listing-grid] article:not([data-has-sizes])')
    .filter({ hasText: 'In stock' })
    .nth(n);
  const name = (await card.locator('h3').textContent())!.trim();
  await card.getByTestId('card-add-to-cart').click();
  await page.getByTestId('side-cart').waitFor();
  await page.getByTestId('side-cart-checkout').click();
  await page.waitForURL(/\/cart$/);
  await page.waitForLoadState('networkidle');
  return name;
}

async function fillDetails(page: Page) {
  await page.getByTestId('cart-firstname').fill('Mere');
  await page.getByTestId('cart-lastname').fill('Tane');
  await page.getByTestId('cart-email').fill('mere.collect@example.nz');
  await page.getByTestId('cart-mobile').fill('0215550101');
  const address = page.locator('#cart-address');
  await address.click();
  await address.pressSequentially('3 Queen Street, Auckland Cent', { delay: 15 });
  await page.getByTestId('suburb-option').filter({ hasText: '1010' }).first().click();
  await expect.poll(() => page.getByTestId('zip').inputValue()).toBe('1010');
  await page.getByTestId('terms').click();
}

describe('collect with no collection point', () => {
  for (const [size, viewport, room] of [
    ['phone', PHONE, 'bedroom'],
    ['desktop', DESKTOP, 'outdoor'],
  ] as const) {
    it(`is named at COMPLETE PURCHASE until a store is chosen (${size})`, async () => {
      const { page, errors } = await newPage(browser, viewport);
      const name = await cartWithOne(page, room, 0);
      const row = page.getByTestId('cart-item').filter({ hasText: name });
      await row.getByTestId('ship-collect').click();
      const modal = page.getByTestId('collection-modal');
      await modal.waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => modal.isVisible()).toBe(false);
      await expect
        .poll(() => row.getByTestId('pick-address').textContent(), { timeout: 10_000 })
        .toBe('Choose Collection Point');
      expect(await row.getByTestId('ship-collect').getAttribute('data-selected')).toBe('true');

      await fillDetails(page);
      // Every save has answered (the button says so); a busy machine may take a while.
      await expect
        .poll(() => page.getByTestId('complete-purchase').textContent(), { timeout: 20_000 })
        .toBe('COMPLETE PURCHASE');
      await page.getByTestId('complete-purchase').click();
      const words = `Please choose a collection point for [${name}]`;
      await expect.poll(() => page.getByTestId('checkout-error-top').textContent()).toBe(words);
      expect(await page.getByTestId('checkout-error').textContent()).toBe(words);
      // And on the line itself, where a phone has scrolled to.
      expect(await row.getByTestId('cart-item-problem').textContent()).toBe(words);
      // The shopper is taken to the line's button.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('choose-collection-point');
      expect(page.url()).toMatch(/\/cart$/);
      await page.waitForTimeout(600);
      await screenshot(page, `cart-collect-no-point-${size}`);

      // Chosen: the message goes, and COMPLETE PURCHASE leads on to the payment page.
      await page.keyboard.press('Enter');
      await modal.waitFor();
      await modal.locator('[data-testid=collection-point][data-code=AKL]').click();
      await expect.poll(() => page.getByTestId('checkout-error-top').count(), { timeout: 10_000 }).toBe(0);
      await page.getByTestId('complete-purchase').click();
      await page.waitForURL(/\/gateway-sim\//);
      expect(errors).toEqual([]);
    });
  }
});
