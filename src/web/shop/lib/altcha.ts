// The browser's half of the human check: fetch a challenge and answer it with a token for the form.
// altcha-lib's main entry and its Web Crypto SHA are browser-safe (no Node modules), so the same
// library that verifies on the server solves here.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ResponseOf } from '../../../contract/routes.ts';
import { ApiError, api } from '../../common/lib/api.ts';

interface Grecaptcha {
  ready?(callback: () => void): void;
  execute?(siteKey: string, opts: { action: string }): Promise<string>;
  getResponse?(): string;
}

/** A token for the next form post; '' when none could be made (the server then refuses it). */
export async function humanToken(action = 'submit'): Promise<string> {
  let answer: ResponseOf<'captcha.challenge'>;
  try {
    answer = await api('captcha.challenge');
  } catch (err) {
    if (err instanceof ApiError) return '';
    throw err;
  }
  if (answer.kind === 'test') return 'pass';
  if (answer.kind === 'recaptcha') return recaptchaToken(answer.challenge?.siteKey, action);
  return altchaToken(answer.challenge as unknown as Challenge | null);
}

async function altchaToken(challenge: Challenge | null): Promise<string> {
  if (!challenge) return '';
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) return '';
  // The same shape ALTCHA's widget submits: base64 of { challenge, solution }.
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return btoa(JSON.stringify(payload));
}

async function recaptchaToken(siteKey: unknown, action: string): Promise<string> {
  const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (!grecaptcha) return '';
  // v3 (invisible, scored) when the page loaded it with a site key; v2's checkbox answer otherwise.
  if (typeof siteKey === 'string' && grecaptcha.execute) {
    if (grecaptcha.ready) await new Promise<void>((resolve) => grecaptcha.ready!(resolve));
    return grecaptcha.execute(siteKey, { action });
  }
  return grecaptcha.getResponse?.() ?? '';
}
