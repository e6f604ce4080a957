// The order's documents at the counter (laptop): an order made through the real POS calls (staff-api.ts),
// then on its detail page Print opens the tax invoice, Print label the labels, and Send to mails the
// pro-forma to another address; the mail is in /pos/outbox with the PDF attached, which downloads.
// The documents' rules are tested in src/services/documents/ and src/http/routes/pos/documents.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPTOP, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
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

/** A 7 piece dining set and a chair sold on its own (as pos-order-detail.e2e.ts picks them). */
const SKUS = ['DIN-SET-00006-BLACK', 'OUT-DIN-00008-BLACK'];
const CUSTOMER = {
  firstname: 'Aroha',
  lastname: 'Ngata',
  email: 'aroha.ngata@example.co.nz',
  mobile: '0215550101',
  address: '1 Jervois Road, Herne Bay, Auckland 1011',
  zip: '1011',
  acquisition: 'Walk in',
  coupon: '',
};

async function placeOrder(): Promise<string> {
  const api = await staffApi(browser, baseUrl);
  try {
    await api.startSale();
    for (const sku of SKUS) await api.post('/pos/cart/addItem', { sku });
    await api.post('/pos/cart/updateBasic', { cart: CUSTOMER, useSameAddress: true, useAutoShippingCost: true });
    await api.allocateFromStock();
    return await api.completeOrder();
  } finally {
    await api.close();
  }
}

/** Follows a document link of the detail page (each opens in a tab of its own). */
async function follow(page: Page, name: string): Promise<Page> {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name, exact: true }).click(),
  ]);
  await tab.waitForLoadState('networkidle');
  return tab;
}

describe('the order’s documents', () => {
  it('prints the tax invoice and the labels, and sends the pro-forma to another address (laptop)', async () => {
    const orderNo = await placeOrder();
    const { page, errors } = await newPage(browser, LAPTOP);
    await signIn(page, baseUrl, DEMO_STAFF.staff.email);
    await openHydrated(page, `${baseUrl}/pos/order-detail/${orderNo}`);
    await page.getByTestId('order-detail').waitFor();

    const invoice = await follow(page, 'Print');
    expect(invoice.url()).toMatch(new RegExp(`/order/${orderNo}/invoice\\?t=`));
    expect(await invoice.getByTestId('invoice-title').textContent()).toBe('Tax invoice');
    expect(await invoice.getByTestId('invoice-number').textContent()).toBe(orderNo);
    expect(await invoice.getByTestId('invoice-gst-number').textContent()).toContain('GST number');
    await screenshot(invoice, 'doc-invoice-page-laptop', { fullPage: true });
    const pdf = await invoice.request.get(
      await invoice
        .getByTestId('document-pdf')
        .getAttribute('href')
        .then((h) => `${baseUrl}${h}`),
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await invoice.close();

    const labels = await follow(page, 'Print label');
    expect(labels.url()).toMatch(new RegExp(`/order/${orderNo}/labels\\?t=`));
    const count = await labels.getByTestId('label').count();
    expect(count).toBeGreaterThan(1);
    expect(await labels.getByTestId('label-count').first().textContent()).toBe(`1 of ${count}`);
    await screenshot(labels, 'doc-labels-page-laptop');
    await labels.close();

    const sendTo = await follow(page, 'Send to');
    await sendTo.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await sendTo.getByTestId('send-to-email').inputValue()).toBe(CUSTOMER.email);
    await sendTo.getByLabel('Pro-forma invoice').check();
    await sendTo.getByTestId('send-to-email').fill('accounts@harbour.example.nz');
    await sendTo.getByTestId('send-to-submit').click();
    expect(await sendTo.getByTestId('send-to-done').textContent()).toBe(
      `Pro-forma invoice for #${orderNo} has been emailed to accounts@harbour.example.nz`,
    );
    await screenshot(sendTo, 'pos-order-send-to-laptop');
    await sendTo.close();

    await openHydrated(page, `${baseUrl}/pos/outbox`);
    const mail = page.getByTestId('outbox-mail').first();
    expect(await mail.getByTestId('outbox-subject').textContent()).toBe(
      `Your Kauri Furniture pro-forma invoice #${orderNo}`,
    );
    expect(await mail.getByTestId('outbox-to').textContent()).toBe('accounts@harbour.example.nz');
    const attachment = mail.getByTestId('outbox-attachment');
    expect(await attachment.textContent()).toBe(`pro-forma-${orderNo}.pdf`);
    await mail.scrollIntoViewIfNeeded();
    await screenshot(page, 'pos-outbox-attachment-laptop');
    const file = await page.request.get(`${baseUrl}${await attachment.getAttribute('href')}`);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
  });
});
