// A coupon says and does the same. Pita Shopper, who has orders with the shop, signs in on her phone
// and tries WELCOME10 ("your first order"): the cart says it is for a first order and takes nothing
// off. At the counter the coupon list reads Expired for a coupon past its expiry, and the Add new
// coupon form offers First order only. The rules on both databases: src/services/checkout/first-order-coupon.test.ts,
// src/http/routes/pos/coupon-use.test.ts and coupons.test.ts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPTOP, PHONE, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
import { applyCoupon, cartWithOneItem, openCoupon, shopperSignIn } from './coupons.ts';
import { DEMO_SHOPPER, DEMO_STAFF, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a coupon for a first order only', () => {
  it('is refused at the cart to a shopper who has ordered before (phone)', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await openHydrated(page, `${baseUrl}/`);
    expect(await shopperSignIn(page, baseUrl, DEMO_SHOPPER.email, 'Shopper#2026')).toMatchObject({ logged: 1 });
    await cartWithOneItem(page, baseUrl);
    await applyCoupon(page, 'welcome10');
    await expect.poll(() => page.getByTestId('coupon-msg').textContent()).toBe('This coupon is for a first order');
    expect(await page.getByTestId('summary-coupon').count()).toBe(0);
    expect(await page.getByTestId('coupon-applied').count()).toBe(0);
    await page.getByTestId('coupon-msg').scrollIntoViewIfNeeded();
    await screenshot(page, 'coupon-first-order-refused-phone');
    expect(errors).toEqual([]);
  });

  it('the coupon list reads Expired past the expiry; the form offers First order only (laptop)', async () => {
    const { page, errors } = await newPage(browser, LAPTOP);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    // SPRING20 ended a month ago, though it is still switched on.
    const spring = await openCoupon(page, baseUrl, 'SPRING20');
    expect(await spring.getByTestId('coupon-status').textContent()).toBe('Expired');
    await screenshot(page, 'coupon-list-expired-laptop');
    const welcome = await openCoupon(page, baseUrl, 'WELCOME10');
    expect(await welcome.getByTestId('coupon-status').textContent()).toBe('Enabled');

    await page.getByTestId('coupon-add').click();
    const form = page.getByTestId('coupon-form');
    await form.waitFor();
    const firstOrder = form.getByText('First order only');
    expect(await firstOrder.count()).toBe(1);
    await firstOrder.click();
    await screenshot(page, 'coupon-form-first-order-laptop');
    expect(errors).toEqual([]);
  });
});
