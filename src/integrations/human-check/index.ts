// Chooses the human check named by CAPTCHA (docs/architecture.md, outside services).
import type { Config } from '../../config.ts';
import { type AltchaStore, createAltchaCheck } from './altcha.ts';
import type { HumanCheck } from './human-check.ts';
import { createRecaptchaCheck } from './recaptcha.ts';

export type { HumanCheck } from './human-check.ts';
export type { AltchaStore } from './altcha.ts';

export interface HumanCheckDeps {
  /** RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY come from here; process.env by default. */
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}

/** `altcha`: where ALTCHA keeps its key and the used answers (only the altcha check uses it). */
export function createHumanCheck(
  config: Pick<Config, 'captcha'>,
  altcha: AltchaStore,
  deps: HumanCheckDeps = {},
): HumanCheck {
  const env = deps.env ?? process.env;
  switch (config.captcha) {
    case 'test':
      return createTestCheck();
    case 'recaptcha': {
      const secret = env.RECAPTCHA_SECRET;
      // Failing at start-up beats refusing every shopper's checkout later.
      if (!secret) throw new Error('CAPTCHA=recaptcha needs RECAPTCHA_SECRET');
      return createRecaptchaCheck({ secret, siteKey: env.RECAPTCHA_SITE_KEY || undefined, fetch: deps.fetch });
    }
    case 'altcha':
      return createAltchaCheck(altcha);
    default:
      throw new Error(`Unknown CAPTCHA setting: ${String(config.captcha)}`);
  }
}

/** For automated tests (CAPTCHA=test): the token 'pass' passes, any other fails. */
export function createTestCheck(): HumanCheck {
  return {
    kind: 'test',
    async challenge() {
      return null;
    },
    async verify(token) {
      return token === 'pass';
    },
  };
}
