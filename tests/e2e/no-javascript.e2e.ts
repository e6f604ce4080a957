// The storefront without JavaScript (docs/architecture.md, ways of working): search and add to cart degrade to
// plain requests that still work.
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

    // A product without sizes needs no choice before the form can go.
    await page.goto(`${baseUrl}/dining?type=dining-chairs`);
    const link = page.locator('[data-testid=listing-grid] article:not([data-has-sizes]) h3 a').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await page.getByTestId('product-page').waitFor();
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.locator('#cartpage').textContent()).toContain(name);
    await context.close();
  });
});
