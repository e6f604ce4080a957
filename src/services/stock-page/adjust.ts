// A manager's adjustment of a count by hand (POST /pos/stock/adjust): units into or out of a bin at a
// place, for a reason, under a manager's PIN approval of type 'stock_adjust'. One transaction: the SKU,
// place and bin are found (a new bin is made for units coming in), the approval is used, and the stock
// module moves the units and writes the ledger's row (services/stock changeOnHand, which never takes a
// place below what it has allocated). The catalogue's change counter moves in the same transaction, so
// the shop's delivery estimates follow the new count. Every refusal names the field it belongs to, so
// the modal can show it under that field; nothing is written then.
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import {
  BUNDLE_NOT_ADJUSTED,
  NO_SUCH_PLACE,
  NO_SUCH_SKU,
  type StockAdjustAsk,
  type StockAdjustResponse,
  adjusted,
} from '../../contract/stock-page.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import { markCatalogueChanged } from '../catalogue/catalogue.service.ts';
import { requireApproval } from '../staff/staff.service.ts';
import { BAD_BIN_CODE, binAt, changeOnHand } from '../stock/stock.service.ts';

export const noSuchBin = (bin: string, location: string) => `${location} has no bin ${bin}`;

/** A refusal about one field of the form: the envelope's msg, and the field's problem for the modal. */
export const fieldRefusal = (status: Refusal['status'], field: string, message: string) =>
  new Refusal(status, message, { errors: [{ field, message }] });

/** The stock module's refusal, said under the field it is about. */
async function under<T>(field: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof Refusal && !('errors' in err.extra)) throw fieldRefusal(err.status, field, err.message);
    throw err;
  }
}

export async function adjustStock(
  db: Database,
  staff: SignedInStaff,
  ask: StockAdjustAsk,
  now: Date,
): Promise<StockAdjustResponse> {
  return db.transaction(async (tx) => {
    const [variant] = await queryRows<{ id: number; sku: string; is_bundle: boolean }>(
      tx,
      sql`select v.id, v.sku, exists (select 1 from bundle_components b where b.bundle_variant_id = v.id) as is_bundle
          from product_variants v where upper(v.sku) = upper(${ask.sku})
          order by (v.sku = ${ask.sku}) desc limit 1`,
    );
    if (!variant) throw fieldRefusal(404, 'sku', NO_SUCH_SKU);
    if (variant.is_bundle) throw fieldRefusal(422, 'sku', BUNDLE_NOT_ADJUSTED);
    const [place] = await queryRows<{ code: string }>(tx, sql`select code from locations where code = ${ask.location}`);
    if (!place) throw fieldRefusal(404, 'location', NO_SUCH_PLACE);
    // Units coming in may go into a bin the place has not used before; units going out leave a bin it has.
    const bin = await binAt(tx, place.code, ask.bin, ask.change > 0).catch((err: unknown) => {
      if (err instanceof Refusal)
        throw fieldRefusal(422, err.message === BAD_BIN_CODE ? 'bin' : 'location', err.message);
      throw err;
    });
    if (!bin) throw fieldRefusal(422, 'bin', noSuchBin(ask.bin.toUpperCase(), place.code));
    // Used last of the checks: a refusal above leaves the manager's approval unused for another try.
    await requireApproval(
      tx,
      { approval: ask.approval, type: 'stock_adjust', staffId: staff.id, managerOnly: true },
      now,
    );
    const variantId = Number(variant.id);
    await under(
      'change',
      changeOnHand(
        tx,
        [
          {
            variantId,
            locationCode: place.code,
            binId: bin.id,
            change: ask.change,
            kind: 'adjusted',
            staffId: staff.id,
            reason: ask.reason,
            note: ask.note,
          },
        ],
        { now },
      ),
    );
    await markCatalogueChanged(tx);
    const [after] = await queryRows<{ free: number; on_hand: number }>(
      tx,
      sql`select free, on_hand from stock where variant_id = ${variantId} and location_code = ${place.code}`,
    );
    return {
      success: true,
      msg: `Adjusted ${adjusted(ask.change, variant.sku, place.code)}, bin ${bin.code}`,
      free: Number(after?.free ?? 0),
      onHand: Number(after?.on_hand ?? 0),
    };
  });
}
