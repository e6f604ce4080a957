import { describe, expect, it } from 'vitest';
import { type FacetRow, facetsFromRows, variantGroup } from './facets.ts';
import { fixtureIndex } from '../../testing/catalog-index-fixture.ts';

const index = fixtureIndex();
const noFlags = { new: 0, sale: 0, bundle: 0, ready: 0, deals: 0, clearance: 0 };

describe('facetsFromRows', () => {
  it('adds counts up the tree, in shop order, leaving out what the results do not contain', () => {
    const rows: FacetRow[] = [
      { cat1_id: 6, cat2_id: 7, cat3_id: 8, n: 2, flags: { ...noFlags, sale: 1 } },
      { cat1_id: 1, cat2_id: 2, cat3_id: 4, n: 3, flags: { ...noFlags, sale: 2, new: 1 } },
      { cat1_id: 1, cat2_id: 2, cat3_id: 3, n: 1, flags: noFlags },
      { cat1_id: 1, cat2_id: 5, cat3_id: null, n: 4, flags: noFlags },
    ];
    const facets = facetsFromRows(rows, index);
    expect(facets.rooms).toEqual([
      { url: 'living', name: 'Living', count: 8 },
      { url: 'office', name: 'Office', count: 2 },
    ]);
    expect(facets.types).toEqual([
      { url: 'sofas', name: 'Sofas', parent: 'living', count: 4 },
      { url: 'armchairs', name: 'Armchairs', parent: 'living', count: 4 },
      { url: 'desks', name: 'Desks', parent: 'office', count: 2 },
    ]);
    expect(facets.variants).toEqual([
      { url: '3-seater', name: '3 Seater', parent: 'sofas', count: 1, group: 'Sofas' },
      { url: 'corner', name: 'Corner Sofas', parent: 'sofas', count: 3, group: 'Sofas' },
      { url: 'corner', name: 'Corner Desks', parent: 'desks', count: 2, group: 'Desks' },
    ]);
    expect(facets.flags).toEqual([
      { flag: 'new', count: 1 },
      { flag: 'sale', count: 3 },
    ]);
  });
});

describe('variantGroup', () => {
  it('names a variant’s group after the category its code prefix names', () => {
    const byCode = new Map([...index.categoriesById.values()].map((c) => [c.code, c]));
    expect(variantGroup(index.categoriesById.get(8)!, byCode)).toBe('Desks');
    expect(variantGroup({ ...index.categoriesById.get(8)!, code: 'ODD' }, byCode)).toBe('Desks');
  });
});
