// The mattress builder and the sleep zone. A shopper builds a Queen bed: medium comfort, a
// mattress and a base, sees the running total, adds them and finds both in the side cart with that
// total. The sleep zone loads more mattresses to NO MORE PRODUCT; without JavaScript both pages still
// work as GET forms and links. Screenshots for docs/ at phone and desktop size.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MattressBuilderResponse, MattressItemsResponse } from '../../src/contract/mattress.ts';
import { PHONE, launchBrowser, newPage, openHydrated, ownAddress, screenshot } from './browser.ts';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1280, height: 900 };
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

/** "$1,299" or "$1,299.00" as cents. */
const centsOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const radioCard = (page: Page, name: string, value: string) =>
  page.locator('label', { has: page.locator(`input[name="${name}"][value="${value}"]`) });

describe('the mattress builder', () => {
  it('builds a Queen medium bed with a base, and the side cart holds both at the builder’s total (desktop)', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await open(page, '/mattress-builder');
    expect(await page.title()).toBe('Mattress Builder | Kauri Furniture');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/mattress-builder$/);
    expect(await page.getByTestId('builder-item').count()).toBe(0);

    await radioCard(page, 'size', 'queen').click();
    await page.waitForURL(/size=queen/);
    await page.locator('[data-testid=builder-item]').first().waitFor();
    await radioCard(page, 'comfort', 'medium').click();
    await page.waitForURL(/comfort=medium/);

    const answer = (await (
      await page.request.get(`${baseUrl}/v1/mattressbuilder/queen?comfort=medium`)
    ).json()) as MattressBuilderResponse;
    const [mattresses, bases] = answer.steps.map((s) => s.items);
    expect(mattresses!.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('input[name=sku]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
      .toEqual(mattresses!.map((m) => m.sku));
    // The bed is added in one call, all or nothing: its parts must be ones the shop can sell.
    const canHave = (i: { eta: string }) => i.eta !== 'Sold out';
    const mattress = mattresses!.filter(canHave).at(-1)!;
    const base = bases!.find(canHave)!;
    await radioCard(page, 'sku', mattress.sku).click();
    await radioCard(page, 'base', base.sku).click();
    const expected = centsOf(mattress.price) + centsOf(base.price);
    await expect.poll(async () => centsOf(await page.getByTestId('builder-total').textContent())).toBe(expected);
    const summary = page.getByTestId('builder-summary');
    expect(await summary.textContent()).toContain(mattress.name);
    expect(await summary.textContent()).toContain(base.name);
    await screenshot(page, 'mattress-builder-desktop', { fullPage: true });

    await page.getByTestId('builder-add').click();
    await page.getByTestId('side-cart').waitFor();
    const lines = page.getByTestId('side-cart-item');
    await expect
      .poll(() => lines.evaluateAll((els) => els.map((e) => e.getAttribute('data-sku')).sort()))
      .toEqual([mattress.sku, base.sku].sort());
    await expect.poll(async () => centsOf(await page.getByTestId('side-cart-total').textContent())).toBe(expected);
    expect(errors).toEqual([]);
  });

  it('shows a size and comfort from the address on a phone, and the sizes as a GET form without JavaScript', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await open(page, '/mattress-builder?size=king&comfort=plush');
    expect(await page.locator('input[name=size][value=king]').isChecked()).toBe(true);
    expect(await page.locator('input[name=comfort][value=plush]').isChecked()).toBe(true);
    expect(await page.getByTestId('builder-item').count()).toBeGreaterThan(0);
    // The steps with the total bar that stays at the foot of a phone's screen.
    await page.evaluate(() => document.getElementById('step-mattress')?.scrollIntoView({ behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(await page.getByTestId('builder-bar').isVisible()).toBe(true);
    await screenshot(page, 'mattress-builder-phone');
    expect(errors).toEqual([]);

    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      extraHTTPHeaders: ownAddress(),
    });
    const plain = await context.newPage();
    await plain.goto(`${baseUrl}/mattress-builder`);
    await radioCard(plain, 'size', 'double').click();
    await radioCard(plain, 'comfort', 'firm').click();
    await plain.getByRole('button', { name: 'Show my mattresses' }).click();
    await plain.waitForURL(/size=double&comfort=firm/);
    expect(await plain.locator('h2', { hasText: '(Double)' }).count()).toBe(1);
    expect(await plain.getByTestId('builder-item').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the sleep zone', () => {
  it('loads more mattresses to NO MORE PRODUCT (desktop), and links to the builder', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await open(page, '/sleep-zone');
    expect(await page.title()).toBe('Sleep Zone: Mattresses | Kauri Furniture');
    const first = (await (
      await page.request.get(`${baseUrl}/v1/sleep-zone/mattressitem/1`)
    ).json()) as MattressItemsResponse;
    expect(first.count).toBeGreaterThan(24);
    const cards = page.locator('[data-testid=sleep-zone-grid] article');
    expect(await cards.count()).toBe(12);
    await screenshot(page, 'sleep-zone-desktop');
    const more = page.getByTestId('sleep-zone-more');
    let clicks = 0;
    while ((await more.textContent())?.trim() !== 'NO MORE PRODUCT') {
      await more.click();
      clicks++;
      await expect.poll(() => cards.count()).toBe(Math.min(first.count, 12 * (clicks + 1)));
    }
    expect(clicks).toBe(Math.ceil(first.count / 12) - 1);
    expect(await cards.count()).toBe(first.count);
    expect(await more.isDisabled()).toBe(true);
    expect(await page.locator('a[href="/mattress-builder"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows the first mattresses on a phone, and pages with links without JavaScript', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await open(page, '/sleep-zone');
    await screenshot(page, 'sleep-zone-phone');
    expect(errors).toEqual([]);

    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      extraHTTPHeaders: ownAddress(),
    });
    const plain = await context.newPage();
    await plain.goto(`${baseUrl}/sleep-zone`);
    await plain.getByTestId('sleep-zone-more').click();
    await plain.waitForURL(/page=2/);
    expect(await plain.locator('[data-testid=sleep-zone-grid] article').count()).toBe(24);
    await context.close();
  });
});
