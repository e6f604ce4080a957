// The page's lists (contract/stock-words.ts, free of Zod and of the database) are the ledger's own.
import { describe, expect, it } from 'vitest';
import { ADJUST_REASONS, LEDGER_KINDS } from '../../contract/stock-words.ts';
import { ADJUSTMENT_REASONS, STOCK_LEDGER_KINDS } from '../../db/schema-supply.ts';

describe('the stock page words', () => {
  it('name the same reasons and kinds as the ledger', () => {
    expect([...ADJUST_REASONS]).toEqual([...ADJUSTMENT_REASONS]);
    expect([...LEDGER_KINDS]).toEqual([...STOCK_LEDGER_KINDS]);
  });
});
