// A handful of products with known stock and purchase orders, for tests that need exact figures
// (bundle sets, island preference, sibling urls) rather than the demo seed's variety.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentMethods } from '../db/schema-sales.ts';
import * as s from '../db/schema.ts';
import { PAYMENT_METHODS } from '../db/seed/sales.ts';

export const FIXTURE_TODAY = '2026-11-02';

export async function insertCatalogFixture(db: Database): Promise<void> {
  // The finance offers beside prices come from the payment methods' rules, as in the shop.
  await db.insert(paymentMethods).values([...PAYMENT_METHODS]);
  await db.insert(s.locations).values([
    { code: 'WEB', name: 'Website', shortname: 'Online', address: 'Online', kind: 'website', isWebsite: true },
    {
      code: 'AKL',
      name: 'Auckland',
      shortname: 'Auckland',
      address: '1 Queen St',
      island: 'North Island',
      kind: 'store',
      isPhysical: true,
      leadDays: 2,
    },
    {
      code: 'CHC',
      name: 'Christchurch',
      shortname: 'Christchurch',
      address: '1 High St',
      island: 'South Island',
      kind: 'store',
      isPhysical: true,
      leadDays: 3,
    },
  ]);
  await db.insert(s.postcodes).values([
    { postcode: '1010', locality: 'Auckland Central', region: 'Auckland', island: 'North Island' },
    { postcode: '8011', locality: 'Christchurch Central', region: 'Canterbury', island: 'South Island' },
  ]);
  await db.insert(s.categories).values([
    { id: 1, level: 1, code: 'LIV', name: 'Living', url: 'living', sortOrder: 1 },
    { id: 2, parentId: 1, level: 2, code: 'LIV-SOF', name: 'Sofas', url: 'sofas', sortOrder: 1 },
    { id: 3, parentId: 2, level: 3, code: 'LIV-SOF-3S', name: '3 Seater', url: '3-seater', sortOrder: 1 },
    { id: 4, parentId: 2, level: 3, code: 'LIV-SOF-BED', name: 'Sofa Beds', url: 'sofa-beds', sortOrder: 2 },
    { id: 5, parentId: 2, level: 3, code: 'LIV-SOF-CNR', name: 'Corner Sofas', url: 'corner', sortOrder: 3 },
    { id: 6, parentId: 1, level: 2, code: 'LIV-ARM', name: 'Armchairs', url: 'armchairs', sortOrder: 2 },
    { id: 7, level: 1, code: 'OFF', name: 'Office', url: 'office', sortOrder: 2 },
    { id: 8, parentId: 7, level: 2, code: 'OFF-DSK', name: 'Desks', url: 'desks', sortOrder: 1 },
    { id: 9, parentId: 8, level: 3, code: 'OFF-DSK-CNR', name: 'Corner Desks', url: 'corner', sortOrder: 1 },
  ]);
  await db.insert(s.collections).values([{ id: 1, name: 'Aria', url: 'aria' }]);
  await db.insert(s.tags).values([{ id: 1, name: 'Pet Friendly', url: 'pet-friendly' }]);

  // Each product's search text (its name unless given) goes to product_texts and, as the seed writes
  // it, into the row's search_tsv.
  const searchDocs = new Map<number, string>();
  const product = ({
    searchDoc,
    ...p
  }: Partial<typeof s.products.$inferInsert> &
    Pick<typeof s.products.$inferInsert, 'id' | 'name' | 'cat2Id' | 'priceCents'> & {
      id: number;
      searchDoc?: string;
    }) => {
    searchDocs.set(p.id, searchDoc ?? p.name);
    return {
      sku: `P${p.id}`,
      url: p.name.toLowerCase().replace(/\s+/g, '-'),
      cat1Id: p.cat2Id === 8 ? 7 : 1,
      shape: 'sofa',
      retailCents: p.priceCents,
      msrpCents: p.priceCents,
      searchTsv: sql`to_tsvector('english', ${searchDoc ?? p.name})`,
      createdAt: new Date(Date.UTC(2026, 0, p.id)),
      ...p,
    };
  };
  await db.insert(s.products).values([
    product({
      id: 1,
      name: 'Aria 3 Seater Sofa',
      cat2Id: 2,
      cat3Id: 3,
      collectionId: 1,
      priceCents: 129_900,
      retailCents: 159_900,
      msrpCents: 189_900,
      isSale: true,
      popularity: 50,
      yLabel: 'Colour',
      searchDoc: 'Aria 3 Seater Sofa charcoal oat living sofas',
    }),
    product({
      id: 2,
      name: 'Nova Sofa Bed',
      cat2Id: 2,
      cat3Id: 4,
      priceCents: 99_900,
      isNew: true,
      popularity: 80,
      searchDoc: 'Nova Sofa Bed grey living sofas sofa beds',
    }),
    product({
      id: 3,
      name: 'Kauri Corner Desk',
      cat2Id: 8,
      cat3Id: 9,
      shape: 'desk',
      priceCents: 59_900,
      isClearance: true,
      popularity: 10,
      xLabel: 'Size',
      searchDoc: 'Kauri Corner Desk oak office desks',
    }),
    product({
      id: 4,
      name: 'Aria Lounge Bundle',
      cat2Id: 2,
      cat3Id: 3,
      collectionId: 1,
      priceCents: 209_900,
      isBundle: true,
      popularity: 30,
      searchDoc: 'Aria Lounge Bundle sofa armchair',
    }),
    product({
      id: 5,
      name: 'Tui Armchair',
      cat2Id: 6,
      shape: 'armchair',
      collectionId: 1,
      priceCents: 39_900,
      isDeal: true,
      popularity: 60,
      searchDoc: 'Tui Armchair living armchairs',
    }),
    product({
      id: 6,
      name: 'Hidden Sofa',
      cat2Id: 2,
      cat3Id: 3,
      priceCents: 10_000,
      popularity: 999,
      active: false,
      searchDoc: 'Hidden Sofa',
    }),
    product({
      id: 7,
      name: 'Corner Sofa Moss',
      cat2Id: 2,
      cat3Id: 5,
      priceCents: 300_000,
      popularity: 5,
      searchDoc: 'Corner Sofa Moss living sofas corner',
    }),
  ]);
  await db.insert(s.productTexts).values([...searchDocs].map(([productId, searchDoc]) => ({ productId, searchDoc })));
  await db.insert(s.productTags).values([{ productId: 5, tagId: 1 }]);
  await db.insert(s.productOptions).values([
    { productId: 1, axis: 'y', code: 'charcoal', label: 'Charcoal', hex: '#333333', sortOrder: 1 },
    { productId: 1, axis: 'y', code: 'oat', label: 'Oat', hex: '#d8ccb4', sortOrder: 2 },
    { productId: 3, axis: 'x', code: 'small', label: 'Small', sortOrder: 1 },
    { productId: 3, axis: 'x', code: 'large', label: 'Large', sortOrder: 2 },
  ]);
  const variant = (
    id: number,
    productId: number,
    sku: string,
    retailCents: number,
    more: Partial<typeof s.productVariants.$inferInsert> = {},
  ) => ({
    id,
    productId,
    sku,
    retailCents,
    msrpCents: retailCents,
    cbm: '1.000',
    ...more,
  });
  await db.insert(s.productVariants).values([
    variant(1, 1, 'ARIA3-CHA', 159_900, {
      ysel: 'charcoal',
      colour: 'Charcoal',
      saleCents: 129_900,
      msrpCents: 189_900,
      isDefault: true,
    }),
    variant(2, 1, 'ARIA3-OAT', 149_900, { ysel: 'oat', colour: 'Oat' }),
    variant(3, 2, 'NOVA-GRY', 99_900, { ysel: 'grey', isDefault: true }),
    variant(4, 3, 'DESK-S', 59_900, { xsel: 'small', ysel: 'oak', isDefault: true }),
    variant(5, 3, 'DESK-L', 69_900, { xsel: 'large', ysel: 'oak' }),
    variant(6, 4, 'BUNDLE-1', 209_900, { isDefault: true }),
    variant(7, 5, 'TUI-1', 39_900, { isDefault: true }),
    variant(8, 6, 'HIDDEN-1', 10_000, { isDefault: true }),
    variant(9, 7, 'MOSS-1', 300_000, { isDefault: true }),
  ]);
  await db.insert(s.bundleComponents).values([
    { bundleVariantId: 6, componentVariantId: 1, qty: 1, groupCode: 1 },
    { bundleVariantId: 6, componentVariantId: 7, qty: 2, groupCode: 2 },
  ]);
  await db.insert(s.stock).values([
    { variantId: 1, locationCode: 'AKL', free: 2, onHand: 2 },
    { variantId: 1, locationCode: 'WEB', free: 50, onHand: 50 },
    { variantId: 4, locationCode: 'CHC', free: 5, onHand: 5 },
    { variantId: 7, locationCode: 'AKL', free: 3, onHand: 3 },
  ]);
  // Delivered to Auckland: this small shop has no distribution centre.
  await db.insert(s.purchaseOrders).values([
    { id: 1, poNumber: 'PO1', supplier: 'Acme', dc1Eta: '2026-11-05', locationCode: 'AKL' },
    { id: 2, poNumber: 'PO2', supplier: 'Acme', dc1Eta: '2027-01-05', locationCode: 'AKL' },
    { id: 3, poNumber: 'PO3', supplier: 'Acme', dc1Eta: '2026-11-03', status: 'received', locationCode: 'AKL' },
  ]);
  await db.insert(s.purchaseOrderLines).values([
    { purchaseOrderId: 2, variantId: 2, qty: 10 },
    { purchaseOrderId: 1, variantId: 2, qty: 4, qtyAllocated: 4 },
    { purchaseOrderId: 3, variantId: 3, qty: 10 },
    { purchaseOrderId: 1, variantId: 9, qty: 2 },
  ]);
  await db
    .insert(s.searchWords)
    .values(
      [
        'aria',
        'seater',
        'sofa',
        'sofas',
        'bed',
        'beds',
        'nova',
        'kauri',
        'corner',
        'desk',
        'desks',
        'lounge',
        'bundle',
        'armchair',
        'tui',
        'charcoal',
        'oat',
        'oak',
        'moss',
        'living',
        'office',
        'grey',
      ].map((word) => ({ word })),
    );
}
