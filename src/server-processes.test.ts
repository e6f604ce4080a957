// Two server processes on one PostgreSQL, as WORKERS=2 or two machines behind a load balancer run
// them: a shopper's cart and session, a manager's PIN approval, a PIN lockout and a payment
// provider's notification each work whichever process a request reaches, because nothing one request
// leaves for the next is kept in a process's memory (docs/architecture.md); and the copies of the
// catalogue each keeps follow a change saved anywhere within a second. The servers are the real
// src/server.ts, started API-only (no page build needed). Only with TEST_DATABASE_URL (the embedded
// database belongs to one process).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.ts';
import { DEMO_STAFF_PASSWORD } from './db/seed/people.ts';
import {
  createSimulatorSigner,
  SIGNATURE_HEADER,
  simNotification,
  type SimFields,
} from './integrations/payments/simulator.ts';
import { openSeededShop, readyCart, setStock, variantPicker } from './testing/checkout-fixture.ts';
import { SESSION_COOKIE } from './contract/cookies.ts';
import { serverDatabaseUrl, testDatabases } from './testing/databases.ts';
import { freePort } from './testing/free-port.ts';
import { simulatorKey } from './services/outside/outside.service.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from './db/rows.ts';
import { markCatalogueChanged } from './services/catalogue/catalogue.service.ts';

const url = serverDatabaseUrl();

describe.skipIf(!url)('two server processes on one PostgreSQL', () => {
  let handle: DatabaseHandle;
  const servers: ChildProcess[] = [];
  let A = '';
  let B = '';

  // The processes each server's supervisor has reported listening (src/server.ts), in order.
  const listening = new Map<ChildProcess, () => number[]>();

  async function start(port: number, publicUrl: string, workers = '1'): Promise<string> {
    const base = `http://127.0.0.1:${port}`;
    let stderr = '';
    let stdout = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', '--api-only'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url,
        PUBLIC_URL: publicUrl,
        PAYMENT_GATEWAY: 'simulator',
        CAPTCHA: 'test',
        LOG_LEVEL: 'error',
        WORKERS: workers,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    listening.set(child, () => [...stdout.matchAll(/server process (\d+) listening/g)].map((m) => Number(m[1])));
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    servers.push(child);
    const until = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${stderr}`);
      if (
        await fetch(`${base}/v1/csrf`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return base;
      if (Date.now() > until) throw new Error(`server on ${port} did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    handle = await openSeededShop(testDatabases().find((t) => t.name === 'postgres')!, 40);
    const [portA, portB] = [await freePort(), await freePort()];
    // One public address for both, as behind a load balancer.
    const publicUrl = `http://127.0.0.1:${portA}`;
    A = await start(portA, publicUrl);
    B = await start(portB, publicUrl);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(
      servers.map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.exitCode !== null) return resolve();
            s.once('exit', () => resolve());
            s.kill('SIGTERM');
          }),
      ),
    );
    await handle?.close();
  });

  /** A browser whose requests go to the process named per request: its cookie and token follow it. */
  async function browser(first: string) {
    let cookie = '';
    let token = '';
    const keepCookie = (res: Response) => {
      const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (set) cookie = set.split(';')[0]!;
      return res;
    };
    const b = {
      sessionId: () => decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!,
      get: async (via: string, path: string) =>
        keepCookie(await fetch(via + path, { headers: { cookie, 'x-csrf-token': token } })),
      post: async (via: string, path: string, body: unknown) =>
        keepCookie(
          await fetch(via + path, {
            method: 'POST',
            headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        ),
      async refreshToken(via: string) {
        token = ((await (await b.get(via, '/v1/csrf')).json()) as { token: string }).token;
      },
    };
    await b.refreshToken(first);
    expect(cookie).not.toBe('');
    return b;
  }

  it('keeps a cart and its session whichever process answers', async () => {
    const pick = variantPicker(handle.db);
    const [sofa, lamp] = [await pick(), await pick()];
    await setStock(handle.db, sofa.id, { DC1: 5 });
    await setStock(handle.db, lamp.id, { DC1: 5 });
    const shopper = await browser(A);
    // Token and cookie from A, used on B.
    const added = await shopper.post(B, '/v1/cart/add', { sku: sofa.sku, qty: 1 });
    expect(added.status).toBe(200);
    expect(((await added.json()) as { itemcount: number }).itemcount).toBe(1);
    expect((await shopper.post(A, '/v1/cart/add', { sku: lamp.sku, qty: 2 })).status).toBe(200);
    for (const via of [A, B]) {
      const content = (await (await shopper.get(via, '/v1/cart/content')).json()) as {
        cartItems: { sku: string; qty: number }[];
      };
      expect(content.cartItems.map((i) => [i.sku, Number(i.qty)]).sort()).toEqual(
        [
          [sofa.sku, 1],
          [lamp.sku, 2],
        ].sort(),
      );
    }
  });

  it("honours a manager's PIN approval on the other process, once", async () => {
    const sam = await browser(A);
    expect((await sam.post(A, '/pos/login', { email: 'staff@kauri.test', password: DEMO_STAFF_PASSWORD })).status).toBe(
      200,
    );
    // The sign-in rotated the session: the new token is asked of the other process.
    await sam.refreshToken(B);
    const pick = variantPicker(handle.db);
    const chair = await pick();
    await setStock(handle.db, chair.id, { AKL: 3 });
    expect((await sam.post(B, '/pos/cart/addItem', { sku: chair.sku })).status).toBe(200);
    const cart = (await (await sam.post(A, '/pos/cart/get', {})).json()) as {
      cartItems: { id: number; sku: string }[];
    };
    const item = cart.cartItems.find((i) => i.sku === chair.sku)!;
    const discount = { item: { id: item.id, disc_type: 'percent', discount: 20, disc_reason: 'Other' } };
    const refused = await sam.post(A, '/pos/cart/updateItem', discount);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/A manager needs to approve it/);

    const managers = (await (await sam.post(B, '/pos/get-staffs', { roles: ['manager'] })).json()) as {
      staffs: { id: number; firstname: string }[];
    };
    const mere = managers.staffs.find((s) => s.firstname === 'Mere') ?? managers.staffs[0]!;
    const pin = await sam.post(B, '/pos/check-pin', { pin: '2222', type: 'discount', managerId: mere.id });
    expect(pin.status).toBe(200);
    const { approval } = (await pin.json()) as { approval: string };
    expect((await sam.post(A, '/pos/cart/updateItem', { ...discount, approval })).status).toBe(200);
    // Used up, on either process.
    expect((await sam.post(B, '/pos/cart/updateItem', { ...discount, approval })).status).toBe(403);
  });

  it('locks a PIN after five wrong tries spread over both processes', async () => {
    const lucy = await browser(B);
    expect(
      (await lucy.post(B, '/pos/login', { email: 'lucy.chen@kauri.test', password: DEMO_STAFF_PASSWORD })).status,
    ).toBe(200);
    await lucy.refreshToken(A);
    const check = (via: string, pin: string) => lucy.post(via, '/pos/check-pin', { pin, type: 'order', managerId: 0 });
    for (const via of [A, B, A, B]) expect((await check(via, '0000')).status).toBe(422);
    expect((await check(A, '0000')).status).toBe(429);
    // The right PIN is refused on both while locked.
    expect((await check(B, '5555')).status).toBe(429);
    expect((await check(A, '5555')).status).toBe(429);
  });

  it("takes a payment provider's notification on the process that did not start the payment", async () => {
    const pick = variantPicker(handle.db);
    const table = await pick();
    await setStock(handle.db, table.id, { DC1: 2 });
    const shopper = await browser(A);
    await readyCart(handle.db, shopper.sessionId(), [{ variantId: table.id, qty: 1 }]);
    const res = await shopper.post(A, '/v1/cart/complete', { 'g-recaptcha-response': 'pass' });
    expect(res.status).toBe(200);
    const done = (await res.json()) as { orderNo: string; params: Record<string, string> };

    const body = JSON.stringify(simNotification(done.params as unknown as SimFields, true));
    const signature = await createSimulatorSigner(simulatorKey(handle.db)).signBody(body);
    const notified = await fetch(`${B}/v1/payments/notify/simulator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });
    expect(notified.status).toBe(200);
    const result = (await (await shopper.get(A, `/v1/order/result/${done.orderNo}`)).json()) as {
      paid: boolean;
      order: { status: string };
    };
    expect(result).toMatchObject({ paid: true, order: { status: 'paid' } });
  });

  it('shows a catalogue change saved elsewhere on both processes within a second, their lists kept for 20 s', async () => {
    const shopper = await browser(A);
    const [room] = await queryRows<{ url: string }>(
      handle.db,
      sql`select c.url from categories c where c.level = 1 and exists (select 1 from products p where p.cat1_id = c.id and p.active)
          order by c.id limit 1`,
    );
    const list = async (via: string) =>
      (
        (await (await shopper.post(via, '/v1/getItems/', { routeType: 'category', pageStr: room!.url })).json()) as {
          items: { sku: string; price: string }[];
        }
      ).items;
    const [first] = await list(A);
    const priceOn = async (via: string) => (await list(via)).find((i) => i.sku === first!.sku)?.price;
    // Warm on both: each keeps its own copy of the list.
    expect(await priceOn(A)).toBe(first!.price);
    expect(await priceOn(B)).toBe(first!.price);
    const cents = Math.round(Number(first!.price) * 100) - 100;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price_cents = ${cents} where sku = ${first!.sku}`);
      await markCatalogueChanged(tx);
    });
    const saved = Date.now();
    const fresh = (cents / 100).toFixed(2);
    await Promise.all(
      [A, B].map((via) => expect.poll(() => priceOn(via), { timeout: 1000, interval: 50 }).toBe(fresh)),
    );
    expect(Date.now() - saved).toBeLessThan(1000);
  });

  it('WORKERS=2: two processes share one port, one that dies is replaced, a stop ends them all', async () => {
    const port = await freePort();
    const base = await start(port, `http://127.0.0.1:${port}`, '2');
    const primary = servers.at(-1)!;
    const children = () =>
      execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary.pid)], { encoding: 'utf8' })
        .split('\n')
        .map((l) => Number(l.trim()))
        .filter((n) => n > 0);
    const ready = listening.get(primary)!;
    // Both must listen before one is killed: the one that answered first may be alone so far.
    await expect.poll(() => ready().length, { timeout: 30_000 }).toBe(2);
    expect(children().sort()).toEqual([...ready()].sort());
    // Each request on a connection of its own: fetch keeps the connection start() opened, and the
    // process that accepted it may be the one killed, which a reused socket meets as "other side closed".
    const status = (path: string) =>
      new Promise<number>((resolve, reject) =>
        get(`${base}${path}`, { agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject),
      );
    const [first] = ready();
    process.kill(first!, 'SIGKILL');
    await expect.poll(() => children().includes(first!), { timeout: 10_000 }).toBe(false);
    // The other process goes on answering while the replacement starts.
    for (let i = 0; i < 5; i++) expect(await status('/v1/csrf')).toBe(200);
    await expect.poll(() => ready().length, { timeout: 30_000 }).toBe(3);
    expect(children()).toHaveLength(2);
    for (let i = 0; i < 10; i++) expect(await status('/v1/csrf')).toBe(200);
    const gone = children();
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of gone) expect(() => process.kill(pid, 0)).toThrow();
  }, 90_000);
});
