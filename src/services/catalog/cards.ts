// Product cards: one query gives a page of products with their default variant and size badges (one
// product_cards row each, which triggers keep: migration 0028) and stock position (a LATERAL run only
// for the page's rows), and rows become ProductCardData.
import { type SQL, sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import type { ProductCardData } from '../../contract/catalog.ts';
import type { Database } from '../../db/client.ts';
import { genericPlanRows } from '../../db/prepared.ts';
import { productBadges } from '../../domain/badges.ts';
import { toDecimal } from '../../domain/money.ts';
import { productImageUrl } from '../../domain/product-images.ts';
import { type StockColumns, canBeHadSql, etaOf, soldOutOf, stockLateral, variantCanBeHadSql } from './eta.ts';
import type { CatalogIndex } from './tree.ts';

/** Product columns a card needs. */
const CARD_COLUMNS = sql.raw(
  `p.id, p.sku, p.name, p.url, p.shape, p.x_label, p.collection_id, p.cat2_id, p.price_cents, p.retail_cents,
   p.msrp_cents, p.is_new, p.is_sale, p.is_bundle, p.is_ready, p.is_deal, p.is_clearance`,
);

export interface CardRow extends StockColumns {
  id: number;
  sku: string;
  name: string;
  url: string;
  shape: string;
  x_label: string;
  collection_id: number | null;
  cat2_id: number;
  price_cents: number;
  retail_cents: number;
  msrp_cents: number;
  is_new: boolean;
  is_sale: boolean;
  is_bundle: boolean;
  is_ready: boolean;
  is_deal: boolean;
  is_clearance: boolean;
  default_ysel: string | null;
  default_colour: string | null;
  /** The x-axis options (sizes when the axis is a size). */
  x_options: { code: string; label: string }[] | null;
  /** The card's uploaded picture (its content hash), or null for the drawing. */
  picture_hash: string | null;
  /** Some cell of the product has free stock or a purchase order to sell ahead of. */
  can_be_had: boolean;
}

export interface CardQuery {
  /**
   * The page: product ids as `page_id` (plus any other columns, which the rows carry along), already
   * ordered and limited. Selecting little lets it run on an index alone; the cards' columns are
   * fetched afterwards for the page's rows only.
   */
  page: SQL;
  /** ORDER BY over the page (alias `pg`) and its products (alias `p`). */
  order: SQL;
  /** Shopper's island for the delivery estimate; null when unknown. */
  island: string | null;
}

/** Whether an option axis label means sizes (size badges on the card must be chosen first). */
export function isSizeAxis(label: string): boolean {
  return /\bsize\b/i.test(label);
}

/**
 * Whether any of the product's cells can be had: its default cell, or (asked only when that one is sold
 * out, so a listing's usual row costs nothing more) another. A plain variant is judged by the one rule
 * (stock_can_be_had, migration 0037) over its kept variant_stock and variant_arrivals rows; two index
 * probes per cell, where the LATERAL's sums cost a listing of
 * many sold-out defaults several times more. A bundle's cells are judged by their components, so by
 * the LATERAL itself.
 */
const ANY_CELL_CAN_BE_HAD = sql`case when ${canBeHadSql(sql`st`)} then true
  when p.is_bundle then exists (
    select 1 from product_variants ov ${stockLateral(sql`ov.id`, null, 'ost')}
    where ov.product_id = p.id and ov.sellable and ov.id <> pc.default_variant_id and ${canBeHadSql(sql`ost`)})
  else exists (
    select 1 from product_variants ov
    where ov.product_id = p.id and ov.sellable and ov.id <> pc.default_variant_id and ${variantCanBeHadSql(sql`ov.id`)})
  end`;

export function cardQuery(q: CardQuery): SQL {
  return sql`select pg.*, ${CARD_COLUMNS}, pc.default_ysel, pc.default_colour, pc.x_options, pc.picture_hash, st.*,
      ${ANY_CELL_CAN_BE_HAD} as can_be_had
    from (${q.page}) pg
    join products p on p.id = pg.page_id
    left join product_cards pc on pc.product_id = p.id
    ${stockLateral(sql`pc.default_variant_id`, q.island)}
    order by ${q.order}`;
}

export async function loadCards<Extra extends object = object>(
  db: Database,
  q: CardQuery,
): Promise<(CardRow & Extra)[]> {
  // Named prepared statements with one generic plan per connection: a listing's text (a few KB with
  // the stock LATERAL) is parsed and planned once; the values still travel as parameters.
  return genericPlanRows<CardRow & Extra>(db, 'cards', cardQuery(q));
}

export function toCard(row: CardRow, index: CatalogIndex, today: string = nzToday()): ProductCardData {
  const onSale = row.price_cents < row.retail_cents;
  const colour = row.default_ysel ?? '';
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    url: `/p/${row.url}`,
    collection: (row.collection_id !== null && index.collections.byId.get(row.collection_id)?.name) || '',
    price: toDecimal(row.price_cents),
    retail: toDecimal(row.retail_cents),
    msrp: toDecimal(row.msrp_cents),
    onSale,
    image: productImageUrl(row.shape, colour, 1),
    imageAlt: row.default_colour ? `${row.name} in ${row.default_colour}` : row.name,
    picture: row.picture_hash ?? null,
    eta: etaOf(row, today),
    soldOut: !row.can_be_had,
    otherOptions: row.can_be_had && soldOutOf(row),
    sizes: isSizeAxis(row.x_label) ? (row.x_options ?? []) : [],
    ysel: colour,
    badges: productBadges({
      onSale,
      isSale: row.is_sale,
      isClearance: row.is_clearance,
      isDeal: row.is_deal,
      isNew: row.is_new,
      isBundle: row.is_bundle,
      isReady: row.is_ready,
    }),
    category: index.categoriesById.get(row.cat2_id)?.name ?? '',
  };
}
