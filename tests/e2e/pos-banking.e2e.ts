// End-of-day banking, on a counter tablet held landscape (1024x768): Sam Staff
// opens Daily banking from the POS menu, starts today's banking for his branch (Auckland: the seed's
// EFTPOS payment was taken today, src/db/seed/orders.ts): the counted boxes are empty and must all be
// filled, he enters the counted EFTPOS total one dollar short, submits with a comment, confirms the
// differences Submit lists, and sees the difference on the list; View shows the banking as
// submitted. Then the list and the view at phone size. The figures, the days and the refusals are
// tested on both databases in src/http/routes/pos/banking*.test.ts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';
import { DEMO_STAFF, signIn } from './staff.ts';

const baseUrl = inject('baseUrl');
const TABLET_LANDSCAPE = { width: 1024, height: 768 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dollars = (text: string) => Number(text.replace(/[$,+]/g, ''));

describe('end-of-day banking', () => {
  let viewUrl = '';

  it("banks today's takings one dollar short on EFTPOS and sees the difference on the list (tablet)", async () => {
    const { page, errors } = await newPage(browser, TABLET_LANDSCAPE);
    await signIn(page, baseUrl, DEMO_STAFF.staff.email);
    await page.getByRole('link', { name: 'Daily banking' }).click();
    await page.waitForURL(`${baseUrl}/pos/daily-banking`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByTestId('daily-banking').waitFor();

    const row = page.getByTestId('banking-row-AKL');
    expect(await row.getByRole('button', { name: 'Start' }).isEnabled()).toBe(true);
    // Another branch is Can't start for a salesperson of Auckland.
    expect(await page.getByRole('button', { name: "Can't start" }).count()).toBeGreaterThan(0);
    await row.getByRole('button', { name: 'Start' }).click();
    const modal = page.getByTestId('banking-start-modal');
    await modal.waitFor();
    const eftpos = page.getByTestId('banking-actual-veftpos');
    await eftpos.waitFor();
    const taken = dollars((await page.getByTestId('banking-expected-veftpos').textContent()) ?? '');
    expect(taken).toBeGreaterThan(1);
    expect(await page.getByTestId('banking-payments').locator('tbody tr').count()).toBeGreaterThan(0);
    // The counted boxes start empty: nothing is banked as counted until someone counts it.
    for (const gateway of ['veftpos', 'directcrd', 'offline'])
      expect(await page.getByTestId(`banking-actual-${gateway}`).inputValue()).toBe('');
    expect(await page.getByTestId('banking-start-difference').textContent()).toBe('—');
    // One dollar short on the EFTPOS settlement; Submit with the other boxes still empty asks for them.
    const counted = (taken - 1).toFixed(2);
    await eftpos.fill(counted);
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => modal.getByRole('alert').textContent())
      .toBe('Please enter the counted amount of Offline Payment');
    expect(await page.locator('[data-testid=pop-dialog][data-kind=confirm]').count()).toBe(0);
    for (const gateway of ['directcrd', 'offline']) {
      const expected = dollars((await page.getByTestId(`banking-expected-${gateway}`).textContent()) ?? '');
      await page.getByTestId(`banking-actual-${gateway}`).fill(expected.toFixed(2));
    }
    await page.getByTestId('banking-comment').fill('EFTPOS settlement a dollar short; checked twice.');
    await expect.poll(() => page.getByTestId('banking-start-difference').textContent()).toBe('-$1.00');
    await screenshot(page, 'pos-banking-start-tablet');

    // Submit asks first, listing each method's expected, counted and difference.
    await modal.getByRole('button', { name: 'Submit' }).click();
    const check = page.locator('[data-testid=pop-dialog][data-kind=confirm]');
    await check.waitFor();
    const eftposCheck = check.getByTestId('banking-check-row').filter({ hasText: 'EFTPOS Terminal A' });
    expect((await eftposCheck.locator('td').allTextContents()).map(dollars)).toEqual([taken, Number(counted), -1]);
    expect(await check.getByTestId('banking-check-difference').textContent()).toBe('-$1.00');
    await screenshot(page, 'pos-banking-confirm-tablet');
    // Back to counting leaves it unsubmitted; Submit banking makes it.
    await check.getByRole('button', { name: 'Back to counting' }).click();
    await check.waitFor({ state: 'detached' });
    expect(await modal.isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Submit' }).click();
    await check.getByRole('button', { name: 'Submit banking' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('banking-difference').textContent()).toBe('-$1.00');
    expect(await row.textContent()).toContain('Sam Staff');
    const view = row.getByRole('link', { name: 'View' });
    viewUrl = (await view.getAttribute('href')) ?? '';
    expect(viewUrl).toMatch(/^\/pos\/report\/dailyBanking\/view\/\d+$/);
    await screenshot(page, 'pos-banking-list-tablet');

    await view.click();
    await page.getByTestId('banking-view').waitFor();
    expect(await page.getByTestId('banking-view-methods-difference').textContent()).toBe('-$1.00');
    expect(await page.getByTestId('banking-view-comment').textContent()).toBe(
      'EFTPOS settlement a dollar short; checked twice.',
    );
    const eftposRow = page.getByTestId('banking-view-methods').getByRole('row', { name: /EFTPOS Terminal A/ });
    expect(dollars((await eftposRow.locator('td').nth(1).textContent()) ?? '')).toBe(Number(counted));
    await screenshot(page, 'pos-banking-view-tablet');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits the list and the banking on a phone', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await signIn(page, baseUrl, DEMO_STAFF.manager.email);
    await openHydrated(page, `${baseUrl}/pos/daily-banking`);
    await page.getByTestId('banking-card-AKL').getByRole('link', { name: 'View' }).waitFor();
    await screenshot(page, 'pos-banking-list-phone', { fullPage: true });
    // A manager may start any branch: the modal fits the phone, and Cancel leaves it unbanked.
    await page.getByTestId('banking-card-CHC').getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('banking-actual-veftpos').waitFor();
    await screenshot(page, 'pos-banking-start-phone');
    const submit = await page.getByRole('button', { name: 'Submit' }).boundingBox();
    expect(submit && submit.x + submit.width <= PHONE.width).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('banking-start-modal').waitFor({ state: 'detached' });
    await openHydrated(page, `${baseUrl}${viewUrl}`);
    await page.getByTestId('banking-view').waitFor();
    await screenshot(page, 'pos-banking-view-phone', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
