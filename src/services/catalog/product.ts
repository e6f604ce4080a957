// The product page and the option choice on it (POST /v1/product/confselect).
import { type SQL, sql } from 'drizzle-orm';
import type {
  ConfSelectResponse,
  ProductCardData,
  ProductOption,
  ProductPageData,
  ProductVariantData,
} from '../../contract/catalog.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { genericPlanRows } from '../../db/prepared.ts';
import { productBadges } from '../../domain/badges.ts';
import { formatNzd, toDecimal } from '../../domain/money.ts';
import { IMAGE_VIEWS, productImageUrl } from '../../domain/product-images.ts';
import { loadCards, toCard } from './cards.ts';
import { type IslandLookup, type StockColumns, etaOf, soldOutOf, stockLateral } from './eta.ts';
import { categoryBreadcrumbs } from './route.ts';
import type { CatalogIndex } from './tree.ts';

export const RELATED_ITEMS = 8;

interface ProductRow extends StockColumns {
  /** Uploaded pictures in the gallery's order. */
  pictures: { hash: string; colour: string | null }[];
  id: number;
  sku: string;
  name: string;
  url: string;
  description: string;
  collection_id: number | null;
  style_id: number | null;
  cat1_id: number;
  cat2_id: number;
  cat3_id: number | null;
  shape: string;
  x_label: string;
  y_label: string;
  is_new: boolean;
  is_sale: boolean;
  is_bundle: boolean;
  is_ready: boolean;
  is_deal: boolean;
  is_clearance: boolean;
  options: { axis: 'x' | 'y'; code: string; label: string; hex: string | null }[];
  variants: {
    sku: string;
    xsel: string;
    ysel: string;
    retail: number;
    sale: number | null;
    msrp: number;
    cbm: string;
    is_default: boolean;
    components: { sku: string; name: string; qty: number }[];
    st_free: number | null;
    st_next_arrival: string | null;
  }[];
  tags: { name: string; url: string }[];
}

export interface ProductDeps {
  db: Database;
  index: () => Promise<CatalogIndex>;
  islandOf: IslandLookup;
  today: () => string;
  /** The finance offers for a price, from the payment methods' rules (the cart's own data). */
  finance: (priceCents: number) => Promise<Record<string, string>>;
}

/** What the shopper pays for a cell now: its sale price when it has one. */
export function cellPriceCents(cell: { retail: number; sale: number | null }): number {
  return cell.sale ?? cell.retail;
}

export function createProductPages({ db, index: loadIndex, islandOf, today, finance }: ProductDeps) {
  async function relatedCards(p: ProductRow, index: CatalogIndex, island: string | null): Promise<ProductCardData[]> {
    // The most popular of the same type or collection: each side's first few read in order from its
    // own index (products_cat2_popular_idx, products_collection_popular_idx), then merged. One scan
    // for `cat2 or collection` would read and sort all of both.
    const mostPopular = (column: SQL, value: number) =>
      sql`(select p.id, p.popularity from products p where p.active and p.id <> ${p.id} and ${column} = ${value}
        order by p.popularity desc, p.id limit ${RELATED_ITEMS})`;
    const sides = [mostPopular(sql`p.cat2_id`, p.cat2_id)];
    if (p.collection_id !== null) sides.push(mostPopular(sql`p.collection_id`, p.collection_id));
    const rows = await loadCards(db, {
      page: sql`select u.id as page_id from (${sql.join(sides, sql` union `)}) u
        order by u.popularity desc, u.id limit ${RELATED_ITEMS}`,
      order: sql`p.popularity desc, p.id`,
      island,
    });
    const day = today();
    return rows.map((r) => toCard(r, index, day));
  }

  async function productPage(url: string, postcode?: string): Promise<ProductPageData | null> {
    const [index, island] = await Promise.all([loadIndex(), islandOf(postcode)]);
    const [p] = await genericPlanRows<ProductRow>(
      db,
      'product_page',
      sql`select p.id, p.sku, p.name, p.url,
          coalesce((select t.description from product_texts t where t.product_id = p.id), '') as description, p.collection_id, p.style_id, p.cat1_id, p.cat2_id, p.cat3_id,
          p.shape, p.x_label, p.y_label, p.is_new, p.is_sale, p.is_bundle, p.is_ready, p.is_deal, p.is_clearance,
          (select coalesce(json_agg(json_build_object('axis', o.axis, 'code', o.code, 'label', o.label, 'hex', o.hex)
             order by o.axis, o.sort_order, o.id), '[]') from product_options o where o.product_id = p.id) as options,
          (select coalesce(json_agg(json_build_object('sku', v.sku, 'xsel', v.xsel, 'ysel', v.ysel, 'retail', v.retail_cents,
             'sale', v.sale_cents, 'msrp', v.msrp_cents, 'cbm', v.cbm::text, 'is_default', v.is_default,
             'components', (select coalesce(json_agg(json_build_object('sku', cv.sku, 'name', cp.name, 'qty', bc.qty) order by bc.group_code, cv.id), '[]')
                from bundle_components bc join product_variants cv on cv.id = bc.component_variant_id join products cp on cp.id = cv.product_id
                where bc.bundle_variant_id = v.id), 'st_free', vst.st_free, 'st_next_arrival', vst.st_next_arrival) order by v.id), '[]')
           from product_variants v ${stockLateral(sql`v.id`, null, 'vst')} where v.product_id = p.id and v.sellable) as variants,
          (select coalesce(json_agg(json_build_object('name', t.name, 'url', t.url) order by t.name), '[]')
           from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = p.id) as tags,
          (select coalesce(json_agg(json_build_object('hash', pp.hash, 'colour', pp.colour) order by pp.sort_order, pp.id), '[]')
           from product_pictures pp where pp.product_id = p.id) as pictures,
          st.*
        from products p
        left join lateral (
          select v.id from product_variants v where v.product_id = p.id and v.sellable order by v.is_default desc, v.id limit 1
        ) dv on true
        ${stockLateral(sql`dv.id`, island)}
        where p.url = ${url} and p.active`,
    );
    if (!p?.variants.length) return null;

    const variants: ProductVariantData[] = p.variants.map((v) => {
      const price = cellPriceCents(v);
      return {
        sku: v.sku,
        xsel: v.xsel,
        ysel: v.ysel,
        price: toDecimal(price),
        retail: toDecimal(v.retail),
        msrp: toDecimal(v.msrp),
        onSale: price < v.retail,
        cbm: v.cbm,
        isBundle: v.components.length > 0,
        soldOut: soldOutOf(v),
        components: v.components,
      };
    });
    const main = p.variants.find((v) => v.is_default) ?? p.variants[0]!;
    const mainPrice = cellPriceCents(main);
    const option = (o: ProductRow['options'][number]): ProductOption => ({ code: o.code, label: o.label, hex: o.hex });
    const yOptions = p.options.filter((o) => o.axis === 'y').map(option);
    const colours = yOptions.length ? yOptions.map((o) => o.code) : [main.ysel];
    const collection = p.collection_id === null ? undefined : index.collections.byId.get(p.collection_id);
    const style = p.style_id === null ? undefined : index.styles.byId.get(p.style_id);
    const category = index.categoriesById.get(p.cat3_id ?? p.cat2_id) ?? index.categoriesById.get(p.cat2_id);

    return {
      id: p.id,
      sku: p.sku,
      name: p.name,
      url: `/p/${p.url}`,
      description: p.description,
      collection: collection ? { name: collection.name, url: `/collection/${collection.url}` } : null,
      style: style ? { name: style.name, url: `/style/${style.url}` } : null,
      tags: p.tags.map((t) => ({ name: t.name, url: `/tag/${t.url}` })),
      breadcrumbs: [
        ...(category ? categoryBreadcrumbs(category) : [{ name: 'Home', url: '/' }]),
        { name: p.name, url: `/p/${p.url}` },
      ],
      xLabel: p.x_label,
      yLabel: p.y_label,
      xOptions: p.options.filter((o) => o.axis === 'x').map(option),
      yOptions,
      variants,
      defaultSku: main.sku,
      pictures: p.pictures,
      images: Object.fromEntries(colours.map((c) => [c, IMAGE_VIEWS.map((view) => productImageUrl(p.shape, c, view))])),
      badges: productBadges({
        onSale: mainPrice < main.retail,
        isSale: p.is_sale,
        isClearance: p.is_clearance,
        isDeal: p.is_deal,
        isNew: p.is_new,
        isBundle: p.is_bundle,
        isReady: p.is_ready,
      }),
      eta: etaOf(p, today()),
      finance: await finance(mainPrice),
      related: await relatedCards(p, index, island),
    };
  }

  /**
   * The chosen cell of a product's option matrix. `sku` is the product's or any of its variants';
   * an axis left empty keeps the value of the variant named by `sku`, else of the default variant.
   */
  async function confSelect(
    sku: string,
    sizeCode: string,
    colourCode: string,
    postcode?: string,
  ): Promise<ConfSelectResponse | null> {
    const island = await islandOf(postcode);
    const [row] = await queryRows<StockColumns & { sku: string; retail: number; sale: number | null; msrp: number }>(
      db,
      sql`with named as (
          select v.product_id, v.xsel, v.ysel, 1 as pri from product_variants v where v.sku = ${sku}
          union all
          select d.product_id, d.xsel, d.ysel, 2 from products p
            join product_variants d on d.product_id = p.id and d.is_default
          where p.sku = ${sku}
          order by pri limit 1
        )
        select v.sku, v.retail_cents as retail, v.sale_cents as sale, v.msrp_cents as msrp, st.*
        from named n
        join products p on p.id = n.product_id and p.active
        join product_variants v on v.product_id = p.id and v.sellable
          and v.xsel = case when ${sizeCode}::text = '' then n.xsel else ${sizeCode}::text end
          and v.ysel = case when ${colourCode}::text = '' then n.ysel else ${colourCode}::text end
        ${stockLateral(sql`v.id`, island)}`,
    );
    if (!row) return null;
    const price = cellPriceCents(row);
    return {
      success: true,
      sku: row.sku,
      pricestring: formatNzd(price),
      msrpstring: row.msrp > price ? `RRP ${formatNzd(row.msrp)}` : '',
      msrp: toDecimal(row.msrp),
      eta: etaOf(row, today()),
      finance: await finance(price),
    };
  }

  return { productPage, confSelect };
}
