// X-Forwarded-For, -Proto and -Host are believed only from a proxy named in TRUST_PROXY: from anyone
// else the client's address is the socket's, so a client cannot pick the address that limits and logs
// count it under.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type BareApp, openBareApp } from '../testing/bare-app.ts';

const FORWARDED = {
  'x-forwarded-for': '198.51.100.7',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
};

let bare: BareApp | undefined;
afterEach(async () => {
  await bare?.close();
  bare = undefined;
});

/** The app with one extra route that answers what Fastify made of the request's address. */
async function appWith(env: Record<string, string> = {}): Promise<FastifyInstance> {
  bare = await openBareApp(env);
  bare.app.get('/what-the-app-sees', async (req) => ({ ip: req.ip, protocol: req.protocol, host: req.host }));
  return bare.app;
}

const ask = (app: FastifyInstance, remoteAddress: string) =>
  app
    .inject({ method: 'GET', url: '/what-the-app-sees', remoteAddress, headers: { host: 'shop.test', ...FORWARDED } })
    .then((res) => res.json());

describe('forwarded headers', () => {
  it('without TRUST_PROXY nobody is believed: the socket address, its scheme and the Host header', async () => {
    const app = await appWith();
    expect(await ask(app, '10.0.0.5')).toEqual({ ip: '10.0.0.5', protocol: 'http', host: 'shop.test' });
    expect(await ask(app, '127.0.0.1')).toEqual({ ip: '127.0.0.1', protocol: 'http', host: 'shop.test' });
  });

  it('with TRUST_PROXY, a named proxy is believed and anyone else is not', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await ask(app, '10.0.0.5')).toEqual({ ip: '198.51.100.7', protocol: 'https', host: 'evil.example' });
    expect(await ask(app, '203.0.113.9')).toEqual({ ip: '203.0.113.9', protocol: 'http', host: 'shop.test' });
  });
});
