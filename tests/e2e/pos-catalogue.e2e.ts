// The catalogue's journey: Mere Manager opens Catalogue from the POS menu, adds a sofa set in two
// colours (Living › Sofas), saves it, uploads a photo and sees it as the card's picture; the set shows
// on its room's listing with that photo and in search; a shopper chooses a colour on its product page
// and the cart shows it at its price; then the manager puts it on Clearance and /clearance shows it.
// Stock is not the catalogue's to write (the stock module is its only writer), so a new product has
// none and would be sold out: the set is a bundle whose cells each sell one unit of a "ready to go"
// product the demo keeps in stock, which is how a product with no stock of its own is sold.
// Last, the CSV import screen: the set's own exported rows, one price made negative, checked (a dry
// run) so the screen shows its counts and the row's error; its screenshots at tablet and laptop size.
// The rules and figures are tested on both databases in src/services/catalogue/ and src/http/routes/pos/.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
import { DEMO_STAFF, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
/** The sizes the issue asks the catalogue's screens to be looked at in. */
const TABLET_1024 = { width: 1024, height: 768 };
const LAPTOP_1366 = { width: 1366, height: 900 };

// A retry runs against the same store: its own name, address and SKUs keep it apart from a first try.
const run = Math.random().toString(36).slice(2, 6);
const SET = {
  name: `Harakeke Lounge Set ${run}`,
  url: `harakeke-lounge-set-${run}`,
  cells: [
    { colour: 'Charcoal', code: 'charcoal', sku: `HAR-${run}-CHA`.toUpperCase(), price: '1499.00' },
    { colour: 'Oat', code: 'oat', sku: `HAR-${run}-OAT`.toUpperCase(), price: '1549.00' },
  ],
  msrp: '1999.00',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A photo as a phone would take it: a JPEG made here, written to a file the file input can send. */
async function photoFile(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'kauri-photo-')), 'lounge-set.jpg');
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#5b6b5a' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1200"><rect x="200" y="500" width="1200" height="420" rx="60" fill="#3b3f45"/><rect x="260" y="380" width="1080" height="200" rx="50" fill="#4a4f57"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  writeFileSync(file, jpeg);
  return file;
}

/** Both screenshots of a screen: at the counter's tablet and laptop sizes. */
async function shots(page: Page, name: string) {
  for (const [size, viewport] of [
    ['tablet', TABLET_1024],
    ['laptop', LAPTOP_1366],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await screenshot(page, `pos-catalogue-${name}-${size}`);
  }
}

/**
 * A cell the demo keeps in stock: a "ready to go" living-room card with no sizes that says In stock,
 * its cell SKU read back from its own product in the catalogue editor.
 */
async function stockedCell(page: Page): Promise<string> {
  await openHydrated(page, `${baseUrl}/living?ready=1`);
  const card = page
    .locator('[data-testid=listing-grid] article:not([data-has-sizes])')
    .filter({ hasText: 'In stock' })
    .first();
  const productSku = (await card.getAttribute('data-sku'))!;
  const ysel = (await card.getAttribute('data-ysel')) ?? '';
  await openHydrated(page, `${baseUrl}/pos/catalogue?q=${encodeURIComponent(productSku)}`);
  await page.getByTestId('catalogue-table').locator('tbody a').first().click();
  await page.getByTestId('pos-catalogue-editor').waitFor();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const skus = await page
    .getByTestId('variant-grid')
    .locator('input[aria-label^="SKU of cell"]')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  const sku = [productSku, ysel].filter(Boolean).join('-').toUpperCase();
  expect(skus).toContain(sku);
  return sku;
}

/** Reloads `address` until a card named `name` is on it: the caches follow a save within a second. */
async function cardOn(page: Page, address: string, name: string) {
  const card = page.locator('[data-testid=listing-grid] article').filter({ hasText: name });
  await expect
    .poll(
      async () => {
        await page.goto(address);
        return card.count();
      },
      { timeout: 8_000, interval: 500 },
    )
    .toBe(1);
  return card;
}

describe('the catalogue', () => {
  let productId = '';

  it('a manager adds a sofa set in two colours, saves it and uploads its photo (laptop)', async () => {
    const { page, errors } = await newPage(browser, LAPTOP_1366);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    const part = await stockedCell(page);

    await openHydrated(page, `${baseUrl}/pos`);
    await page.getByTestId('pos-menu').getByRole('link', { name: 'Catalogue' }).click();
    await page.waitForURL(`${baseUrl}/pos/catalogue`);
    await page.getByTestId('catalogue-table').waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await shots(page, 'list');

    await page.getByTestId('catalogue-add').click();
    await page.waitForURL(`${baseUrl}/pos/catalogue/new`);
    const editor = page.getByTestId('pos-catalogue-editor');
    await editor.waitFor();
    await editor.getByLabel('Name', { exact: true }).fill(SET.name);
    await editor.getByLabel('Address (/p/…)', { exact: true }).fill(SET.url);
    await editor.getByLabel('Collection', { exact: true }).fill('Harakeke');
    // A label around a select is named with the select's options too: found by its own words.
    const choice = (label: string) =>
      editor
        .locator('label')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('select');
    await choice('Room').selectOption({ label: 'Living' });
    await choice('Type').selectOption({ label: 'Sofas' });
    await editor.getByLabel('Bundle', { exact: true }).check();
    await editor
      .getByLabel('Description (Markdown)')
      .fill('A sofa and its ottoman, **woven** in New Zealand flax tones.');

    const colours = page.getByRole('group', { name: 'Option y (e.g. Colour)' });
    await colours.getByLabel('Option name').fill('Colour');
    for (const [i, cell] of SET.cells.entries()) {
      await colours.getByRole('button', { name: 'Add a value' }).click();
      await colours.getByLabel('Value', { exact: true }).nth(i).fill(cell.colour);
      await expect.poll(() => colours.getByLabel('Code', { exact: true }).nth(i).inputValue()).toBe(cell.code);
    }
    await page.getByRole('button', { name: 'Make the cells from the options' }).click();
    const grid = page.getByTestId('variant-grid');
    await expect.poll(() => grid.locator('input[aria-label^="SKU of cell"]').count()).toBe(2);
    for (const [i, cell] of SET.cells.entries()) {
      await grid.getByLabel(`SKU of cell ${i + 1}`).fill(cell.sku);
      await grid.getByLabel(`Price of ${cell.sku}`, { exact: true }).fill(cell.price);
      await grid.getByLabel(`MSRP of ${cell.sku}`, { exact: true }).fill(SET.msrp);
      await grid.getByRole('button', { name: 'Add a part' }).nth(i).click();
      await grid.getByLabel('Part 1 SKU', { exact: true }).nth(i).fill(part);
    }
    await grid.getByLabel(`${SET.cells[0]!.sku} is the default`).check();
    // The storefront's own card previews the draft.
    await expect.poll(() => page.getByTestId('card-preview').textContent()).toContain(SET.name);

    await page.getByTestId('catalogue-save').click();
    await page.waitForURL(/\/pos\/catalogue\/\d+$/);
    await expect.poll(() => editor.getByRole('status').first().textContent()).toBeTruthy();
    productId = page.url().split('/').pop()!;

    // Pictures open once the product is saved: a photo uploads and is the card's picture.
    const pictures = page.getByTestId('product-pictures');
    await pictures.getByText('No pictures yet').waitFor();
    await pictures.getByTestId('picture-input').setInputFiles(await photoFile());
    const thumb = pictures.getByTestId('picture-item').locator('img');
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await thumb.getAttribute('src')).toMatch(/^\/img\/u\//);
    await expect.poll(() => pictures.getByRole('status').textContent()).toBe('The picture is added');
    expect(await pictures.getByLabel('Card picture').isChecked()).toBe(true);
    // The shop's card beside the editor shows it too.
    await expect
      .poll(() => page.getByTestId('card-preview').locator('img').first().getAttribute('src'))
      .toMatch(/^\/img\/u\//);
    await pictures.scrollIntoViewIfNeeded();
    await shots(page, 'editor-pictures');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shots(page, 'editor');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the set is on its room’s listing with its photo, and in search', async () => {
    expect(productId, 'the first journey saved the set').not.toBe('');
    const { page, errors } = await newPage(browser, DESKTOP);
    const card = await cardOn(page, `${baseUrl}/living?type=sofas&sort=new`, SET.name);
    const picture = card.locator('picture').first();
    expect(await picture.locator('source').first().getAttribute('srcset')).toMatch(/\/img\/u\//);
    expect(await picture.locator('img').getAttribute('src')).toMatch(/^\/img\/u\//);
    await expect
      .poll(() => picture.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'pos-catalogue-shop-listing-desktop');

    const found = await cardOn(page, `${baseUrl}/search?q=${encodeURIComponent(SET.name)}`, SET.name);
    expect(await found.locator('img').first().getAttribute('src')).toMatch(/^\/img\/u\//);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a shopper chooses a colour on its product page and the cart shows it at its price', async () => {
    expect(productId, 'the first journey saved the set').not.toBe('');
    const oat = SET.cells[1]!;
    const { page, errors } = await newPage(browser, DESKTOP);
    await openHydrated(page, `${baseUrl}/p/${SET.url}`);
    await page.getByTestId('product-page').waitFor();
    expect(await page.locator('h1').textContent()).toContain(SET.name);
    await page.getByTestId('colour-options').locator(`[data-colour=${oat.code}]`).click();
    await expect
      .poll(() => page.getByTestId('colour-options').locator('[data-selected]').getAttribute('data-colour'))
      .toBe(oat.code);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('side-cart').waitFor();
    await openHydrated(page, `${baseUrl}/cart`);
    const line = page.getByTestId('cart-item');
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.getAttribute('data-sku')).toBe(oat.sku);
    expect(await line.textContent()).toContain(SET.name);
    expect(await line.getByTestId('row-price').textContent()).toContain('$1,549.00');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the manager puts it on Clearance and /clearance shows it', async () => {
    expect(productId, 'the first journey saved the set').not.toBe('');
    const { page, errors } = await newPage(browser, LAPTOP_1366);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    await openHydrated(page, `${baseUrl}/pos/catalogue/${productId}`);
    const editor = page.getByTestId('pos-catalogue-editor');
    await editor.getByLabel('Clearance', { exact: true }).check();
    await page.getByTestId('catalogue-save').click();
    await expect.poll(() => editor.getByRole('status').first().textContent()).toBeTruthy();
    await expect.poll(() => page.getByTestId('catalogue-save').textContent()).toBe('Save');

    const shop = await newPage(browser, DESKTOP);
    await cardOn(shop.page, `${baseUrl}/clearance?sort=new`, SET.name);
    expect(errors).toEqual([]);
    expect(shop.errors).toEqual([]);
    await shop.page.context().close();
    await page.context().close();
  });

  it('the import screen checks a file and shows its counts and the row with a problem (tablet, laptop)', async () => {
    expect(productId, 'the first journey saved the set').not.toBe('');
    const { page, errors } = await newPage(browser, LAPTOP_1366);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    await openHydrated(page, `${baseUrl}/pos/catalogue`);
    await page.getByTestId('catalogue-csv').click();
    await page.waitForURL(`${baseUrl}/pos/catalogue/import`);
    await page.getByTestId('pos-catalogue-import').waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });

    // The set's rows as the export writes them, the Oat cell's price made negative.
    const exported = await page.request.get(`${baseUrl}/pos/catalogue/export.csv`);
    expect(exported.status()).toBe(200);
    const rows = parse(await exported.text(), { columns: true, bom: true }) as Record<string, string>[];
    const ours = rows.filter((r) => r.url === SET.url);
    expect(ours.map((r) => r.sku)).toEqual(SET.cells.map((c) => c.sku));
    ours[1]!.price = '-5';
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kauri-csv-')), 'lounge-set.csv');
    writeFileSync(file, stringify(ours, { header: true, columns: Object.keys(ours[0]!) }));

    await page.getByTestId('catalogue-file').setInputFiles(file);
    await page.getByTestId('catalogue-check').click();
    const summary = page.getByTestId('catalogue-summary');
    await summary.waitFor();
    const problems = page.getByTestId('catalogue-errors');
    await problems.waitFor();
    expect(await problems.textContent()).toContain('price');
    await shots(page, 'import');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
