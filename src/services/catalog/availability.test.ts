// The availability rule is the database's (the kept figures of migrations 0032 and 0036, the stock
// LATERAL's bundle sums, stock_can_be_had of migration 0037); the cart works the same answer out in
// memory (domain/stock-position.ts, domain/eta.ts isSoldOut). Here both read many generated shops (stock
// at every kind of place, places moved and closed, purchase orders of every status, bundles of several
// sizes) and must say the same: the same position for every island, and the same "can be had"; and
// the web checkout (services/stock/reserve.ts, which locks and plans from the raw rows) reserves a unit
// of exactly the items the storefront says can be had.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type StockColumns, canBeHadSql, stockLateral, variantCanBeHadSql } from '../../db/stock-lateral.ts';
import { isSoldOut } from '../../domain/eta.ts';
import { Refusal } from '../../domain/refusal.ts';
import { type PartStock, type StockPlace, stockPositionOf } from '../../domain/stock-position.ts';
import { blankOrder, openSeededShop, someBundle, variantPicker } from '../../testing/checkout-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { reserveStock } from '../stock/stock.service.ts';
import { stockPosition } from './eta.ts';

const CASES = 40;

/** A small deterministic generator, so a failing case is the same case on every run. */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

class RolledBack extends Error {}

describe.each(testDatabases())('the availability rule on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Database;
  let plain: number[];
  let bundle: number;
  let places: string[];
  let orders: number[];

  beforeAll(async () => {
    handle = await openSeededShop(target);
    db = handle.db;
    const found = await someBundle(db);
    bundle = found.id;
    const next = variantPicker(db);
    const others = [(await next()).id, (await next()).id];
    plain = [...new Set([...found.components.map((c) => c.variantId), ...others])];
    places = (await queryRows<{ code: string }>(db, sql`select code from locations order by code`)).map((r) => r.code);
    orders = (await queryRows<{ id: number }>(db, sql`select id from purchase_orders order by id limit 4`)).map((r) =>
      Number(r.id),
    );
    // Too few seeded purchase orders to mix statuses: add some.
    for (let i = orders.length; i < 4; i++) {
      const [po] = await queryRows<{ id: number }>(
        db,
        sql`insert into purchase_orders (po_number, supplier, dc1_eta) values (${`PO-RULE-${i}`}, 'Rule', '2026-06-01') returning id`,
      );
      orders.push(Number(po!.id));
    }
  });
  afterAll(async () => handle?.close());

  /** One generated shop, written by ordinary statements so the triggers keep their rows as they would. */
  async function generate(tx: Database, g: ReturnType<typeof generator>): Promise<void> {
    const ids = sql.join(
      plain.map((v) => sql`${v}`),
      sql`, `,
    );
    const stockRows: ReturnType<typeof sql>[] = [];
    const lines: ReturnType<typeof sql>[] = [];
    for (const v of plain) {
      for (const code of places) {
        if (g.chance(0.4)) continue;
        const free = g.pick([0, 0, 1, 2, 3, 7]);
        stockRows.push(sql`(${v}::int, ${code}::text, ${free}::int, ${free}::int)`);
      }
      for (const po of orders) {
        if (g.chance(0.6)) continue;
        const qty = g.int(0, 4);
        lines.push(sql`(${po}::int, ${v}::int, ${qty}::int, ${g.int(0, qty)}::int)`);
      }
    }
    await tx.execute(sql`delete from stock where variant_id in (${ids})`);
    await tx.execute(sql`delete from purchase_order_lines where variant_id in (${ids})`);
    if (stockRows.length)
      await tx.execute(
        sql`insert into stock (variant_id, location_code, free, on_hand) values ${sql.join(stockRows, sql`, `)}`,
      );
    if (lines.length)
      await tx.execute(
        sql`insert into purchase_order_lines (purchase_order_id, variant_id, qty, qty_allocated) values ${sql.join(lines, sql`, `)}`,
      );
    const orderRows = orders.map(
      (po) =>
        sql`(${po}::int, ${g.pick(['open', 'open', 'received', 'cancelled'])}::text, ${g.chance(0.7)}::boolean,
          ${`2026-0${g.int(4, 9)}-${10 + g.int(0, 18)}`}::date)`,
    );
    await tx.execute(
      sql`update purchase_orders po set status = v.status, allow_back_order = v.allow, dc1_eta = v.eta
          from (values ${sql.join(orderRows, sql`, `)}) as v(id, status, allow, eta) where po.id = v.id`,
    );
    const moved = places
      .filter(() => g.chance(0.3))
      .map(
        (code) =>
          sql`(${code}::text, ${g.int(1, 8)}::int, ${g.chance(0.8)}::boolean, ${g.pick(['North Island', 'South Island'])}::text)`,
      );
    if (moved.length)
      await tx.execute(
        sql`update locations l set lead_days = v.lead, is_physical = v.physical, island = v.island
            from (values ${sql.join(moved, sql`, `)}) as v(code, lead, physical, island) where l.code = v.code`,
      );
    await tx.execute(sql`update bundle_components set qty = ${g.int(1, 3)} where bundle_variant_id = ${bundle}`);
  }

  /** What the cart would read: free units per place of each part, and its kept next arrival. */
  async function inMemory(tx: Database, variantId: number, island: string | null) {
    const placeRows = await queryRows<{ code: string; island: string; lead_days: number; is_physical: boolean }>(
      tx,
      sql`select code, island, lead_days, is_physical from locations`,
    );
    const byCode = new Map<string, StockPlace>(
      placeRows.map((p) => [
        p.code,
        { code: p.code, island: p.island, leadDays: Number(p.lead_days), isPhysical: Boolean(p.is_physical) },
      ]),
    );
    const parts = await queryRows<{ qty: number; free: Record<string, number> | null; arrival: string | null }>(
      tx,
      sql`select part.qty,
            (select json_object_agg(s.location_code, s.free) from stock s where s.variant_id = part.vid and s.free > 0) as free,
            (select a.next_arrival::text from variant_arrivals a where a.variant_id = part.vid) as arrival
          from (select bc.component_variant_id as vid, bc.qty from bundle_components bc where bc.bundle_variant_id = ${variantId}
            union all
            select ${variantId}, 1 where not exists (select 1 from bundle_components b where b.bundle_variant_id = ${variantId})) part`,
    );
    const stock: PartStock[] = parts.map((p) => ({ qty: Number(p.qty), free: p.free ?? {}, nextArrival: p.arrival }));
    return stockPositionOf(stock, byCode, island);
  }

  it(`says the same in SQL and in memory for ${CASES} generated shops`, async () => {
    const disagreements: string[] = [];
    for (let n = 0; n < CASES; n++) {
      const g = generator(1000 + n);
      await db
        .transaction(async (t) => {
          const tx = t as unknown as Database;
          await generate(tx, g);
          const canBeHad = new Map<number, boolean>();
          for (const variantId of [...plain, bundle]) {
            const island = g.pick([null, 'North Island', 'South Island']);
            const [row] = await queryRows<StockColumns & { can_be_had: boolean; plain_can_be_had: boolean }>(
              tx,
              sql`select st.*, ${canBeHadSql(sql`st`)} as can_be_had, ${variantCanBeHadSql(sql`v.id`)} as plain_can_be_had
                  from product_variants v ${stockLateral(sql`v.id`, island)} where v.id = ${variantId}`,
            );
            const fromSql = stockPosition(row!);
            const fromMemory = await inMemory(tx, variantId, island);
            const at = `case ${n}, variant ${variantId}, island ${island}`;
            canBeHad.set(variantId, row!.can_be_had);
            if (JSON.stringify(fromSql) !== JSON.stringify(fromMemory))
              disagreements.push(`${at}: SQL ${JSON.stringify(fromSql)}, memory ${JSON.stringify(fromMemory)}`);
            if (row!.can_be_had !== !isSoldOut(fromMemory))
              disagreements.push(`${at}: SQL can be had ${row!.can_be_had}, memory sold out ${isSoldOut(fromMemory)}`);
            // A plain variant's two index probes (the cards' other cells) judge as its LATERAL does.
            if (variantId !== bundle && row!.plain_can_be_had !== row!.can_be_had)
              disagreements.push(`${at}: probes say ${row!.plain_can_be_had}, the LATERAL ${row!.can_be_had}`);
          }
          // The checkout last: it takes what it reserves. Plain variants only, so no take changes another's figures.
          for (const variantId of plain) {
            const orderId = await blankOrder(tx);
            const line = {
              orderItemId: null,
              variantId,
              name: 'Item',
              qty: 1,
              shipmethod: 'DEL' as const,
              pickLocation: null,
            };
            const reserved = await reserveStock(tx, { orderId, lines: [line], island: null }).then(
              () => true,
              (err) => {
                if (err instanceof Refusal) return false;
                throw err;
              },
            );
            if (reserved !== canBeHad.get(variantId))
              disagreements.push(
                `case ${n}, variant ${variantId}: checkout reserved ${reserved}, can be had ${canBeHad.get(variantId)}`,
              );
          }
          throw new RolledBack();
        })
        .catch((err) => {
          if (!(err instanceof RolledBack)) throw err;
        });
    }
    expect(disagreements).toEqual([]);
  }, 120_000);
});
