// The Pictures panel: its edits (move, colour, card, remove) make the save's request the server
// checks, and the panel shows each picture with its controls, and none of them to staff who only read.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CataloguePicture } from '../../../../contract/catalogue.ts';
import { picturesSaveRequest } from '../../../../contract/catalogue.ts';
import {
  type GalleryDraft,
  chooseCardPicture,
  colourPicture,
  isChanged,
  movePicture,
  removePicture,
  saveRequest,
  shownCardPicture,
} from './gallery-edits.ts';
import { ProductPictures } from './ProductPictures.tsx';

const pic = (id: number, colour: string | null = null): CataloguePicture => ({
  id,
  hash: String(id).repeat(64).slice(0, 64),
  colour,
  width: 1200,
  height: 900,
  thumbUrl: `/img/u/${String(id).repeat(64).slice(0, 64)}/400.jpeg`,
});
const colours = [
  { code: 'charcoal', label: 'Charcoal' },
  { code: 'oat', label: 'Oat' },
];

describe('the Pictures panel', () => {
  it('moves, colours, chooses the card and removes, then asks the server for exactly that', () => {
    const saved = { pictures: [pic(1), pic(2), pic(3)], cardPicture: pic(1).hash };
    let d: GalleryDraft = { ...saved, deleted: [] };
    expect(isChanged(saved, d)).toBe(false);
    expect(movePicture(d, 0, -1)).toBe(d);
    d = movePicture(d, 2, -1);
    expect(d.pictures.map((p) => p.id)).toEqual([1, 3, 2]);
    d = colourPicture(d, 3, 'oat');
    d = chooseCardPicture(d, pic(2).hash);
    expect(isChanged(saved, d)).toBe(true);
    d = removePicture(d, 2);
    // The card's picture went: the first left is the card's.
    expect(shownCardPicture(d)).toBe(pic(1).hash);
    const ask = saveRequest(9, d);
    expect(ask).toEqual({
      id: 9,
      pictures: [
        { id: 1, colour: null },
        { id: 3, colour: 'oat' },
      ],
      cardPicture: pic(1).hash,
      deleted: [2],
    });
    expect(picturesSaveRequest.safeParse(ask).success).toBe(true);
  });

  it('shows each picture in order with its controls, and only the pictures to staff who read', () => {
    const props = {
      productId: 1,
      pictures: [pic(1), pic(2, 'oat')],
      colours,
      cardPicture: pic(2).hash,
      onChange: () => {},
    };
    const html = renderToString(<ProductPictures {...props} canEdit />);
    expect(html.match(/data-testid="picture-item"/g)).toHaveLength(2);
    expect(html).toContain('accept="image/jpeg,image/png,image/webp"');
    expect(html).toContain('Save order');
    expect(html).toContain('aria-label="Move picture 2 up"');
    expect(html).toMatch(/<option value="oat" selected="">Oat<\/option>/);
    expect(html).toMatch(/checked=""[^>]*\/>Card picture/);
    const readOnly = renderToString(<ProductPictures {...props} canEdit={false} />);
    expect(readOnly).not.toContain('Save order');
    expect(readOnly).not.toContain('type="file"');
    expect(renderToString(<ProductPictures {...props} pictures={[]} cardPicture={null} canEdit />)).toContain(
      'No pictures yet',
    );
  });
});
