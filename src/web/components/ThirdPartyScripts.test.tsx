// GTM and Klaviyo on the page: their tags, each with the page's nonce, only when configured.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../contract/site.ts';
import { gtmTags, klaviyoTags } from '../lib/third-party.ts';
import { ThirdPartyScripts } from './ThirdPartyScripts.tsx';

const SITE: SiteSettings = {
  newsletterSignupUrl: '',
  mapTileUrl: '',
  mapAttribution: '',
  chat: null,
  gtmId: '',
  klaviyoKey: '',
  welcomeDelaySeconds: 12,
};

const html = (site: Partial<SiteSettings>) =>
  renderToString(<ThirdPartyScripts site={{ ...SITE, ...site }} nonce="n0nce" />);

describe('ThirdPartyScripts', () => {
  it('renders no script with nothing configured', () => {
    expect(html({})).toBe('');
  });

  it('renders GTM with the nonce when GTM_ID is set', () => {
    const out = html({ gtmId: 'GTM-AB12CD' });
    expect(out).toContain('src="https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD"');
    expect(out.match(/<script/g)).toHaveLength(2);
    expect(out.match(/nonce="n0nce"/g)).toHaveLength(2);
    expect(out).toContain('gtm.start');
    expect(out).not.toContain('klaviyo');
  });

  it('renders Klaviyo with the nonce when KLAVIYO_PUBLIC_KEY is set', () => {
    const out = html({ klaviyoKey: 'Ab12Cd' });
    expect(out).toContain('src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Ab12Cd"');
    expect(out.match(/nonce="n0nce"/g)).toHaveLength(2);
    expect(out).not.toContain('googletagmanager');
  });

  it('renders nothing for an id that is not one (no markup injected through configuration)', () => {
    expect(gtmTags('GTM-1"><script>')).toEqual([]);
    expect(gtmTags('UA-1234')).toEqual([]);
    expect(klaviyoTags('abc"def')).toEqual([]);
    expect(html({ gtmId: 'nope', klaviyoKey: 'x y' })).toBe('');
  });

  it("Klaviyo's start-up hands calls queued before it to klaviyo.js's queue", () => {
    const w: Record<string, unknown> = { klaviyo: [['identify', { email: 'a@b.nz' }]] };
    const inline = klaviyoTags('Ab12Cd')[0]!.inline!;
    new Function('window', inline)(w);
    (w.klaviyo as unknown[]).push(['track', 'Added to Cart', {}]);
    expect(w._klOnsite).toEqual([
      ['identify', { email: 'a@b.nz' }],
      ['track', 'Added to Cart', {}],
    ]);
  });
});
