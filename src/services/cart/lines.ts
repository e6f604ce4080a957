// A cart's items in one query, whatever their number: each row carries its product, option labels,
// and its parts (a bundle's components, or the item itself) with their free units per place and
// next purchase-order arrival. The query is plain joins and subselects so PostgreSQL plans it in a
// fraction of a millisecond; the stock position is worked out in memory (domain/stock-position.ts)
// with the places from the cache.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type PickupPosition, SELECT_LOCATION_FOR_ETA, deliveryEtaText, pickupEtaText } from '../../domain/cart-eta.ts';
import { ETA_RULES, type StockPosition } from '../../domain/eta.ts';
import { type PartStock, type StockPlace, setsFreeAt, stockPositionOf } from '../../domain/stock-position.ts';
import type { PricedLine } from './types.ts';

/** A place as the cart rows need it: for stock figures, and the collection point's words. */
export interface CartPlace extends StockPlace {
  name: string;
  shortname: string;
  address: string;
}

export type Places = ReadonlyMap<string, CartPlace>;

interface PartRow {
  vid: number;
  qty: number;
  sku: string;
  name: string;
  /** -1 for the item itself; a bundle component's group code otherwise. */
  groupCode: number;
  /** The part variant's own volume. */
  cbm: string;
  free: Record<string, number> | null;
  arrival: string | null;
}

export interface ItemRow {
  id: number;
  qty: number;
  shipmethod: 'DEL' | 'PCK';
  pick_location: string | null;
  discounted_each_cents: number | null;
  /** A staff discount's type and reason (POS carts); null without one. */
  disc_type: 'percent' | 'fixed' | null;
  disc_reason: string | null;
  variant_id: number;
  sku: string;
  colour: string;
  ysel: string;
  retail_cents: number;
  sale_cents: number | null;
  cbm: string;
  name: string;
  url: string;
  shape: string;
  x_label: string;
  y_label: string;
  x_value: string | null;
  y_value: string | null;
  is_sale: boolean;
  is_deal: boolean;
  is_clearance: boolean;
  collection: string | null;
  category: string | null;
  parts: PartRow[];
}

/**
 * The select of a cart's item rows (no order), for `loadItemRows` and for the cart lookup's `items` column.
 * Each part carries its variant's cbm. With `stockRows`, each part carries every stock row (`stock`: text, rows
 * `code,free,clr,alloc,nons,on_hand` joined by `;`: for the POS cart's hundreds of figures this costs
 * the database and the server a tenth less than JSON) and its open purchase orders (`pos`), in place
 * of `free` and `arrival`, which the POS cart works out from them (pos-cart/cart-view.ts): it shows
 * all those figures, so it reads them once. Location codes are short letter-and-digit codes, never
 * holding a comma or semicolon. `partFields` adds more fields to each part's object; they may refer
 * to the part (`part.vid`) and its line (`ci`).
 */
export function itemRowsSelect(cartId: SQL, opts: { stockRows?: boolean; partFields?: SQL } = {}): SQL {
  const figures = opts.stockRows
    ? sql`'stock', (select string_agg(concat_ws(',', s.location_code, s.free, s.clr, s.alloc, s.nons, s.on_hand), ';')
            from stock s where s.variant_id = part.vid),
          'pos', (select json_agg(json_build_object('id', po.id, 'po_number', po.po_number, 'qty', pol.qty - pol.qty_allocated,
              'eta', po.dc1_eta::text) order by po.dc1_eta, po.id)
            -- Through the order's key (limit 1 keeps it a lookup): joined, the planner hashes every
            -- purchase order again for each part.
            from purchase_order_lines pol cross join lateral (select po.id, po.po_number, po.dc1_eta, po.status
              from purchase_orders po where po.id = pol.purchase_order_id limit 1) po
            where pol.variant_id = part.vid and po.status = 'open' and pol.qty > pol.qty_allocated)`
    : sql`'free', (select json_object_agg(s.location_code, s.free) from stock s where s.variant_id = part.vid and s.free > 0),
          -- The next arrival as the triggers keep it (variant_arrivals_figures, migrations 0032 and 0036: the
          -- one place that says which purchase orders a shopper may buy ahead of); no row, no order coming.
          'arrival', (select a.next_arrival::text from variant_arrivals a where a.variant_id = part.vid)`;
  return sql`select ci.id, ci.qty, ci.shipmethod, ci.pick_location, ci.discounted_each_cents, ci.disc_type, ci.disc_reason,
      v.id as variant_id, v.sku, v.colour, v.ysel, v.retail_cents, v.sale_cents, v.cbm::text as cbm,
      p.name, p.url, p.shape, p.x_label, p.y_label, p.is_sale, p.is_deal, p.is_clearance,
      (select o.label from product_options o where o.product_id = p.id and o.axis = 'x' and o.code = v.xsel and v.xsel <> '') as x_value,
      (select o.label from product_options o where o.product_id = p.id and o.axis = 'y' and o.code = v.ysel and v.ysel <> '') as y_value,
      k.name as collection, cat.name as category,
      (select json_agg(json_build_object('vid', part.vid, 'qty', part.qty, 'sku', part.sku, 'name', part.name, 'groupCode', part.group_code,
          'cbm', part.cbm, ${figures}${opts.partFields ? sql`, ${opts.partFields}` : sql``})
          order by part.group_code, part.vid)
        from (
          select bc.component_variant_id as vid, bc.qty, bc.group_code, cv.sku, cp.name, cv.cbm::text as cbm
          from bundle_components bc join product_variants cv on cv.id = bc.component_variant_id join products cp on cp.id = cv.product_id
          where bc.bundle_variant_id = v.id
          union all
          select v.id, 1, -1, v.sku, p.name, v.cbm::text where not exists (select 1 from bundle_components b where b.bundle_variant_id = v.id)
        ) part) as parts
    from cart_items ci
    join product_variants v on v.id = ci.variant_id
    join products p on p.id = v.product_id
    left join collections k on k.id = p.collection_id
    left join categories cat on cat.id = p.cat2_id
    where ci.cart_id = ${cartId}`;
}

/** Every item of the cart, oldest first. */
export async function loadItemRows(db: Database, cartId: number): Promise<ItemRow[]> {
  return queryRows<ItemRow>(db, sql`${itemRowsSelect(sql`${cartId}`)} order by ci.id`);
}

/** The places of the shop, for loaders outside the cart service's cache (the checkout's transaction). */
export async function loadPlaces(db: Database): Promise<Places> {
  const rows = await queryRows<{
    code: string;
    name: string;
    shortname: string;
    address: string;
    island: string;
    lead_days: number;
    is_physical: boolean;
  }>(db, sql`select code, name, shortname, address, island, lead_days, is_physical from locations`);
  return placesOf(
    rows.map((r) => ({
      code: r.code,
      name: r.name,
      shortname: r.shortname,
      address: r.address,
      island: r.island,
      leadDays: r.lead_days,
      isPhysical: r.is_physical,
    })),
  );
}

export function placesOf(list: CartPlace[]): Places {
  return new Map(list.map((p) => [p.code, p]));
}

function partsOf(row: ItemRow): PartStock[] {
  return row.parts.map((p) => ({ qty: Number(p.qty), free: p.free ?? {}, nextArrival: p.arrival }));
}

/** What the stock figures say about one cart row, for the shopper at `island` (null when unknown). */
export interface RowStock {
  position: StockPosition;
  pickup: PickupPosition | null;
}

export function rowStock(row: ItemRow, places: Places, island: string | null): RowStock {
  const parts = partsOf(row);
  const position = stockPositionOf(parts, places, island);
  const store = row.pick_location ? places.get(row.pick_location) : undefined;
  const pickup: PickupPosition | null = store
    ? {
        store: store.shortname,
        freeAtStore: setsFreeAt(parts, places, (p) => p.code === store.code),
        freeInIsland: setsFreeAt(parts, places, (p) => p.island === store.island),
        free: position.free,
        storeLeadDays: store.leadDays ?? ETA_RULES.defaultLeadDays,
        nextArrival: position.nextArrival,
      }
    : null;
  return { position, pickup };
}

/** What the shopper pays for one unit before any direct discount: the sale price when there is one. */
export function saleCentsOf(row: Pick<ItemRow, 'retail_cents' | 'sale_cents'>): number {
  return row.sale_cents ?? row.retail_cents;
}

export function etaTexts(
  row: ItemRow,
  stock: RowStock,
  today: string,
  paddingDays: number,
): { eta_text: string; eta_pickup: string } {
  const eta_text = deliveryEtaText(stock.position, today, paddingDays);
  const eta_pickup = stock.pickup ? pickupEtaText(stock.pickup, row.qty, today, paddingDays) : SELECT_LOCATION_FOR_ETA;
  return { eta_text, eta_pickup };
}

/** A POS allocation of a line's sub-item, as the delivery fee counts it (domain/delivery-fee.ts deliveredPart). */
export interface AllocationWay {
  cartItemId: number;
  variantId: number;
  method: 'DEL' | 'COU' | 'PCK';
  qty: number;
}

export function pricedLine(
  row: ItemRow,
  stock: RowStock,
  today: string,
  paddingDays: number,
  allocations: readonly AllocationWay[] = [],
): PricedLine {
  const saleCents = saleCentsOf(row);
  const own = allocations.filter((a) => a.cartItemId === row.id);
  const eta = etaTexts(row, stock, today, paddingDays);
  return {
    itemId: row.id,
    variantId: row.variant_id,
    sku: row.sku,
    name: row.name,
    qty: row.qty,
    shipmethod: row.shipmethod,
    pickLocation: row.pick_location,
    retailCents: row.retail_cents,
    saleCents,
    eachCents: row.discounted_each_cents ?? saleCents,
    cbm: Number(row.cbm),
    isHotDeal: row.is_deal,
    isOnSale: saleCents < row.retail_cents || row.is_sale || row.is_clearance,
    components: row.parts
      .filter((p) => Number(p.groupCode) !== -1)
      .map((p) => ({
        variantId: Number(p.vid),
        sku: p.sku,
        name: p.name,
        qty: Number(p.qty),
        groupCode: Number(p.groupCode),
      })),
    etaText: row.shipmethod === 'PCK' ? eta.eta_pickup : eta.eta_text,
    ...(own.length
      ? {
          subItems: row.parts.map((p) => ({
            qty: Number(p.qty) * row.qty,
            cbm: Number(p.cbm),
            allocations: own
              .filter((a) => a.variantId === Number(p.vid))
              .map((a) => ({ method: a.method, qty: a.qty })),
          })),
        }
      : {}),
  };
}
