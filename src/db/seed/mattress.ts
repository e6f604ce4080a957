// The mattress builder's seed: New Zealand bed sizes, and for each size the catalogue's mattresses
// made in it (by comfort), the bases made in it and the pillows that suit it. Built from the
// catalogue in memory, so every row points at a variant the seed writes.
import type * as mattressSchema from '../schema-mattress.ts';
import type { Catalogue, VariantRow } from './catalogue.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type MattressSizeRow = Insert<typeof mattressSchema.mattressSizes>;
export type MattressItemRow = Insert<typeof mattressSchema.mattressBuilderItems>;

/** NZ mattress sizes (width × length in cm); the codes are the catalogue's bed size options. */
export const MATTRESS_SIZES: readonly MattressSizeRow[] = [
  { code: 'single', name: 'Single', widthCm: 92, lengthCm: 188, sortOrder: 1 },
  { code: 'king-single', name: 'King Single', widthCm: 107, lengthCm: 203, sortOrder: 2 },
  { code: 'double', name: 'Double', widthCm: 138, lengthCm: 188, sortOrder: 3 },
  { code: 'queen', name: 'Queen', widthCm: 153, lengthCm: 203, sortOrder: 4 },
  { code: 'king', name: 'King', widthCm: 167, lengthCm: 203, sortOrder: 5 },
  { code: 'super-king', name: 'Super King', widthCm: 183, lengthCm: 203, sortOrder: 6 },
];

const COMFORT_OF: Record<string, 'firm' | 'medium' | 'plush'> = {
  'MAT-MAT-FRM': 'firm',
  'MAT-MAT-MED': 'medium',
  'MAT-MAT-PLS': 'plush',
};
/** Ensemble (standard) and storage bases; adjustable bases are sold on their own. */
const BASE_CATEGORIES = new Set(['MAT-BAS-STD', 'MAT-BAS-STO']);
const PILLOW_TYPE = 'MAT-PIL';
/** How many of each the builder offers per size: enough to choose, few enough to read. */
const MATTRESSES_PER_COMFORT = 8;
const BASES_PER_SIZE = 6;
const PILLOWS_PER_SIZE = 4;

export function buildMattressBuilder(cat: Catalogue): { sizes: MattressSizeRow[]; items: MattressItemRow[] } {
  const codeOf = new Map(cat.categories.map((c) => [c.id, c.code]));
  const variantsOf = new Map<number, VariantRow[]>();
  for (const v of cat.variants) {
    if (!v.sellable) continue;
    const list = variantsOf.get(v.productId) ?? [];
    list.push(v);
    variantsOf.set(v.productId, list);
  }
  // Most popular first, as the shop would lead with them.
  const ranked = [...cat.products].filter((p) => !p.isBundle).sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0));
  /** The product's variant in this size: its first colour (the default colour when it has one). */
  const inSize = (productId: number, size: string) => {
    const cells = (variantsOf.get(productId) ?? []).filter((v) => v.xsel === size);
    return cells.find((v) => v.isDefault) ?? cells[0];
  };

  const items: MattressItemRow[] = [];
  for (const size of MATTRESS_SIZES) {
    const counts = new Map<string, number>();
    const take = (key: string, max: number) => {
      const n = counts.get(key) ?? 0;
      if (n >= max) return false;
      counts.set(key, n + 1);
      return true;
    };
    // Pillows come in standard and king; the wide beds get king pillows.
    const pillowSize = size.code === 'king' || size.code === 'super-king' ? 'king' : 'standard';
    for (const p of ranked) {
      const cat3 = p.cat3Id ? (codeOf.get(p.cat3Id) ?? '') : '';
      const cat2 = codeOf.get(p.cat2Id) ?? '';
      const comfort = COMFORT_OF[cat3];
      if (comfort) {
        const v = inSize(p.id, size.code);
        if (v && take(comfort, MATTRESSES_PER_COMFORT)) {
          items.push({
            sizeCode: size.code,
            step: 'mattress',
            variantId: v.id,
            comfort,
            sortOrder: counts.get(comfort)!,
          });
        }
      } else if (BASE_CATEGORIES.has(cat3)) {
        const v = inSize(p.id, size.code);
        if (v && take('base', BASES_PER_SIZE)) {
          items.push({
            sizeCode: size.code,
            step: 'base',
            variantId: v.id,
            comfort: null,
            sortOrder: counts.get('base')!,
          });
        }
      } else if (cat2 === PILLOW_TYPE) {
        const v = inSize(p.id, pillowSize);
        if (v && take('accessory', PILLOWS_PER_SIZE)) {
          items.push({
            sizeCode: size.code,
            step: 'accessory',
            variantId: v.id,
            comfort: null,
            sortOrder: counts.get('accessory')!,
          });
        }
      }
    }
  }
  return { sizes: [...MATTRESS_SIZES], items };
}
