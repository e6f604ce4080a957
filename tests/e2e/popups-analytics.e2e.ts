// The storefront's pop-ups and analytics. On a phone, a new browser sees the bottom bar at
// once and the welcome offer after the delay (the journeys' server: WELCOME_POPUP_SECONDS=2); neither
// is modal, takes focus or hides the page; Escape closes the offer and it does not come back; the bar
// dismissed stays dismissed. A listing pushes GA4's view_item_list with its cards, again for Show Me
// More, and adding to the cart queues Klaviyo's 'Added to Cart'. Screenshots for docs/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
import { DEMO_STAFF, signIn } from './staff.ts';

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

type Pushed = { event?: string; ecommerce?: { item_list_name?: string; items?: { item_id: string }[] } };
const listViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e?.event === 'view_item_list'),
  );

describe('the pop-ups', () => {
  it('shows the bar at once and the welcome offer after the delay, once per browser (phone)', async () => {
    const { page, errors } = await newPage(browser, PHONE, { popups: true });
    await open(page, '/');
    const bar = page.getByTestId('bottom-bar');
    await bar.waitFor();
    expect(await bar.getByRole('heading').textContent()).toBe('Free click & collect');
    expect(await page.getByTestId('welcome-popup').count()).toBe(0);
    await screenshot(page, 'E-bottom-bar-phone');

    const welcome = page.getByTestId('welcome-popup');
    await welcome.waitFor({ timeout: 10_000 });
    expect(await welcome.getByRole('heading').textContent()).toBe('Welcome to Kauri Furniture');
    expect(await welcome.textContent()).toContain('WELCOME10');
    // Not modal: nothing hidden or inert, focus left where it was.
    expect(await page.locator('[aria-modal], [inert], [aria-hidden=true] main').count()).toBe(0);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=welcome-popup]'))).toBe(false);
    expect(await page.getByRole('complementary', { name: 'Welcome to Kauri Furniture' }).count()).toBe(1);
    await screenshot(page, 'E-welcome-popup-phone');

    await page.keyboard.press('Escape');
    await welcome.waitFor({ state: 'detached' });
    await open(page, '/living');
    await page.waitForTimeout(3500);
    expect(await welcome.count()).toBe(0);

    await bar.getByRole('button', { name: 'Dismiss: Free click & collect' }).click();
    await bar.waitFor({ state: 'detached' });
    await open(page, '/');
    await page.waitForTimeout(500);
    expect(await bar.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the welcome offer beside the page on a desktop, closed by its button, and never on the cart', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 }, { popups: true });
    await open(page, '/cart');
    await page.waitForTimeout(3500);
    expect(await page.getByTestId('welcome-popup').count()).toBe(0);
    await open(page, '/');
    const welcome = page.getByTestId('welcome-popup');
    await welcome.waitFor({ timeout: 10_000 });
    await screenshot(page, 'E-welcome-popup-desktop');
    await welcome.getByRole('button', { name: 'Close the welcome offer' }).click();
    await welcome.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the POS pop-ups page', () => {
  it('lets a manager put up a new bottom bar, which shoppers who closed the old one see', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    await page.getByRole('link', { name: 'Pop-ups' }).click();
    await page.getByTestId('pos-popups').waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByLabel('Kind').selectOption('bottom-bar');
    await page.getByTestId('popup-code').fill('spring-2026');
    await page.getByTestId('popup-title').fill('Spring sale');
    await page.getByTestId('popup-body').fill('Up to 30% off outdoor furniture.');
    await page.getByTestId('popup-linkUrl').fill('/outdoor');
    await page.getByTestId('popup-linkLabel').fill('Shop outdoor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('popup-row').filter({ hasText: 'spring-2026' }).count()).toBe(1);
    await screenshot(page, 'E-pos-pop-ups-desktop');

    // A shopper whose browser closed the seeded bar (newPage's default) sees the new one.
    const shopper = await newPage(browser, PHONE);
    await expect
      .poll(
        async () => {
          await open(shopper.page, '/');
          return shopper.page
            .getByTestId('bottom-bar')
            .textContent({ timeout: 1500 })
            .catch(() => '');
        },
        { timeout: 45_000, interval: 2000 },
      )
      .toContain('Spring sale');
    expect([...errors, ...shopper.errors]).toEqual([]);
    await shopper.page.context().close();
    await page.context().close();
  });
});

describe('analytics', () => {
  it('pushes view_item_list for a listing and for Show Me More, and Klaviyo’s Added to Cart', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await open(page, '/living');
    const cards = page.locator('[data-testid=listing-grid] article');
    const first = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-sku')));
    await expect.poll(async () => (await listViews(page)).length).toBe(1);
    const [view] = await listViews(page);
    expect(view!.ecommerce!.item_list_name).toBeTruthy();
    expect(view!.ecommerce!.items!.map((i) => i.item_id)).toEqual(first);

    await page.getByTestId('more').click();
    await expect.poll(async () => (await listViews(page)).length, { timeout: 10_000 }).toBe(2);
    const more = (await listViews(page))[1]!.ecommerce!.items!.map((i) => i.item_id);
    expect(more.length).toBeGreaterThan(0);
    expect(more.some((sku) => first.includes(sku))).toBe(false);
    const shown = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-sku')));
    expect(shown).toEqual(expect.arrayContaining(more));

    const simple = cards.and(page.locator(':not([data-has-sizes])')).filter({ hasText: 'In stock' }).first();
    const sku = await simple.getAttribute('data-sku');
    await simple.getByTestId('card-add-to-cart').click();
    await page.getByTestId('side-cart').waitFor();
    const queued = await page.evaluate(() => (window as unknown as { klaviyo?: unknown[][] }).klaviyo ?? []);
    const track = queued.find((c) => c[0] === 'track' && c[1] === 'Added to Cart') as
      | [string, string, Record<string, unknown>]
      | undefined;
    // The cart line's sku is the product's with its colour (LIV-SOF-00049-SAGE).
    expect(String(track?.[2].AddedItemSKU)).toMatch(new RegExp(`^${sku}(-|$)`));
    expect(track?.[2].ItemCount).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
