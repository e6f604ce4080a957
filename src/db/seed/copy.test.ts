// The demo shop's words hold up to a shopper's reading: no two products share a name (one name at two
// prices reads as a mistake), and copy that lists where the stores are names every store's city.
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue.ts';
import { LOCATIONS } from './locations.ts';
import { SEED_POPUPS } from './popups.ts';
import { Random } from './random.ts';

const NOW = new Date('2026-03-02T00:00:00Z');

describe('the demo catalogue and its copy', () => {
  it.each([600, 5000])('gives each of %i products a name of its own', (count) => {
    const { products } = buildCatalogue(new Random(2026).fork('catalogue'), count, NOW);
    const seen = new Map<string, number>();
    for (const p of products) seen.set(p.name, (seen.get(p.name) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
    expect(new Set(products.map((p) => p.url)).size).toBe(products.length);
  });

  it('names every store city where the pop-ups say where the stores are', () => {
    const cities = LOCATIONS.filter((l) => l.kind === 'store').map((l) => l.shortname);
    expect(cities).toContain('Dunedin');
    for (const popup of SEED_POPUPS.filter((p) => /stores/i.test(p.body))) {
      for (const city of cities) expect(popup.body, popup.code).toContain(city);
    }
  });
});
