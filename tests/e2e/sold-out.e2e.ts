// Sold out, said before the form. On the home page's Hot Deals a card with nothing free and nothing
// coming says Sold out and offers no Add to cart; its product page says so and cannot be added (nor can
// the call add it); the quantity stops at the cart's cap with its words; and on the cart page a line on
// its way shows its ETA alone, while one wanting more than the shop has says how many are left.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPTOP, PHONE, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A JSON call with the page's anti-forgery token, as the page's own script makes it. */
async function call(page: Page, path: string, body: unknown): Promise<{ status: number; body: { msg?: string } }> {
  const token = await page.locator('meta[name=csrf-token]').getAttribute('content');
  return page.evaluate(
    async ([path, body, token]) => {
      const res = await fetch(path as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token as string },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    [path, body, token] as const,
  );
}

describe('sold out, said before the form', () => {
  it('Hot Deals and the product page say Sold out and offer no Add to cart (phone)', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await openHydrated(page, `${baseUrl}/`);
    const deals = page.getByTestId('home-list-hot-deals').locator('article.product-card');
    await deals.first().waitFor();
    const cards = await deals.evaluateAll((els) =>
      els.map((e) => ({
        url: e.querySelector('a.card-title')?.getAttribute('href') ?? '',
        soldOut: Boolean(e.querySelector('[data-testid=card-sold-out]')),
        add: Boolean(e.querySelector('[data-testid=card-add-to-cart]')),
        choose: Boolean(e.querySelector('[data-testid=card-choose-options]')),
      })),
    );
    expect(cards.filter((c) => c.soldOut).length).toBeGreaterThan(0);
    // Each card says one thing: Sold out, Add to cart, or (its own cell gone, another not) Choose options.
    for (const c of cards) expect([c.soldOut, c.add, c.choose].filter(Boolean), c.url).toEqual([true]);

    const sold = cards.find((c) => c.soldOut)!;
    await openHydrated(page, `${baseUrl}${sold.url}`);
    await page.getByTestId('sold-out').waitFor();
    expect(await page.getByTestId('add-to-cart').count()).toBe(0);
    expect(await page.getByTestId('eta').textContent()).toContain('Sold out');
    await screenshot(page, 'sold-out-product-phone');
    const sku = await page.getByTestId('product-page').getAttribute('data-product-sku');
    const sizes = await page
      .locator('input[name=xsel]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    const refused = await call(page, '/v1/cart/add', { sku, xsel: sizes[0] ?? '', qty: 1 });
    expect(refused).toEqual({ status: 409, body: { success: false, msg: 'Sorry, this item has sold out' } });
    expect(errors).toEqual([]);
  });

  it('stops the quantity at the cart’s cap, and the cart marks only a line that cannot be had (laptop)', async () => {
    const { page, errors } = await newPage(browser, LAPTOP);
    await openHydrated(page, `${baseUrl}/`);
    const cards = await page.locator('article.product-card:not([data-has-sizes])').evaluateAll((els) =>
      els.map((e) => ({
        sku: e.getAttribute('data-sku') ?? '',
        url: e.querySelector('a.card-title')?.getAttribute('href') ?? '',
        eta: e.querySelector('[data-eta]')?.textContent ?? '',
      })),
    );
    const arriving = cards.find((c) => /^(Arriving|ETA)/.test(c.eta))!;
    const inStock = cards.find((c) => c.eta.startsWith('In stock'))!;
    expect(arriving, 'a card on its way').toBeTruthy();

    await openHydrated(page, `${baseUrl}${inStock.url}`);
    await page.getByTestId('qty').fill('150');
    expect(await page.getByTestId('qty').inputValue()).toBe('99');
    expect(await page.getByTestId('qty-plus').isDisabled()).toBe(true);
    expect(await page.getByTestId('qty-cap').textContent()).toBe('You can have at most 99 of an item in your cart');

    expect((await call(page, '/v1/cart/add', { sku: arriving.sku, qty: 1 })).status).toBe(200);
    expect((await call(page, '/v1/cart/add', { sku: inStock.sku, qty: 99 })).status).toBe(200);
    await openHydrated(page, `${baseUrl}/cart`);
    const rows = page.getByTestId('cart-item');
    await rows.first().waitFor();
    const onItsWay = rows.filter({ hasText: arriving.eta });
    expect(await onItsWay.getByTestId('eta-text').textContent()).toBe(arriving.eta);
    expect(await onItsWay.getByTestId('out-of-stock').count()).toBe(0);
    // 99 wanted of an item the shop has fewer of, with nothing coming: how many are left (or, with
    // more coming, its ETA alone).
    const wanted = rows.nth(1);
    const note = wanted.getByTestId('out-of-stock');
    if (await note.count()) expect(await note.textContent()).toMatch(/^(Only \d+ left|Sold out)$/);
    else expect(await wanted.getByTestId('eta-text').textContent()).not.toMatch(/^In stock/);
    await screenshot(page, 'sold-out-cart-laptop', { fullPage: true });
    expect(errors).toEqual([]);
  });
});
