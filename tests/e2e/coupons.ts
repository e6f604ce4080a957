// The coupon journey's helpers (tests/e2e/pos-coupons.e2e.ts): the laptop size, the coupon the POS
// journey makes, opening a coupon's row, and a shopper who signs in and fills a cart at the storefront.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openHydrated } from './browser.ts';

/** The counter laptop of the coupon journey. */
export const LAPTOP_1366 = { width: 1366, height: 768 };
/** The coupon the POS journey makes for Pita Shopper: 10% off, one use (a fresh database each run). */
export const PITA_COUPON = 'PITA10';

/** The coupon list's row of `code`, searched for so it is on the first page. */
export async function openCoupon(page: Page, baseUrl: string, code: string) {
  await openHydrated(page, `${baseUrl}/pos/coupons?s=${code}`);
  const row = page.getByTestId(`coupon-row-${code}`);
  await row.waitFor();
  return row;
}

/** The session's anti-forgery token, as the page's own script asks for it. */
export const csrfOf = async (page: Page, baseUrl: string) =>
  ((await (await page.request.get(`${baseUrl}/v1/csrf`)).json()) as { token: string }).token;

/**
 * Signs the page's browser in through the storefront's call (POST /v1/email; not through the sign-in
 * modal), from the page's own context so the new session cookie is the page's. Answers what it said.
 */
export async function shopperSignIn(page: Page, baseUrl: string, email: string, password: string) {
  const res = await page.request.post(`${baseUrl}/v1/email`, {
    data: { email, password, token: 'pass' },
    headers: { 'X-CSRF-TOKEN': await csrfOf(page, baseUrl) },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { found: number; logged: number; message: string };
}

/** Adds the first in-stock card without sizes from the living room, then opens /cart with it. */
export async function cartWithOneItem(page: Page, baseUrl: string) {
  await openHydrated(page, `${baseUrl}/living`);
  await page.waitForLoadState('networkidle');
  const card = page
    .locator('[data-testid=listing-grid] article:not([data-has-sizes])')
    .filter({ hasText: 'In stock' })
    .first();
  await card.getByTestId('card-add-to-cart').click();
  await page.getByTestId('side-cart').waitFor();
  await openHydrated(page, `${baseUrl}/cart`);
  await page.waitForLoadState('networkidle');
  await page.locator('#cartpage').waitFor();
  await expect.poll(() => page.getByTestId('cart-item').count()).toBe(1);
}

export async function applyCoupon(page: Page, code: string) {
  await page.getByTestId('coupon-input').fill(code);
  await page.getByTestId('coupon-apply').click();
}

/** The checkout's details for a delivery to Ponsonby (the suburb picked from the list brings the postcode). */
export async function fillDelivery(page: Page, who: { firstname: string; lastname: string; email: string }) {
  await page.getByTestId('cart-firstname').fill(who.firstname);
  await page.getByTestId('cart-lastname').fill(who.lastname);
  await page.getByTestId('cart-email').fill(who.email);
  await page.getByTestId('cart-mobile').fill('0215551234');
  const address = page.locator('#cart-address');
  // A signed-in shopper's address is already filled in from My Details: she types over it.
  await address.fill('');
  await address.pressSequentially('12 Ponsonby Road, Ponso', { delay: 15 });
  await page.getByTestId('suburb-option').filter({ hasText: '1011' }).first().click();
  await expect.poll(() => page.getByTestId('zip').inputValue()).toBe('1011');
}
