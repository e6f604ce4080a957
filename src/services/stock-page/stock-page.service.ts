// A product's stock in the back office: its page (/pos/catalogue/{productId}/stock), a SKU's ledger
// (GET /pos/stock/ledger) and a manager's adjustment (POST /pos/stock/adjust). Everyone signed in
// reads; the adjustment needs a manager's PIN approval and moves stock through the stock module.
import type { SignedInStaff } from '../../contract/pos.ts';
import {
  NO_SUCH_PLACE,
  NO_SUCH_SKU,
  type StockAdjustAsk,
  type StockLedgerQuery,
  type StockLedgerResponse,
} from '../../contract/stock-page.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import { adjustStock } from './adjust.ts';
import { readLedger } from './ledger.ts';
import { type StockPageAsk, readStockPage } from './page.ts';

export interface StockPageOptions {
  now?: () => Date;
  /** After an adjustment commits: this process drops what it keeps of the catalogue at once. */
  changed?: () => void;
}

export function createStockPageService(db: Database, opts: StockPageOptions = {}) {
  const now = opts.now ?? (() => new Date());
  return {
    page: (_staff: SignedInStaff, ask: StockPageAsk) => readStockPage(db, ask),
    async ledger(_staff: SignedInStaff, query: StockLedgerQuery): Promise<StockLedgerResponse> {
      const [variant] = await queryRows<{ id: number }>(
        db,
        sql`select id from product_variants where upper(sku) = upper(${query.sku})
            order by (sku = ${query.sku}) desc limit 1`,
      );
      if (!variant) throw new Refusal(404, NO_SUCH_SKU);
      if (query.location !== null) {
        const [place] = await queryRows<{ code: string }>(
          db,
          sql`select code from locations where code = ${query.location}`,
        );
        if (!place) throw new Refusal(404, NO_SUCH_PLACE);
      }
      const page = await readLedger(db, {
        variantIds: [Number(variant.id)],
        location: query.location,
        page: query.page,
      });
      return { success: true, ...page };
    },
    async adjust(staff: SignedInStaff, ask: StockAdjustAsk) {
      const answer = await adjustStock(db, staff, ask, now());
      opts.changed?.();
      return answer;
    },
  };
}
export type StockPageService = ReturnType<typeof createStockPageService>;
