// The counter's dead ends, driven as a salesperson with a customer waiting (Mere Manager's own open
// cart, so the other checkout journeys' carts are not touched; she leaves it empty again):
// - a line added by mistake comes out with its remove control, and the keyboard goes back to the search;
// - the manager-PIN dialog opens with the focus on the manager picker;
// - the customer tab shows no branch select (the branch is the menu's);
// - COMPLETE ORDER refused for the acquisition channel opens the customer tab with the channel
//   focused, and BACK TO PAYMENT finds the payment line entered before.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPTOP, PHONE, launchBrowser, newPage, screenshot } from './browser.ts';
import { DEMO_STAFF, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A chair sold on its own with free stock at DC1; a dining table, the line added by mistake. */
const CHAIR = 'OUT-DIN-00008-BLACK';
const TABLE = 'DIN-TBL-00030-1800-BLACK';

const itemLine = (page: Page, sku: string) => page.locator(`[data-testid=pos-item][data-sku="${sku}"]`);
const activeTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

async function settled(page: Page) {
  await expect.poll(() => page.getByTestId('pos-updating').textContent()).toBe('');
}

async function addBySku(page: Page, sku: string) {
  const input = page.getByTestId('pos-add-item-input');
  await input.fill(sku);
  await page.locator(`[data-testid=pos-add-item-option][data-sku="${sku}"]`).waitFor();
  await input.press('ArrowDown');
  await input.press('Enter');
  await itemLine(page, sku).waitFor();
  await settled(page);
}

describe('the counter', () => {
  it('removes a line, asks a manager with the picker focused, and takes a refusal to its field keeping the payments', {
    timeout: 180_000,
  }, async () => {
    const { page, errors } = await newPage(browser, LAPTOP);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    await page.goto(`${baseUrl}/pos/checkout`);
    await page.getByTestId('pos-checkout').waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForLoadState('networkidle');

    // ---- Customer Details: a new customer, no channel chosen yet; no branch select to be seen.
    expect(await page.getByTestId('pos-branch-select').isVisible()).toBe(false);
    await page.getByTestId('pos-firstname').fill('Hemi');
    await page.getByTestId('pos-lastname').fill('Walker');
    await page.getByTestId('pos-mobile').fill('0215550123');
    await page.getByTestId('pos-email').fill('hemi.walker@example.co.nz');
    await page.getByTestId('pos-zip').fill('1010');
    await page.getByTestId('pos-address').fill('1 Queen Street, Auckland 1010');
    await settled(page);

    // ---- Item Details: the table was a mistake; its remove control takes it out.
    await page.getByTestId('pos-proceed-items').click();
    await page.getByTestId('pos-item-tab').waitFor();
    // A retried journey finds what the first try left.
    while ((await page.getByTestId('pos-item-remove').count()) > 0) {
      await page.getByTestId('pos-item-remove').first().click();
      await settled(page);
    }
    await addBySku(page, CHAIR);
    await addBySku(page, TABLE);
    await expect.poll(() => page.getByTestId('pos-item').count()).toBe(2);
    const tableName = (await itemLine(page, TABLE).locator('[id$=-name]').textContent())!.trim();
    const remove = page.getByRole('button', { name: `Remove ${tableName}`, exact: true });
    expect(await remove.count()).toBe(1);
    await screenshot(page, 'pos-counter-remove-laptop');
    await remove.click();
    await expect.poll(() => itemLine(page, TABLE).count()).toBe(0);
    await settled(page);
    await expect.poll(() => page.getByTestId('pos-item').count()).toBe(1);
    await expect.poll(() => page.getByTestId('pos-item-tab').textContent()).toContain('1 line · 1 unit');
    await expect.poll(() => activeTestId(page)).toBe('pos-add-item-input');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'pos-counter-items-phone', { fullPage: true });
    await page.setViewportSize(LAPTOP);

    // ---- A discount past a manager's own 30%: the admin's PIN is asked for, the picker focused first.
    await itemLine(page, CHAIR).getByTestId('pos-item-price').click();
    const win = page.getByTestId('pos-discount-window');
    await win.waitFor();
    await win.getByTestId('pos-discount-reason').selectOption('Price Match');
    await win.getByTestId('pos-discount-amount').fill('40');
    await win.getByTestId('pos-discount-save').click();
    const pin = page.locator('[data-testid=pop-dialog][data-kind=manager-pin]');
    await pin.waitFor();
    await expect.poll(() => activeTestId(page)).toBe('pin-manager');
    await screenshot(page, 'pos-counter-manager-pin-laptop');
    await page.keyboard.press('Escape');
    await expect.poll(() => pin.count()).toBe(0);
    await win.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => win.count()).toBe(0);
    await settled(page);

    // ---- The chair delivered from DC1, then a payment for all of it.
    await itemLine(page, CHAIR).getByTestId('pos-sub-allocate').click();
    const modal = page.getByTestId('pos-allocation-modal');
    await modal.waitFor();
    await modal.locator('[data-testid=pos-stock-row][data-code=DC1]').locator('button').click();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
      new Date(Date.now() + 5 * 86_400_000),
    );
    await modal.getByTestId('pos-allocation-date').fill(day);
    await modal.getByTestId('pos-allocation-save').click();
    await expect.poll(() => modal.count()).toBe(0);
    await settled(page);
    await page.getByTestId('pos-proceed-payment').click();
    await page.getByTestId('pos-payment-tab').waitFor();
    while ((await page.getByTestId('pos-payment-delete').count()) > 0) {
      await page.getByTestId('pos-payment-delete').first().click();
      await settled(page);
    }
    await page.getByTestId('pos-add-payment').click();
    await expect.poll(() => page.getByTestId('pos-payment-line').count(), { timeout: 10_000 }).toBe(1);
    await settled(page);

    // ---- At a tablet's 1024 px the payment form fits its panel.
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'pos-counter-payment-1024', { fullPage: true });
    // The chosen method's name, its padding and the select's arrow fit the box.
    const methodFits = await page.getByTestId('pos-pay-method').evaluate((el) => {
      const select = el as HTMLSelectElement;
      const style = getComputedStyle(select);
      const pen = document.createElement('canvas').getContext('2d')!;
      pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = pen.measureText(select.selectedOptions[0]!.text).width;
      const arrow = 24;
      return (
        text + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) + arrow <=
        select.clientWidth
      );
    });
    expect(methodFits).toBe(true);
    await page.setViewportSize(LAPTOP);
    await screenshot(page, 'pos-counter-payment-laptop', { fullPage: true });

    // ---- COMPLETE ORDER is refused for the channel: the customer tab opens with the channel focused.
    await page.getByTestId('pos-complete-order').click();
    await expect.poll(() => page.getByTestId('pos-checkout').getAttribute('data-tab')).toBe('customer');
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid=pos-acquisition]'))))
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('pos-error-banner').textContent())
      .toBe('Please enter acquisition channel');
    await screenshot(page, 'pos-counter-refusal-field-laptop', { fullPage: true });
    await page.getByTestId('pos-acquisition').getByText('Walk in', { exact: true }).click();
    await settled(page);

    // ---- Straight back to the payment tab: the payment line is still there.
    await page.getByTestId('pos-back-to-payment').click();
    await page.getByTestId('pos-payment-tab').waitFor();
    await expect.poll(() => page.getByTestId('pos-payment-line').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('pos-back-to-payment').count()).toBe(0);

    // ---- The customer selector at 1024 px: whole emails, the channel, "1 quote" / "2 quotes".
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByTestId('pos-tab-customer').click();
    await page.getByTestId('pos-select-customer').click();
    const selector = page.getByTestId('pos-customer-selector');
    await selector.waitFor();
    await selector.getByTestId('pos-cus-search').fill('Pita');
    await selector.getByTestId('pos-cus-results').waitFor();
    const pita = selector.getByTestId('pos-cus-option').filter({ hasText: 'Pita Shopper' }).first();
    expect(await pita.textContent()).toMatch(/\d+ quotes?$/);
    expect(await pita.textContent()).not.toContain('quote(s)');
    await screenshot(page, 'pos-counter-customers-1024');
    await pita.click();
    await expect.poll(() => selector.count()).toBe(0);
    await expect.poll(() => page.getByTestId('pos-customer-name').textContent()).toContain('Pita Shopper');
    await settled(page);
    await screenshot(page, 'pos-counter-customer-card-1024');
    // Pita was only for the look: cleared again.
    await page.getByTestId('pos-select-customer').click();
    await selector.getByTestId('pos-clear-customer').click();
    await expect.poll(() => selector.count()).toBe(0);
    await settled(page);
    await page.setViewportSize(LAPTOP);
    await page.getByTestId('pos-tab-item').click();
    await page.getByTestId('pos-proceed-payment').click();
    await page.getByTestId('pos-payment-tab').waitFor();

    // Mere's cart is left empty again: the payment line, then the chair.
    await page.getByTestId('pos-payment-delete').click();
    await expect.poll(() => page.getByTestId('pos-payment-line').count(), { timeout: 10_000 }).toBe(0);
    await settled(page);
    await page.getByTestId('pos-tab-item').click();
    await itemLine(page, CHAIR).getByTestId('pos-item-remove').click();
    await page.getByTestId('pos-items-empty').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
