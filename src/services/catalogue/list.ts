// The back office's catalogue list (/pos/catalogue): every product, active or not, searched by name,
// any of its SKUs or its collection, filtered and sorted as the list's address says, 20 a page.
import { type SQL, sql } from 'drizzle-orm';
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueListQuery,
  type CatalogueListResponse,
  type CatalogueListRow,
  PRODUCT_FLAGS,
  type ProductFlag,
} from '../../contract/catalogue.ts';
import { toDecimal } from '../../domain/money.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { productImageUrl } from '../../domain/product-images.ts';

/** The products column of each flag. */
export const FLAG_COLUMNS: Record<ProductFlag, string> = {
  new: 'is_new',
  deal: 'is_deal',
  bundle: 'is_bundle',
  ready: 'is_ready',
  clearance: 'is_clearance',
  sale: 'is_sale',
};

/** An uploaded picture's card size. */
export const cardPictureUrl = (hash: string) => `/img/u/${hash}/400.webp`;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface ListRow {
  id: number;
  url: string;
  name: string;
  sku: string;
  sku_count: number;
  collection: string | null;
  cat1: string | null;
  cat2: string | null;
  cat3: string | null;
  price_cents: number;
  retail_cents: number;
  shape: string;
  default_ysel: string | null;
  picture_hash: string | null;
  active: boolean;
  updated_at: Date | string;
  [flag: string]: unknown;
}

export async function listCatalogue(db: Database, q: CatalogueListQuery): Promise<CatalogueListResponse> {
  const where: SQL[] = [sql`true`];
  const text = q.q.trim();
  if (text)
    where.push(sql`(p.name ilike ${likeText(text)} or c.name ilike ${likeText(text)}
      or exists (select 1 from product_variants v where v.product_id = p.id and upper(v.sku) like upper(${likeText(text)})))`);
  if (q.category !== undefined)
    where.push(sql`(p.cat1_id = ${q.category} or p.cat2_id = ${q.category} or p.cat3_id = ${q.category})`);
  if (q.flag) where.push(sql`${sql.raw(`p.${FLAG_COLUMNS[q.flag]}`)}`);
  if (q.active) where.push(q.active === 'yes' ? sql`p.active` : sql`not p.active`);
  if (q.noPicture) where.push(sql`pc.picture_hash is null`);
  const filter = sql.join(where, sql` and `);
  const dir = sql.raw(q.dir === 'desc' ? 'desc' : 'asc');
  const order =
    q.sort === 'price'
      ? sql`p.price_cents ${dir}, lower(p.name) ${dir}, p.id ${dir}`
      : q.sort === 'updated'
        ? sql`updated_at ${dir}, p.id ${dir}`
        : sql`lower(p.name) ${dir}, p.id ${dir}`;
  const from = sql`from products p
    left join collections c on c.id = p.collection_id
    left join product_cards pc on pc.product_id = p.id`;
  const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${filter}`)) as [
    { n: number },
  ];
  const pages = Math.max(1, Math.ceil(n / CATALOGUE_PAGE_SIZE));
  const rows = await queryRows<ListRow>(
    db,
    sql`select p.id, p.url, p.name, coalesce(dv.sku, p.sku) as sku,
        (select count(*)::int from product_variants v where v.product_id = p.id) as sku_count,
        c.name as collection, c1.name as cat1, c2.name as cat2, c3.name as cat3,
        p.price_cents, p.retail_cents, p.shape, pc.default_ysel, pc.picture_hash, p.active,
        ${sql.raw(PRODUCT_FLAGS.map((f) => `p.${FLAG_COLUMNS[f]}`).join(', '))},
        coalesce((select max(h.at) from product_history h where h.product_id = p.id), p.created_at) as updated_at
      ${from}
      left join product_variants dv on dv.id = pc.default_variant_id
      left join categories c1 on c1.id = p.cat1_id
      left join categories c2 on c2.id = p.cat2_id
      left join categories c3 on c3.id = p.cat3_id
      where ${filter}
      order by ${order}
      limit ${CATALOGUE_PAGE_SIZE} offset ${(Math.max(1, q.page) - 1) * CATALOGUE_PAGE_SIZE}`,
  );
  return { success: true, total: n, page: q.page, pages, products: rows.map(listRow) };
}

function listRow(r: ListRow): CatalogueListRow {
  return {
    id: r.id,
    url: r.url,
    name: r.name,
    sku: r.sku,
    skuCount: r.sku_count,
    collection: r.collection ?? '',
    categories: [r.cat1, r.cat2, r.cat3].filter(Boolean).join(' › '),
    price: toDecimal(r.price_cents),
    retail: toDecimal(r.retail_cents),
    flags: PRODUCT_FLAGS.filter((f) => r[FLAG_COLUMNS[f]] === true),
    active: r.active,
    pictureUrl: r.picture_hash ? cardPictureUrl(r.picture_hash) : productImageUrl(r.shape, r.default_ysel ?? ''),
    hasPicture: r.picture_hash !== null,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}
