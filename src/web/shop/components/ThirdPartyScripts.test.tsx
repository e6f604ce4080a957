// GTM and Klaviyo on the page: their tags, each with the page's nonce, only when configured.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../../contract/site.ts';
import { gtmTags, klaviyoTags, metaPixelTags, siteScripts } from '../lib/third-party.ts';
import { ThirdPartyScripts } from './ThirdPartyScripts.tsx';

const SITE: SiteSettings = {
  newsletterSignupUrl: '',
  mapTileUrl: '',
  mapAttribution: '',
  chat: null,
  gtmId: '',
  klaviyoKey: '',
  metaPixelId: '',
  welcomeDelaySeconds: 12,
};

const html = (site: Partial<SiteSettings>) =>
  renderToString(<ThirdPartyScripts tags={siteScripts({ ...SITE, ...site })} nonce="n0nce" />);

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

  it("renders Meta's pixel with the nonce when META_PIXEL_ID is set", () => {
    const out = html({ metaPixelId: '123456789012345' });
    expect(out).toContain('src="https://connect.facebook.net/en_US/fbevents.js"');
    expect(out.match(/<script/g)).toHaveLength(2);
    expect(out.match(/nonce="n0nce"/g)).toHaveLength(2);
    expect(out).toContain("window.fbq('init','123456789012345')");
    expect(out).not.toContain('googletagmanager');
  });

  it("Meta's start-up queues the pixel's calls, the checkout's InitiateCheckout with them, for fbevents.js", () => {
    const w: Record<string, unknown> = {};
    const inline = metaPixelTags('123456789012345')[0]!.inline!;
    new Function('window', inline)(w);
    (w.fbq as (...a: unknown[]) => void)('track', 'InitiateCheckout', { value: 1299, currency: 'NZD' });
    const queue = (w.fbq as unknown as { queue: IArguments[] }).queue.map((a) => [...a]);
    expect(queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
      ['track', 'InitiateCheckout', { value: 1299, currency: 'NZD' }],
    ]);
  });

  it('renders nothing for an id that is not one (no markup injected through configuration)', () => {
    expect(gtmTags('GTM-1"><script>')).toEqual([]);
    expect(gtmTags('UA-1234')).toEqual([]);
    expect(klaviyoTags('abc"def')).toEqual([]);
    expect(metaPixelTags("1234567');alert(1)//")).toEqual([]);
    expect(metaPixelTags('')).toEqual([]);
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
