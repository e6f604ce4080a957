// Comments and reminders, driven as staff would, on a tablet (1024 × 768):
// 1. Sam Staff opens Active Quotes, finds one of Mere Manager's quotes by its No., opens its comments
//    from the row, is warned 'Please say something' for a blank note, then leaves a note reminding
//    Mere; the note shows in the panel and the row counts one comment more;
// 2. Mere signs in at another till: the POS menu counts her unread reminders and lists Sam's note,
//    linked to the quote; she marks it read, and it stays read when the menu is opened again.
// Screenshots of the panel (tablet and phone) and of the reminders on the menu.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser, newPage as openPage, ownAddress, screenshot } from './browser.ts';
import { DEMO_STAFF, STAFF_PASSWORD, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
/** The counter tablet held landscape. */
const TABLET_LANDSCAPE = { width: 1024, height: 768 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One of Mere's quotes from the seed (not the demo shopper's, which another journey turns into an order). */
async function meresQuote(): Promise<string> {
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const token = async () =>
    ((await (await context.request.get(`${baseUrl}/v1/csrf`)).json()) as { token: string }).token;
  const login = await context.request.post(`${baseUrl}/pos/login`, {
    data: { email: DEMO_STAFF.staff.email, password: STAFF_PASSWORD },
    headers: { 'X-CSRF-TOKEN': await token() },
  });
  expect(login.ok()).toBe(true);
  const res = await context.request.post(`${baseUrl}/pos/order-list`, {
    data: { type: 'quote', filters: { allBranch: true } },
    headers: { 'X-CSRF-TOKEN': await token() },
  });
  const { orders } = (await res.json()) as { orders: { order_no: string; staff_label: string }[] };
  await context.close();
  const quote = orders.find((o) => o.staff_label === DEMO_STAFF.manager.name);
  expect(quote, 'the seed has a quote of Mere Manager’s').toBeDefined();
  return quote!.order_no;
}

async function openQuoteRow(page: Page, orderNo: string) {
  await page.goto(`${baseUrl}/pos/quotes`);
  await page.getByTestId('pos-orders').waitFor();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.getByTestId('list-search').fill(orderNo);
  const row = page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
  await row.waitFor();
  await expect.poll(() => page.getByTestId('order-row').count()).toBe(1);
  return row;
}

describe('comments and reminders', () => {
  it('leaves a comment on a quote reminding a colleague, who sees the reminder and marks it read', async () => {
    const orderNo = await meresQuote();
    // Its own words each run (a retry finds its own reminder, not the first try's).
    const note = `Customer wants the oak legs instead: please call her after 2pm. Ref ${Date.now().toString(36).slice(-4)}`;

    const { page, errors } = await openPage(browser, TABLET_LANDSCAPE);
    await signIn(page, baseUrl, DEMO_STAFF.staff.email);
    const row = await openQuoteRow(page, orderNo);
    const before = Number(await row.getByTestId('row-comment-count').textContent());
    await row.getByTestId('row-comments').click();
    const sheet = page.getByTestId('comments-sheet');
    await sheet.getByTestId('comments-panel').waitFor();

    // A blank note is refused before anything is sent.
    await sheet.getByTestId('comment-note').fill('   ');
    await sheet.getByTestId('comment-save').click();
    expect(await sheet.getByTestId('comment-error').textContent()).toBe('Please say something');

    // The whole row is the checkbox's target (its input is drawn over by the box).
    await sheet.getByTestId('comment-remind').locator('label', { hasText: 'Mere Manager' }).click();
    expect(await sheet.getByRole('checkbox', { name: /Mere Manager/ }).isChecked()).toBe(true);
    expect(await sheet.getByTestId('comment-remind').locator('p').first().textContent()).toBe('Mere Manager');
    await sheet.getByTestId('comment-note').fill(note);
    await sheet.getByTestId('comment-save').click();
    const saved = sheet.getByTestId('comment').filter({ hasText: note });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('Sam Staff');
    expect(await saved.textContent()).toContain('Mere Manager');
    expect(await sheet.getByTestId('comment-error').count()).toBe(0);
    await screenshot(page, 'pos-comments-panel-tablet');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => row.getByTestId('row-comment-count').textContent()).toBe(String(before + 1));
    await screenshot(page, 'pos-comments-row-tablet');
    expect(errors).toEqual([]);
    await page.context().close();

    // Mere, at another till.
    const mere = await openPage(browser, TABLET_LANDSCAPE);
    await signIn(mere.page, baseUrl, DEMO_STAFF.manager.email);
    const count = mere.page.getByTestId('pos-reminder-count');
    const unread = Number((await count.textContent())!.replace(/\D/g, ''));
    expect(unread).toBeGreaterThanOrEqual(1);
    const reminder = mere.page.getByTestId('pos-reminder').filter({ hasText: note });
    await reminder.waitFor();
    expect(await reminder.textContent()).toContain('Sam Staff');
    expect(await reminder.getByRole('link', { name: `quote #${orderNo}` }).getAttribute('href')).toBe(
      `/pos/order-detail/${orderNo}?type=quote`,
    );
    await reminder.scrollIntoViewIfNeeded();
    await screenshot(mere.page, 'pos-reminders-menu-tablet');
    await reminder.getByTestId('pos-reminder-read').click();
    await reminder.waitFor({ state: 'detached' });
    await expect.poll(async () => Number((await count.textContent())!.replace(/\D/g, ''))).toBe(unread - 1);

    // Kept: the menu opened again no longer lists it.
    await mere.page.reload();
    await mere.page.getByTestId('pos-reminders').waitFor();
    expect(await mere.page.getByTestId('pos-reminder').filter({ hasText: note }).count()).toBe(0);
    expect(Number((await count.textContent())!.replace(/\D/g, ''))).toBe(unread - 1);
    expect(mere.errors).toEqual([]);
    await mere.page.context().close();

    // The panel on a phone, from the quote's detail page.
    const phone = await openPage(browser, PHONE);
    await signIn(phone.page, baseUrl, DEMO_STAFF.staff.email);
    await phone.page.goto(`${baseUrl}/pos/order-detail/${orderNo}?type=quote`);
    await phone.page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const panel = phone.page.getByTestId('comments-panel');
    await panel.getByTestId('comment').filter({ hasText: note }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'pos-comments-panel-phone');
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();
  });
});
