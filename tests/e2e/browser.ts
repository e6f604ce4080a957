// Debian's Chromium through playwright-core (test tools' own browser downloads fail here).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, type Response, chromium } from 'playwright-core';
import { SEED_POPUPS } from '../../src/db/seed/popups.ts';
import { BOTTOM_BAR_KEY, WELCOME_SEEN_KEY } from '../../src/web/shop/lib/popups.ts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
/** The POS's counter laptops and tablets (DESIGN "The POS"). */
export const LAPTOP = { width: 1280, height: 800 };
export const TABLET = { width: 820, height: 1180 };
// Screenshots of each run land here, ignored by git: the journeys look, the repository does not keep them.
export const screenshotDir = path.resolve('test-results', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    // On Linux Chromium takes its own language (the one date boxes are drawn in) from the environment,
    // and only when its locale files are installed (Debian: chromium-l10n); without them it is en-US.
    env: { ...process.env, LANGUAGE: 'en_NZ:en' },
  });
}

export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage: opts.fullPage ?? false,
    animations: 'disabled',
  });
}

/** Opens a page and waits until its script has taken over (root.tsx marks <html data-hydrated>). */
export async function openHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return response;
}

// Each journey file counts from its own random start, so two files' tills never share an address.
let tills = Math.floor(Math.random() * 60_000);
/**
 * Each browser context is another till or shopper, at its own address: the server believes the
 * loopback proxy's X-Forwarded-For (the journeys' server runs with TRUST_PROXY=127.0.0.1), so the
 * per-address limits (src/http/plugins/rate-limit.ts, 20 staff sign-ins a quarter hour) count each
 * journey apart, as they would count the shop's tills.
 */
export function ownAddress(): { 'x-forwarded-for': string } {
  tills++;
  return {
    'x-forwarded-for': `10.${77 + Math.floor(tills / 62_500)}.${Math.floor(tills / 250) % 250}.${(tills % 250) + 1}`,
  };
}

/**
 * A fresh browser context at this size, with the page's uncaught errors collected for the test. It is
 * a New Zealand browser (dates day first, the shop's time zone), as the shop's own are.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  opts: { popups?: boolean } = {},
) {
  const context = await browser.newContext({
    viewport,
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
    extraHTTPHeaders: ownAddress(),
  });
  // The storefront's pop-ups would float over what a journey clicks: this browser has seen
  // the welcome offer and dismissed the seeded bottom bar, unless the journey is about them.
  if (!opts.popups) {
    await context.addInitScript(
      ([welcomeKey, barKey, barCode]) => {
        try {
          localStorage.setItem(welcomeKey!, 'e2e');
          localStorage.setItem(barKey!, barCode!);
        } catch {
          // A page without storage shows no pop-ups anyway.
        }
      },
      [WELCOME_SEEN_KEY, BOTTOM_BAR_KEY, SEED_POPUPS.find((m) => m.kind === 'bottom-bar')!.code],
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
}
