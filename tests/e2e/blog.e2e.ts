// The blog, the home page's sliders and the outdoor landing page in a browser:
// the list loads more twice and ends with 'NO MORE BLOG' (three pages); a post carries its Article
// JSON-LD; the home page's Instagram slider shows cards and moves on by itself, and stops on Pause;
// the outdoor landing page shows its types and the way to all of outdoor. Screenshots of each page at
// phone and desktop size go to the run's screenshots (C-*.png).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser, newPage, openHydrated, screenshot } from './browser.ts';

const baseUrl = inject('baseUrl');
const WIDE = { width: 1280, height: 900 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function keep(page: Page, name: string, fullPage = false) {
  await screenshot(page, `C-${name}`, { fullPage });
}

/** How many cards a slider's track shows across its content box (runs in the page). */
function cardsInView(el: Element): number {
  const style = getComputedStyle(el);
  const content = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  const gap = Number.parseFloat(style.columnGap) || 0;
  const card = el.querySelector('li')!.getBoundingClientRect().width;
  return (content + gap) / (card + gap);
}

const cards = (page: Page) => page.getByTestId('blog-list').locator('li');

describe('the blog', () => {
  it("loads more twice to 'NO MORE BLOG' and opens a post with its Article JSON-LD", async () => {
    const { page, errors } = await newPage(browser, WIDE);
    await openHydrated(page, `${baseUrl}/blog`);
    expect(await cards(page).count()).toBe(9);
    await keep(page, 'blog-desktop');

    await page.getByTestId('blog-load-more').click();
    await expect.poll(() => cards(page).count()).toBe(18);
    expect(await page.getByTestId('blog-end').count()).toBe(0);
    await page.getByTestId('blog-load-more').click();
    await expect.poll(() => page.getByTestId('blog-end').textContent()).toBe('NO MORE BLOG');
    const total = await cards(page).count();
    expect(total).toBeGreaterThan(18);
    expect(total).toBeLessThanOrEqual(27);
    expect(await page.getByTestId('blog-load-more').count()).toBe(0);
    // Each post once, in the order the list gave them.
    const names = await cards(page).locator('h2').allTextContents();
    expect(new Set(names).size).toBe(total);

    const first = cards(page).first().locator('h2 a');
    const headline = (await first.textContent())!;
    await first.click();
    await page.getByTestId('blog-post').waitFor();
    expect(await page.locator('h1').textContent()).toBe(headline);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld['@type']).toBe('Article');
    expect(ld.headline).toBe(headline);
    expect(ld.mainEntityOfPage['@id']).toBe(new URL(page.url()).href);
    expect(ld.image[0]).toMatch(/^https?:\/\/.+\/img\/p\//);
    expect(Date.parse(ld.datePublished)).toBeLessThanOrEqual(Date.parse(ld.dateModified));
    expect(ld.author.name).toBeTruthy();
    expect(ld.publisher.name).toBe('Kauri Furniture');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(ld.mainEntityOfPage['@id']);
    await keep(page, 'blog-post-desktop');
    expect(errors).toEqual([]);
  });

  it('reads on a phone, and an unknown post is a 404', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await openHydrated(page, `${baseUrl}/blog`);
    await keep(page, 'blog-phone');
    await openHydrated(page, `${baseUrl}/blog/choosing-a-sofa`);
    await keep(page, 'blog-post-phone');
    const missing = await page.goto(`${baseUrl}/blog/no-such-post`);
    expect(missing?.status()).toBe(404);
    expect(errors).toEqual([]);
  });
});

describe('the home page sliders', () => {
  it('shows the Instagram cards, moves on by itself, and stops on Pause', async () => {
    const { page, errors } = await newPage(browser, WIDE);
    await openHydrated(page, baseUrl);
    expect(await page.getByTestId('home-rooms').locator('li').count()).toBe(6);
    await page.getByTestId('home-rooms').scrollIntoViewIfNeeded();
    await keep(page, 'home-desktop');
    const slider = page.getByTestId('instagram-slider');
    await slider.scrollIntoViewIfNeeded();
    expect(await slider.locator('li').count()).toBeGreaterThanOrEqual(6);
    expect(await slider.locator('li[data-media-type="VIDEO"]').count()).toBeGreaterThan(0);
    await page.mouse.move(0, 0);
    const at = () => slider.evaluate((el) => el.scrollLeft);
    const start = await at();
    await expect.poll(at, { timeout: 9000, interval: 500 }).toBeGreaterThan(start);
    await keep(page, 'home-instagram-desktop');

    // The pointer over the slider holds it still.
    await slider.locator('li').nth(1).hover();
    await page.waitForTimeout(600);
    const held = await at();
    await page.waitForTimeout(4800);
    expect(await at()).toBe(held);

    await page.getByRole('button', { name: 'Pause the Instagram slider' }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(600);
    const paused = await at();
    await page.waitForTimeout(4800);
    expect(await at()).toBe(paused);
    expect(errors).toEqual([]);
  });

  it('shows 2.5 Instagram cards and 3.6 rooms on a phone', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await openHydrated(page, baseUrl);
    const rooms = page.getByTestId('home-rooms');
    await rooms.scrollIntoViewIfNeeded();
    // Cards in view: the track's content width over one card and its gap (gap added once for the last card).
    expect(await rooms.evaluate(cardsInView)).toBeCloseTo(3.6, 1);
    await keep(page, 'home-phone');
    const slider = page.getByTestId('instagram-slider');
    await slider.scrollIntoViewIfNeeded();
    expect(await slider.evaluate(cardsInView)).toBeCloseTo(2.5, 1);
    await keep(page, 'home-instagram-phone');
    expect(errors).toEqual([]);
  });

  it('stays still for a shopper who prefers reduced motion', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page, baseUrl);
    const slider = page.getByTestId('instagram-slider');
    await slider.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(4800);
    expect(await slider.evaluate((el) => el.scrollLeft)).toBe(0);
    // The buttons still move it on.
    await page.getByRole('button', { name: 'Next Instagram posts' }).click();
    await expect.poll(() => slider.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe('the outdoor landing page', () => {
  it('shows the outdoor types, outdoor products and the way to all of outdoor', async () => {
    for (const [size, name] of [
      [WIDE, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, errors } = await newPage(browser, size);
      const res = await openHydrated(page, `${baseUrl}/outdoor-landing`);
      expect(res?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toContain('outside');
      expect(await page.getByTestId('outdoor-types').locator('li').count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByTestId('outdoor-shop-all').getAttribute('href')).toBe('/outdoor');
      await keep(page, `outdoor-landing-${name}`, true);
      if (name === 'desktop') {
        await page.getByTestId('outdoor-shop-all').click();
        await page.waitForURL(/\/outdoor$/);
      }
      expect(errors).toEqual([]);
    }
  });
});
