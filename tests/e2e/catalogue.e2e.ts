// The shopper browses: open a room, filter by type and price, sort, Show Me More, search with a
// typo, open a product; at phone and desktop width, with screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openHydrated, screenshot, newPage as openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function cardPrices(page: Page): Promise<number[]> {
  return page.$$eval('[data-testid=listing-grid] [data-price]', (els) =>
    els.map((e) => Number(e.getAttribute('data-price'))),
  );
}

const newPage = (viewport: { width: number; height: number }) => openPage(browser, viewport);

describe('browsing the catalogue', () => {
  it('opens a room, filters by type and price, sorts, shows more, searches with a typo and opens a product (desktop)', async () => {
    const { page, errors } = await newPage(DESKTOP);
    await openHydrated(page, baseUrl);
    await screenshot(page, 'home-desktop');

    // Open a room from the menu.
    await page.getByTestId('room-menu').getByRole('link', { name: 'Living', exact: true }).first().click();
    await page.waitForURL(/\/living$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Living');
    const roomCount = Number((await page.getByTestId('listing-count').textContent())!.replace(/\D/g, ''));
    expect(roomCount).toBeGreaterThan(24);

    // Filter by type and by price (the slider's upper thumb down to $1,500).
    await page.getByTestId('filter-open').click();
    await page.getByTestId('filter-panel').waitFor();
    await page.getByTestId('filter-cat2-sofas').click();
    await page
      .getByTestId('filter-panel')
      .getByRole('button', { name: /^Price/ })
      .click();
    await page.getByTestId('price-max').click();
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('price-output').textContent()).toBe('$0 – $1,500');
    await page.getByTestId('filter-apply').click();
    await page.waitForURL(/cat2=sofas/);
    await page.waitForURL(/under=1500/);
    await expect.poll(async () => page.getByTestId('filter-panel').isVisible()).toBe(false);
    const filtered = await cardPrices(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((p) => p <= 1500)).toBe(true);
    const names = await page.$$eval('[data-testid=listing-grid] article h3', (els) =>
      els.map((e) => e.textContent ?? ''),
    );
    expect(names.every((n) => /sofa/i.test(n))).toBe(true);
    await screenshot(page, 'listing-filtered-desktop');

    // Sort by price, low to high.
    await page.getByTestId('sort').selectOption('pasc');
    await page.waitForURL(/sort=pasc/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);

    // Show Me More on the whole room.
    await openHydrated(page, `${baseUrl}/living?sort=pasc`);
    const before = (await cardPrices(page)).length;
    expect(before).toBe(24);
    await page.getByTestId('more').click();
    await page.waitForURL(/page=2/);
    await expect.poll(async () => (await cardPrices(page)).length).toBe(48);
    const all = await cardPrices(page);
    expect(all.every((p, i) => i === 0 || all[i - 1]! <= p)).toBe(true);
    // The address loads the same listing on the server.
    const direct = await browser.newPage();
    await direct.goto(page.url());
    expect((await cardPrices(direct)).length).toBe(48);
    await direct.close();

    // Search with a typo.
    await page.getByTestId('search-input').fill('sofe bed');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL(/\/search\?q=sofe(\+|%20)bed/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/sofe bed/);
    // The first results are sofa beds, found through the typo correction.
    const found = await page.$$eval('[data-testid=listing-grid] article h3', (els) =>
      els.slice(0, 5).map((e) => e.textContent ?? ''),
    );
    expect(found).toHaveLength(5);
    expect(found.every((n) => /sofa bed/i.test(n))).toBe(true);
    await screenshot(page, 'search-desktop');

    // Open a product.
    await page.locator('[data-testid=listing-grid] article h3 a').first().click();
    await page.waitForURL(/\/p\//);
    await page.getByTestId('product-page').waitFor();
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'NZD' } });
    await screenshot(page, 'product-desktop');
    expect(errors).toEqual([]);
  });

  it('hydrates a server-rendered listing whose cards come from kept markup, and opens the room dropdown on hover', async () => {
    const { page, errors } = await newPage(DESKTOP);
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    // Twice: the second page's cards come from the markup kept by the first.
    for (let i = 0; i < 2; i++) {
      await openHydrated(page, `${baseUrl}/living?sort=pasc`);
      await expect.poll(() => page.locator('[data-testid=listing-grid] article').count()).toBe(24);
    }
    // The first row's pictures are preloaded from the head, the first at high priority.
    const preloads = await page.$$eval('head link[rel=preload][as=image]', (els) =>
      els.map((e) => [e.getAttribute('href'), e.getAttribute('fetchpriority')]),
    );
    const firstImage = await page.locator('[data-testid=listing-grid] article img').first().getAttribute('src');
    expect(preloads[0]).toEqual([firstImage, 'high']);
    // React took the grid over: sorting in the page replaces its cards, dearest first.
    await page.getByTestId('sort').selectOption('pdsc');
    await page.waitForURL(/sort=pdsc/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length === 24 && prices.every((p, i) => i === 0 || prices[i - 1]! >= p);
      })
      .toBe(true);
    expect(consoleErrors.filter((e) => /hydrat|did not match|mismatch/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);

    // The dropdowns are built when the pointer reaches the bar.
    const menu = page.getByTestId('room-menu');
    await menu.getByRole('link', { name: 'Living', exact: true }).first().hover();
    await expect.poll(() => menu.getByRole('link', { name: 'Shop all Living' }).isVisible()).toBe(true);
    await screenshot(page, 'room-dropdown-desktop');
  });

  it('works on a phone: the room drawer, the filter sheet and a product', async () => {
    const { page, errors } = await newPage(PHONE);
    await openHydrated(page, baseUrl);
    await page.getByTestId('menu-open').click();
    await page.getByTestId('room-drawer').waitFor();
    await screenshot(page, 'drawer-phone');
    await page
      .getByTestId('room-drawer')
      .getByRole('button', { name: /Dining/ })
      .first()
      .click();
    await page.getByTestId('room-drawer').getByTestId('menu-shop-all').first().click();
    await page.waitForURL(/\/dining$/);
    // The sticky bar takes at most a tenth of the screen.
    const bar = await page.getByTestId('listing-bar').boundingBox();
    expect(bar!.height).toBeLessThanOrEqual(PHONE.height / 10);
    await screenshot(page, 'listing-phone');
    await page.getByTestId('filter-open').click();
    await page.getByTestId('filter-panel').waitFor();
    await page.waitForTimeout(500); // the sheet slides in
    await screenshot(page, 'filters-phone');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=listing-grid] article h3 a').first().click();
    await page.getByTestId('product-page').waitFor();
    await screenshot(page, 'product-phone');
    expect(errors).toEqual([]);
  });

  it('takes staff to their sign-in with Alt+L', async () => {
    const { page } = await newPage(DESKTOP);
    await openHydrated(page, baseUrl);
    await page.keyboard.press('Alt+KeyL');
    await page.waitForURL(/\/pos\/login/);
    expect(await page.locator('input[type=password]').count()).toBe(1);
  });

  it('answers unknown addresses with the 404 page', async () => {
    const { page } = await newPage(PHONE);
    const res = await page.goto(`${baseUrl}/no-such-room`);
    expect(res!.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    const direct = await page.goto(`${baseUrl}/404`);
    expect(direct!.status()).toBe(404);
  });
});
