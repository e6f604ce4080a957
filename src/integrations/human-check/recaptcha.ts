// Google reCAPTCHA, checked with Google's siteverify endpoint. Google itself refuses a token the
// second time ('timeout-or-duplicate'), so no record of used tokens is kept here.
import type { HumanCheck } from './human-check.ts';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaOptions {
  secret: string;
  /** The public key the browser renders the widget with; handed out as the "challenge". */
  siteKey?: string;
  /** reCAPTCHA v3 answers a score from 0 (bot) to 1 (human); v2 answers none. */
  minScore?: number;
  fetch?: typeof fetch;
  url?: string;
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  'error-codes'?: string[];
}

export function createRecaptchaCheck(opts: RecaptchaOptions): HumanCheck {
  const doFetch = opts.fetch ?? fetch;
  const minScore = opts.minScore ?? 0.5;
  return {
    kind: 'recaptcha',

    async challenge() {
      return opts.siteKey ? { siteKey: opts.siteKey } : null;
    },

    async verify(token, remoteIp) {
      if (!token || token.length > 4096) return false;
      const form = new URLSearchParams({ secret: opts.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const res = await doFetch(opts.url ?? SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) return false;
        const answer = (await res.json()) as SiteverifyAnswer;
        if (answer.success !== true) return false;
        return typeof answer.score !== 'number' || answer.score >= minScore;
      } catch {
        // Google unreachable: refuse rather than let every bot through.
        return false;
      }
    },
  };
}
