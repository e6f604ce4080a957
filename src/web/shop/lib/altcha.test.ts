// The browser's solver against the server's check: what humanToken() makes, the server accepts once.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { openEmbeddedTestDatabase } from '../../../testing/databases.ts';
import { createHumanCheck } from '../../../integrations/human-check/index.ts';
import type { HumanCheck } from '../../../integrations/human-check/human-check.ts';
import { humanToken } from './altcha.ts';
import { altchaStore } from '../../../services/outside/outside.service.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openEmbeddedTestDatabase();
});
afterAll(async () => {
  await handle.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The browser's fetch of /v1/captcha/challenge, answered by the check itself. */
function serve(check: HumanCheck) {
  vi.stubGlobal('fetch', async (url: string) => {
    expect(url).toBe('/v1/captcha/challenge');
    return new Response(JSON.stringify({ success: true, kind: check.kind, challenge: await check.challenge() }));
  });
}

describe('humanToken', () => {
  it('solves an altcha challenge with Web Crypto into a token the server accepts once', async () => {
    const check = createHumanCheck({ captcha: 'altcha' }, altchaStore(handle.db));
    serve(check);
    const token = await humanToken();
    expect(token).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await check.verify(token)).toBe(true);
    expect(await check.verify(token)).toBe(false);
  });

  it("answers 'pass' for the test kind", async () => {
    serve(createHumanCheck({ captcha: 'test' }, altchaStore(handle.db)));
    expect(await humanToken()).toBe('pass');
  });

  it('asks reCAPTCHA v3 for a token when the page loaded it', async () => {
    const check = createHumanCheck({ captcha: 'recaptcha' }, altchaStore(handle.db), {
      env: { RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'site-key' } as NodeJS.ProcessEnv,
    });
    serve(check);
    const execute = vi.fn(async () => 'google-token');
    vi.stubGlobal('window', { grecaptcha: { ready: (done: () => void) => done(), execute } });
    expect(await humanToken('checkout')).toBe('google-token');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'checkout' });
  });
});
