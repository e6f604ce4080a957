// The catalogue's change counter: every save of a product (the editor, a picture, a CSV import) moves
// it on in the same transaction, and every process watches it to drop what it keeps of the catalogue
// (listings, filter counts, the category tree, the POS item search, cached pages). One row of
// app_settings, so several processes and machines on one database see the same count.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/** Moves the counter on; call it inside the transaction that changes the catalogue. */
export async function markCatalogueChanged(db: Database): Promise<void> {
  await db.execute(sql`insert into app_settings (key, value) values (${CATALOGUE_VERSION_KEY}, '1')
    on conflict (key) do update set value = (app_settings.value::bigint + 1)::text`);
}

/** The counter as committed now ('0' before the first change). */
export async function catalogueVersion(db: Database): Promise<string> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`select value from app_settings where key = ${CATALOGUE_VERSION_KEY}`,
  );
  return rows[0]?.value ?? '0';
}
