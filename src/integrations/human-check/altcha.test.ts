// ALTCHA end to end in Node: a challenge is solved with altcha-lib's own solver and verified once.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openEmbeddedTestDatabase } from '../../testing/databases.ts';
import { queryRows } from '../../db/rows.ts';
import { usedChallenges } from '../../db/schema-sales.ts';
import { altchaStore } from '../../services/outside/outside.service.ts';
import { createAltchaCheck } from './altcha.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openEmbeddedTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function solvedToken(challenge: Record<string, unknown> | null): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as unknown as Challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function decode(token: string) {
  return JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
}
function encode(value: unknown) {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

describe('altcha human check', () => {
  it('hands out a signed, expiring challenge of modest work', async () => {
    const check = createAltchaCheck(altchaStore(handle.db));
    const challenge = (await check.challenge()) as unknown as Challenge;
    expect(check.kind).toBe('altcha');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    const expiresIn = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
  });

  it('accepts a solved challenge once, and refuses the replay', async () => {
    const check = createAltchaCheck(altchaStore(handle.db));
    const token = await solvedToken(await check.challenge());
    expect(await check.verify(token)).toBe(true);
    expect(await check.verify(token)).toBe(false);
  });

  it('accepts on one instance what another instance handed out (shared key, shared replay record)', async () => {
    const first = createAltchaCheck(altchaStore(handle.db), { counterRange: [100, 500] });
    const second = createAltchaCheck(altchaStore(handle.db), { counterRange: [100, 500] });
    const token = await solvedToken(await first.challenge());
    expect(await second.verify(token)).toBe(true);
    expect(await first.verify(token)).toBe(false);
  });

  it('refuses a tampered answer or challenge', async () => {
    const check = createAltchaCheck(altchaStore(handle.db), { counterRange: [100, 500] });
    const token = await solvedToken(await check.challenge());
    const payload = decode(token);

    const wrongKey = structuredClone(payload);
    wrongKey.solution.derivedKey = wrongKey.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    expect(await check.verify(encode(wrongKey))).toBe(false);

    const easier = structuredClone(payload);
    easier.challenge.parameters.keyPrefix = '00';
    expect(await check.verify(encode(easier))).toBe(false);

    const longer = structuredClone(payload);
    longer.challenge.parameters.expiresAt += 3600;
    expect(await check.verify(encode(longer))).toBe(false);

    const unsigned = structuredClone(payload);
    delete unsigned.challenge.signature;
    expect(await check.verify(encode(unsigned))).toBe(false);

    // The untouched answer still works: the failures above did not use it up.
    expect(await check.verify(token)).toBe(true);
  });

  it('refuses an expired challenge', async () => {
    const past = createAltchaCheck(altchaStore(handle.db), {
      counterRange: [100, 500],
      now: () => Date.now() - 11 * 60_000,
    });
    const token = await solvedToken(await past.challenge());
    expect(await past.verify(token)).toBe(false);
  });

  it('refuses garbage without throwing', async () => {
    const check = createAltchaCheck(altchaStore(handle.db));
    for (const token of [
      '',
      'pass',
      'not base64!',
      encode({}),
      encode({ challenge: 1, solution: 2 }),
      encode(null),
      'x'.repeat(10_000),
    ]) {
      expect(await check.verify(token)).toBe(false);
    }
  });

  it('forgets used answers once their challenge has expired', async () => {
    await handle.db.insert(usedChallenges).values([
      { signature: 'old-one', expiresAt: new Date(Date.now() - 60_000) },
      { signature: 'fresh-one', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await altchaStore(handle.db).forgetExpired();
    const rows = await queryRows<{ signature: string }>(
      handle.db,
      sql`select signature from used_challenges where signature in ('old-one', 'fresh-one')`,
    );
    expect(rows.map((r) => r.signature)).toEqual(['fresh-one']);
  });

  it('sweeps now and then as it verifies', async () => {
    await handle.db.insert(usedChallenges).values({ signature: 'stale', expiresAt: new Date(Date.now() - 60_000) });
    const check = createAltchaCheck(altchaStore(handle.db), { counterRange: [100, 500], sweepChance: 1 });
    expect(await check.verify(await solvedToken(await check.challenge()))).toBe(true);
    const rows = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from used_challenges where expires_at < now()`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
