// Card terminal A at the counter, on the simulator (CARD_TERMINAL_A's default): an order made through
// the real POS calls in Mere Manager's session with an unpaid EFTPOS line of $50.05 (the simulator's
// cents for "signature required"), part of the order's total. On the order detail, Pay Now on that
// line opens the terminal's popup: Start with no station says so in the spec's words, a station is
// picked, the terminal's display lines show, then its two buttons (YES / NO) as it sends them; YES is
// pressed, the terminal approves, Close comes back, and the line is paid with the rest still to pay.
// Run at tablet size and again at phone size, with screenshots of each.
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
const PHONE = { width: 390, height: 844 };
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
const SIGNATURE_LINE = { gateway: 'veftpos', amount: '50.05' };

/** Completes Mere's POS cart as an order of the chair with the unpaid EFTPOS line. */
async function placeOrder(line = SIGNATURE_LINE, startOn = ''): Promise<string> {
  const api = await staffApi(browser, baseUrl);
  try {
    await api.startSale();
    await api.post('/pos/cart/addItem', { sku: SINGLE.sku });
    await api.post('/pos/cart/updateBasic', { cart: CUSTOMER, useSameAddress: true, useAutoShippingCost: true });
    await api.allocateFromStock();
    const orderNo = await api.completeOrder([line]);
    if (startOn) {
      // Another till starts the line on the terminal and goes away: the line waits for Check Status.
      const info = await api.get<{ order: { payments: { id: number }[] } }>(`/pos/order-info/${orderNo}`);
      const option = info.order.payments[0]!.id;
      await api.post('/pos/hit/start', { option, station: startOn, type: 'purchase', orderNo });
    }
    return orderNo;
  } finally {
    await api.close();
  }
}

const shot = (page: Page, name: string) => screenshot(page, name);
const lineStates = (page: Page) =>
  page.getByTestId('order-payment-line').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state')));

describe('card terminal A', () => {
  for (const [size, viewport] of [
    ['tablet', TABLET_LANDSCAPE],
    ['phone', PHONE],
  ] as const) {
    it(`pays part of an order on the terminal, the signature approved with its button (${size})`, async () => {
      const orderNo = await placeOrder();
      const { page, errors } = await newPage(browser, viewport);
      await signIn(page, baseUrl, DEMO_STAFF.manager.email);
      await openHydrated(page, `${baseUrl}/pos/order-detail/${orderNo}`);
      await page.getByTestId('order-payment-panel').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await lineStates(page)).toEqual(['pay-now']);

      await page.getByRole('button', { name: /^Pay Now: EFTPOS Terminal A payment of \$50\.05/ }).click();
      const popup = page.getByTestId('terminal-popup');
      await popup.getByTestId('terminal-start').waitFor();
      await popup.getByTestId('terminal-start').click();
      await expect
        .poll(() => popup.getByTestId('terminal-message').textContent())
        .toBe('Please select a EFTPOS machine');
      await popup.getByText('Counter 1 (simulator)').click();
      await shot(page, `pos-terminal-a-stations-${size}`);
      await popup.getByTestId('terminal-start').click();

      // Running: the display lines, the warning, and no way to close.
      await expect.poll(() => popup.getByTestId('terminal-dl1').textContent()).toBe('PRESENT/INSERT CARD');
      expect(await popup.getByTestId('terminal-in-use').textContent()).toBe(
        "EFTPOS terminal is being used, please don't close/reload window!",
      );
      expect(await popup.getByTestId('terminal-close').isDisabled()).toBe(true);
      await shot(page, `pos-terminal-a-running-${size}`);

      // The terminal asks for a signature (the next poll, 5 s on): its own two buttons.
      await popup.getByTestId('terminal-B1').waitFor({ timeout: 15_000 });
      expect(await popup.getByTestId('terminal-dl1').textContent()).toBe('SIGNATURE OK?');
      expect(await popup.getByTestId('terminal-B2').textContent()).toBe('NO');
      await shot(page, `pos-terminal-a-signature-${size}`);
      await popup.getByTestId('terminal-B1').click();

      await popup.getByTestId('terminal-result').waitFor({ timeout: 15_000 });
      expect(await popup.getByTestId('terminal-result').textContent()).toBe('Approved');
      expect(await popup.getByTestId('terminal-dl1').textContent()).toBe('APPROVED');
      await shot(page, `pos-terminal-a-approved-${size}`);
      await popup.getByTestId('terminal-close').click();
      await expect.poll(() => lineStates(page)).toEqual(['approved']);
      await expect.poll(() => page.getByTestId('order-paid-amount').textContent()).toBe('$50.05');
      // Only part of the order: the rest is still to pay.
      expect(await page.getByTestId('order-need-to-pay').textContent()).not.toBe('$0.00');
      expect(errors).toEqual([]);
    });
  }

  it('Check Status on a line another till left running asks the terminal and pays it; leaving asks first (tablet)', async () => {
    const orderNo = await placeOrder({ gateway: 'veftpos', amount: '40.00' }, 'SIM-2');
    const { page, errors } = await newPage(browser, TABLET_LANDSCAPE);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    await openHydrated(page, `${baseUrl}/pos/order-detail/${orderNo}`);
    await page.getByTestId('order-payment-panel').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await lineStates(page)).toEqual(['check-status']);
    await page.getByTestId('order-check-status').click();
    const popup = page.getByTestId('terminal-popup');
    await expect.poll(() => popup.getByTestId('terminal-dl1').textContent()).toBe('PRESENT/INSERT CARD');
    expect(await popup.getByTestId('terminal-station').count()).toBe(0);
    // Leaving while the terminal works asks first; staying keeps the popup running.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.type());
        void d.dismiss();
      }),
    );
    await page.evaluate(() => {
      window.location.href = '/pos';
    });
    expect(await asked).toBe('beforeunload');
    expect(page.url()).toContain(`/pos/order-detail/${orderNo}`);
    await popup.getByTestId('terminal-result').waitFor({ timeout: 15_000 });
    expect(await popup.getByTestId('terminal-result').textContent()).toBe('Approved');
    await popup.getByTestId('terminal-close').click();
    await expect.poll(() => lineStates(page)).toEqual(['approved']);
    expect(errors).toEqual([]);
  });
});
