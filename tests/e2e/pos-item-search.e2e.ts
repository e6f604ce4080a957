// The add-item search at the counter finds what the storefront's search finds: a salesperson types a
// collection and a kind ("manuka sofa"), a typo ("sofe bed"), the first letters of a word, and the
// start of a sku, and picks from the list; words the shop does not have say 'No results'. The
// storefront's search page lists the same sofas for the same words.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPTOP, PHONE, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
import { signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openItemTab(page: Page) {
  await signIn(page, baseUrl);
  await page.getByRole('link', { name: 'POS checkout' }).click();
  await page.waitForURL(`${baseUrl}/pos/checkout`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.getByTestId('pos-tab-item').click();
  await page.getByTestId('pos-item-tab').waitFor();
}

/** Types the words and waits until the list shows their answer: the product name of each result. */
async function searchFor(page: Page, words: string): Promise<string[]> {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/pos/cart/searchItems') && r.request().postDataJSON()?.str === words,
  );
  await page.getByTestId('pos-add-item-input').fill(words);
  const { items } = (await (await answer).json()) as { items: { sku: string }[] };
  const results = page.getByTestId('pos-add-item-option');
  if (items.length === 0) await page.getByTestId('pos-add-item-none').filter({ hasText: 'No results' }).waitFor();
  else
    await expect
      .poll(() => results.evaluateAll((els) => els.map((el) => el.getAttribute('data-sku'))))
      .toEqual(items.map((i) => i.sku));
  return results.evaluateAll((els) =>
    els.map((el) => el.querySelector('.min-w-0 > span:nth-child(2)')?.textContent ?? ''),
  );
}

describe('POS add-item search', () => {
  it('finds many words, typos, first letters and sku prefixes; nothing says so', async () => {
    const { page, errors } = await newPage(browser, LAPTOP);
    await openItemTab(page);

    const manuka = await searchFor(page, 'manuka sofa');
    expect(manuka.length).toBeGreaterThan(0);
    for (const name of manuka) expect(name).toMatch(/^Manuka .*Sofa/);
    await screenshot(page, 'pos-item-search-manuka-sofa-laptop');

    const typo = await searchFor(page, 'sofe bed');
    expect(typo.length).toBeGreaterThan(0);
    for (const name of typo) expect(name).toMatch(/Sofa Bed/);

    // The first letters of a word (an English stop word here) are on their way to 'sofa'.
    expect((await searchFor(page, 'so')).length).toBeGreaterThan(0);

    // The start of a sku lists that sku's variants first.
    await searchFor(page, 'liv-sof');
    expect(await page.getByTestId('pos-add-item-option').first().getAttribute('data-sku')).toMatch(/^LIV-SOF-/);

    expect(await searchFor(page, 'xqzzy')).toEqual([]);
    await screenshot(page, 'pos-item-search-none-laptop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists sofas the storefront lists for the same words', async () => {
    // The counter's smaller screens: the POS at 1024 px, then a phone.
    const { page } = await newPage(browser, { width: 1024, height: 768 });
    await openItemTab(page);
    const counter = new Set(await searchFor(page, 'manuka sofa'));
    await screenshot(page, 'pos-item-search-manuka-sofa-1024');
    await page.setViewportSize(PHONE);
    expect(await searchFor(page, 'sofe bed')).not.toEqual([]);
    await screenshot(page, 'pos-item-search-sofe-bed-phone');
    expect(counter.size).toBeGreaterThan(0);

    const shop = await page.context().newPage();
    await openHydrated(shop, `${baseUrl}/search?q=${encodeURIComponent('manuka sofa')}`);
    const shopText = (await shop.locator('main').textContent()) ?? '';
    for (const name of counter) expect(shopText).toContain(name);
    await page.context().close();
  });
});
