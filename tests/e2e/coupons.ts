// The coupon journeys' helpers (tests/e2e/pos-coupons.e2e.ts; the storefront's use of the coupon
// joins later): the laptop size, the coupon the POS journey makes, and opening a coupon's row.
import type { Page } from 'playwright-core';
import { openHydrated } from './browser.ts';

/** The counter laptop of the coupon journey. */
export const LAPTOP_1366 = { width: 1366, height: 768 };
/** The coupon the POS journey makes for Pita Shopper: 10% off, one use (a fresh database each run). */
export const PITA_COUPON = 'PITA10';

/** The coupon list's row of `code`, searched for so it is on the first page. */
export async function openCoupon(page: Page, baseUrl: string, code: string) {
  await openHydrated(page, `${baseUrl}/pos/coupons?s=${code}`);
  const row = page.getByTestId(`coupon-row-${code}`);
  await row.waitFor();
  return row;
}
