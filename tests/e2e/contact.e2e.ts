// Contact and stores, the newsletter: a shopper sends the contact form (first with the
// spec's mistakes, then rightly) and the shop's mail is in the outbox; hovering a store card lights
// its marker and hovering a marker lights its card; the same form without JavaScript; the footer's
// newsletter with a bad, then a good address lands on the sign-up page. Screenshots at phone and
// desktop size land in test-results/screenshots.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage, openHydrated, ownAddress, screenshot } from './browser.ts';
import { DEMO_STAFF, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('contact and stores', () => {
  it('shows the spec’s words by the fields, sends the message, and the shop’s mail is in the outbox (desktop)', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await openHydrated(page, `${baseUrl}/contact`);
    expect(await page.title()).toBe('Store Locations | Kauri Furniture');
    await expect.poll(() => page.locator('[data-testid^=store-card-]').count()).toBe(6);
    await screenshot(page, 'B-contact-desktop', { fullPage: true });

    // Hovering a card lights its marker; hovering a marker lights its card.
    await page.getByTestId('store-card-WLG').hover();
    await expect.poll(() => page.getByTestId('store-marker-WLG').getAttribute('data-active')).toBe('true');
    expect(await page.locator('[data-testid^=store-marker-][data-active]').count()).toBe(1);
    await screenshot(page, 'B-contact-hover-desktop');
    await page.getByTestId('store-marker-DUD').hover();
    await expect.poll(() => page.getByTestId('store-card-DUD').getAttribute('data-active')).toBe('true');
    expect(await page.getByTestId('store-marker-WLG').getAttribute('data-active')).toBeNull();
    // And by keyboard: a marker's focus lights its card.
    await page.getByTestId('store-marker-CHC').focus();
    await expect.poll(() => page.getByTestId('store-card-CHC').getAttribute('data-active')).toBe('true');

    // Empty, then a bad email: the spec's words, announced, and the fields marked.
    await page.getByTestId('contact-submit').click();
    await expect
      .poll(() => page.getByTestId('login-message').textContent())
      .toBe('Name, Email and Message cannot be empty');
    expect(await page.getByTestId('contact-name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('contact-message').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await page.getByTestId('contact-name').fill('Hine Walker');
    await page.getByTestId('contact-email').fill('hine.walker');
    await page.getByTestId('contact-mobile').pressSequentially('021-555 0199');
    expect(await page.getByTestId('contact-mobile').inputValue()).toBe('0215550199');
    await page.getByTestId('contact-subject').fill('Fabric samples for the sofa');
    await page.getByTestId('contact-message').fill('Kia ora, could you post me the fabric samples? Ngā mihi');
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => page.getByTestId('login-message').textContent()).toBe('Please enter a valid email');
    expect(await page.getByTestId('contact-email').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'B-contact-errors-desktop');

    await page.getByTestId('contact-email').fill('hine.walker@example.co.nz');
    await page.getByTestId('contact-submit').click();
    await expect
      .poll(() => page.getByTestId('login-message').textContent())
      .toBe('Thanks Hine Walker, we have your message and will reply within one working day.');
    expect(await page.getByTestId('contact-message').inputValue()).toBe('');
    expect(errors).toEqual([]);

    // The shop's copy waits in the outbox.
    const staff = await newPage(browser, DESKTOP);
    await signIn(staff.page, baseUrl, DEMO_STAFF.manager.email);
    await staff.page.goto(`${baseUrl}/pos/outbox`);
    const mail = staff.page.getByTestId('outbox-mail').filter({ hasText: 'Contact form: Fabric samples for the sofa' });
    await mail.first().waitFor();
    expect(await mail.first().getByTestId('outbox-to').textContent()).toBe('hello@kauri.example.nz');
    const text = (await mail.first().textContent()) ?? '';
    for (const part of ['Hine Walker', 'hine.walker@example.co.nz', '0215550199', 'fabric samples']) {
      expect(text).toContain(part);
    }
    await staff.page.context().close();
    await page.context().close();
  });

  it('looks right on a phone, and the Help Centre goes to the contact page', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await openHydrated(page, `${baseUrl}/`);
    const help = page.getByTestId('help-centre');
    await help.scrollIntoViewIfNeeded();
    await help.click();
    await page.waitForURL(`${baseUrl}/contact`);
    await page.getByTestId('contact-page').waitFor();
    await page.waitForLoadState('networkidle');
    // The pointer left where the footer's link was would hover a card in the picture.
    await page.mouse.move(1, 1);
    await screenshot(page, 'B-contact-phone', { fullPage: true });
    await page.getByTestId('store-card-AKL').hover();
    await expect.poll(() => page.getByTestId('store-marker-AKL').getAttribute('data-active')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends the contact form without JavaScript and answers on the page', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      extraHTTPHeaders: ownAddress(),
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/contact`);
    await page.getByTestId('contact-submit').click();
    await page.waitForURL(/\/contact\?sent=empty/);
    expect(await page.getByTestId('login-message').textContent()).toBe('Name, Email and Message cannot be empty');
    await page.getByTestId('contact-name').fill('Tama Ruru');
    await page.getByTestId('contact-email').fill('tama@example.co.nz');
    await page.getByTestId('contact-message').fill('Do you deliver to Waiheke Island?');
    await page.getByTestId('contact-submit').click();
    await page.waitForURL(/\/contact\?sent=ok/);
    expect(await page.getByTestId('login-message').textContent()).toBe(
      'Thanks, we have your message and will reply within one working day.',
    );
    await context.close();
  });

  it('the footer’s newsletter refuses a bad address, then lands on the sign-up page with a good one (phone)', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    // Klaviyo's queue, kept across the page change to the sign-up page (its script is not configured here).
    await page.addInitScript(() => {
      const queue: unknown[] = [];
      queue.push = (...items: unknown[]) => {
        const kept = JSON.parse(sessionStorage.getItem('e2e-klaviyo') ?? '[]') as unknown[];
        sessionStorage.setItem('e2e-klaviyo', JSON.stringify([...kept, ...items]));
        return Array.prototype.push.apply(queue, items);
      };
      (window as unknown as { klaviyo: unknown[] }).klaviyo = queue;
    });
    await openHydrated(page, `${baseUrl}/`);
    const form = page.getByTestId('newsletter-form-footer');
    await form.scrollIntoViewIfNeeded();
    await form.getByTestId('newsletter-email').fill('aroha@example');
    await form.getByTestId('newsletter-submit').click();
    await expect
      .poll(() => form.getByTestId('newsletter-message').textContent())
      .toBe('Please enter a valid email address');
    expect(page.url()).toBe(`${baseUrl}/`);
    await form.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    await screenshot(page, 'B-footer-newsletter-phone');
    await form.getByTestId('newsletter-email').fill('aroha@example.co.nz');
    await form.getByTestId('newsletter-submit').click();
    await page.waitForURL(`${baseUrl}/newsletter/sign-up?email=aroha%40example.co.nz`);
    expect(await page.getByTestId('newsletter-confirmed').textContent()).toContain('aroha@example.co.nz');
    // Klaviyo was told who signed up, once, and only for the good address.
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-klaviyo') ?? '[]'))).toEqual([
      ['identify', { email: 'aroha@example.co.nz' }],
    ]);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await screenshot(page, 'B-newsletter-signup-phone', { fullPage: true });

    // The sign-up page's own form says the spec's words for a bad address.
    await page.goto(`${baseUrl}/newsletter/sign-up?email=nope`);
    expect(await page.getByTestId('newsletter-page').textContent()).toContain('Please enter a valid email address');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the footer’s newsletter works without JavaScript', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const form = page.getByTestId('newsletter-form-footer');
    await form.getByTestId('newsletter-email').fill('rewi@example.co.nz');
    await form.getByTestId('newsletter-submit').click();
    await page.waitForURL(/\/newsletter\/sign-up\?email=rewi%40example\.co\.nz/);
    expect(await page.getByTestId('newsletter-confirmed').textContent()).toContain('rewi@example.co.nz');
    await context.close();
  });
});
