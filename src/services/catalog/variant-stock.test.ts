// variant_stock and variant_arrivals (migration 0032): what the cards' delivery estimates read of a
// variant's stock per island and its next arrival, kept by triggers on stock, locations, purchase-order
// lines and purchase orders (services/catalog/eta.ts), on every test database; and, on a server where two
// transactions really overlap, kept true when two sales move one variant's units at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItemsRequest } from '../../contract/catalog.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { FIXTURE_TODAY, insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { createCatalog } from './catalog.service.ts';

/** Kept figures that differ from what stock, places and purchase orders give now. */
async function drift(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from product_variants v
        cross join (select distinct island from locations) i
        left join variant_stock vs on vs.variant_id = v.id and vs.island = i.island
        cross join lateral (
          select coalesce(sum(s.free), 0)::int as free, min(l.lead_days) filter (where s.free > 0) as lead_days
          from stock s join locations l on l.code = s.location_code
          where s.variant_id = v.id and l.is_physical and l.island = i.island
        ) want
        where coalesce(vs.free, 0) <> want.free or vs.lead_days is distinct from want.lead_days)
      + (select count(*) from product_variants v
        left join variant_arrivals a on a.variant_id = v.id
        where a.next_arrival is distinct from (
          select min(po.dc1_eta) from purchase_order_lines pol join purchase_orders po on po.id = pol.purchase_order_id
          where pol.variant_id = v.id and po.status = 'open' and po.allow_back_order and pol.qty > pol.qty_allocated))
      + (select count(*) from variant_stock vs
        where not exists (select 1 from locations l where l.is_physical and l.island = vs.island)))::int as n`,
  );
  return row!.n;
}

describe.each(testDatabases())('variant_stock and variant_arrivals on $name', (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await target.open();
    await insertCatalogFixture(handle.db);
    // A second physical place in the North Island, so two places add up into one island's row.
    await handle.db.execute(
      sql`insert into locations (code, name, shortname, address, island, kind, is_physical, lead_days)
        values ('HLZ', 'Hamilton', 'Hamilton', '1 Victoria St', 'North Island', 'store', true, 4)`,
    );
  });
  afterAll(async () => handle?.close());

  it('follows every write to stock, places, purchase-order lines and purchase orders', async () => {
    const db = handle.db;
    const fresh = createCatalog(db, { today: () => FIXTURE_TODAY, listingTtlMs: 0 });
    const eta = async (sku: string) =>
      (await fresh.listItems(getItemsRequest.parse({ routeType: 'category', pageStr: 'living' }))).items.find(
        (i) => i.sku === sku,
      )!.eta;
    const step = async (write: ReturnType<typeof sql>) => {
      await db.execute(write);
      expect(await drift(db)).toBe(0);
    };

    expect(await drift(db)).toBe(0);
    const [kept] = await queryRows<{ free: number; lead_days: number }>(
      db,
      sql`select free, lead_days from variant_stock where variant_id = 1 and island = 'North Island'`,
    );
    expect(kept).toEqual({ free: 2, lead_days: 2 }); // AKL's 2; the website's 50 are not a place's
    expect(await eta('P1')).toBe('In stock');

    // Free units sold, given back, at a new place, at a place that changes lead, island or kind.
    await step(sql`update stock set free = 0, alloc = 2 where variant_id = 1 and location_code = 'AKL'`);
    expect(await eta('P1')).not.toBe('In stock');
    await step(sql`insert into stock (variant_id, location_code, free, on_hand) values (1, 'HLZ', 3, 3)`);
    expect(await eta('P1')).toBe('In stock');
    await step(sql`update locations set lead_days = 6 where code = 'HLZ'`);
    await step(sql`update locations set island = 'South Island' where code = 'HLZ'`);
    await step(sql`update locations set island = 'Stewart Island' where code = 'HLZ'`);
    await step(sql`update locations set is_physical = false where code = 'HLZ'`);
    expect(await eta('P1')).not.toBe('In stock');
    await step(sql`update locations set is_physical = true, island = 'North Island', lead_days = 4 where code = 'HLZ'`);
    // A dispatch moves allocated and on-hand units only.
    await step(sql`update stock set alloc = 0, on_hand = 0 where variant_id = 1 and location_code = 'AKL'`);
    await step(sql`update stock set free = free + 1 where variant_id in (1, 4, 7)`);
    await step(sql`delete from stock where variant_id = 1 and location_code = 'HLZ'`);

    // Purchase orders: units promised, received, reopened, moved, lines added and removed, an order deleted.
    await step(sql`update purchase_order_lines set qty_allocated = 10 where purchase_order_id = 2 and variant_id = 2`);
    await step(sql`update purchase_orders set status = 'open' where id = 3`);
    await step(sql`update purchase_orders set dc1_eta = '2026-12-01' where id = 1`);
    await step(sql`insert into purchase_order_lines (purchase_order_id, variant_id, qty) values (2, 1, 5)`);
    const [arrival] = await queryRows<{ next_arrival: string }>(
      db,
      sql`select next_arrival::text from variant_arrivals where variant_id = 1`,
    );
    expect(arrival?.next_arrival).toBe('2027-01-05');
    // An order the web may not sell ahead of is no arrival for the shopper; allowed again, it is.
    await step(sql`update purchase_orders set allow_back_order = false where id = 2`);
    expect(
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from variant_arrivals where variant_id = 1 and next_arrival = '2027-01-05'`,
        )
      )[0]!.n,
    ).toBe(0);
    await step(sql`update purchase_orders set allow_back_order = true where id = 2`);
    await step(sql`update purchase_orders set status = 'received' where id = 2`);
    await step(sql`delete from purchase_order_lines where purchase_order_id = 1 and variant_id = 9`);
    await step(sql`delete from purchase_orders where id = 3`);
  });

  // PGlite runs one transaction at a time; on a server two really overlap. The first moves a unit between
  // two places in one island, which leaves the island's figures as they were (so it writes no row); the
  // second empties a third place there. The second's trigger waits for the first's lock on the variant's
  // rows, then works them out from what is committed. Without the lock it worked them out from what it
  // alone saw: the unit still at the nearer place, a lead of 4 days where the stock now says 5.
  it.runIf(target.name === 'postgres')(
    'stays true when two transactions move one variant’s free units in one island at once',
    async () => {
      const db = handle.db;
      await db.execute(
        sql`insert into locations (code, name, shortname, address, island, kind, is_physical, lead_days)
          values ('TRG', 'Tauranga', 'Tauranga', '1 The Strand', 'North Island', 'store', true, 5)`,
      );
      await db.execute(
        sql`insert into stock (variant_id, location_code, free, on_hand) values (7, 'HLZ', 1, 1), (7, 'TRG', 0, 0)`,
      );
      await db.execute(sql`update stock set free = 4 where variant_id = 7 and location_code = 'AKL'`);
      let letGo!: () => void;
      const gate = new Promise<void>((resolve) => (letGo = resolve));
      let moved!: () => void;
      const firstMoved = new Promise<void>((resolve) => (moved = resolve));
      const first = db.transaction(async (tx) => {
        await tx.execute(
          sql`update stock set free = free + case location_code when 'HLZ' then -1 else 1 end
            where variant_id = 7 and location_code in ('HLZ', 'TRG')`,
        );
        moved();
        await gate;
      });
      await firstMoved;
      // Drizzle runs a query when it is awaited or then'd: then it now, to overlap the first.
      const second = db
        .execute(sql`update stock set free = 0 where variant_id = 7 and location_code = 'AKL'`)
        .then(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      letGo();
      await first;
      await second;
      const [row] = await queryRows<{ free: number; lead_days: number }>(
        db,
        sql`select free, lead_days from variant_stock where variant_id = 7 and island = 'North Island'`,
      );
      expect(row).toEqual({ free: 1, lead_days: 5 });
      expect(await drift(db)).toBe(0);
    },
  );
});
