// The storefront without JavaScript (docs/architecture.md, ways of working): search, filters and add to cart
// degrade to plain requests that still work.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('without JavaScript', () => {
  it('searches, opens a product and adds it to the cart with plain forms', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByTestId('search-input').fill('dining table');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL(/\/search\?q=dining/);
    expect(await page.locator('[data-testid=listing-grid] article').count()).toBeGreaterThan(0);

    // A product without sizes needs no choice before the form can go; a sold-out one offers no form.
    await page.goto(`${baseUrl}/dining?type=dining-chairs`);
    const link = page
      .locator('[data-testid=listing-grid] article:not([data-has-sizes]):not(:has([data-testid=card-sold-out])) h3 a')
      .first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await page.getByTestId('product-page').waitFor();
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.locator('#cartpage').textContent()).toContain(name);
    await context.close();
  });

  it('filters a room with the filter form that Filter Results opens', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/living`);
    const shown = () =>
      page
        .locator('[data-testid=listing-grid]')
        .locator('xpath=following::p[starts-with(normalize-space(), "Showing")]')
        .first()
        .textContent();
    const before = (await shown())!;
    // A page without its form in it: the form comes only when asked for (routes/listing.tsx).
    expect(await page.locator('#filters').count()).toBe(0);
    await page.getByTestId('filter-open').click();
    await page.waitForURL(/filters=open/);
    const form = page.locator('#filters form');
    await form.waitFor();
    await form.locator('fieldset').first().locator('input[type=checkbox]').first().check();
    await form.getByRole('button', { name: 'APPLY FILTERS' }).click();
    await page.waitForURL((url) => !url.search.includes('filters=open') && url.search.length > 0);
    expect(await page.locator('[data-testid=listing-grid] article').count()).toBeGreaterThan(0);
    expect(await shown()).not.toBe(before);
    expect(await page.locator('#filters').count()).toBe(0);
    await context.close();
  });
});
