// Choosing the human check, the `test` kind, and reCAPTCHA against a stand-in for Google.
import { describe, expect, it } from 'vitest';
import { type AltchaStore, createHumanCheck } from './index.ts';
import { SITEVERIFY_URL } from './recaptcha.ts';

/** Only the altcha check keeps anything; these tests never reach its store. */
const noStore = {} as AltchaStore;

/** Google's siteverify, answered locally: 'good' passes, 'low' scores like a bot, the rest fail. */
function siteverifyStandIn(seen: { url: string; form: URLSearchParams }[]): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const form = new URLSearchParams(String(init?.body));
    seen.push({ url: String(input), form });
    const token = form.get('response');
    const answer =
      form.get('secret') !== 'server-secret'
        ? { success: false, 'error-codes': ['invalid-input-secret'] }
        : token === 'good'
          ? { success: true, score: 0.9, hostname: 'localhost' }
          : token === 'low'
            ? { success: true, score: 0.1 }
            : token === 'v2'
              ? { success: true }
              : { success: false, 'error-codes': ['invalid-input-response'] };
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

describe('test human check', () => {
  it("passes the token 'pass' and nothing else, as often as asked", async () => {
    const check = createHumanCheck({ captcha: 'test' }, noStore);
    expect(check.kind).toBe('test');
    expect(await check.challenge()).toBeNull();
    expect(await check.verify('pass')).toBe(true);
    expect(await check.verify('pass')).toBe(true);
    expect(await check.verify('fail')).toBe(false);
    expect(await check.verify('')).toBe(false);
  });
});

describe('recaptcha human check', () => {
  const env = { RECAPTCHA_SECRET: 'server-secret', RECAPTCHA_SITE_KEY: 'site-key' } as NodeJS.ProcessEnv;

  it('asks siteverify with the secret, the token and the address', async () => {
    const seen: { url: string; form: URLSearchParams }[] = [];
    const check = createHumanCheck({ captcha: 'recaptcha' }, noStore, { env, fetch: siteverifyStandIn(seen) });
    expect(check.kind).toBe('recaptcha');
    expect(await check.challenge()).toEqual({ siteKey: 'site-key' });
    expect(await check.verify('good', '203.0.113.9')).toBe(true);
    expect(seen[0]!.url).toBe(SITEVERIFY_URL);
    expect(Object.fromEntries(seen[0]!.form)).toEqual({
      secret: 'server-secret',
      response: 'good',
      remoteip: '203.0.113.9',
    });
  });

  it('refuses a failed token, a bot-like score, and an empty token without asking', async () => {
    const seen: { url: string; form: URLSearchParams }[] = [];
    const check = createHumanCheck({ captcha: 'recaptcha' }, noStore, { env, fetch: siteverifyStandIn(seen) });
    expect(await check.verify('bad')).toBe(false);
    expect(await check.verify('low')).toBe(false);
    expect(await check.verify('v2')).toBe(true);
    expect(await check.verify('')).toBe(false);
    expect(seen).toHaveLength(3);
  });

  it('refuses when Google cannot be reached or answers an error', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const failing = (async () => new Response('oops', { status: 500 })) as typeof fetch;
    expect(await createHumanCheck({ captcha: 'recaptcha' }, noStore, { env, fetch: down }).verify('good')).toBe(false);
    expect(await createHumanCheck({ captcha: 'recaptcha' }, noStore, { env, fetch: failing }).verify('good')).toBe(
      false,
    );
  });

  it('will not start without its secret', () => {
    expect(() => createHumanCheck({ captcha: 'recaptcha' }, noStore, { env: {} as NodeJS.ProcessEnv })).toThrow(
      /RECAPTCHA_SECRET/,
    );
  });
});

describe('choosing', () => {
  it('refuses an unknown CAPTCHA setting', () => {
    expect(() => createHumanCheck({ captcha: 'nope' as never }, noStore)).toThrow(/CAPTCHA/);
  });

  it('defaults to altcha', () => {
    expect(createHumanCheck({ captcha: 'altcha' }, noStore).kind).toBe('altcha');
  });
});
