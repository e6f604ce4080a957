// A product's old addresses (product_redirects, kept by the editor when a url changes): asked only
// after the address matched no product, so a product page that exists never pays for the look-up.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/** The current url of the active product that once had `oldUrl`; null when none did. */
export async function movedProductUrl(db: Database, oldUrl: string): Promise<string | null> {
  const [row] = await queryRows<{ url: string }>(
    db,
    sql`select p.url from product_redirects r join products p on p.id = r.product_id
        where r.old_url = ${oldUrl} and p.active and p.url <> r.old_url`,
  );
  return row?.url ?? null;
}
