// A product's stock page (/pos/catalogue/{productId}/stock): per SKU and physical place the figures the
// POS allocation modal shows (free, clr, alloc, nons, on hand), the bins holding units there, what is on
// order (open purchase-order lines), and the ledger of the SKU or place chosen. A bundle holds no stock
// of its own: its page names its components, whose pages have theirs.
import { sql } from 'drizzle-orm';
import type { BundlePart, OnOrderLine, PlaceStock, StockPageData, VariantStock } from '../../contract/stock-page.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { readLedger } from './ledger.ts';

export interface StockPageAsk {
  productId: number;
  sku: string | null;
  location: string | null;
  page: number;
}

/** The page's data; null when there is no such product. */
export async function readStockPage(db: Database, ask: StockPageAsk): Promise<StockPageData | null> {
  const [product] = await queryRows<{ id: number; name: string; is_bundle: boolean }>(
    db,
    sql`select id, name, is_bundle from products where id = ${ask.productId}`,
  );
  if (!product) return null;
  const variantRows = await queryRows<{ id: number; sku: string; label: string }>(
    db,
    sql`select v.id, v.sku, concat_ws(' · ', nullif(x.label, ''), nullif(coalesce(y.label, v.colour), '')) as label
        from product_variants v
        left join product_options x on x.product_id = v.product_id and x.axis = 'x' and x.code = v.xsel
        left join product_options y on y.product_id = v.product_id and y.axis = 'y' and y.code = v.ysel
        where v.product_id = ${ask.productId}
        order by x.sort_order nulls first, y.sort_order nulls first, v.id`,
  );
  const ids = variantRows.map((v) => Number(v.id));
  const places = await queryRows<{ code: string; name: string }>(
    db,
    sql`select code, name from locations where is_physical order by sort_order, code`,
  );
  const figures = await stockOfVariants(db, ids);
  const bins = await binsOfVariants(db, ids);
  const onOrder = await onOrderOf(db, ids);
  const variants: VariantStock[] = variantRows.map((v) => {
    const id = Number(v.id);
    return {
      id,
      sku: v.sku,
      label: v.label ?? '',
      places: places.map((p) => ({
        code: p.code,
        name: p.name,
        ...(figures.get(`${id}|${p.code}`) ?? { free: 0, clr: 0, alloc: 0, nons: 0, on_hand: 0 }),
        bins: bins.get(`${id}|${p.code}`) ?? [],
      })),
      onOrder: onOrder.get(id) ?? [],
    };
  });
  const chosen = ask.sku === null ? null : (variants.find((v) => v.sku === ask.sku) ?? null);
  const location = places.some((p) => p.code === ask.location) ? ask.location : null;
  const ledger = await readLedger(db, {
    variantIds: chosen ? [chosen.id] : ids,
    location,
    page: ask.page,
  });
  return {
    product: { id: Number(product.id), name: product.name, isBundle: Boolean(product.is_bundle) },
    variants,
    components: product.is_bundle ? await componentsOf(db, ids) : [],
    places,
    ledger: { success: true, ...ledger },
    filter: { sku: chosen?.sku ?? null, location },
  };
}

type Figures = Omit<PlaceStock, 'code' | 'name' | 'bins'>;

async function stockOfVariants(db: Database, ids: number[]): Promise<Map<string, Figures>> {
  const rows = await queryRows<{ variant_id: number; location_code: string } & Figures>(
    db,
    sql`select variant_id, location_code, free, clr, alloc, nons, on_hand from stock
        where variant_id = any(${sql.param(ids)}::int[])`,
  );
  return new Map(
    rows.map((r) => [
      `${Number(r.variant_id)}|${r.location_code}`,
      {
        free: Number(r.free),
        clr: Number(r.clr),
        alloc: Number(r.alloc),
        nons: Number(r.nons),
        on_hand: Number(r.on_hand),
      },
    ]),
  );
}

async function binsOfVariants(db: Database, ids: number[]): Promise<Map<string, PlaceStock['bins']>> {
  const rows = await queryRows<{ variant_id: number; location_code: string; code: string; qty: number }>(
    db,
    sql`select bs.variant_id, b.location_code, b.code, bs.qty from bin_stock bs join bins b on b.id = bs.bin_id
        where bs.variant_id = any(${sql.param(ids)}::int[]) and bs.qty > 0
        order by b.location_code, b.code`,
  );
  const out = new Map<string, PlaceStock['bins']>();
  for (const r of rows) {
    const key = `${Number(r.variant_id)}|${r.location_code}`;
    out.set(key, [...(out.get(key) ?? []), { code: r.code, qty: Number(r.qty) }]);
  }
  return out;
}

/** Open purchase orders' lines with units still to come, soonest first. */
async function onOrderOf(db: Database, ids: number[]): Promise<Map<number, OnOrderLine[]>> {
  const rows = await queryRows<{
    variant_id: number;
    po_number: string;
    location_code: string;
    eta: string;
    qty: number;
    qty_allocated: number;
  }>(
    db,
    sql`select pol.variant_id, po.po_number, po.location_code, po.dc1_eta::text as eta, pol.qty, pol.qty_allocated
        from purchase_order_lines pol join purchase_orders po on po.id = pol.purchase_order_id
        where pol.variant_id = any(${sql.param(ids)}::int[]) and po.status = 'open' and pol.qty > 0
        order by po.dc1_eta, po.po_number`,
  );
  const out = new Map<number, OnOrderLine[]>();
  for (const r of rows) {
    const id = Number(r.variant_id);
    out.set(id, [
      ...(out.get(id) ?? []),
      {
        poNumber: r.po_number,
        location: r.location_code,
        eta: r.eta,
        toCome: Number(r.qty),
        allocated: Number(r.qty_allocated),
      },
    ]);
  }
  return out;
}

async function componentsOf(db: Database, ids: number[]): Promise<BundlePart[]> {
  const rows = await queryRows<{ bundle_sku: string; sku: string; name: string; product_id: number; qty: number }>(
    db,
    sql`select bv.sku as bundle_sku, cv.sku, p.name, p.id as product_id, bc.qty
        from bundle_components bc
        join product_variants bv on bv.id = bc.bundle_variant_id
        join product_variants cv on cv.id = bc.component_variant_id
        join products p on p.id = cv.product_id
        where bc.bundle_variant_id = any(${sql.param(ids)}::int[])
        order by bv.id, bc.group_code`,
  );
  return rows.map((r) => ({
    bundleSku: r.bundle_sku,
    sku: r.sku,
    name: r.name,
    productId: Number(r.product_id),
    qty: Number(r.qty),
  }));
}
