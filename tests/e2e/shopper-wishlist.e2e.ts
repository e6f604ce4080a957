// Pita's wishlist on a phone: she signs in through the API, hearts two products from a
// listing, moves a cart line to the wishlist, signs out and in again, and /account shows all three.
// A visitor's heart asks for sign-in and sets nothing. Her details are saved and read back, and her
// order history lists her orders (the seed's), with the detail modal. Screenshots for docs/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SHOPPER } from '../../src/db/seed/people.ts';
import { DESKTOP, PHONE, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
import { shopperSignIn } from './coupons.ts';

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

async function signOut(page: Page) {
  const token = ((await (await page.request.get(`${baseUrl}/v1/csrf`)).json()) as { token: string }).token;
  const res = await page.request.post(`${baseUrl}/v1/logout`, { headers: { 'X-CSRF-TOKEN': token } });
  expect(res.status()).toBe(200);
}

const cards = (page: Page) => page.locator('[data-testid=listing-grid] article');

describe('the shopper wishlist', () => {
  it('hearts two products, moves a cart line, and sees all three after signing in again (phone)', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await open(page, '/');
    expect(await shopperSignIn(page, baseUrl, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).toMatchObject({ logged: 1 });

    await open(page, '/living');
    const toCart = cards(page).and(page.locator(':not([data-has-sizes])')).filter({ hasText: 'In stock' }).first();
    const cartSku = (await toCart.getAttribute('data-sku'))!;
    const cartUrl = (await toCart.locator('h3 a').getAttribute('href'))!;
    const others = cards(page).and(page.locator(`:not([data-sku="${cartSku}"])`));
    const hearted: string[] = [];
    for (const n of [0, 1]) {
      const card = others.nth(n);
      hearted.push((await card.getAttribute('data-sku'))!);
      const heart = card.locator('[data-wishlist]');
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      // The card's heart is the page's one symbol (components/CardIcons.tsx), filled once pressed.
      const icon = heart.locator('svg');
      const symbol = (await icon.locator('use').getAttribute('href'))!;
      expect(await page.locator(`symbol${symbol}`).count()).toBe(1);
      expect(await icon.evaluate((el) => getComputedStyle(el).fill)).not.toBe('none');
      expect(await icon.evaluate((el) => el.getBoundingClientRect().width)).toBe(16);
    }
    await expect.poll(() => page.getByTestId('notice').first().textContent()).toContain('Added to your wishlist');

    await toCart.getByTestId('card-add-to-cart').click();
    await page.getByTestId('side-cart').waitFor();
    await open(page, '/cart');
    // The line of the product just added (her cart may hold others already), found by its link.
    const line = page.getByTestId('cart-item').filter({ has: page.locator(`a[href="${cartUrl}"]`) });
    await expect.poll(() => line.count()).toBe(1);
    const before = await page.getByTestId('cart-item').count();
    await line.getByTestId('move-to-wishlist').click();
    await expect.poll(() => page.getByTestId('cart-item').count()).toBe(before - 1);
    expect(await line.count()).toBe(0);

    // Signed out, /account asks for sign-in; signed in again, the three are there.
    await signOut(page);
    await open(page, '/account');
    await page.getByTestId('signed-out-account').waitFor();
    expect(await shopperSignIn(page, baseUrl, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).toMatchObject({ logged: 1 });
    await open(page, '/account');
    const grid = page.getByTestId('wishlist-grid');
    await grid.waitFor();
    for (const sku of [...hearted, cartSku]) expect(await grid.locator(`article[data-sku="${sku}"]`).count()).toBe(1);
    await expect.poll(() => grid.locator('[data-wishlist][aria-pressed=true]').count()).toBe(3);
    await screenshot(page, 'wishlist-phone', { fullPage: false });

    // My Details: saved, and there again after a reload.
    await open(page, '/account/details');
    await page.locator('#firstname').fill('Pita');
    await page.locator('#lastname').fill('Shopper');
    await page.locator('#organisation').fill('Shopper Whānau Trust');
    await page.locator('#mobile').fill('0215550199');
    await page.locator('#details-address').fill('7 Karangahape Road, Auckland');
    await page.locator('#zip').fill('1010');
    await page.getByTestId('details-save').click();
    await expect.poll(() => page.getByTestId('notice').last().textContent()).toContain('Your details are saved');
    await open(page, '/account/details');
    expect(await page.locator('#organisation').inputValue()).toBe('Shopper Whānau Trust');
    expect(await page.locator('#zip').inputValue()).toBe('1010');
    // A rule's own words when a field is emptied.
    await page.locator('#mobile').fill('');
    await page.getByTestId('details-save').click();
    await expect.poll(() => page.getByTestId('details-error').textContent()).toBe('Please enter a valid mobile number');
    await page.locator('#mobile').fill('0215550199');
    await page.getByTestId('details-save').click();
    await expect.poll(() => page.getByTestId('details-error').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The notice (3 s) would cover the address in the picture.
    await expect.poll(() => page.getByTestId('notice').count(), { timeout: 6000 }).toBe(0);
    await screenshot(page, 'my-details-phone');

    // Her order history: her own orders (the seed's), newest first.
    await open(page, '/account/orders');
    await expect.poll(() => page.getByTestId('history-order').count()).toBeGreaterThan(0);
    const emails = await page.getByTestId('history-order').allTextContents();
    expect(emails.every((text) => text.includes('Shopper'))).toBe(true);
    await screenshot(page, 'order-history-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks a visitor to sign in at the heart, and fills nothing', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await open(page, '/living');
    await page.evaluate(() => {
      (window as unknown as { asked: number }).asked = 0;
      window.addEventListener('kauri:login', () => {
        (window as unknown as { asked: number }).asked++;
      });
    });
    const heart = cards(page).first().locator('[data-wishlist]');
    await heart.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
    // The one login modal answers, and no heart was filled.
    await page.getByTestId('login-modal').waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the filled hearts, the wishlist and an order’s detail on a desktop', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await open(page, '/');
    await shopperSignIn(page, baseUrl, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await open(page, '/living');
    await expect.poll(() => page.locator('[data-wishlist][aria-pressed=true]').count()).toBeGreaterThan(0);
    await page.locator('[data-wishlist][aria-pressed=true]').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'card-heart-active-desktop');
    await open(page, '/account');
    await page.getByTestId('wishlist-grid').waitFor();
    await screenshot(page, 'wishlist-desktop');
    await open(page, '/account/orders');
    await page.getByTestId('history-order').first().getByRole('button', { name: 'View details' }).click();
    const modal = page.getByTestId('order-detail');
    await modal.waitFor();
    expect(await modal.textContent()).toContain('Grand total');
    await screenshot(page, 'order-history-modal-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
