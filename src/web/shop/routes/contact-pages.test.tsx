// The contact page and the newsletter's sign-up page, rendered from their loaders on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: the stores as cards and markers, the map with and without tiles, the
// plain form's outcome in words, title, description and canonical; the sign-up recording an address
// once, the spec's words for a bad one, and its personal answer kept out of the page cache.
import { sql } from 'drizzle-orm';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import * as schema from '../../../db/schema.ts';
import { LOCATIONS } from '../../../db/seed/locations.ts';
import { type Services, createServices } from '../../../services/index.ts';
import { testDatabases } from '../../../testing/databases.ts';
import ContactPage, { loader as contactLoader, meta as contactMeta } from './contact.tsx';
import NewsletterSignUp, { loader as newsletterLoader, meta as newsletterMeta } from './newsletter.sign-up.tsx';

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
const props = <T,>(loaderData: unknown) => ({ loaderData }) as unknown as T;
const ORIGIN = 'https://www.kauri.example.nz';
const SITE = {
  newsletterSignupUrl: '/newsletter/sign-up',
  mapTileUrl: '',
  mapAttribution: '© OpenStreetMap contributors',
};

describe.each(testDatabases())('contact and newsletter pages ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  beforeAll(async () => {
    handle = await target.open();
    await handle.db.insert(schema.locations).values([...LOCATIONS]);
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test', CAPTCHA: 'test' } as NodeJS.ProcessEnv));
  });
  afterAll(() => handle?.close());

  const args = (url: string, site: Partial<typeof SITE> = {}) =>
    ({
      context: {
        services,
        sessionId: 's',
        csrfToken: 't',
        cspNonce: 'n',
        requestId: 'r',
        publicUrl: ORIGIN,
        site: { ...SITE, ...site },
      },
      request: new Request(`http://shop.test${url}`),
      params: {},
    }) as never;

  it('/contact shows every store as a card and a marker on the islands, and the form', async () => {
    const data = await contactLoader(args('/contact'));
    const html = render(<ContactPage {...props<Parameters<typeof ContactPage>[0]>(data)} />);
    expect(html).toContain('<h1');
    expect(html).toContain('Store Locations');
    for (const code of ['AKL', 'HLZ', 'TRG', 'WLG', 'CHC', 'DUD']) {
      expect(html).toContain(`data-testid="store-card-${code}"`);
      expect(html).toContain(`href="#store-${code}"`);
    }
    expect(html).not.toContain('DC1');
    expect(html).toContain('20 Sylvia Park Road, Mt Wellington, Auckland 1060');
    expect(html).toContain('href="tel:+6495550140"');
    expect(html).toContain('data-tiles="off"');
    expect(html).not.toContain('<img');
    expect(html).toContain('action="/v1/contact/form"');
    expect(html).toContain('name="_csrf"');
    // Under CAPTCHA=test the plain form carries the test token, as the page's script would.
    expect(html).toContain('name="token" value="pass"');
    for (const field of ['name', 'email', 'mobile', 'subject', 'message']) expect(html).toContain(`name="${field}"`);
    expect(html).toContain('autoComplete="email"');
    const meta = contactMeta({ data } as never) as Record<string, string>[];
    expect(meta).toContainEqual({ title: 'Store Locations | Kauri Furniture' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/contact` });
    expect(meta.some((m) => m.name === 'description' && m.content.length > 50)).toBe(true);
  });

  it('/contact draws the map from MAP_TILE_URL’s tiles with the attribution when it is set', async () => {
    const data = await contactLoader(
      args('/contact', { mapTileUrl: 'https://tile.example.org/{z}/{x}/{y}.png', mapAttribution: '© Map people' }),
    );
    const html = render(<ContactPage {...props<Parameters<typeof ContactPage>[0]>(data)} />);
    expect(html).toContain('data-tiles="on"');
    expect(html).toMatch(/<img[^>]+src="https:\/\/tile\.example\.org\/6\/\d+\/\d+\.png"/);
    expect(html).toContain('© Map people');
  });

  it('/contact?sent= says how the plain form went, and nothing for an unknown code', async () => {
    const said = async (code: string) =>
      render(
        <ContactPage
          {...props<Parameters<typeof ContactPage>[0]>(await contactLoader(args(`/contact?sent=${code}`)))}
        />,
      );
    expect(await said('ok')).toContain('Thanks, we have your message and will reply within one working day.');
    expect(await said('empty')).toContain('Name, Email and Message cannot be empty');
    expect(await said('email')).toContain('Please enter a valid email');
    expect(await said('captcha')).toContain('Google recaptcha validate fail, please try again');
    expect(await said('__proto__')).not.toContain('role="alert"');
  });

  it('/newsletter/sign-up records a good address once and says so; a bad one gets the spec’s words', async () => {
    const leads = async () =>
      (
        await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from leads where type = 'newsletter'`)
      )[0]!.n;
    const before = await leads();
    const page = async (url: string) => {
      const answer = (await newsletterLoader(args(url))) as unknown as { data: unknown; init: ResponseInit | null };
      return {
        html: render(<NewsletterSignUp {...props<Parameters<typeof NewsletterSignUp>[0]>(answer.data)} />),
        headers: new Headers(answer.init?.headers),
        data: answer.data,
      };
    };
    const good = await page('/newsletter/sign-up?email=Tama%40example.co.nz');
    expect(good.html).toContain('You&#x27;re on the list');
    expect(good.html).toContain('tama@example.co.nz');
    expect(good.headers.get('cache-control')).toBe('private, no-store');
    await page('/newsletter/sign-up?email=tama%40example.co.nz');
    expect(await leads()).toBe(before + 1);

    const bad = await page('/newsletter/sign-up?email=tama');
    expect(bad.html).toContain('Please enter a valid email address');
    expect(bad.html).toContain('value="tama"');
    expect(await leads()).toBe(before + 1);

    const form = await page('/newsletter/sign-up');
    expect(form.html).toContain('Sign up to our newsletter');
    expect(form.headers.get('cache-control')).toBeNull();
    const meta = newsletterMeta({ data: form.data } as never) as Record<string, string>[];
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/newsletter/sign-up` });
  });
});
