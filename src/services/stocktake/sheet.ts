// A place's count sheet (GET /pos/stock/count/{location}.csv): one row per bin holding units, walked bin by
// bin, then each SKU's units the place holds outside any bin (bin left blank), with counted empty for the
// person counting to fill in (docs/stock-csv.md).
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import { COUNT_SHEET_COLUMNS } from '../../contract/stocktake.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export interface SheetRow {
  sku: string;
  name: string;
  bin: string;
  expected: number;
}

export async function countSheetRows(db: Database, place: string): Promise<SheetRow[]> {
  const rows = await queryRows<{ sku: string; name: string; bin: string; expected: number }>(
    db,
    sql`with binned as (
          select bs.variant_id, b.code as bin, bs.qty from bin_stock bs join bins b on b.id = bs.bin_id
          where b.location_code = ${place} and bs.qty > 0),
        outside as (
          select s.variant_id, '' as bin, s.on_hand - coalesce((select sum(qty) from binned where binned.variant_id = s.variant_id), 0) as qty
          from stock s where s.location_code = ${place} and s.on_hand > 0)
        select v.sku, p.name, r.bin, r.qty::int as expected
        from (select * from binned union all select * from outside where qty > 0) r
          join product_variants v on v.id = r.variant_id join products p on p.id = v.product_id
        order by r.bin = '', r.bin, v.sku`,
  );
  return rows.map((r) => ({ sku: r.sku, name: r.name, bin: r.bin, expected: Number(r.expected) }));
}

export function countSheetCsv(db: Database, place: string): Readable {
  async function* rows() {
    for (const r of await countSheetRows(db, place)) yield { ...r, counted: '' };
  }
  return Readable.from(rows()).pipe(stringify({ header: true, columns: [...COUNT_SHEET_COLUMNS] }));
}
