// ALTCHA: a self-hosted proof of work instead of an outside captcha service, the default (docs/architecture.md).
// The server signs a challenge; the browser searches for the counter the server picked (one SHA-256
// per try); the signed answer comes back as the token. The store (services/outside/altcha-store.ts)
// keeps the signing key where every instance reads it, so each accepts the others' challenges, and
// records a used answer so it passes once, whichever instance sees it.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { HumanCheck } from './human-check.ts';

/** What ALTCHA keeps between requests, shared by every instance. */
export interface AltchaStore {
  /** The key the challenges are signed with: the same for every instance, made on first use. */
  signingKey(): Promise<string>;
  /** Records a solved challenge by its signature until it expires; false when it was used before. */
  firstUse(signature: string, expiresAt: Date): Promise<boolean>;
  /** Forgets answers whose challenge has expired. */
  forgetExpired(): Promise<void>;
}

export interface AltchaOptions {
  /** How long a challenge may be solved and used. */
  ttlMs?: number;
  /**
   * The counter the browser has to find is picked in this range, one hash per try. Web Crypto does
   * about 65 thousand tries a second (measured in Node; laptops are similar, phones slower), so
   * 10–40 thousand means about 0.4 s on average, while every form a bot posts costs it the same.
   */
  counterRange?: [min: number, max: number];
  /** The chance that a successful check also clears expired answers from `used_challenges`. */
  sweepChance?: number;
  now?: () => number;
}

const ALGORITHM = 'SHA-256';
/** A solved payload is a few hundred bytes; anything far larger is not ours. */
const MAX_TOKEN_LENGTH = 4096;

export function createAltchaCheck(store: AltchaStore, opts: AltchaOptions = {}): HumanCheck {
  const ttlMs = opts.ttlMs ?? 10 * 60_000;
  const [minCounter, maxCounter] = opts.counterRange ?? [10_000, 40_000];
  const sweepChance = opts.sweepChance ?? 0.02;
  const now = opts.now ?? Date.now;
  const secrets = lazySecrets(store);

  return {
    kind: 'altcha',

    async challenge() {
      const { signing, keySigning } = await secrets();
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(maxCounter, minCounter),
        deriveKey,
        expiresAt: new Date(now() + ttlMs),
        hmacSignatureSecret: signing,
        hmacKeySignatureSecret: keySigning,
      });
      return challenge as unknown as Record<string, unknown>;
    },

    async verify(token) {
      const payload = parsePayload(token);
      if (!payload) return false;
      const { signing, keySigning } = await secrets();
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signing,
          hmacKeySignatureSecret: keySigning,
        });
        if (!result.verified) return false;
      } catch {
        // A payload shaped to make the library throw is simply not a solution.
        return false;
      }
      // The signature is unique per challenge and covered by the HMAC, so it names this answer.
      // Kept until the challenge expires; after that the expiry check refuses the answer anyway.
      const expiresAt = new Date(payload.challenge.parameters.expiresAt! * 1000);
      if (!(await store.firstUse(payload.challenge.signature!, expiresAt))) return false;
      if (Math.random() < sweepChance) await store.forgetExpired();
      return true;
    },
  };
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

/** The browser's token: base64 of `{ challenge, solution }`, as ALTCHA's own widget sends it. */
function parsePayload(token: string): Payload | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload>;
    const params = value?.challenge?.parameters;
    // Every challenge made here expires; one without an expiry was not made here.
    if (!params || typeof params.expiresAt !== 'number' || typeof value.challenge?.signature !== 'string') return null;
    if (!value.solution || typeof value.solution !== 'object') return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/** Two secrets from one shared key: one signs the challenge, the other the expected answer. */
function lazySecrets(store: AltchaStore) {
  let pending: Promise<{ signing: string; keySigning: string }> | null = null;
  return () => {
    pending ??= store
      .signingKey()
      .then((key) => ({
        signing: createHmac('sha256', key).update('altcha:challenge').digest('hex'),
        keySigning: createHmac('sha256', key).update('altcha:derived-key').digest('hex'),
      }))
      .catch((err: unknown) => {
        pending = null;
        throw err;
      });
    return pending;
  };
}
