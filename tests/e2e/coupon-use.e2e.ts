// A coupon made for one customer (journey-data.ts: Pita Shopper's 10% off): Pita signs in through
// POST /v1/email from the page's own context (its request shares the page's cookies), fills a cart and
// applies her coupon on /cart: the discount shows. An anonymous visitor typing the same code is asked
// to sign in, and no discount is taken.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage as openPage, openHydrated, screenshot } from './browser.ts';
import { PITA_COUPON } from './journey-data.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string) {
  await openHydrated(page, `${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
}

/** The session's anti-forgery token, as the page's own script asks for it. */
const csrfOf = async (page: Page) =>
  ((await (await page.request.get(`${baseUrl}/v1/csrf`)).json()) as { token: string }).token;

/** Signs the page's browser in through the storefront's call; answers what it said. */
async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post(`${baseUrl}/v1/email`, {
    data: { email, password, token: 'pass' },
    headers: { 'X-CSRF-TOKEN': await csrfOf(page) },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { found: number; logged: number; message: string };
}

/** Adds the first in-stock card without sizes from the living room, then opens /cart. */
async function cartWithOneItem(page: Page) {
  await open(page, '/living');
  const card = page
    .locator('[data-testid=listing-grid] article:not([data-has-sizes])')
    .filter({ hasText: 'In stock' })
    .first();
  await card.getByTestId('card-add-to-cart').click();
  await page.getByTestId('side-cart').waitFor();
  await open(page, '/cart');
  await page.locator('#cartpage').waitFor();
  await expect.poll(() => page.getByTestId('cart-item').count()).toBe(1);
}

async function applyCoupon(page: Page, code: string) {
  await page.getByTestId('coupon-input').fill(code);
  await page.getByTestId('coupon-apply').click();
}

describe("a customer's coupon", () => {
  it('is taken off for Pita once she has signed in (desktop)', async () => {
    const { page, errors } = await openPage(browser, DESKTOP);
    await open(page, '/');
    const before = await page.context().cookies();
    // The email alone: an account is there, the password is asked for.
    expect(await signIn(page, 'shopper@kauri.test', '')).toEqual({
      success: true,
      found: 1,
      logged: 0,
      message: '',
    });
    expect(await signIn(page, 'shopper@kauri.test', 'Wrong#2026')).toMatchObject({
      logged: 0,
      message: 'The password is incorrect',
    });
    expect(await signIn(page, 'shopper@kauri.test', 'Shopper#2026')).toMatchObject({ found: 1, logged: 1 });
    // Signed in on a new session id: the cookie changed.
    const sid = (cookies: { name: string; value: string }[]) => cookies.find((c) => c.name === 'kauri_sid')?.value;
    expect(sid(await page.context().cookies())).not.toBe(sid(before));

    await cartWithOneItem(page);
    await applyCoupon(page, PITA_COUPON.toLowerCase());
    await page.getByTestId('coupon-applied').waitFor();
    await expect.poll(() => page.getByTestId('summary-coupon').textContent()).toMatch(/^−\$[\d,]+\.\d\d$/);
    expect(await page.getByTestId('coupon-applied').textContent()).toContain(PITA_COUPON);
    await page.getByTestId('coupon-applied').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await screenshot(page, 'coupon-owner-cart-desktop');
    expect(errors).toEqual([]);
  });

  it('asks an anonymous visitor to sign in, and takes nothing off (phone)', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    await cartWithOneItem(page);
    await applyCoupon(page, PITA_COUPON);
    await expect.poll(() => page.getByTestId('coupon-msg').textContent()).toBe('Please sign in to use this coupon');
    expect(await page.getByTestId('coupon-applied').count()).toBe(0);
    expect(await page.getByTestId('summary-coupon').count()).toBe(0);
    await page.getByTestId('coupon-msg').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await screenshot(page, 'coupon-anonymous-refused-phone');
    expect(errors).toEqual([]);
  });
});
