// The home page's four special lists, eight cards each, in one query.
import { sql } from 'drizzle-orm';
import type { HomeList } from '../../contract/catalog.ts';
import type { Database } from '../../db/client.ts';
import { SPECIAL_LISTS } from '../../domain/listing.ts';
import { loadCards, toCard } from './cards.ts';
import { FLAG_COLUMNS } from './query.ts';
import type { CatalogIndex } from './tree.ts';

export const HOME_LIST_ITEMS = 8;

const HOME_LISTS = Object.keys(SPECIAL_LISTS) as HomeList['key'][];

export function createHomeLists(db: Database, loadIndex: () => Promise<CatalogIndex>, today: () => string) {
  return async function homeLists(): Promise<HomeList[]> {
    const index = await loadIndex();
    const parts = HOME_LISTS.map(
      (key, i) => sql`(select p.id as page_id, ${i}::int as list_no from products p
        where p.active and ${sql.raw(`p.${FLAG_COLUMNS[SPECIAL_LISTS[key].flag]}`)}
        order by p.popularity desc, p.id limit ${HOME_LIST_ITEMS})`,
    );
    const rows = await loadCards<{ list_no: number }>(db, {
      page: sql.join(parts, sql` union all `),
      order: sql`pg.list_no, p.popularity desc, p.id`,
      island: null,
    });
    const day = today();
    return HOME_LISTS.map((key, i) => ({
      key,
      name: SPECIAL_LISTS[key].name,
      url: `/${key}`,
      items: rows.filter((r) => r.list_no === i).map((r) => toCard(r, index, day)),
    }));
  };
}
