import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductCardData } from '../contract/catalog.ts';
import { CardIconSymbols } from './shop/components/CardIcons.tsx';
import { CardRow } from './shop/components/CardRow.tsx';
import { ProductCard } from './shop/components/ProductCard.tsx';
import { CardGrid, CardMarkupContext, ProductGrid } from './shop/components/ProductGrid.tsx';
import { createCardHtml } from './card-html.server.tsx';

const card = (n: number, over: Partial<ProductCardData> = {}): ProductCardData => ({
  id: n,
  sku: `SKU-${n}`,
  name: `Oak "Sofa" <${n}> & co data-index="1"`,
  url: `/p/oak-sofa-${n}`,
  collection: n % 2 ? 'Aria' : '',
  price: '999.00',
  retail: n % 3 ? '1299.00' : '999.00',
  msrp: '1499.00',
  onSale: n % 3 !== 0,
  image: `/img/${n}.webp`,
  imageAlt: `Oak sofa ${n}`,
  eta: n % 2 ? 'In stock: delivery in 3-5 days' : '',
  soldOut: false,
  sizes: n % 4 ? [] : [{ code: 'queen', label: 'Queen' }],
  ysel: 'oak',
  badges: n % 5 ? ['Sale'] : [],
  category: 'Sofas',
  ...over,
});

describe('card html from kept fragments', () => {
  const items = Array.from({ length: 30 }, (_, i) => card(i));

  it("fills a page's grid with the same html, preloads included, as rendering the cards", () => {
    const cards = createCardHtml();
    for (const page of [items.slice(0, 24), items.slice(3, 5), [items[0]!, { ...items[0]!, sku: 'OTHER' }]]) {
      const rendered = renderToString(<CardGrid items={page} testId="grid" />);
      // preload() writes the same link with its attributes in another order.
      const kept = () =>
        renderToString(
          <CardMarkupContext.Provider value={cards.cards}>
            <CardGrid items={page} testId="grid" />
          </CardMarkupContext.Provider>,
        ).replace(/<link rel="preload" href="([^"]*)" as="image"/g, '<link rel="preload" as="image" href="$1"');
      expect(kept()).toBe(rendered);
      expect(kept()).toBe(rendered);
    }
  });

  it('fills a row of cards (related items, home lists), numbered or not, with the html React writes', () => {
    const cards = createCardHtml();
    // preload() writes the same link with its attributes in another order.
    const samePreloads = (html: string) =>
      html.replace(/<link rel="preload" href="([^"]*)" as="image"/g, '<link rel="preload" as="image" href="$1"');
    for (const eagerFirst of [false, true]) {
      const row = items.slice(2, 10);
      const rendered = renderToString(<CardRow items={row} label="Related items" eagerFirst={eagerFirst} />);
      const kept = () =>
        samePreloads(
          renderToString(
            <CardMarkupContext.Provider value={cards.cards}>
              <CardRow items={row} label="Related items" eagerFirst={eagerFirst} />
            </CardMarkupContext.Provider>,
          ),
        );
      expect(kept()).toBe(rendered);
      expect(kept()).toBe(rendered);
    }
    expect(cards.cards([items[2]!], null)).not.toContain(' data-index="');
  });

  it("points at the page's icon symbols rather than carrying their paths: a card is under 2 KB", () => {
    const symbols = renderToString(<CardIconSymbols />);
    const full = card(1, {
      badges: ['Sale', 'New'],
      name: 'Aria Oak Three Seater Sofa with Chaise',
      collection: 'Aria',
    });
    const html = renderToString(<ProductCard item={full} index={0} />);
    expect(html.length).toBeLessThan(2048);
    expect(html).not.toContain('<path');
    const used = [...html.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
    expect(used).toEqual(['card-icon-heart', 'card-icon-truck']);
    for (const id of used) expect(symbols).toContain(`<symbol id="${id}"`);
  });

  it('writes exactly what React writes for the grid, at any offset, twice over', () => {
    const cards = createCardHtml();
    for (const offset of [0, 1, 3, 4, 24, 48]) {
      const page = items.slice(offset % 7, (offset % 7) + 24);
      const expected = renderToString(<ProductGrid items={page} offset={offset} />);
      expect(cards.grid(page, offset)).toBe(expected);
      expect(cards.grid(page, offset)).toBe(expected);
      expect(cards.gridJson(page, offset)).toBe(JSON.stringify(expected).slice(1, -1));
    }
  });

  it("puts the first row's picture preloads in front, once per picture, as React does", () => {
    const cards = createCardHtml();
    const shared = items.map((item, i) => ({ ...item, image: `/img/${i % 2}.webp` }));
    for (const offset of [0, 2]) {
      const page = shared.slice(0, 24);
      const expected = renderToString(<ProductGrid items={page} offset={offset} />);
      expect(cards.grid(page, offset)).toBe(expected);
      expect(cards.gridJson(page, offset)).toBe(JSON.stringify(expected).slice(1, -1));
    }
  });

  it('renders a card afresh when anything it shows changes', () => {
    const cards = createCardHtml();
    const before = cards.grid([card(1)], 0);
    for (const change of [
      { price: '899.00' },
      { eta: 'Arrives in 3 weeks' },
      { name: 'Renamed' },
      { image: '/img/other.webp' },
      { badges: [] },
      { sizes: [{ code: 'king', label: 'King' }] },
    ] as Partial<ProductCardData>[]) {
      const changed = card(1, change);
      const html = cards.grid([changed], 0);
      expect(html).not.toBe(before);
      expect(html).toBe(renderToString(<ProductGrid items={[changed]} offset={0} />));
    }
  });

  it('keeps no more cards than asked', () => {
    const cards = createCardHtml(10);
    cards.grid(items, 0);
    expect(cards.size).toBeLessThanOrEqual(10);
    expect(cards.grid(items, 0)).toBe(renderToString(<ProductGrid items={items} offset={0} />));
  });
});
