// The Content-Security-Policy with the outside services: with nothing configured it is the
// policy the shop always sent; GTM, Klaviyo, the tawk.to chat and the map's tiles each add exactly their
// origins, only when configured.
import { afterEach, describe, expect, it } from 'vitest';
import { type BareApp, openBareApp } from '../../testing/bare-app.ts';
import { cspExtras, tileOrigin } from './security.ts';

const NOTHING = { gtmId: '', klaviyoKey: '', chat: null, mapTileUrl: '' };

/** The policy's directives by name, the nonce replaced by N. */
function directives(header: string | string[] | number | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values.join(' ').replace(/'nonce-[^']+'/, "'nonce-N'");
  }
  return out;
}

let open: BareApp | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

async function policyWith(env: Record<string, string>) {
  open = await openBareApp(env);
  const res = await open.app.inject({ method: 'GET', url: '/v1/csrf' });
  return directives(res.headers['content-security-policy']);
}

describe('cspExtras', () => {
  it('adds nothing when nothing is configured', () => {
    expect(Object.values(cspExtras(NOTHING)).flat()).toEqual([]);
  });

  it('names GTM and GA4 for a container id', () => {
    const x = cspExtras({ ...NOTHING, gtmId: 'GTM-ABC123' });
    expect(x['script-src']).toEqual(['https://www.googletagmanager.com']);
    expect(x['img-src']).toEqual([
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(x['connect-src']).toEqual(x['img-src']);
    expect(x['frame-src']).toEqual([]);
  });

  it('names Klaviyo for a public key', () => {
    const x = cspExtras({ ...NOTHING, klaviyoKey: 'AbC123' });
    expect(x['script-src']).toEqual(['https://static.klaviyo.com', 'https://static-tracking.klaviyo.com']);
    expect(x['connect-src']).toEqual(['https://a.klaviyo.com', 'https://static-forms.klaviyo.com']);
    expect(x['img-src']).toContain('https://static-forms.klaviyo.com');
    expect(x['script-src'].join(' ')).not.toContain('google');
  });

  it('names tawk.to, websocket included, for the chat', () => {
    const x = cspExtras({ ...NOTHING, chat: { provider: 'tawk', id: 'abc123' } });
    expect(x['script-src']).toEqual(['https://embed.tawk.to', 'https://*.tawk.to']);
    expect(x['connect-src']).toEqual(['https://*.tawk.to', 'wss://*.tawk.to']);
    expect(x['frame-src']).toEqual(['https://*.tawk.to']);
  });

  it("names the map tiles' origin in img-src only", () => {
    const x = cspExtras({ ...NOTHING, mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(x['img-src']).toEqual(['https://tile.openstreetmap.org']);
    expect([...x['script-src'], ...x['connect-src']]).toEqual([]);
  });

  it('reads a tile origin from a template, refusing what is not https', () => {
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('https://tiles.example.org:8443/{z}/{x}/{y}.png')).toBe('https://tiles.example.org:8443');
    expect(tileOrigin('http://tile.example.org/{z}/{x}/{y}.png')).toBeNull();
    expect(tileOrigin("https://x.org'; script-src *")).toBeNull();
    expect(tileOrigin('')).toBeNull();
  });
});

describe('the policy header', () => {
  it('is the shop’s usual policy with nothing configured', async () => {
    const d = await policyWith({});
    expect(d['script-src']).toBe("'self' 'nonce-N'");
    expect(d['style-src']).toBe("'self' 'unsafe-inline'");
    expect(d['img-src']).toBe("'self' data:");
    expect(d['connect-src']).toBeUndefined();
    expect(d['font-src']).toBe("'self' https: data:");
    expect(d['default-src']).toBe("'self'");
    expect(d['form-action']).toBe("'self'");
    expect(Object.values(d).join(' ')).not.toMatch(/google|klaviyo|tawk|openstreetmap/);
  });

  it('names GTM’s origins with GTM_ID, and nothing of the others', async () => {
    const d = await policyWith({ GTM_ID: 'GTM-TEST12' });
    expect(d['script-src']).toBe("'self' 'nonce-N' https://www.googletagmanager.com");
    expect(d['connect-src']).toBe(
      "'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    );
    expect(d['img-src']).toBe(
      "'self' data: https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    );
    expect(Object.values(d).join(' ')).not.toMatch(/klaviyo|tawk/);
  });

  it('names Klaviyo’s with KLAVIYO_PUBLIC_KEY', async () => {
    const d = await policyWith({ KLAVIYO_PUBLIC_KEY: 'XyZ789' });
    expect(d['script-src']).toBe("'self' 'nonce-N' https://static.klaviyo.com https://static-tracking.klaviyo.com");
    expect(d['connect-src']).toBe("'self' https://a.klaviyo.com https://static-forms.klaviyo.com");
    expect(Object.values(d).join(' ')).not.toMatch(/google-analytics|tawk/);
  });

  it("names Meta's pixel hosts with META_PIXEL_ID, and never Google's places host (the server calls it)", async () => {
    const d = await policyWith({ META_PIXEL_ID: '123456789012345' });
    expect(d['script-src']).toBe("'self' 'nonce-N' https://connect.facebook.net");
    expect(d['connect-src']).toBe("'self' https://connect.facebook.net https://www.facebook.com");
    expect(d['img-src']).toBe("'self' data: https://www.facebook.com");
    await open?.close();
    const without = await policyWith({ ADDRESS_PROVIDER: 'google', GOOGLE_PLACES_KEY: 'k' });
    expect(Object.values(without).join(' ')).not.toMatch(/facebook|googleapis/);
  });

  it('names tawk.to with CHAT_PROVIDER=tawk and CHAT_ID, and not with the provider alone', async () => {
    const d = await policyWith({ CHAT_PROVIDER: 'tawk', CHAT_ID: 'abc123' });
    expect(d['script-src']).toBe("'self' 'nonce-N' https://embed.tawk.to https://*.tawk.to");
    expect(d['connect-src']).toBe("'self' https://*.tawk.to wss://*.tawk.to");
    expect(d['frame-src']).toContain('https://*.tawk.to');
    await open?.close();
    const without = await policyWith({ CHAT_PROVIDER: 'tawk' });
    expect(Object.values(without).join(' ')).not.toContain('tawk');
  });

  it('names the tile host with MAP_TILE_URL', async () => {
    const d = await policyWith({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(d['img-src']).toBe("'self' data: https://tile.openstreetmap.org");
    expect(d['script-src']).toBe("'self' 'nonce-N'");
  });
});

describe('Instagram and the built files', () => {
  it("names Meta's picture hosts in img-src only with INSTAGRAM_TOKEN", async () => {
    expect(cspExtras({ ...NOTHING, instagram: true })['img-src']).toEqual([
      'https://*.cdninstagram.com',
      'https://*.fbcdn.net',
    ]);
    const d = await policyWith({ INSTAGRAM_TOKEN: 'token' });
    expect(d['img-src']).toBe("'self' data: https://*.cdninstagram.com https://*.fbcdn.net");
    await open?.close();
    expect((await policyWith({}))['img-src']).toBe("'self' data:");
  });

  it('sends a built file without the page-only headers, keeping nosniff', async () => {
    open = await openBareApp({});
    open.app.get('/assets/x.js', async (_req, reply) => reply.type('text/javascript').send('1'));
    const res = await open.app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const page = await open.app.inject({ method: 'GET', url: '/v1/csrf' });
    expect(page.headers['content-security-policy']).toBeDefined();
  });
});
