// The account pages (/account, /account/details, /account/orders): a signed-in shopper sees their own
// wishlist, details and orders; a visitor sees the sign-in prompt and nothing of anyone's; every
// answer is private and not indexed.
import { sql } from 'drizzle-orm';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createServices, type Services } from '../../../services/index.ts';
import { insertCartFixture } from '../../../testing/cart-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import MyWishlist, { headers as wishlistHeaders, loader as wishlistLoader } from './account.tsx';
import MyDetails, { loader as detailsLoader } from './account.details.tsx';
import OrderHistory, { headers as ordersHeaders, loader as ordersLoader } from './account.orders.tsx';

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
// The page components read only their loader's data.
const props = <T,>(loaderData: unknown) => ({ loaderData }) as unknown as T;

describe.each(testDatabases())('account pages ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  beforeAll(async () => {
    handle = await target.open();
    await insertCartFixture(handle.db);
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv));
    const db = handle.db;
    await db.execute(sql`insert into sessions (id, user_id, expires_at) values
      ('pita-session', 1, now() + interval '1 day'), ('mere-session', 2, now() + interval '1 day')`);
    await db.execute(sql`insert into wishlist_items (user_id, variant_id) values (1, 3), (2, 4)`);
    await db.execute(sql`insert into orders (order_no, user_id, firstname, lastname, email, subtotal_cents, grandtotal_cents, tax_cents)
      values ('W200001', 1, 'Pita', 'Ngata', 'pita@kauri.test', 8900, 8900, 1161),
             ('W200002', 2, 'Mere', 'Parata', 'mere@kauri.test', 9900, 9900, 1291)`);
  });
  afterAll(() => handle?.close());

  const args = (sessionId: string) =>
    ({
      context: { services, sessionId, csrfToken: 't', cspNonce: 'n', requestId: 'r' },
      request: new Request('http://shop.test/account'),
      params: {},
    }) as never;

  it('/account lists the signed-in shopper’s wishlist and only theirs; a visitor is asked to sign in', async () => {
    const pita = await wishlistLoader(args('pita-session'));
    expect(pita.signedIn).toBe(true);
    expect(pita.items.map((c) => c.sku)).toEqual(['P-LAMP']);
    const html = render(<MyWishlist {...props<Parameters<typeof MyWishlist>[0]>(pita)} />);
    expect(html).toContain('Tui Table Lamp');
    expect(html).not.toContain('Queen');
    const visitor = await wishlistLoader(args('nobody'));
    expect(visitor).toEqual({ signedIn: false, items: [] });
    const prompt = render(<MyWishlist {...props<Parameters<typeof MyWishlist>[0]>(visitor)} />);
    expect(prompt).toContain('data-testid="signed-out-account"');
    expect(new Headers(wishlistHeaders()).get('cache-control')).toBe('private, no-store');
    expect(new Headers(wishlistHeaders()).get('x-robots-tag')).toBe('noindex');
  });

  it('/account/details shows My Details when signed in, the sign-in prompt when not', async () => {
    const pita = await detailsLoader(args('pita-session'));
    expect(pita.details?.email).toBe('pita@kauri.test');
    const html = render(<MyDetails {...props<Parameters<typeof MyDetails>[0]>(pita)} />);
    expect(html).toContain('data-testid="details-form"');
    expect(html).toContain('Order History');
    const visitor = await detailsLoader(args('nobody'));
    expect(visitor.details).toBeNull();
    expect(render(<MyDetails {...props<Parameters<typeof MyDetails>[0]>(visitor)} />)).toContain(
      'data-testid="login-panel"',
    );
  });

  it('/account/orders shows one’s own orders only', async () => {
    const pita = await ordersLoader(args('pita-session'));
    expect(pita.orders?.map((o) => o.order_no)).toEqual(['W200001']);
    const html = render(<OrderHistory {...props<Parameters<typeof OrderHistory>[0]>(pita)} />);
    expect(html).toContain('W200001');
    expect(html).not.toContain('W200002');
    const mere = await ordersLoader(args('mere-session'));
    expect(mere.orders?.map((o) => o.order_no)).toEqual(['W200002']);
    const visitor = await ordersLoader(args('nobody'));
    expect(visitor.orders).toBeNull();
    const prompt = render(<OrderHistory {...props<Parameters<typeof OrderHistory>[0]>(visitor)} />);
    expect(prompt).toContain('signed-out-account');
    expect(prompt).not.toContain('W2000');
    expect(new Headers(ordersHeaders()).get('cache-control')).toBe('private, no-store');
  });
});
