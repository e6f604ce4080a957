// The Help Centre's chat: nothing without a provider; tawk.to's widget loaded once, with the page's
// nonce, and maximized. A small stand-in document records what is added.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openHelpCentre, tawkScriptUrl } from './chat.ts';

interface FakeScript {
  id: string;
  src: string;
  nonce: string;
  async: boolean;
  charset: string;
  setAttribute(k: string, v: string): void;
}

let added: FakeScript[];
let win: Record<string, unknown>;

beforeEach(() => {
  added = [];
  win = {};
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    querySelector: () => ({ nonce: 'page-nonce', getAttribute: () => '' }),
    getElementById: (id: string) => added.find((s) => s.id === id) ?? null,
    createElement: () => ({ id: '', src: '', nonce: '', async: false, charset: '', setAttribute() {} }),
    head: { appendChild: (s: FakeScript) => added.push(s) },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('openHelpCentre', () => {
  it('answers false without a provider (the link goes to /contact)', () => {
    expect(openHelpCentre(null)).toBe(false);
    expect(added).toEqual([]);
  });

  it("loads tawk.to's widget once with the nonce, and maximizes it when loaded", () => {
    expect(openHelpCentre({ provider: 'tawk', id: 'abc123' })).toBe(true);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ src: 'https://embed.tawk.to/abc123/default', nonce: 'page-nonce', async: true });
    const api = win.Tawk_API as { onLoad: () => void; maximize?: () => void };
    const maximize = vi.fn();
    api.maximize = maximize;
    api.onLoad();
    expect(maximize).toHaveBeenCalledTimes(1);
    // A second click: no second script, the window opens at once.
    expect(openHelpCentre({ provider: 'tawk', id: 'abc123' })).toBe(true);
    expect(added).toHaveLength(1);
    expect(maximize).toHaveBeenCalledTimes(2);
  });

  it('refuses an id that is not one', () => {
    expect(tawkScriptUrl('abc/def')).toBe('https://embed.tawk.to/abc/def');
    expect(tawkScriptUrl('../evil')).toBeNull();
    expect(tawkScriptUrl('a b')).toBeNull();
    expect(openHelpCentre({ provider: 'tawk', id: 'x"y' })).toBe(false);
    expect(added).toEqual([]);
  });
});
