// The mattress builder's seed, built in memory from the demo catalogue: every row names a sellable
// variant of the right kind, made in the row's size, and every size has something at every step.
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue.ts';
import { buildMattressBuilder, MATTRESS_SIZES } from './mattress.ts';
import { Random } from './random.ts';

const NOW = new Date('2026-03-02T00:00:00Z');

describe.each([80, 200, 600])('the mattress builder seed with %i products', (products) => {
  const cat = buildCatalogue(new Random(2026).fork('catalogue'), products, NOW);
  const { sizes, items } = buildMattressBuilder(cat);
  const variants = new Map(cat.variants.map((v) => [v.id, v]));
  const productsById = new Map(cat.products.map((p) => [p.id, p]));
  const codeOf = new Map(cat.categories.map((c) => [c.id, c.code]));

  it('has the six NZ sizes, whose codes are the catalogue’s bed size options', () => {
    expect(sizes.map((s) => s.code)).toEqual(['single', 'king-single', 'double', 'queen', 'king', 'super-king']);
    const bedSizes = new Set(cat.variants.map((v) => v.xsel));
    for (const s of MATTRESS_SIZES) expect(bedSizes).toContain(s.code);
  });

  it('points every row at a sellable variant of the right kind, made in the row’s size', () => {
    const comfortOf: Record<string, string> = {
      'MAT-MAT-FRM': 'firm',
      'MAT-MAT-MED': 'medium',
      'MAT-MAT-PLS': 'plush',
    };
    for (const item of items) {
      const v = variants.get(item.variantId)!;
      expect(v?.sellable).toBe(true);
      const p = productsById.get(v.productId)!;
      const cat3 = codeOf.get(p.cat3Id!)!;
      if (item.step === 'mattress') {
        expect(item.comfort).toBe(comfortOf[cat3]);
        expect(v.xsel).toBe(item.sizeCode);
      } else if (item.step === 'base') {
        expect(['MAT-BAS-STD', 'MAT-BAS-STO']).toContain(cat3);
        expect(item.comfort).toBeNull();
        expect(v.xsel).toBe(item.sizeCode);
      } else {
        expect(codeOf.get(p.cat2Id)).toBe('MAT-PIL');
        expect(v.xsel).toBe(['king', 'super-king'].includes(item.sizeCode) ? 'king' : 'standard');
      }
    }
    const cells = items.map((i) => `${i.sizeCode}|${i.step}|${i.variantId}`);
    expect(new Set(cells).size).toBe(cells.length);
  });

  it('offers a mattress, a base and an accessory in every size', () => {
    for (const s of sizes) {
      for (const step of ['mattress', 'base', 'accessory'] as const) {
        expect(
          items.filter((i) => i.sizeCode === s.code && i.step === step).length,
          `${s.code} ${step}`,
        ).toBeGreaterThan(0);
      }
    }
  });
});
