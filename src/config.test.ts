// What a start refuses, in one line each, and the addresses the configuration gives the app.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESSES_MAX, readConfig, startRefusal } from './config.ts';
import { POOL_SIZE, processPoolSize } from './db/client.ts';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.co.nz' };
const WINDCAVE = { PAYMENT_GATEWAY: 'windcave', WINDCAVE_USERNAME: 'kauri', WINDCAVE_API_KEY: 'key' };

describe('startRefusal', () => {
  it('refuses production without a payment gateway named, saying how to name one', () => {
    const reason = startRefusal(PRODUCTION);
    expect(reason).toMatch(/^Kauri will not start: PAYMENT_GATEWAY is not set\./);
    expect(reason).toContain('PAYMENT_GATEWAY=windcave');
    expect(reason).toContain('PAYMENT_GATEWAY=simulator');
    expect(reason).not.toContain('\n');
    expect(startRefusal({ ...PRODUCTION, PAYMENT_GATEWAY: '' })).toBe(reason);
  });

  it('starts production with the simulator named, or with Windcave and its settings', () => {
    expect(startRefusal({ ...PRODUCTION, PAYMENT_GATEWAY: 'simulator' })).toBeNull();
    // A real shop names its card terminal too (src/integrations/terminals/choice.test.ts).
    expect(startRefusal({ ...PRODUCTION, ...WINDCAVE, CARD_TERMINAL_A: 'simulator' })).toBeNull();
  });

  it('refuses Windcave without its username or key, anywhere', () => {
    for (const env of [PRODUCTION, { NODE_ENV: 'development' }]) {
      expect(startRefusal({ ...env, ...WINDCAVE, WINDCAVE_API_KEY: '' })).toBe(
        'Kauri will not start: PAYMENT_GATEWAY=windcave needs WINDCAVE_USERNAME and WINDCAVE_API_KEY.',
      );
      expect(startRefusal({ ...env, ...WINDCAVE, WINDCAVE_USERNAME: undefined })).toMatch(/needs WINDCAVE_USERNAME/);
    }
  });

  it('refuses a gateway it does not know', () => {
    expect(startRefusal({ PAYMENT_GATEWAY: 'paypal' })).toBe(
      'Kauri will not start: PAYMENT_GATEWAY=paypal is not a payment gateway (simulator or windcave).',
    );
  });

  it('refuses production without PUBLIC_URL, and any PUBLIC_URL that is not a bare http(s) origin', () => {
    expect(startRefusal({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulator' })).toMatch(
      /^Kauri will not start: PUBLIC_URL is not set\. In production set it to the address shoppers use/,
    );
    for (const bad of [
      'shop.example.co.nz',
      'ftp://shop.example.co.nz',
      'https://shop.example.co.nz/shop',
      'https://a:b@shop.example.co.nz',
      'https://shop.example.co.nz/?x=1',
      'https://',
    ]) {
      expect(startRefusal({ PUBLIC_URL: bad }), bad).toBe(
        `Kauri will not start: PUBLIC_URL=${bad} is not an address like https://shop.example.co.nz (http or https, no path).`,
      );
    }
  });

  it('outside production starts with nothing set: the simulator and http://localhost:PORT', () => {
    expect(startRefusal({})).toBeNull();
    expect(startRefusal({ NODE_ENV: 'test' })).toBeNull();
    const config = readConfig({ PORT: '3456' });
    expect(config.paymentGateway).toBe('simulator');
    expect(config.publicUrl).toBe('http://localhost:3456');
  });

  it('refuses a TRUST_PROXY entry that is not an address, a CIDR range or a class of private addresses', () => {
    const ok = { ...PRODUCTION, PAYMENT_GATEWAY: 'simulator' };
    expect(startRefusal({ ...ok, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8,loopback,uniquelocal' })).toBeNull();
    for (const bad of ['true', '*', '1', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', 'proxy.internal', '10.0.0.0/x']) {
      expect(startRefusal({ ...ok, TRUST_PROXY: bad }), bad).toBe(
        `Kauri will not start: TRUST_PROXY names ${bad}, which is not an address: give the proxies' IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1).`,
      );
    }
  });
});

describe('readConfig', () => {
  it('keeps PUBLIC_URL as a bare origin, and TRUST_PROXY as a list (empty: nobody is trusted)', () => {
    expect(readConfig({ PUBLIC_URL: 'https://Shop.Example.co.nz/' }).publicUrl).toBe('https://shop.example.co.nz');
    expect(readConfig({ PUBLIC_URL: 'http://127.0.0.1:3400' }).publicUrl).toBe('http://127.0.0.1:3400');
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: ' 10.0.0.1 , 10.0.0.2,' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  /** The NAME=value words a package.json script says before its command (a ${NAME:-default} taken as its default). */
  const scriptEnv = (name: string): NodeJS.ProcessEnv => {
    const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;
    const words = String(scripts[name]).split('&&').at(-1)!.trim().split(/\s+/);
    const env: NodeJS.ProcessEnv = {};
    for (const word of words) {
      const m = /^([A-Z_]+)=(.*)$/.exec(word);
      if (!m) break;
      env[m[1]!] = m[2]!.replace(/^\$\{[A-Z_]+:-(.*)\}$/, '$1');
    }
    return env;
  };

  it('shows the outbox to the demonstration (npm start), never to a shop (npm run serve)', () => {
    const demonstration = readConfig(scriptEnv('start'));
    expect(demonstration).toMatchObject({ env: 'production', seedDemo: true, outboxPage: true });
    const shop = readConfig({ ...scriptEnv('serve'), ...PRODUCTION });
    expect(shop).toMatchObject({ env: 'production', seedDemo: false, outboxPage: false });
  });
});

describe('WORKERS', () => {
  it('is one per core (up to four) in production on PostgreSQL, else one unless asked; auto is one per core; nonsense is one', () => {
    expect(readConfig({} as NodeJS.ProcessEnv).processes).toBe(1);
    expect(readConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv).processes).toBe(1);
    expect(readConfig({ DATABASE_URL: 'postgres://x/y' } as NodeJS.ProcessEnv).processes).toBe(1);
    const onPostgres = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' } as NodeJS.ProcessEnv;
    expect(readConfig(onPostgres).processes).toBe(Math.min(os.availableParallelism(), DEFAULT_PROCESSES_MAX));
    expect(readConfig({ ...onPostgres, WORKERS: '1' }).processes).toBe(1);
    expect(readConfig({ WORKERS: '3' } as NodeJS.ProcessEnv).processes).toBe(3);
    expect(readConfig({ WORKERS: 'auto' } as NodeJS.ProcessEnv).processes).toBe(os.availableParallelism());
    for (const bad of ['0', '-2', '1.5', 'many', ''])
      expect(readConfig({ WORKERS: bad } as NodeJS.ProcessEnv).processes).toBe(1);
  });

  it('shares one process’s connections out among several, at least 4 each', () => {
    expect(processPoolSize(2)).toBe(8);
    expect(DEFAULT_PROCESSES_MAX * processPoolSize(DEFAULT_PROCESSES_MAX)).toBeLessThanOrEqual(POOL_SIZE);
    expect(processPoolSize(64)).toBe(4);
  });

  it('refuses several processes on the embedded database', () => {
    expect(startRefusal({ WORKERS: '2' } as NodeJS.ProcessEnv)).toBe(
      'Kauri will not start: WORKERS=2 needs DATABASE_URL (a PostgreSQL server): the embedded database belongs to one process.',
    );
    expect(startRefusal({ WORKERS: '2', DATABASE_URL: 'postgres://x/y' } as NodeJS.ProcessEnv)).toBeNull();
    expect(startRefusal({ WORKERS: '1' } as NodeJS.ProcessEnv)).toBeNull();
  });
});
