// Paying a quote online, on a phone: a quote made and emailed through the real POS calls (staff-api.ts),
// its "Pay online" link read from the outbox as staff, opened by a visitor; the terms' words, then the
// simulator's Decline (the pay page says so and offers the form again), then Approve, back on the pay page that says thank you; the POS lists it as a paid order.
// An expired quote's link shows the page that says so, with no form. The rules are tested in
// src/http/routes/v1/quote-pay.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, LAPTOP, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
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

/** A chair sold on its own (as pos-order-documents.e2e.ts picks it). */
const SKU = 'OUT-DIN-00008-BLACK';
const CUSTOMER = {
  firstname: 'Wiremu',
  lastname: 'Tane',
  email: 'wiremu.tane@example.co.nz',
  mobile: '0215550144',
  address: '1 Jervois Road, Herne Bay, Auckland 1011',
  zip: '1011',
  acquisition: 'Walk in',
  coupon: '',
};

/** A quote saved and emailed at the counter: its number. */
async function emailedQuote(): Promise<string> {
  const api = await staffApi(browser, baseUrl);
  try {
    await api.startSale();
    await api.post('/pos/cart/addItem', { sku: SKU });
    await api.post('/pos/cart/updateBasic', { cart: CUSTOMER, useSameAddress: true, useAutoShippingCost: true });
    await api.allocateFromStock();
    const done = await api.post<{ orderNo: string; success: boolean }>('/pos/cart/complete/', {
      option: 'quote_email',
      updateCus: 0,
      approval: await api.pin('quote_email'),
    });
    expect(done.success).toBe(true);
    return done.orderNo;
  } finally {
    await api.close();
  }
}

/** The pay link of the quote's mail, as staff read it in /pos/outbox. */
async function payLinkOf(staff: Page, orderNo: string): Promise<string> {
  await staff.goto(`${baseUrl}/pos/outbox`);
  const mail = staff.getByTestId('outbox-mail').filter({ hasText: `Your Kauri Furniture quote #${orderNo}` });
  await mail.first().waitFor();
  const link = mail
    .first()
    .getByTestId('outbox-link')
    .filter({ hasText: `/quote/${orderNo}/pay` });
  return (await link.first().getAttribute('href'))!;
}

describe('paying a quote online', () => {
  it('pays an emailed quote from its link on the simulator, and the POS lists it as a paid order (phone)', {
    timeout: 180_000,
  }, async () => {
    const orderNo = await emailedQuote();
    const staff = await newPage(browser, LAPTOP);
    await signIn(staff.page, baseUrl, DEMO_STAFF.staff.email);
    const href = await payLinkOf(staff.page, orderNo);
    expect(new URL(href).origin).toBe(baseUrl);

    const { page, errors } = await newPage(browser, PHONE);
    // The printable quote of the same mail offers the same page (a token of its own kind: the pay
    // link's token does not open the print page).
    const mail = staff.page.getByTestId('outbox-mail').filter({ hasText: `Your Kauri Furniture quote #${orderNo}` });
    const printHref = (await mail
      .first()
      .getByTestId('outbox-link')
      .filter({ hasText: `/quote/${orderNo}/print` })
      .first()
      .getAttribute('href'))!;
    await openHydrated(page, printHref);
    await screenshot(page, 'quote-print-pay-phone');
    expect(new URL((await page.getByTestId('quote-pay-link').getAttribute('href'))!, baseUrl).href).toBe(href);
    expect((await page.request.get(href.replace('/pay?', '/print?'))).status()).toBe(404);
    const res = await openHydrated(page, href);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toContain('no-store');
    await page.getByTestId('quote-sheet').waitFor();
    expect(await page.getByTestId('quote-number').textContent()).toBe(`#${orderNo}`);
    await page.getByTestId('quote-pay-form').waitFor();
    const total = (await page.getByTestId('quote-pay-total').textContent())!;
    await screenshot(page, 'quote-pay-phone', { fullPage: true });

    // Pay without the terms: the words, and nothing leaves the page.
    await page.getByTestId('quote-pay-button').click();
    await expect
      .poll(() => page.getByTestId('quote-pay-form').getByTestId('field-error').textContent())
      .toBe("Sorry to be a bore - but can you please agree to the T&C's?");
    await page.getByTestId('quote-pay-terms').click();
    await page.locator('[data-testid=payment-method][data-code=windcave]').click();
    await page.getByTestId('quote-pay-comment').fill('Please ring before delivery');
    await page.getByTestId('quote-pay-button').click();
    await page.waitForURL(/\/gateway-sim\//);
    expect(await page.locator('.amount').textContent()).toContain(total);
    // Declined first: back on the pay page, told so, with the form to try again.
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(new RegExp(`/quote/${orderNo}/pay\\?`));
    await page.getByTestId('payment-declined').waitFor();
    await page.getByTestId('quote-pay-form').waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await screenshot(page, 'quote-pay-declined-phone');
    await page.getByTestId('quote-pay-terms').click();
    await page.getByTestId('quote-pay-button').click();
    await page.waitForURL(/\/gateway-sim\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(new RegExp(`/quote/${orderNo}/pay\\?`));
    const state = page.getByTestId('quote-pay-state');
    await state.waitFor();
    expect(await state.getAttribute('data-state')).toBe('paid');
    expect(await page.getByTestId('quote-pay-thanks').textContent()).toContain(orderNo);
    await screenshot(page, 'quote-pay-done-phone', { fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();

    // The counter sees a paid order under the quote's number.
    await staff.page.goto(`${baseUrl}/pos/orders?type=order&allBranch=1&s=${orderNo}`);
    await staff.page.locator(`[data-testid=order-row][data-order-no="${orderNo}"]`).waitFor();
    await staff.page.goto(`${baseUrl}/pos/quotes?s=${orderNo}`);
    await staff.page.getByTestId('list-empty').waitFor();
    expect(staff.errors).toEqual([]);
    await staff.page.context().close();
  });

  it("shows the form on a desktop, and an expired quote's page without one (phone)", {
    timeout: 180_000,
  }, async () => {
    const orderNo = await emailedQuote();
    const staff = await newPage(browser, LAPTOP);
    await signIn(staff.page, baseUrl, DEMO_STAFF.staff.email);
    const href = await payLinkOf(staff.page, orderNo);
    const desktop = await newPage(browser, DESKTOP);
    await openHydrated(desktop.page, href);
    await desktop.page.getByTestId('quote-pay-form').waitFor();
    await screenshot(desktop.page, 'quote-pay-desktop', { fullPage: true });
    expect(desktop.errors).toEqual([]);
    await desktop.page.context().close();

    // One of the seed's expired quotes, emailed again: its link says it has expired.
    await staff.page.goto(`${baseUrl}/pos/quotes?type=e-quote&allBranch=1`);
    const row = staff.page.locator('[data-testid=order-row]').first();
    await row.waitFor();
    const expiredNo = (await row.getAttribute('data-order-no'))!;
    const api = await staffApi(browser, baseUrl);
    await api.post('/pos/quote/email-cus/', { orderNo: expiredNo, approval: await api.pin('email_quote') });
    await api.close();
    const expiredHref = await payLinkOf(staff.page, expiredNo);
    const { page, errors } = await newPage(browser, PHONE);
    await openHydrated(page, expiredHref);
    const state = page.getByTestId('quote-pay-state');
    await state.waitFor();
    expect(await state.getAttribute('data-state')).toBe('expired');
    expect(await state.textContent()).toContain('This quote has expired');
    expect(await page.getByTestId('quote-pay-form').count()).toBe(0);
    await screenshot(page, 'quote-pay-expired-phone', { fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
    await staff.page.context().close();
  });
});
