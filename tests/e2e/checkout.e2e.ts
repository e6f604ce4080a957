// The shopper buys: adds two items from a room (the side cart opens each time), collects one from a
// store through the Choose Collection Point modal, applies a promo code, meets the checkout's
// validation messages, pays on the simulated payment page and sees the thank-you page. Then a
// second shopper's payment is declined: back on the cart, with the reason and the items still there.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DECLINED_REASON } from '../../src/integrations/payments/simulator.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, openHydrated, newPage as openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const newPage = (viewport: { width: number; height: number }) => openPage(browser, viewport);

/** Cards' buttons work once the page's script is running. */
async function open(page: Page, path: string) {
  await openHydrated(page, `${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
}

/** Adds the n-th in-stock card without sizes from a room; the side cart opens with it. */
async function addFromRoom(page: Page, room: string, n: number): Promise<string> {
  await open(page, `/${room}`);
  const card = page
    .locator('[data-testid=listing-grid] article:not([data-has-sizes])')
    .filter({ hasText: 'In stock' })
    .nth(n);
  const name = (await card.locator('h3').textContent())!.trim();
  await card.getByTestId('card-add-to-cart').click();
  const side = page.getByTestId('side-cart');
  await side.waitFor();
  await expect.poll(() => side.getByTestId('side-cart-item').filter({ hasText: name }).count()).toBe(1);
  return name;
}

async function fillDetails(page: Page, email: string) {
  await page.getByTestId('cart-firstname').fill('Aroha');
  await page.getByTestId('cart-lastname').fill('Ngata');
  await page.getByTestId('cart-email').fill(email);
  // The mobile takes digits only, whatever is typed.
  await page.getByTestId('cart-mobile').pressSequentially('021 555-1234');
  expect(await page.getByTestId('cart-mobile').inputValue()).toBe('0215551234');
  // The suburb comes from the list and brings the postcode.
  const address = page.locator('#cart-address');
  await address.click();
  await address.pressSequentially('12 Ponsonby Road, Ponso', { delay: 15 });
  await page.getByTestId('suburb-option').filter({ hasText: '1011' }).first().click();
  await expect.poll(() => page.getByTestId('zip').inputValue()).toBe('1011');
  expect(await address.inputValue()).toBe('12 Ponsonby Road, Ponsonby, Auckland 1011');
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    (
      (window as unknown as { dataLayer?: { event?: string; ecommerce?: Record<string, unknown> }[] }).dataLayer ?? []
    ).filter((e) => e.event),
  );

describe('buying', () => {
  it('adds two items, collects one, applies a promo code, is stopped by the rules, pays and is thanked (desktop)', async () => {
    const { page, errors } = await newPage(DESKTOP);
    const delivered = await addFromRoom(page, 'living', 0);
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    const collected = await addFromRoom(page, 'living', 1);
    expect(await page.getByTestId('cart-count').textContent()).toBe('2');
    await screenshot(page, 'cart-side-desktop');
    const events = await dataLayerEvents(page);
    expect(events.filter((e) => e.event === 'add_to_cart')).toHaveLength(1); // one per page view: the second add was on a new page

    await page.getByTestId('side-cart-checkout').click();
    await page.waitForURL(/\/cart$/);
    await page.locator('#cartpage').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('cart-item').count()).toBe(2);
    expect((await dataLayerEvents(page)).map((e) => e.event)).toContain('begin_checkout');

    // Collect the second item from the Auckland store.
    const row = page.getByTestId('cart-item').filter({ hasText: collected });
    await row.getByTestId('ship-collect').click();
    const modal = page.getByTestId('collection-modal');
    await modal.waitFor();
    await expect.poll(() => modal.getByTestId('collection-point').count()).toBeGreaterThan(1);
    await screenshot(page, 'cart-collection-modal-desktop');
    await modal.locator('[data-testid=collection-point][data-code=AKL]').click();
    await expect.poll(() => modal.isVisible()).toBe(false);
    await expect.poll(() => row.getByTestId('pick-address').textContent()).toContain('Sylvia Park');
    await expect.poll(() => row.getByTestId('eta-pickup').textContent()).toMatch(/Auckland/);
    const deliveredRow = page.getByTestId('cart-item').filter({ hasText: delivered });
    expect(await deliveredRow.getByTestId('ship-delivered').getAttribute('data-selected')).toBe('true');

    // Quantity: plus, minus, and never below one.
    const subtotal = async () =>
      Number((await page.getByTestId('summary-subtotal').textContent())!.replace(/[^\d.]/g, ''));
    // Every save so far has answered (the page says so on its button) before the stepper is used.
    await expect.poll(() => page.getByTestId('complete-purchase').textContent()).toBe('COMPLETE PURCHASE');
    const before = await subtotal();
    await deliveredRow.getByTestId('qty-plus').click();
    await expect.poll(() => deliveredRow.getByTestId('qty-input').inputValue()).toBe('2');
    await expect.poll(subtotal).toBeGreaterThan(before);
    await deliveredRow.getByTestId('qty-minus').click();
    await expect.poll(subtotal).toBe(before);
    expect(await deliveredRow.getByTestId('qty-minus').isDisabled()).toBe(true);
    await deliveredRow.getByTestId('qty-input').fill('0');
    await expect.poll(() => deliveredRow.getByTestId('qty-input').inputValue()).toBe('1');

    // The promo code.
    await page.getByTestId('coupon-input').fill('WELCOME10');
    await page.getByTestId('coupon-apply').click();
    await page.getByTestId('coupon-applied').waitFor();
    await expect.poll(() => page.getByTestId('summary-coupon').textContent()).toMatch(/^−\$[\d,]+\.\d\d$/);

    // An invalid email is the first rule to fail.
    await fillDetails(page, 'aroha@example');
    await page.getByTestId('complete-purchase').click();
    await expect
      .poll(() => page.getByTestId('checkout-error').textContent())
      .toBe('Woops! Looks like you entered an invalid Email address.');
    expect(await page.getByTestId('checkout-error-top').textContent()).toBe(
      'Woops! Looks like you entered an invalid Email address.',
    );
    expect(await page.getByTestId('cart-email').getAttribute('aria-invalid')).toBe('true');
    // The shopper is taken to the field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cart-email');
    await page.waitForTimeout(600);
    await screenshot(page, 'cart-validation-desktop');

    // Put right, the message moves on to the next rule as the shopper types: the terms.
    await page.getByTestId('cart-email').fill('aroha@example.nz');
    await expect
      .poll(() => page.getByTestId('checkout-error').textContent())
      .toBe("Sorry to be a bore - but can you please agree to the T&C's?");
    expect(await page.getByTestId('cart-email').getAttribute('aria-invalid')).toBeNull();
    await page.getByTestId('complete-purchase').click();
    await expect
      .poll(() => page.getByTestId('checkout-error').textContent())
      .toBe("Sorry to be a bore - but can you please agree to the T&C's?");
    await page.getByTestId('terms').click();
    await expect.poll(() => page.getByTestId('checkout-error').textContent()).toBe('');
    await page.getByTestId('order-summary').scrollIntoViewIfNeeded();
    await screenshot(page, 'cart-page-desktop');
    const total = (await page.getByTestId('summary-total').textContent())!;
    const shipping = (await dataLayerEvents(page)).find((e) => e.event === 'add_shipping_info');
    expect(shipping?.ecommerce?.shipping_tier).toBe('ZIPCODE 1011');

    // Pay on the simulated payment page.
    await page.getByTestId('complete-purchase-bottom').click();
    await page.waitForURL(/\/gateway-sim\//);
    expect(await page.locator('.amount').textContent()).toContain(total);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/checkout\/result\/[^/?]+/);
    await page.getByTestId('thank-you').waitFor();
    const orderNo = (await page.getByTestId('order-no').textContent())!;
    expect(page.url()).toContain(`/checkout/result/${orderNo}`);
    expect(await page.getByTestId('order-total').textContent()).toBe(total);
    expect(await page.getByTestId('order-line').count()).toBe(2);
    await screenshot(page, 'cart-thank-you-desktop');
    const purchase = (await dataLayerEvents(page)).filter((e) => e.event === 'purchase');
    expect(purchase).toHaveLength(1);
    expect(purchase[0]!.ecommerce).toMatchObject({ transaction_id: orderNo, currency: 'NZD', coupon: 'WELCOME10' });
    // The cart is empty now; the counter hides, and a reload reports the purchase no second time.
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    await page.reload();
    await page.getByTestId('thank-you').waitFor();
    await page.waitForLoadState('networkidle');
    expect((await dataLayerEvents(page)).filter((e) => e.event === 'purchase')).toHaveLength(0);
    await open(page, '/cart');
    await page.getByTestId('cart-empty').waitFor();
    expect(errors).toEqual([]);
  });

  it('brings a shopper whose payment is declined back to the cart with the reason and the items (phone)', async () => {
    const { page, errors } = await newPage(PHONE);
    const name = await addFromRoom(page, 'dining', 0);
    await screenshot(page, 'cart-side-phone');
    await page.getByTestId('side-cart-checkout').click();
    await page.waitForURL(/\/cart$/);
    await page.waitForLoadState('networkidle');
    await fillDetails(page, 'pita@example.nz');
    await page.getByTestId('terms').click();
    // The card is the default way to pay.
    expect(await page.locator('[data-testid=payment-method][data-code=windcave]').getAttribute('data-selected')).toBe(
      'true',
    );
    await page.getByTestId('order-summary').scrollIntoViewIfNeeded();
    await screenshot(page, 'cart-page-phone');
    await page.getByTestId('complete-purchase').click();
    await page.waitForURL(/\/gateway-sim\//);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/cart\?payment=declined/);
    await page.getByTestId('payment-declined').waitFor();
    expect(await page.getByTestId('payment-declined-reason').textContent()).toBe(DECLINED_REASON);
    expect(await page.getByTestId('cart-item').count()).toBe(1);
    expect(await page.getByTestId('cart-item').textContent()).toContain(name);
    // The details typed before are still there, ready for another try.
    expect(await page.getByTestId('cart-email').inputValue()).toBe('pita@example.nz');
    expect(await page.getByTestId('zip').inputValue()).toBe('1011');
    await screenshot(page, 'cart-declined-phone');
    expect(errors).toEqual([]);
  });

  it('shows an empty cart with the way back to the shop', async () => {
    const { page } = await newPage(PHONE);
    await open(page, '/cart');
    expect(await page.getByTestId('cart-empty').textContent()).toContain('You currently have no item(s) in your cart');
    expect(await page.getByTestId('continue-shopping').getAttribute('href')).toBe('/');
    expect(await page.getByTestId('cart-count').count()).toBe(0);
  });
});
