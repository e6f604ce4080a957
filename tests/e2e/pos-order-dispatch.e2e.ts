// Taking stock now, on a counter tablet held landscape (1024x768): Sam Staff
// opens the seed's paid order of two units, presses 'Taking now', picks a bin (each shows what it
// holds), is told 'Qty taken cannot be less than 0' for 0, takes one, and sees 'Dispatched 1' on the
// line; opening the modal again, the bin holds one fewer. Then the modal at phone size. The server's
// messages, figures and the bin race are tested in src/http/routes/pos/order-dispatch*.test.ts.
import type { Browser, Page } from 'playwright-core';
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

interface ListRow {
  order_no: string;
  status: string;
  items: { qty_ordered: number; name: string }[];
}

/** The seed's paid POS order of two units (src/db/seed/orders.ts), found through the Recent Orders list. */
async function paidOrderOfTwo(page: Page): Promise<string> {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post(`${baseUrl}/pos/order-list`, {
    data: { type: 'order', filters: { allBranch: true }, pageSize: 50 },
    headers: { 'X-CSRF-TOKEN': token ?? '' },
  });
  const rows = ((await res.json()) as { orders?: ListRow[] }).orders ?? [];
  const found = rows.find(
    (r) => r.status === 'paid' && r.order_no.startsWith('P') && r.items.length === 1 && r.items[0]!.qty_ordered === 2,
  );
  if (!found) throw new Error(`no paid order of two units in ${JSON.stringify(rows.map((r) => r.order_no))}`);
  return found.order_no;
}

async function openDetail(page: Page, orderNo: string) {
  await openHydrated(page, `${baseUrl}/pos/order-detail/${orderNo}`);
  await page.getByTestId('order-detail').waitFor();
  await page.waitForLoadState('networkidle');
}

/** The bins offered, as the select shows them: key and units held. */
async function binsOffered(page: Page): Promise<{ key: string; units: number }[]> {
  const options = await page
    .getByTestId('take-now-bin')
    .locator('option')
    .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ''] as const));
  return options
    .filter(([key]) => key !== '')
    .map(([key, text]) => ({ key, units: Number(/holds (\d+)/.exec(text)?.[1] ?? Number.NaN) }));
}

describe('taking stock now', () => {
  let orderNo = '';

  it("takes one unit out of a bin and the line reads 'Dispatched 1', the bin one fewer (tablet)", async () => {
    const { page, errors } = await newPage(browser, TABLET_LANDSCAPE);
    await signIn(page, baseUrl, DEMO_STAFF.staff.email);
    orderNo = await paidOrderOfTwo(page);
    await openDetail(page, orderNo);
    const line = page.getByTestId('order-line').first();
    const button = line.getByTestId('take-now-button');
    expect(await button.textContent()).toBe('Taking now');

    await button.click();
    const modal = page.getByTestId('take-now-modal');
    await modal.waitFor();
    const bins = await binsOffered(page);
    expect(bins.length).toBeGreaterThan(0);
    const bin = bins[0]!;
    expect(bin.units).toBeGreaterThan(0);
    await page.getByTestId('take-now-bin').selectOption(bin.key);
    // Digits only: letters typed are dropped; 0 is refused with the spec's words.
    await page.getByTestId('take-now-qty').fill('');
    await page.getByTestId('take-now-qty').pressSequentially('a0');
    expect(await page.getByTestId('take-now-qty').inputValue()).toBe('0');
    await page.getByTestId('take-now-submit').click();
    expect(await page.getByTestId('take-now-error').textContent()).toBe('Qty taken cannot be less than 0');
    await page.getByTestId('take-now-qty').fill('1');
    await screenshot(page, 'pos-take-now-modal-tablet');

    await page.getByTestId('take-now-submit').click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => button.textContent()).toBe('Dispatched 1');

    // Still one to take: the button opens the modal again, and the bin holds one fewer.
    await button.click();
    await modal.waitFor();
    const after = await binsOffered(page);
    const same = after.find((b) => b.key === bin.key);
    expect(same?.units ?? 0).toBe(bin.units - 1);
    expect(await page.getByTestId('take-now-counts').textContent()).toContain('Dispatched 1');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits the modal on a phone', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await signIn(page, baseUrl, DEMO_STAFF.staff.email);
    await openDetail(page, orderNo);
    await screenshot(page, 'pos-take-now-line-phone', { fullPage: true });
    // The line's button does not push the page wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('order-line').first().getByTestId('take-now-button').click();
    await page.getByTestId('take-now-modal').waitFor();
    const [first] = await binsOffered(page);
    if (first) await page.getByTestId('take-now-bin').selectOption(first.key);
    await screenshot(page, 'pos-take-now-modal-phone');
    // The modal's buttons are on the screen, not beyond its edge.
    const box = await page.getByTestId('take-now-submit').boundingBox();
    expect(box && box.x + box.width <= PHONE.width).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
