// End-of-day banking per branch (specs/pos.md "End Day Banking"). (Issue 13, to build.)
import type { Database } from '../../db/client.ts';

export function createBankingService(_db: Database, _deps: { now?: () => Date } = {}) {
  return {};
}

export type BankingService = ReturnType<typeof createBankingService>;
