// What the ALTCHA human check (integrations/human-check/altcha.ts) keeps between requests: its signing
// key as a shared setting, and each used answer in `used_challenges` until its challenge expires.
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { usedChallenges } from '../../db/schema-sales.ts';
import { sharedKey } from '../../db/settings.ts';
import type { AltchaStore } from '../../integrations/human-check/index.ts';

export function altchaStore(db: Database): AltchaStore {
  return {
    signingKey: () => sharedKey(db, 'altcha_hmac_key'),
    async firstUse(signature, expiresAt) {
      const inserted = await db
        .insert(usedChallenges)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: usedChallenges.signature });
      return inserted.length > 0;
    },
    async forgetExpired() {
      await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, new Date()));
    },
  };
}
