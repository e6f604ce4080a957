// A shop started for real (`npm run serve`: production, nothing assumed) opens with no account whose
// password is published: no demo data is seeded, its first admin comes from `npm run staff:create`
// and signs in through the real staff sign-in, and a start that finds the demonstration's staff
// refuses until `npm run staff:remove-demo` has retired them. The real server as a process, API-only;
// on the embedded database and, with TEST_DATABASE_URL, on a PostgreSQL server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from './db/seed/people.ts';
import { testDatabases, serverDatabaseUrl } from './testing/databases.ts';
import { freePort } from './testing/free-port.ts';
import { type ServerProcess, startServer, stopServer, untilServing } from './testing/server-process.ts';

const OWNER = { email: 'owner@shop.example.co.nz', password: 'a passphrase only the owner knows', pin: '4821' };

interface Target {
  name: string;
  /** The environment naming a fresh, empty database. */
  fresh(): Promise<Record<string, string>>;
}

const dirs: string[] = [];
const targets: Target[] = [];
if (process.env.TEST_DATABASES !== 'postgres')
  targets.push({
    name: 'embedded',
    async fresh() {
      const dir = mkdtempSync(path.join(tmpdir(), 'kauri-live-'));
      dirs.push(dir);
      return { DATA_DIR: dir, DATABASE_URL: '' };
    },
  });
const serverUrl = serverDatabaseUrl();
const postgres = testDatabases().find((t) => t.name === 'postgres');
if (serverUrl && postgres)
  targets.push({
    name: 'postgres',
    async fresh() {
      // The schema dropped and rebuilt; the server migrates it again, which finds nothing to do.
      await (await postgres.open()).close();
      return { DATABASE_URL: serverUrl, WORKERS: '1' };
    },
  });

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(targets)('going live ($name)', (target) => {
  let database: Record<string, string> = {};
  let port = 0;
  const running: ServerProcess[] = [];
  afterAll(() => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  /** `npm run serve`, as the README says to start a shop that takes money. */
  async function serve(extra: Record<string, string> = {}): Promise<ServerProcess> {
    port = await freePort();
    const server = startServer({
      NODE_ENV: 'production',
      SEED_DEMO: '',
      PAYMENT_GATEWAY: 'simulator',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      ...database,
      ...extra,
    });
    running.push(server);
    return server;
  }

  it('`serve` on a fresh database seeds no demo data: the demo admin cannot sign in, and the log says what to do', async () => {
    database = await target.fresh();
    const server = await serve();
    await untilServing(server, port);
    expect(await signIn(port, 'admin@kauri.test', DEMO_STAFF_PASSWORD)).toMatchObject({ status: 401 });
    const listing = await post(port, '/v1/getItems', { routeType: 'category', pageStr: 'living' });
    expect(JSON.stringify(listing.body)).not.toMatch(/"sku"/);
    expect(await stopServer(server)).toBe(0);
    expect(server.output.stdout).not.toContain('Seeding demo data');
    expect(server.output.stdout).toContain('No staff account yet: stop the shop and make the first admin with');
  }, 240_000);

  it('`npm run staff:create` makes the first admin, who signs in through the staff sign-in; a second run is refused', async () => {
    const made = await staffCreate(database, ['--email', OWNER.email, '--role', 'admin', '--first', 'Ngaio']);
    expect(made.stderr).toBe('');
    expect(made).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Made admin owner@shop\.example\.co\.nz/) });
    const again = await staffCreate(database, ['--email', 'OWNER@shop.example.co.nz', '--role', 'manager']);
    expect(again).toMatchObject({
      code: 1,
      stderr: 'A staff member already has this email address: nothing was made.\n',
    });

    const server = await serve();
    await untilServing(server, port);
    const signedIn = await signIn(port, OWNER.email, OWNER.password);
    expect(signedIn).toMatchObject({ status: 200, body: { success: true, redirect: '/pos' } });
    const me = await fetch(`http://127.0.0.1:${port}/pos/me`, { headers: { cookie: signedIn.cookie } });
    expect(((await me.json()) as { staff: unknown }).staff).toMatchObject({
      firstname: 'Ngaio',
      role: 'admin',
      locationCode: 'WEB',
    });
    expect(await stopServer(server)).toBe(0);
    expect(server.output.stdout).not.toContain('No staff account yet');
  }, 240_000);

  it("refuses a production start that finds the demonstration's staff, until `npm run staff:remove-demo`", async () => {
    database = await target.fresh();
    const demo = await serve({ SEED_DEMO: '1' });
    await untilServing(demo, port);
    expect(await signIn(port, 'admin@kauri.test', DEMO_STAFF_PASSWORD)).toMatchObject({ status: 200 });
    expect(await stopServer(demo)).toBe(0);

    const refused = await serve();
    expect(await refused.exited).toBe(1);
    expect(refused.output.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Kauri will not start: the demonstration's staff accounts \(admin@kauri\.test, manager@kauri\.test, staff@kauri\.test and 4 more\) can sign in here.*`npm run staff:remove-demo`/,
      ),
    ]);

    const removed = await runScript(database, 'scripts/staff-remove-demo.ts');
    expect(removed).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Retired 7 demonstration staff accounts/),
    });
    const server = await serve();
    await untilServing(server, port);
    expect(await signIn(port, 'admin@kauri.test', DEMO_STAFF_PASSWORD)).toMatchObject({ status: 401 });
    expect(await stopServer(server)).toBe(0);
  }, 360_000);
});

/** `npm run staff:create -- …` with the password and PIN on standard input, as a script would give them. */
function staffCreate(database: Record<string, string>, args: string[], input = `${OWNER.password}\n${OWNER.pin}\n`) {
  return runScript(database, 'scripts/staff-create.ts', args, input);
}

/**
 * What an `npm run` script runs, from its source as the server is (testing/server-process.ts), so no
 * build is needed; the script itself runs the same program built (build/app, package.json).
 */
function runScript(database: Record<string, string>, program: string, args: string[] = [], input = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', program, ...args], {
    env: { ...process.env, NODE_ENV: 'production', ...database },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(input);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** A browser's session and anti-forgery token (GET /v1/csrf). */
async function session(port: number): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`http://127.0.0.1:${port}/v1/csrf`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const { token } = (await res.json()) as { token: string };
  return { cookie, token };
}

async function post(port: number, url: string, body: unknown, s?: { cookie: string; token: string }) {
  const { cookie, token } = s ?? (await session(port));
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown, setCookie: res.headers.get('set-cookie') ?? '' };
}

/** POST /pos/login as the staff sign-in page's script sends it; `cookie` is the signed-in session's. */
async function signIn(port: number, email: string, password: string) {
  const answer = await post(port, '/pos/login', { email, password });
  const cookie = /kauri_sid=[^;]+/.exec(answer.setCookie)?.[0] ?? '';
  return { status: answer.status, body: answer.body, cookie };
}
