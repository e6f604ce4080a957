// A product's fields in one comparable form, from the saved product or from a draft, so a save
// records exactly the fields whose value differs (and writes nothing when none does).
import type { CatalogueProduct, ProductDraft } from '../../contract/catalogue.ts';
import { centsOf } from '../../contract/cents.ts';
import { toDecimal } from '../../domain/money.ts';
import type { ProductFieldChange } from '../../db/schema-catalogue.ts';

type Snapshot = Record<string, unknown>;

const money = (d: string) => (d === '' ? '' : toDecimal(centsOf(d)));
const volume = (cbm: string) => Number(cbm).toFixed(3);

/** The draft's default cell: the one marked, else the first active one, else the first. */
export function defaultIndex(variants: ProductDraft['variants']): number {
  const marked = variants.findIndex((v) => v.isDefault);
  if (marked >= 0) return marked;
  const active = variants.findIndex((v) => v.active);
  return Math.max(active, 0);
}

export function snapshotOf(p: ProductDraft | CatalogueProduct): Snapshot {
  const def = defaultIndex(p.variants);
  return {
    name: p.name,
    url: p.url,
    collection: p.collection,
    style: p.style,
    tags: [...p.tags].sort(),
    category: { cat1Id: p.category.cat1Id, cat2Id: p.category.cat2Id, cat3Id: p.category.cat3Id ?? null },
    description: p.description,
    shape: p.shape,
    cbm: volume(p.cbm),
    flags: [...p.flags].sort(),
    active: p.active,
    options: {
      x: { label: p.options.x.label, values: p.options.x.values.map((v) => ({ ...v, hex: v.hex ?? null })) },
      y: { label: p.options.y.label, values: p.options.y.values.map((v) => ({ ...v, hex: v.hex ?? null })) },
    },
    variants: p.variants
      .map((v, i) => ({
        sku: v.sku,
        xsel: v.xsel,
        ysel: v.ysel,
        price: money(v.price),
        salePrice: money(v.salePrice),
        msrp: money(v.msrp),
        active: v.active,
        isDefault: i === def,
        components: v.components.map((c) => ({ sku: c.sku, qty: c.qty })),
      }))
      .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)),
  };
}

/** The fields whose value differs; a new product's every field, from null. */
export function changesBetween(before: Snapshot | null, after: Snapshot): ProductFieldChange[] {
  return Object.keys(after)
    .filter((field) => !before || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before ? before[field] : null, after: after[field] }));
}
