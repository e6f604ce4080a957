// A small shop with known figures for the cart's tests: stores in both islands, the whole postcode
// list, the seed's delivery zones, payment methods and demo coupons, and a few products chosen for
// what they exercise (a sale item, a courier-sized lamp, sizes, a bundle, a sold-out cell).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as s from '../db/schema.ts';
import * as sales from '../db/schema-sales.ts';
import { insertBatches } from '../db/seed/insert.ts';
import { readPostcodes } from '../db/seed/postcodes.ts';
import { DELIVERY_ZONE_REGIONS, DELIVERY_ZONES, PAYMENT_METHODS, buildCoupons } from '../db/seed/sales.ts';

export const CART_TODAY = '2026-11-02';

export async function insertCartFixture(db: Database): Promise<void> {
  await db.insert(s.locations).values([
    {
      code: 'WEB',
      name: 'Website',
      shortname: 'Online',
      address: 'Online store',
      kind: 'website',
      isWebsite: true,
      sortOrder: 0,
    },
    {
      code: 'AKL',
      name: 'Auckland – Mt Wellington',
      shortname: 'Auckland',
      address: '20 Sylvia Park Road, Mt Wellington, Auckland 1060',
      island: 'North Island',
      region: 'Auckland',
      kind: 'store',
      isPhysical: true,
      isCollect: true,
      leadDays: 2,
      sortOrder: 1,
    },
    {
      code: 'CHC',
      name: 'Christchurch – Addington',
      shortname: 'Christchurch',
      address: '39 Whiteleigh Avenue, Addington, Christchurch 8024',
      island: 'South Island',
      region: 'Canterbury',
      kind: 'store',
      isPhysical: true,
      isCollect: true,
      leadDays: 3,
      sortOrder: 2,
    },
    {
      code: 'DC1',
      name: 'Auckland Distribution Centre',
      shortname: 'DC1',
      address: '45 Springs Road, East Tamaki, Auckland 2013',
      island: 'North Island',
      region: 'Auckland',
      kind: 'warehouse',
      isPhysical: true,
      leadDays: 3,
      sortOrder: 3,
    },
    {
      code: 'NSN',
      name: 'Nelson Freight Depot (third party)',
      shortname: 'Nelson 3PL',
      address: '8 Vickerman Street, Port Nelson, Nelson 7010',
      island: 'South Island',
      region: 'Nelson',
      kind: 'warehouse',
      isPhysical: true,
      isThirdParty: true,
      leadDays: 6,
      sortOrder: 4,
    },
  ]);
  await insertBatches(db, s.postcodes, readPostcodes());
  await insertBatches(db, sales.deliveryZones, [...DELIVERY_ZONES]);
  await insertBatches(db, sales.deliveryZoneRegions, [...DELIVERY_ZONE_REGIONS]);
  await insertBatches(db, sales.paymentMethods, [...PAYMENT_METHODS]);
  await insertBatches(db, sales.coupons, buildCoupons(new Date(`${CART_TODAY}T00:00:00Z`)));

  await db.insert(s.categories).values([
    { id: 1, level: 1, code: 'LIV', name: 'Living', url: 'living' },
    { id: 2, parentId: 1, level: 2, code: 'LIV-SOF', name: 'Sofas', url: 'sofas' },
    { id: 3, parentId: 1, level: 2, code: 'LIV-LGT', name: 'Lighting', url: 'lighting' },
    { id: 4, level: 1, code: 'BED', name: 'Bedroom', url: 'bedroom' },
    { id: 5, parentId: 4, level: 2, code: 'BED-BED', name: 'Beds', url: 'beds' },
  ]);
  await db.insert(s.collections).values([{ id: 1, name: 'Aria', url: 'aria' }]);
  const product = (
    p: Pick<typeof s.products.$inferInsert, 'id' | 'sku' | 'name' | 'cat2Id' | 'priceCents'> &
      Partial<typeof s.products.$inferInsert>,
  ) => ({
    url: p.name.toLowerCase().replace(/\s+/g, '-'),
    cat1Id: p.cat2Id === 5 ? 4 : 1,
    shape: 'sofa',
    retailCents: p.priceCents,
    msrpCents: p.priceCents,
    // What the storefront's search and the POS item search match: the name, as the seed would write it.
    searchTsv: sql`to_tsvector('english', ${p.name})`,
    ...p,
  });
  await db.insert(s.products).values([
    product({
      id: 1,
      sku: 'P-SOFA',
      name: 'Aria 3 Seater Sofa',
      cat2Id: 2,
      collectionId: 1,
      priceCents: 129_900,
      retailCents: 159_900,
      isSale: true,
      yLabel: 'Colour',
    }),
    product({ id: 2, sku: 'P-LAMP', name: 'Tui Table Lamp', cat2Id: 3, shape: 'pillow', priceCents: 8_900 }),
    product({
      id: 3,
      sku: 'P-BED',
      name: 'Kahu Bed',
      cat2Id: 5,
      shape: 'bed',
      priceCents: 99_900,
      xLabel: 'Size',
      yLabel: 'Colour',
    }),
    product({
      id: 4,
      sku: 'P-BUNDLE',
      name: 'Aria Lounge Bundle',
      cat2Id: 2,
      collectionId: 1,
      priceCents: 209_900,
      isBundle: true,
      isDeal: true,
    }),
    product({ id: 5, sku: 'P-HIDDEN', name: 'Hidden Sofa', cat2Id: 2, priceCents: 10_000, active: false }),
  ]);
  await db.insert(s.productOptions).values([
    { productId: 1, axis: 'y', code: 'charcoal', label: 'Charcoal', sortOrder: 1 },
    { productId: 1, axis: 'y', code: 'oat', label: 'Oat', sortOrder: 2 },
    { productId: 3, axis: 'x', code: 'queen', label: 'Queen', sortOrder: 1 },
    { productId: 3, axis: 'x', code: 'king', label: 'King', sortOrder: 2 },
    { productId: 3, axis: 'y', code: 'oak', label: 'Oak', sortOrder: 1 },
  ]);
  const variant = (
    id: number,
    productId: number,
    sku: string,
    retailCents: number,
    cbm: string,
    more: Partial<typeof s.productVariants.$inferInsert> = {},
  ) => ({
    id,
    productId,
    sku,
    retailCents,
    msrpCents: retailCents,
    cbm,
    ...more,
  });
  await db.insert(s.productVariants).values([
    variant(1, 1, 'SOFA-CHA', 159_900, '2.000', {
      ysel: 'charcoal',
      colour: 'Charcoal',
      saleCents: 129_900,
      isDefault: true,
    }),
    variant(2, 1, 'SOFA-OAT', 149_900, '2.000', { ysel: 'oat', colour: 'Oat' }),
    variant(3, 2, 'LAMP-1', 8_900, '0.050', { ysel: 'white', colour: 'White', isDefault: true }),
    variant(4, 3, 'BED-Q-OAK', 99_900, '1.500', { xsel: 'queen', ysel: 'oak', colour: 'Oak', isDefault: true }),
    variant(5, 3, 'BED-K-OAK', 119_900, '1.800', { xsel: 'king', ysel: 'oak', colour: 'Oak' }),
    variant(6, 4, 'BUNDLE-1', 209_900, '2.100', { ysel: 'charcoal', colour: 'Charcoal', isDefault: true }),
    variant(7, 5, 'HIDDEN-1', 10_000, '1.000', { ysel: 'stone', isDefault: true }),
  ]);
  await db.insert(s.bundleComponents).values([
    { bundleVariantId: 6, componentVariantId: 1, qty: 1, groupCode: 1 },
    { bundleVariantId: 6, componentVariantId: 3, qty: 2, groupCode: 2 },
  ]);
  await db.insert(s.stock).values([
    { variantId: 1, locationCode: 'AKL', free: 2, onHand: 2 },
    { variantId: 3, locationCode: 'AKL', free: 10, onHand: 10 },
    { variantId: 3, locationCode: 'CHC', free: 5, onHand: 5 },
    { variantId: 4, locationCode: 'DC1', free: 3, onHand: 3 },
    // The website's own figure is not a physical place: it never counts as stock to sell.
    { variantId: 5, locationCode: 'WEB', free: 50, onHand: 50 },
  ]);
  await db.insert(s.purchaseOrders).values([{ id: 1, poNumber: 'PO1', supplier: 'Acme', dc1Eta: '2026-11-05' }]);
  await db.insert(s.purchaseOrderLines).values([{ purchaseOrderId: 1, variantId: 2, qty: 10 }]);
  await db.insert(s.users).values([
    { id: 1, email: 'pita@kauri.test', firstname: 'Pita' },
    { id: 2, email: 'mere@kauri.test', firstname: 'Mere' },
  ]);
}
