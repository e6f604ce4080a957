// Stocktakes, a shop's first load of stock and the stock report, for http/ and the screens. Any staff
// member reads the report and its CSV; a manager or admin counts a place and loads stock. Every change
// goes through the stock module (services/stock) in one transaction; after it commits, this process
// drops what it keeps of the catalogue at once (the others follow the change counter).
import type { Readable } from 'node:stream';
import type { SignedInStaff } from '../../contract/pos.ts';
import {
  ONLY_MANAGERS_STOCK,
  type StockCountResponse,
  type StockImportResponse,
  type StockReport,
  type StockReportQuery,
  UNKNOWN_PLACE,
} from '../../contract/stocktake.ts';
import type { Database } from '../../db/client.ts';
import { Refusal } from '../../domain/refusal.ts';
import { countPlace } from './count.ts';
import { type Place, stockPlaces } from './lookups.ts';
import { importOpeningStock } from './opening.ts';
import { stockReport, stockReportCsv } from './report.ts';
import { countSheetCsv } from './sheet.ts';

const mayChangeStock = (staff: Pick<SignedInStaff, 'role'>) => staff.role === 'manager' || staff.role === 'admin';

export function createStocktake(db: Database, deps: { changed: () => void }) {
  const placeOf = async (code: string): Promise<Place> => {
    const place = (await stockPlaces(db)).get(code.trim().toUpperCase());
    if (!place) throw new Refusal(404, UNKNOWN_PLACE);
    return place;
  };
  const manager = (staff: SignedInStaff) => {
    if (!mayChangeStock(staff)) throw new Refusal(403, ONLY_MANAGERS_STOCK);
  };
  const afterChange = <T extends { success: boolean; dryRun: boolean }>(answer: T): T => {
    if (answer.success && !answer.dryRun) deps.changed();
    return answer;
  };
  return {
    mayChange: mayChangeStock,
    /** The places that hold stock, for the screens' place choice. */
    places: async (_staff: SignedInStaff): Promise<Place[]> => [...(await stockPlaces(db)).values()],
    /** /pos/stock: every place's totals, and the chosen place's SKUs. */
    report: (_staff: SignedInStaff, query: StockReportQuery): Promise<StockReport> => stockReport(db, query),
    /** GET /pos/stock/report.csv?location=: one place's SKUs, or every place's when none is named. */
    async reportCsv(_staff: SignedInStaff, location: string): Promise<Readable> {
      const places = location.trim() === '' ? [...(await stockPlaces(db)).values()] : [await placeOf(location)];
      return stockReportCsv(db, places);
    },
    /** GET /pos/stock/count/{location}.csv (a manager's: the count is theirs to apply). */
    async countSheet(staff: SignedInStaff, location: string): Promise<{ place: Place; csv: Readable }> {
      manager(staff);
      const place = await placeOf(location);
      return { place, csv: countSheetCsv(db, place.code) };
    },
    /** POST /pos/stock/count/{location}: the differences, applied unless a dry run. */
    async count(staff: SignedInStaff, location: string, bytes: Buffer, dryRun: boolean): Promise<StockCountResponse> {
      manager(staff);
      const place = await placeOf(location);
      return afterChange(await countPlace(db, staff, place, bytes, { dryRun }));
    },
    /** POST /pos/stock/import: bins set to the file's figures, unless a dry run. */
    async importStock(staff: SignedInStaff, bytes: Buffer, dryRun: boolean): Promise<StockImportResponse> {
      manager(staff);
      return afterChange(await importOpeningStock(db, staff, bytes, { dryRun }));
    },
  };
}
export type Stocktake = ReturnType<typeof createStocktake>;
