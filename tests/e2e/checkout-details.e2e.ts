// The checkout's details as a shopper meets them: signed in, the form is filled in from My Details, and
// a previous guest's postcode in that browser stays behind; a street address typed is suggested by the
// shop's provider (the places simulator, speaking Google's protocol) and brings its postcode; a full
// address ending in a postcode gives the zip; each suburb shows its postcode; the zip box takes typing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPTOP, PHONE, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
import { cartWithOneItem, csrfOf, shopperSignIn } from './coupons.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MY_DETAILS = {
  firstname: 'Hemi',
  lastname: 'Parata',
  organisation: '',
  mobile: '0217654321',
  address: '1 Lambton Quay, Wellington Central, Wellington 6011',
  zip: '6011',
  baddress: '',
  useSameAddress: 1,
  newsletter: 0,
};

/** A new account with My Details saved, registered from the page's own browser (which it signs in). */
async function accountWithDetails(page: Page): Promise<{ email: string; password: string }> {
  const email = `hemi.${Date.now()}@example.com`;
  const password = 'Hemi#2026';
  await openHydrated(page, baseUrl);
  const registered = await page.request.post(`${baseUrl}/v1/register`, {
    data: { email, firstname: 'Hemi', lastname: 'Parata', password, agree: 1, token: 'pass' },
    headers: { 'X-CSRF-TOKEN': await csrfOf(page, baseUrl) },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const saved = await page.request.post(`${baseUrl}/v1/account/details`, {
    data: MY_DETAILS,
    headers: { 'X-CSRF-TOKEN': await csrfOf(page, baseUrl) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { email, password };
}

const zipOf = (page: Page) => page.getByTestId('zip').inputValue();

describe('the checkout details', () => {
  it("fills a signed-in shopper's checkout from My Details, leaving a previous guest's postcode behind", async () => {
    const home = await newPage(browser, LAPTOP);
    const account = await accountWithDetails(home.page);

    // Another browser, where a guest gave their postcode (typed into the zip box) before the account signs in.
    const { page, errors } = await newPage(browser, PHONE);
    await cartWithOneItem(page, baseUrl);
    await page.getByTestId('zip').pressSequentially('1011', { delay: 20 });
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('uzip=1011');
    expect((await shopperSignIn(page, baseUrl, account.email, account.password)).logged).toBe(1);

    await openHydrated(page, `${baseUrl}/cart`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('cart-firstname').inputValue()).toBe('Hemi');
    expect(await page.getByTestId('cart-lastname').inputValue()).toBe('Parata');
    expect(await page.getByTestId('cart-email').inputValue()).toBe(account.email);
    expect(await page.getByTestId('cart-mobile').inputValue()).toBe('0217654321');
    expect(await page.locator('#cart-address').inputValue()).toBe(MY_DETAILS.address);
    expect(await zipOf(page)).toBe('6011');
    // The browser now remembers the account's postcode, not the guest's.
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('uzip=6011');
    await page.getByTestId('checkout-form').scrollIntoViewIfNeeded();
    await screenshot(page, 'checkout-details-signed-in-phone');

    // The account's own browser shows the same cart, with its own postcode.
    await openHydrated(home.page, `${baseUrl}/cart`);
    await home.page.waitForLoadState('networkidle');
    expect(await zipOf(home.page)).toBe('6011');
    expect(errors).toEqual([]);
    expect(home.errors).toEqual([]);
  });

  it('suggests street addresses as the shopper types, the picked one bringing its postcode', async () => {
    const { page, errors } = await newPage(browser, LAPTOP);
    await cartWithOneItem(page, baseUrl);
    const address = page.locator('#cart-address');
    await address.click();
    await address.pressSequentially('1 Lambton', { delay: 20 });
    const street = page.getByTestId('street-option').filter({ hasText: '1 Lambton Quay' });
    await street.waitFor();
    expect(await street.textContent()).toContain('Wellington Central, Wellington');
    await screenshot(page, 'checkout-street-suggestions-laptop');
    await street.click();
    await expect.poll(() => address.inputValue()).toBe('1 Lambton Quay, Wellington Central, Wellington 6011');
    await expect.poll(() => zipOf(page)).toBe('6011');

    // A whole address typed, its postcode at the end, gives the zip without a pick.
    await address.fill('');
    await address.pressSequentially('39 Whiteleigh Avenue, Addington, Christchurch 8024', { delay: 5 });
    await address.press('Escape');
    await expect.poll(() => zipOf(page)).toBe('8024');
    // Four digits the shop does not know as a postcode are left alone.
    await address.fill('');
    await address.pressSequentially('PO Box 7, Otherplace 0001', { delay: 5 });
    await address.press('Escape');
    await page.waitForLoadState('networkidle');
    expect(await zipOf(page)).toBe('8024');
    expect(errors).toEqual([]);
  });

  it('shows each suburb with its postcode, and the zip box takes typing, on a phone', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await cartWithOneItem(page, baseUrl);
    const address = page.locator('#cart-address');
    await address.click();
    await address.pressSequentially('8 Karaka Street, Ponsonby', { delay: 15 });
    const ponsonby = page.getByTestId('suburb-option').filter({ hasText: 'Ponsonby, Auckland' });
    await expect.poll(() => ponsonby.count()).toBeGreaterThanOrEqual(2);
    const texts = await ponsonby.allTextContents();
    expect(texts.some((t) => t.includes('1011'))).toBe(true);
    expect(texts.some((t) => t.includes('1021'))).toBe(true);
    await screenshot(page, 'checkout-suburb-postcodes-phone');
    await ponsonby.filter({ hasText: '1021' }).first().click();
    await expect.poll(() => address.inputValue()).toBe('8 Karaka Street, Ponsonby, Auckland 1021');
    await expect.poll(() => zipOf(page)).toBe('1021');

    const zip = page.getByTestId('zip');
    await zip.fill('');
    await zip.pressSequentially('60a11', { delay: 20 });
    await expect.poll(() => zipOf(page)).toBe('6011');
    await page.waitForLoadState('networkidle');
    await openHydrated(page, `${baseUrl}/cart`);
    expect(await zipOf(page)).toBe('6011');
    expect(errors).toEqual([]);
  });
});
