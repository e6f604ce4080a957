// The order's history and the sent-cart log, as a manager reads them. Everything is made through the
// real POS calls in Mere Manager's own session (Sam Staff's cart, which other journeys use, is
// untouched): three carts sent to customers under her PIN, then an order for the first of them,
// completed with a $50 offline line, paid by Pay Now, and the rest by direct credit, so the order is
// paid and credits the sent cart (an order within 60 days of sending).
// 1. tablet and phone: the order detail's History section, opened, lists the completion, the lines
//    added and the payments taken, newest first, with Mere's name;
// 2. tablet and phone: /pos/sent-carts lists the three carts with the note, the crediting order linked.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser, newPage as openPage, openHydrated, screenshot } from './browser.ts';
import { type StaffApi, staffApi } from './staff-api.ts';
import { DEMO_STAFF, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
/** The counter tablet, landscape (the POS's own size). */
const TABLET_LANDSCAPE = { width: 1024, height: 768 };
let browser: Browser;
let orderNo = '';

/** A chair sold on its own (pos-checkout.e2e.ts picked it). */
const SINGLE = { sku: 'OUT-DIN-00008-BLACK' };
const CUSTOMER = {
  firstname: 'Ana',
  lastname: 'Tuhiwai',
  email: 'ana.tuhiwai@example.co.nz',
  mobile: '0215550177',
  address: '3 Tinakori Road, Wellington 6011',
  zip: '6011',
  acquisition: 'Walk in',
  coupon: '',
};
const OTHERS = ['rawiri.hona@example.co.nz', 'kate.lim@example.co.nz'];

type Api = StaffApi;

/** Mere's open cart's customer details. */
const details = (api: Api, email: string) =>
  api.post('/pos/cart/updateBasic', { cart: { ...CUSTOMER, email }, useSameAddress: true, useAutoShippingCost: true });

/** The chair in Mere's cart, sent to each customer in turn (a sent cart stays in the POS as it was). */
async function sendCarts(api: Api) {
  await api.startSale();
  await api.post('/pos/cart/addItem', { sku: SINGLE.sku });
  for (const email of [CUSTOMER.email, ...OTHERS]) {
    await details(api, email);
    await api.post('/pos/cart/send-cart/', { approval: await api.pin('send_cart') });
  }
}

/** The same cart completed as the first customer's order, then paid in two lines. */
async function placeAndPayOrder(api: Api): Promise<string> {
  await details(api, CUSTOMER.email);
  await api.allocateFromStock();
  const deposit = { gateway: 'offline', amount: '50.00', reference: 'INV-E2E-77' };
  await api.post('/v1/cart/updatePayment', { orderNo: '', payments: [deposit] });
  const done = await api.post<{ orderNo: string }>('/pos/cart/complete/', {
    option: 'order',
    updateCus: 0,
    approval: await api.pin('order'),
  });
  const info = await api.get<{ order: { grandtotal: string; payments: { id: number }[] } }>(
    `/pos/order-info/${done.orderNo}`,
  );
  const first = info.order.payments[0]!;
  await api.post('/pos/pay-order/', { orderNo: done.orderNo, pId: first.id });
  const rest = (Math.round(Number(info.order.grandtotal) * 100) - 5000) / 100;
  const lines = await api.post<{ payments: { id: number; gateway: string }[] }>('/pos/order/updatePayment', {
    orderNo: done.orderNo,
    payments: [
      { id: first.id, ...deposit },
      { gateway: 'directcrd', amount: rest.toFixed(2), reference: 'DC-1' },
    ],
  });
  const direct = lines.payments.find((p) => p.gateway === 'directcrd')!;
  await api.post('/pos/pay-order/', { orderNo: done.orderNo, pId: direct.id });
  return done.orderNo;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await staffApi(browser, baseUrl);
  try {
    await sendCarts(api);
    orderNo = await placeAndPayOrder(api);
  } finally {
    await api.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

async function openHistory(page: Page) {
  await openHydrated(page, `${baseUrl}/pos/order-detail/${orderNo}`);
  await page.getByRole('button', { name: /History/ }).click();
  await page.getByTestId('order-history-list').waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the activity logs', () => {
  for (const [size, viewport] of [
    ['tablet', TABLET_LANDSCAPE],
    ['phone', PHONE],
  ] as const) {
    it(`the order detail's History lists what was done, newest first (${size})`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await signIn(page, baseUrl, DEMO_STAFF.manager.email);
      await openHistory(page);
      const rows = page.getByTestId('order-history-list').locator('li');
      await expect.poll(() => rows.count()).toBe(4);
      const texts = await rows.allInnerTexts();
      expect(texts[0]).toContain('Took a payment of');
      expect(texts[0]).toContain('by Direct Credit');
      expect(texts[1]).toContain('Added a payment line of');
      expect(texts[2]).toContain('Took a payment of $50.00 by Offline Payment (ref INV-E2E-77)');
      expect(texts[3]).toMatch(/Completed the order \(\$[\d,]+\.\d\d\)/);
      expect(texts.every((t) => t.includes(DEMO_STAFF.manager.name))).toBe(true);
      await page.getByTestId('order-history').scrollIntoViewIfNeeded();
      await screenshot(page, `pos-order-history-${size}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`the sent-cart log lists the carts, the note and the crediting order (${size})`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await signIn(page, baseUrl, DEMO_STAFF.manager.email);
      await openHydrated(page, `${baseUrl}/pos/sent-carts`);
      await expect.poll(() => page.getByTestId('sent-cart-note').textContent()).toContain('within 60 days');
      const rows = page.getByTestId('sent-cart-table').locator('tbody tr');
      expect(await rows.count()).toBe(3);
      const texts = await rows.allInnerTexts();
      expect(texts[0]).toContain(`Sent 1 item to ${OTHERS[1]}; not opened yet`);
      expect(texts[2]).toContain(`Sent 1 item to ${CUSTOMER.email}`);
      const credited = rows.nth(2).getByRole('link', { name: `order #${orderNo}` });
      expect(await credited.getAttribute('href')).toBe(`/pos/order-detail/${orderNo}`);
      await screenshot(page, `pos-sent-cart-log-${size}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
