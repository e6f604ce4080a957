// The mailed link's page (/account/set-password?t=): a link that opens shows the password form; an
// unknown, used or expired link shows the words to ask for a new one; the page is never cached.
import { sql } from 'drizzle-orm';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { type Services, createServices } from '../../../services/index.ts';
import { testDatabases } from '../../../testing/databases.ts';
import SetPassword, { LINK_GONE, headers, loader } from './account.set-password.tsx';
import { recentOutbox } from '../../../services/outside/outside.service.ts';

type Answer = Awaited<ReturnType<typeof loader>>;
const render = (answer: Answer) =>
  renderToString(
    <MemoryRouter>
      <SetPassword {...({ loaderData: answer } as unknown as Parameters<typeof SetPassword>[0])} />
    </MemoryRouter>,
  );

describe.each(testDatabases())('the set-password page ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  beforeAll(async () => {
    handle = await target.open();
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test', CAPTCHA: 'test' } as NodeJS.ProcessEnv));
    await handle.db.execute(sql`insert into users (email, firstname) values ('rua@kauri.test', 'Rua')`);
  });
  afterAll(() => handle?.close());

  const args = (token: string | null) =>
    ({
      params: {},
      request: new Request(`http://localhost/account/set-password${token === null ? '' : `?t=${token}`}`),
      context: { services, sessionId: 'a-visitor', csrfToken: 't', cspNonce: 'n', requestId: 'r' },
    }) as never;

  it('shows the form for a mailed link, and the words to ask again once it is used', async () => {
    await services.shoppers.forgotPassword({ email: 'rua@kauri.test', token: 'pass', address: '10.0.0.1' });
    const [mail] = await recentOutbox(handle.db, 1);
    expect(mail!.to).toBe('rua@kauri.test');
    const token = mail!.text.match(/set-password\?t=([\w-]+)/)![1]!;
    const open = await loader(args(token));
    expect(open).toEqual({ token, opens: true });
    const page = render(open);
    expect(page).toContain('data-testid="set-password-new"');
    expect(page).not.toContain(LINK_GONE);

    await services.shoppers.setPassword('a-visitor', { t: token, password: 'Rua#2026!' });
    const used = await loader(args(token));
    expect(used).toEqual({ token: '', opens: false });
    expect(render(used)).toContain(LINK_GONE);
  });

  it('refuses no token and a made-up one; private, not indexed', async () => {
    expect(await loader(args(null))).toEqual({ token: '', opens: false });
    expect(await loader(args('x'.repeat(43)))).toEqual({ token: '', opens: false });
    expect(await loader(args('x'.repeat(500)))).toEqual({ token: '', opens: false });
    const h = new Headers(headers());
    expect(h.get('cache-control')).toContain('no-store');
    expect(h.get('x-robots-tag')).toBe('noindex');
  });
});
