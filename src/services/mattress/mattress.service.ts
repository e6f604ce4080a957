// The mattress builder and the sleep zone. The builder shows, for one bed size, the mattresses made
// in it (narrowed by comfort), the bases and the accessories the builder's rows name, each with its
// price and delivery estimate as the listing shows them; the sleep zone is the catalogue's
// mattresses as product cards, twelve a page. Everything reads; nothing here changes data.
import { sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import type { ProductCardData } from '../../contract/catalog.ts';
import {
  COMFORT_NAMES,
  MATTRESS_COMFORTS,
  MATTRESS_ITEMS_PER_PAGE,
  type MattressBuilderResponse,
  type MattressComfort,
  type MattressItem,
  type MattressItemsResponse,
  type MattressSize,
  type MattressStepCode,
  NO_MORE_PRODUCT,
  UNKNOWN_MATTRESS_SIZE,
} from '../../contract/mattress.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { toDecimal } from '../../domain/money.ts';
import { productImageUrl } from '../../domain/product-images.ts';
import { Refusal } from '../../domain/refusal.ts';
import { type StockColumns, createIslandLookup, etaOf, stockLateral } from '../catalog/catalog.service.ts';

/** The catalogue's mattresses: the product type the sleep zone lists. */
export const MATTRESS_TYPE_CODE = 'MAT-MAT';

const STEP_TITLES: Record<MattressStepCode, string> = {
  mattress: 'Choose your mattress',
  base: 'Add a base',
  accessory: 'Finish with pillows and more',
};
const STEP_ORDER: MattressStepCode[] = ['mattress', 'base', 'accessory'];

export interface MattressOptions {
  /** The product cards of these products in this order (the catalogue's cardsOf). */
  cardsOf: (productIds: number[], postcode?: string) => Promise<ProductCardData[]>;
  /** Today's date in New Zealand (tests fix it; delivery estimates count from it). */
  today?: () => string;
}

interface SizeRow {
  code: string;
  name: string;
  width_cm: number;
  length_cm: number;
}

interface ItemRow extends StockColumns {
  step: MattressStepCode;
  comfort: MattressComfort | null;
  sku: string;
  xsel: string;
  ysel: string;
  colour: string;
  retail_cents: number;
  sale_cents: number | null;
  product_sku: string;
  name: string;
  url: string;
  shape: string;
  collection: string | null;
}

export function toSize(row: SizeRow): MattressSize {
  return {
    code: row.code,
    name: row.name,
    widthCm: row.width_cm,
    lengthCm: row.length_cm,
    dimensions: `${row.width_cm} × ${row.length_cm} cm`,
  };
}

export function createMattressService(db: Database, opts: MattressOptions) {
  const today = opts.today ?? (() => nzToday());
  const islandOf = createIslandLookup(db);

  async function sizes(): Promise<MattressSize[]> {
    const rows = await queryRows<SizeRow>(
      db,
      sql`select code, name, width_cm, length_cm from mattress_sizes where active order by sort_order, code`,
    );
    return rows.map(toSize);
  }

  return {
    sizes,

    /** GET /v1/mattressbuilder/{size}: the size, its comforts and its three steps. 404 for an unknown size. */
    async builder(
      sizeCode: string,
      comfort: MattressComfort | '' = '',
      postcode?: string,
    ): Promise<MattressBuilderResponse> {
      const all = await sizes();
      const size = all.find((s) => s.code === sizeCode.trim().toLowerCase());
      if (!size) throw new Refusal(404, UNKNOWN_MATTRESS_SIZE);
      const island = await islandOf(postcode);
      const rows = await queryRows<ItemRow>(
        db,
        sql`select bi.step, bi.comfort, v.sku, v.xsel, v.ysel, v.colour, v.retail_cents, v.sale_cents,
            p.sku as product_sku, p.name, p.url, p.shape, c.name as collection, st.*
          from mattress_builder_items bi
          join product_variants v on v.id = bi.variant_id and v.sellable
          join products p on p.id = v.product_id and p.active
          left join collections c on c.id = p.collection_id
          ${stockLateral(sql`v.id`, island)}
          where bi.size_code = ${size.code}
          order by bi.sort_order, bi.id`,
      );
      const day = today();
      const items = rows.map((r) => toItem(r, day));
      const mattresses = items.filter((i) => i.comfort !== null);
      const comforts = MATTRESS_COMFORTS.map((code) => ({
        code,
        name: COMFORT_NAMES[code],
        count: mattresses.filter((m) => m.comfort === code).length,
      }));
      const steps = STEP_ORDER.map((step) => ({
        step,
        title: STEP_TITLES[step],
        items: rows
          .map((r, i) => [r, items[i]!] as const)
          .filter(([r]) => r.step === step && (step !== 'mattress' || comfort === '' || r.comfort === comfort))
          .map(([, item]) => item),
      }));
      return { success: true, size, sizes: all, comfort, comforts, steps };
    },

    /** GET /v1/sleep-zone/mattressitem/{page}: twelve mattress cards a page, most popular first (or pages 1..page). */
    async items(
      page: number,
      postcode?: string,
      range: { fromFirstPage?: boolean } = {},
    ): Promise<MattressItemsResponse> {
      // The page loader shows pages 1..page at once (an address with ?page=N keeps what was loaded).
      const first = range.fromFirstPage ? 0 : (page - 1) * MATTRESS_ITEMS_PER_PAGE;
      const offset = (page - 1) * MATTRESS_ITEMS_PER_PAGE;
      const rows = await queryRows<{ id: number; total: number }>(
        db,
        sql`select p.id, count(*) over ()::int as total
          from products p join categories t on t.id = p.cat2_id and t.code = ${MATTRESS_TYPE_CODE}
          where p.active
          order by p.popularity desc, p.id
          limit ${offset - first + MATTRESS_ITEMS_PER_PAGE} offset ${first}`,
      );
      const count =
        rows[0]?.total ??
        (
          await queryRows<{ total: number }>(
            db,
            sql`select count(*)::int as total from products p
              join categories t on t.id = p.cat2_id and t.code = ${MATTRESS_TYPE_CODE} where p.active`,
          )
        )[0]?.total ??
        0;
      const items = await opts.cardsOf(
        rows.map((r) => r.id),
        postcode,
      );
      const loaded = Math.min(count, first + items.length);
      const more = offset + MATTRESS_ITEMS_PER_PAGE < count;
      return { success: true, page, items, count, loaded, more, msg: more ? '' : NO_MORE_PRODUCT };
    },
  };
}

function toItem(r: ItemRow, day: string): MattressItem {
  const priceCents = r.sale_cents ?? r.retail_cents;
  return {
    sku: r.sku,
    productSku: r.product_sku,
    xsel: r.xsel,
    ysel: r.ysel,
    name: r.name,
    url: `/p/${r.url}`,
    collection: r.collection ?? '',
    colour: r.colour,
    image: productImageUrl(r.shape, r.ysel, 1),
    imageAlt: r.colour ? `${r.name} in ${r.colour}` : r.name,
    price: toDecimal(priceCents),
    retail: toDecimal(r.retail_cents),
    onSale: priceCents < r.retail_cents,
    comfort: r.comfort,
    eta: etaOf(r, day),
    inStock: (r.st_free ?? 0) > 0,
  };
}

export type MattressService = ReturnType<typeof createMattressService>;
