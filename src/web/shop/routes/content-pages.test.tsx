// The help and policy pages and /finance-options as the server renders them, on both
// databases: the loader reads the page by its path, meta gives title, description and canonical from
// PUBLIC_URL, the outline lists the H5 sections as links to the headings; an unpublished page is a
// 404; the finance page shows each provider's months and weekly payment for ?amount= (default $2,000).
import { sql } from 'drizzle-orm';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { seedContentPages } from '../../../db/seed/content.ts';
import { type Services, createServices } from '../../../services/index.ts';
import { insertCatalogFixture } from '../../../testing/catalog-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import ContentPage, { loader, meta } from './content-page.tsx';
import FinanceOptions, { loader as financeLoader, meta as financeMeta } from './finance-options.tsx';

const ORIGIN = 'https://www.kauri.example.nz';
const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
const props = <T,>(loaderData: unknown) => ({ loaderData }) as unknown as T;

describe.each(testDatabases())('content pages ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  beforeAll(async () => {
    handle = await target.open();
    await insertCatalogFixture(handle.db);
    await seedContentPages(handle.db);
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv));
  });
  afterAll(() => handle?.close());

  const args = (path: string) =>
    ({
      context: { services, sessionId: 's', csrfToken: 't', cspNonce: 'n', requestId: 'r', publicUrl: ORIGIN },
      request: new Request(`http://shop.test${path}`),
      params: {},
    }) as never;

  it.each([
    ['/privacy-policy', 'Privacy Policy', 'What we collect'],
    ['/shipping-policy', 'Shipping Policy', 'How the delivery fee is worked out'],
    ['/returns-policy', 'Returns Policy', 'Your rights under the Consumer Guarantees Act'],
    ['/terms-conditions', 'Terms &amp; Conditions', 'Prices and GST'],
    ['/delivery-information', 'Delivery Information', 'Delivery fees'],
    ['/click-and-collect', 'Click &amp; Collect', 'Our stores'],
  ])('%s: the title, meta, canonical and the outline of its H5 sections', async (path, title, section) => {
    const data = await loader(args(path));
    const tags = meta({ data } as never) as Record<string, string>[];
    expect(tags[0]!.title).toBe(`${data.page.title} | Kauri Furniture`);
    expect(tags.find((t) => t.name === 'description')!.content.length).toBeGreaterThan(50);
    expect(tags.find((t) => t.rel === 'canonical')!.href).toBe(`${ORIGIN}${path}`);
    const html = render(<ContentPage {...props<Parameters<typeof ContentPage>[0]>(data)} />);
    expect(html).toContain(`<h1 class="text-3xl font-semibold text-timber-dark sm:text-4xl">${title}</h1>`);
    expect(html).toContain('aria-label="On this page"');
    const id = data.page.outline.find((o) => o.text === section)!.id;
    expect(html).toContain(`href="#${id}"`);
    expect(html).toContain(`<h2 id="${id}">`);
    expect(data.page.outline.length).toBeGreaterThanOrEqual(3);
    // Headings descend in order: the page's H1, then the sections' H2s (no H5 under no H2).
    expect(html).not.toMatch(/<h[4-6][\s>]/);
  });

  it('answers 404 for an unpublished page', async () => {
    await handle.db.execute(sql`update content_pages set published = false where slug = 'returns-policy'`);
    const thrown = await loader(args('/returns-policy')).catch((e: unknown) => e);
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(404);
    await handle.db.execute(sql`update content_pages set published = true where slug = 'returns-policy'`);
  });

  it('/finance-options shows each plan as months and weekly payment for $2,000 by default', async () => {
    const data = await financeLoader(args('/finance-options'));
    expect(data.amount).toBe('2000');
    expect(data.error).toBe('');
    const tags = financeMeta({ data } as never) as Record<string, string>[];
    expect(tags.find((t) => t.rel === 'canonical')!.href).toBe(`${ORIGIN}/finance-options`);
    expect(tags[0]!.title).toBe('Finance Options | Kauri Furniture');
    expect(data.plans.params.gem).toMatchObject({ months: 6, pay: '76.93' });
    const html = render(<FinanceOptions {...props<Parameters<typeof FinanceOptions>[0]>(data)} />);
    expect(html).toContain('Payment calculator');
    expect(html).toContain('Gem Interest Free');
    expect(html).toContain('$76.93');
    expect(html).toMatch(/data-testid="finance-plan-gem"[\s\S]*?data-testid="finance-term">6 months</);
    expect(html).toMatch(/data-testid="finance-plan-q"[\s\S]*?data-testid="finance-term">12 months</);
    expect(html).toContain('Interest free for 6 months on purchases over $250');
    expect(html).toContain('action="/finance-options"');
    expect(html).toContain('value="2000"');
  });

  it('/finance-options?amount= works out that amount; a bad one says so and shows the default', async () => {
    const asked = await financeLoader(args('/finance-options?amount=%241%2C300'));
    expect(asked.amount).toBe('1300');
    expect(asked.plans.params.gem!.pay).toBe('50.00');
    const laybuy = asked.plans.params.laybuy as { weeks?: number; pay: string };
    expect(laybuy.weeks).toBe(6);
    expect(render(<FinanceOptions {...props<Parameters<typeof FinanceOptions>[0]>(asked)} />)).toMatch(
      /data-testid="finance-plan-laybuy"[\s\S]*?data-testid="finance-term">6 weeks</,
    );
    const bad = await financeLoader(args('/finance-options?amount=lots'));
    expect(bad.error).toBe('Please enter a valid amount');
    expect(bad.amount).toBe('2000');
    expect(render(<FinanceOptions {...props<Parameters<typeof FinanceOptions>[0]>(bad)} />)).toContain('role="alert"');
  });
});
