// Stock, its reservations, purchase-order lines and orders' allocation rows are locked and written only
// by the stock module (src/services/stock/), whoever sells: two code paths would drift into two lock
// orders, and two sales locking the same rows in different orders can deadlock. Test support (which
// sets stock up) and the seed are outside the rule.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../testing/import-graph.ts';

const SRC = new URL('../../', import.meta.url).pathname;
const TABLES = /\b(stock|stock_reservations|purchase_order_lines|order_allocations)\b/i;
const WRITE_SQL =
  /\b(update|insert\s+into|delete\s+from)\s+(stock|stock_reservations|purchase_order_lines|order_allocations)\b/i;
const WRITE_ORM = /\.(update|insert|delete)\(\s*(stock|stockReservations|purchaseOrderLines|orderAllocations)\s*\)/;

function outsideTheRule(file: string): boolean {
  return (
    file.startsWith('services/stock/') ||
    file.startsWith('testing/') ||
    file.startsWith('db/seed/') ||
    /\.test\.tsx?$/.test(file)
  );
}

describe('one stock writer', () => {
  it('no code outside services/stock locks or writes stock rows', () => {
    const found: string[] = [];
    for (const path of sourceFiles(SRC)) {
      const file = relative(SRC, path);
      if (outsideTheRule(file)) continue;
      const text = readFileSync(path, 'utf8');
      if (WRITE_SQL.test(text) || WRITE_ORM.test(text)) found.push(`${file}: writes a stock table`);
      // A lock is a `for update` in a statement (one template literal) that names a stock table.
      for (const statement of text.split('`')) {
        if (/for\s+update/i.test(statement) && TABLES.test(statement)) found.push(`${file}: locks a stock table`);
      }
    }
    expect(found).toEqual([]);
  });
});
