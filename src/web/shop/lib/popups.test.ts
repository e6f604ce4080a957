import { describe, expect, it } from 'vitest';
import {
  BOTTOM_BAR_KEY,
  bottomBarShows,
  dismissBottomBar,
  markWelcomeSeen,
  type PopupStorage,
  WELCOME_SEEN_KEY,
  welcomeAllowedOn,
  welcomeDelayMs,
} from './popups.ts';

function memory(): PopupStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('the welcome pop-up', () => {
  it('waits the configured seconds on a storefront page of a new browser', () => {
    expect(welcomeDelayMs(memory(), 12, '/', true)).toBe(12_000);
    expect(welcomeDelayMs(memory(), 0.5, '/living-room', true)).toBe(500);
  });

  it('never shows with a delay of 0, without a message, or without storage', () => {
    expect(welcomeDelayMs(memory(), 0, '/', true)).toBeNull();
    expect(welcomeDelayMs(memory(), -3, '/', true)).toBeNull();
    expect(welcomeDelayMs(memory(), Number.NaN, '/', true)).toBeNull();
    expect(welcomeDelayMs(memory(), 5, '/', false)).toBeNull();
    expect(welcomeDelayMs(null, 5, '/', true)).toBeNull();
  });

  it('shows once per browser', () => {
    const s = memory();
    expect(welcomeDelayMs(s, 5, '/', true)).toBe(5000);
    markWelcomeSeen(s, 'WELCOME10');
    expect(s.map.get(WELCOME_SEEN_KEY)).toBe('WELCOME10');
    expect(welcomeDelayMs(s, 5, '/', true)).toBeNull();
  });

  it('stays off the POS, the cart, the checkout and paying a quote', () => {
    for (const p of ['/pos', '/pos/checkout', '/cart', '/checkout/result/W1', '/quote/Q1/pay', '/order/1/invoice'])
      expect(welcomeAllowedOn(p), p).toBe(false);
    for (const p of ['/', '/living-room', '/p/nikau-sofa', '/posters', '/cartography', '/hot-deals'])
      expect(welcomeAllowedOn(p), p).toBe(true);
    expect(welcomeDelayMs(memory(), 5, '/cart', true)).toBeNull();
  });

  it('survives storage that refuses to write', () => {
    const refusing: PopupStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => markWelcomeSeen(refusing, 'X')).not.toThrow();
    expect(() => dismissBottomBar(refusing, 'X')).not.toThrow();
  });
});

describe('the bottom bar', () => {
  it('shows until dismissed, and again for a new code', () => {
    const s = memory();
    expect(bottomBarShows(s, 'free-collect')).toBe(true);
    dismissBottomBar(s, 'free-collect');
    expect(s.map.get(BOTTOM_BAR_KEY)).toBe('free-collect');
    expect(bottomBarShows(s, 'free-collect')).toBe(false);
    expect(bottomBarShows(s, 'summer-sale')).toBe(true);
  });

  it('does not show without storage (it could not stay dismissed)', () => {
    expect(bottomBarShows(null, 'x')).toBe(false);
  });
});
