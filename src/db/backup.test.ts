// A backup of the embedded database holds the whole shop: restored into a fresh PGlite and (with
// TEST_DATABASE_URL) loaded into a PostgreSQL server with psql, every table has the same rows, the money
// and stock add up the same, and the shop opens on it with nothing left to migrate.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupRefusal, backupEmbedded, restoreEmbedded } from './backup.ts';
import { type Database, type DatabaseHandle, migrateDatabase, openDatabase } from './client.ts';
import { queryRows } from './rows.ts';
import { pictureFiles } from './schema-catalogue.ts';
import { orders } from './schema-sales.ts';
import { seedDatabase } from './seed/index.ts';
import { newSessionId, readyCart, setStock, variantPicker } from '../testing/checkout-fixture.ts';
import { ensureServerDatabase, serverDatabaseUrl } from '../testing/databases.ts';

/** Every table's row count (both schemas, the migrations table included) and the sums that matter. */
async function shopFigures(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select schemaname || '.' || tablename as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
  );
  const figures: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: string }>(db, sql.raw(`select count(*)::text as n from ${name}`));
    figures[name] = row!.n;
  }
  const [sums] = await queryRows<Record<string, string>>(
    db,
    sql`select
      (select coalesce(sum(grandtotal_cents), 0) from orders)::text as order_totals,
      (select coalesce(sum(free), 0) from stock)::text as stock_free,
      (select coalesce(sum(alloc), 0) from stock)::text as stock_alloc,
      (select coalesce(sum(on_hand), 0) from stock)::text as stock_on_hand,
      (select coalesce(sum(qty), 0) from cart_items)::text as cart_units,
      (select string_agg(hash, ',' order by id) from drizzle.__drizzle_migrations) as migrations,
      (select string_agg(md5(bytes), ',' order by hash, width, format) from picture_files) as picture_bytes`,
  );
  return { ...figures, ...sums };
}

/** After a restore the sequences go on from the highest id: a new order is not refused as a duplicate. */
async function placeOrder(db: Database, orderNo: string, grandtotalCents: number): Promise<void> {
  await db.insert(orders).values({ orderNo, subtotalCents: grandtotalCents, grandtotalCents, taxCents: 0 });
}

// Each restore builds a new database (PGlite's initdb), which takes seconds on a busy machine.
describe('backups of the embedded database', { timeout: 180_000 }, () => {
  let work: string;
  let dataDir: string;
  let dump: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'kauri-backup-'));
    dataDir = path.join(work, 'data');
    const handle = await openDatabase({ dataDir });
    try {
      await migrateDatabase(handle);
      await seedDatabase(handle.db, { products: 12 });
      const pick = variantPicker(handle.db);
      const [sofa, lamp] = [await pick(), await pick()];
      await setStock(handle.db, sofa.id, { DC1: 7 });
      await readyCart(handle.db, newSessionId(), [
        { variantId: sofa.id, qty: 2 },
        { variantId: lamp.id, qty: 3 },
      ]);
      await placeOrder(handle.db, 'W900001', 129_900);
      await placeOrder(handle.db, 'W900002', 45_050);
      // An uploaded picture's files are bytea: every byte, zeros and high bytes too, must come back.
      await handle.db.insert(pictureFiles).values({
        hash: 'ab'.repeat(32),
        width: 400,
        format: 'jpeg',
        bytes: Buffer.from([0, 255, 0xff, 0xd8, 10, 13, 92, 39, ...Array.from({ length: 300 }, (_, i) => i % 256)]),
      });
      before = await shopFigures(handle.db);
      expect(before.picture_bytes).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      await handle.close();
    }
    dump = await backupEmbedded(dataDir);
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is plain SQL with the data in it, and leaves the database closed', () => {
    expect(dump).toMatch(/^--\n-- PostgreSQL database dump/);
    expect(dump).toContain("'W900001'");
    expect(dump).not.toContain('transaction_timeout');
    // The seed's eight demo orders and quotes (src/db/seed/orders.ts) and the two placed here.
    expect(before['public.orders']).toBe('10');
    expect(Number(before['drizzle.__drizzle_migrations'])).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  });

  it('restores into a fresh embedded database with every row, and the shop opens on it', async () => {
    const target = path.join(work, 'restored');
    const summary = await restoreEmbedded(dump, target);
    expect(summary.previous).toBeUndefined();
    const handle = await openDatabase({ dataDir: target });
    try {
      await migrateDatabase(handle);
      expect(await shopFigures(handle.db)).toEqual(before);
      await placeOrder(handle.db, 'W900003', 100);
    } finally {
      await handle.close();
    }
    expect(readdirSync(work).filter((f) => f.includes('.restoring-'))).toEqual([]);
  });

  // Each restore builds a new database (initdb, seconds under load), so these share the one restored above.
  it('refuses to replace a database without --force; a broken file changes nothing; --force keeps the old one', async () => {
    const target = path.join(work, 'restored');
    await expect(restoreEmbedded(dump, target)).rejects.toThrow(/already holds a database.*--force/);

    const broken = dump.replace("'W900002'", "'W900002', no such value");
    await expect(restoreEmbedded(broken, target, { force: true })).rejects.toThrow();
    const handle = await openDatabase({ dataDir: target });
    try {
      expect(await shopFigures(handle.db)).toEqual({
        ...before,
        'public.orders': '11',
        order_totals: String(Number(before.order_totals) + 100),
      });
    } finally {
      await handle.close();
    }
    expect(readdirSync(work).filter((f) => f.startsWith('restored.'))).toEqual([]);

    const now = new Date('2026-11-25T10:00:00Z');
    const summary = await restoreEmbedded(dump, target, { force: true, now });
    expect(summary.previous).toBe(`${target}.before-restore-2026-11-25T10-00-00-000Z`);
    expect(existsSync(path.join(summary.previous!, 'PG_VERSION'))).toBe(true);
    const again = await openDatabase({ dataDir: target });
    try {
      expect(await shopFigures(again.db)).toEqual(before);
    } finally {
      await again.close();
    }
  });

  it('refuses while the shop has the database open, and a file that is not a backup', async () => {
    const handle = await openDatabase({ dataDir });
    try {
      await expect(backupEmbedded(dataDir)).rejects.toThrow(/in use: stop the shop first/);
      await expect(restoreEmbedded(dump, dataDir, { force: true })).rejects.toThrow(/in use/);
    } finally {
      await handle.close();
    }
    const empty = path.join(work, 'empty');
    await expect(restoreEmbedded('select 1;', empty)).rejects.toBeInstanceOf(BackupRefusal);
    expect(existsSync(path.join(empty, 'PG_VERSION'))).toBe(false);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'loads into a PostgreSQL server with psql, and the shop opens on it',
    async () => {
      const url = serverDatabaseUrl()!;
      await ensureServerDatabase(url);
      let handle: DatabaseHandle = await openDatabase({ url, poolSize: 2 });
      await handle.db.execute(
        sql.raw('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;'),
      );
      await handle.close();
      const file = path.join(work, 'backup.sql');
      mkdirSync(work, { recursive: true });
      writeFileSync(file, dump);
      // What docs/operations.md tells a shop moving to a server to run.
      execFileSync('psql', ['-q', '-X', '-v', 'ON_ERROR_STOP=1', '-1', '-d', url, '-f', file], { stdio: 'pipe' });
      handle = await openDatabase({ url, poolSize: 2 });
      try {
        await migrateDatabase(handle);
        expect(await shopFigures(handle.db)).toEqual(before);
        await placeOrder(handle.db, 'W900003', 100);
      } finally {
        await handle.close();
      }
    },
  );
});
