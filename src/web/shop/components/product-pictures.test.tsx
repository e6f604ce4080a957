// What shoppers meet of an uploaded picture: the card (as the pages and the API's kept card html draw
// it) and the product page's gallery offer avif and webp with the jpeg as the fallback, at the widths
// made for them; without a picture the drawing shows as before.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductCardData } from '../../../contract/catalog.ts';
import { picturesForColour } from '../../../domain/product-pictures.ts';
import { createCardHtml } from '../../card-html.server.tsx';
import { ProductCard } from './ProductCard.tsx';
import { CardGrid, CardMarkupContext } from './ProductGrid.tsx';
import { Gallery } from './product/Gallery.tsx';

const hash = 'ab'.repeat(32);
const card: ProductCardData = {
  id: 1,
  sku: 'ARIA',
  name: 'Aria Sofa',
  url: '/p/aria-sofa',
  collection: '',
  price: '999.00',
  retail: '999.00',
  msrp: '999.00',
  onSale: false,
  image: '/img/p/sofa/charcoal/1.svg',
  imageAlt: 'Aria Sofa in Charcoal',
  picture: hash,
  eta: '',
  soldOut: false,
  sizes: [],
  ysel: 'charcoal',
  badges: [],
  category: 'Sofas',
};

describe('uploaded pictures on the storefront', () => {
  it('draws the card picture with avif and webp sources and the jpeg fallback', () => {
    const html = renderToString(<ProductCard item={card} index={0} />);
    expect(html).toContain('<picture>');
    expect(html).toContain(`type="image/avif" srcSet="/img/u/${hash}/400.avif 400w, /img/u/${hash}/800.avif 800w"`);
    expect(html).toContain(`type="image/webp"`);
    expect(html).toContain(`src="/img/u/${hash}/400.jpeg"`);
    expect(html).not.toContain('/img/p/sofa');
    const drawing = renderToString(<ProductCard item={{ ...card, picture: null }} index={0} />);
    expect(drawing).not.toContain('<picture>');
    expect(drawing).toContain('/img/p/sofa/charcoal/1.svg');
  });

  it('gives the API the same card html', () => {
    const cards = createCardHtml();
    const kept = renderToString(
      <CardMarkupContext.Provider value={cards.cards}>
        <CardGrid items={[card]} testId="grid" />
      </CardMarkupContext.Provider>,
    );
    expect(kept).toContain(`/img/u/${hash}/800.webp 800w`);
  });

  it('shows the chosen colour’s own picture first in the gallery, and the drawings without pictures', () => {
    const pictures = [
      { hash: 'a'.repeat(64), colour: null },
      { hash: 'b'.repeat(64), colour: 'oat' },
      { hash: 'c'.repeat(64), colour: 'charcoal' },
    ];
    expect(picturesForColour(pictures, 'oat')).toEqual(['b', 'a', 'c'].map((c) => c.repeat(64)));
    expect(picturesForColour(pictures, 'grey')).toEqual(['a', 'b', 'c'].map((c) => c.repeat(64)));
    const html = renderToString(
      <Gallery images={['/img/p/sofa/oat/1.svg']} pictures={picturesForColour(pictures, 'oat')} alt="Aria" />,
    );
    expect(html.indexOf(`/img/u/${'b'.repeat(64)}/800.jpeg`)).toBeGreaterThan(-1);
    expect(html).toContain(`/img/u/${'b'.repeat(64)}/1600.avif 1600w`);
    expect(html).not.toContain('/img/p/sofa');
    expect(renderToString(<Gallery images={['/img/p/sofa/oat/1.svg']} alt="Aria" />)).toContain(
      '/img/p/sofa/oat/1.svg',
    );
  });
});
