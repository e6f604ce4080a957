// Staff sign-in and the PIN boxes of the shared pop-up dialog, for the POS journeys. The demo
// accounts are the README's.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const STAFF_PASSWORD = 'Kauri!2026';
export const DEMO_STAFF = {
  admin: { email: 'admin@kauri.test', name: 'Aroha Admin', pin: '1111' },
  manager: { email: 'manager@kauri.test', name: 'Mere Manager', pin: '2222' },
  staff: { email: 'staff@kauri.test', name: 'Sam Staff', pin: '3333' },
} as const;
export const DEMO_SHOPPER = { email: 'shopper@kauri.test', name: 'Pita Shopper' } as const;

/** Signs in on /pos/login and waits for the POS menu, hydrated and quiet. */
export async function signIn(page: Page, baseUrl: string, email: string = DEMO_STAFF.staff.email) {
  await page.goto(`${baseUrl}/pos/login`);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/pos`);
  await page.getByTestId('pos-menu').waitFor();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** Types a PIN into the dialog's boxes once the first box has focus (the dialog puts it there). */
export async function typePin(page: Page, pin: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('PIN digit 1');
  await page.keyboard.type(pin, { delay: 40 });
}
