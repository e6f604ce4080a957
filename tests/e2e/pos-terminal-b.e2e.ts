// Card terminal B at the counter, on its simulator (CARD_TERMINAL_B's default), after terminal A: an
// order made through the real POS calls in Mere Manager's session with two unpaid lines, $50.00 on
// terminal A (veftpos) and the rest on terminal B (weftpos). On the order detail, Pay Now on the A line
// is approved by the terminal; Pay Now on the B line opens the same popup, a station is picked, and
// the vendor's page shows in a frame (the simulator's own page); Approve there sends its window
// message, the server asks the terminal, and the order is paid. A message from any other window is
// ignored. Tablet size, with screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
import { staffApi } from './staff-api.ts';
import { DEMO_STAFF, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TABLET_LANDSCAPE = { width: 1024, height: 768 };
const SINGLE = { sku: 'OUT-DIN-00008-BLACK' };
const CUSTOMER = {
  firstname: 'Hine',
  lastname: 'Walker',
  email: 'hine.walker@example.co.nz',
  mobile: '0215550177',
  address: '12 Queen Street, Auckland 1010',
  zip: '1010',
  acquisition: 'Walk in',
  coupon: '',
};

/** Completes Mere's POS cart as an order of the chair: $50.00 on terminal A, the rest on terminal B. */
async function placeOrder(): Promise<string> {
  const api = await staffApi(browser, baseUrl);
  try {
    await api.startSale();
    await api.post('/pos/cart/addItem', { sku: SINGLE.sku });
    await api.post('/pos/cart/updateBasic', { cart: CUSTOMER, useSameAddress: true, useAutoShippingCost: true });
    await api.allocateFromStock();
    const { cart } = await api.post<{ cart: { grandtotal: string } }>('/pos/cart/get', {});
    const rest = (Number(cart.grandtotal) - 50).toFixed(2);
    return await api.completeOrder([
      { gateway: 'veftpos', amount: '50.00' },
      { gateway: 'weftpos', amount: rest },
    ]);
  } finally {
    await api.close();
  }
}

const shot = (page: Page, name: string) => screenshot(page, name);
const lineStates = (page: Page) =>
  page.getByTestId('order-payment-line').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state')));

describe('card terminal B', () => {
  it('pays part of an order on terminal A, the rest on terminal B in its frame; the order is paid (tablet)', async () => {
    const orderNo = await placeOrder();
    const { page, errors } = await newPage(browser, TABLET_LANDSCAPE);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    await openHydrated(page, `${baseUrl}/pos/order-detail/${orderNo}`);
    await page.getByTestId('order-payment-panel').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await lineStates(page)).toEqual(['pay-now', 'pay-now']);

    // Terminal A takes its part.
    await page.getByRole('button', { name: /^Pay Now: EFTPOS Terminal A payment of \$50\.00/ }).click();
    const popup = page.getByTestId('terminal-popup');
    await popup.getByText('Counter 1 (simulator)').click();
    await popup.getByTestId('terminal-start').click();
    await popup.getByTestId('terminal-result').waitFor({ timeout: 15_000 });
    expect(await popup.getByTestId('terminal-result').textContent()).toBe('Approved');
    await popup.getByTestId('terminal-close').click();
    await expect.poll(() => lineStates(page)).toEqual(['approved', 'pay-now']);
    expect(await page.getByTestId('order-status').first().textContent()).not.toMatch(/paid/i);

    // Terminal B takes the rest, in its frame.
    await page.getByRole('button', { name: /^Pay Now: EFTPOS Terminal B payment/ }).click();
    await popup.getByTestId('terminal-start').waitFor();
    await popup.getByTestId('terminal-start').click();
    await expect.poll(() => popup.getByTestId('terminal-message').textContent()).toBe('Please select a EFTPOS machine');
    await popup.getByText('Counter 2 (frame simulator)').click();
    await shot(page, 'pos-terminal-b-stations-tablet');
    await popup.getByTestId('terminal-start').click();
    const frame = page.frameLocator('[data-testid="terminal-frame"]');
    await frame.getByTestId('weft-sim-approve').waitFor();
    expect(await popup.getByTestId('terminal-in-use').textContent()).toBe(
      "EFTPOS terminal is being used, please don't close/reload window!",
    );
    expect(await popup.getByTestId('terminal-close').isDisabled()).toBe(true);
    await shot(page, 'pos-terminal-b-frame-tablet');

    // A message not from the frame's window (here the page's own, naming the right reference) is ignored:
    // no success call goes out and the terminal keeps running.
    const successCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/pos/weftpos/success')) successCalls.push(r.url());
    });
    const src = (await page.getByTestId('terminal-frame').getAttribute('src')) ?? '';
    await page.evaluate((referenceId) => {
      window.postMessage({ kind: 'kauri-weftpos', referenceId, result: 'approved' }, '*');
    }, src.split('/').pop());
    await page.waitForTimeout(500);
    expect(successCalls).toEqual([]);
    expect(await popup.getByTestId('terminal-close').isDisabled()).toBe(true);

    await frame.getByTestId('weft-sim-approve').click();

    await popup.getByTestId('terminal-result').waitFor({ timeout: 15_000 });
    expect(await popup.getByTestId('terminal-result').textContent()).toBe('Approved');
    expect(await popup.getByTestId('terminal-dl1').textContent()).toBe('APPROVED');
    await shot(page, 'pos-terminal-b-approved-tablet');
    await popup.getByTestId('terminal-close').click();
    expect(successCalls).toHaveLength(1);
    await expect.poll(() => lineStates(page)).toEqual(['approved', 'approved']);
    await expect.poll(() => page.getByTestId('order-need-to-pay').textContent()).toBe('$0.00');
    await expect.poll(() => page.getByTestId('order-status').first().textContent()).toMatch(/paid/i);
    await shot(page, 'pos-terminal-b-order-paid-tablet');
    expect(errors).toEqual([]);
  });
});
