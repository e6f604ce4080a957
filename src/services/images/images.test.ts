// Every drawing renders for every palette colour, stays small, and differs by shape and colour.
import { describe, expect, it } from 'vitest';
import { PALETTE } from '../../domain/palette.ts';
import { IMAGE_VIEWS, PRODUCT_SHAPES } from '../../domain/product-images.ts';
import { productImage } from './images.service.ts';

describe('product images', () => {
  it('renders every shape, colour and view as a small SVG', () => {
    for (const shape of PRODUCT_SHAPES) {
      for (const colour of PALETTE) {
        for (const view of IMAGE_VIEWS) {
          const svg = productImage(shape, colour.code, view)!.svg;
          expect(svg.startsWith('<svg ') && svg.endsWith('</svg>')).toBe(true);
          expect(svg.length, `${shape}/${colour.code}/${view}`).toBeLessThan(4096);
          expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        }
      }
    }
  });

  it('gives every shape its own drawing', () => {
    const drawings = new Set(PRODUCT_SHAPES.map((shape) => productImage(shape, 'oatmeal', 1)!.svg));
    expect(drawings.size).toBe(PRODUCT_SHAPES.length);
  });

  it('refuses unknown shapes, colours and views', () => {
    expect(productImage('rocket', 'sage', 1)).toBeUndefined();
    expect(productImage('sofa', 'plaid', 1)).toBeUndefined();
    expect(productImage('sofa', 'sage', 4)).toBeUndefined();
  });
});
