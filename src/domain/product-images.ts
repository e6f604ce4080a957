// Addresses of the generated product images (docs/decisions/0001-urls.md):
// `/img/p/{shape}/{colour}/{view}.svg`, where shape is the product's drawing family, colour the
// palette code of the variant's colour (its `ysel`) and view 1 front, 2 angle, 3 detail.
// Pure, so cards in the browser and loaders on the server build the same address.

export const PRODUCT_SHAPES = [
  'sofa',
  'armchair',
  'coffee-table',
  'tv-unit',
  'bookcase',
  'ottoman',
  'dining-table',
  'dining-chair',
  'bar-stool',
  'sideboard',
  'dining-set',
  'bed',
  'bedside',
  'dresser',
  'tallboy',
  'bedroom-set',
  'desk',
  'office-chair',
  'outdoor-lounge',
  'outdoor-dining',
  'sun-lounger',
  'mattress',
  'bed-base',
  'pillow',
] as const;

export type ProductShape = (typeof PRODUCT_SHAPES)[number];

export const IMAGE_VIEWS = [1, 2, 3] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

const shapes = new Set<string>(PRODUCT_SHAPES);

export function isProductShape(value: string): value is ProductShape {
  return shapes.has(value);
}

export function productImageUrl(shape: string, colourCode: string, view: number = 1): string {
  return `/img/p/${encodeURIComponent(shape)}/${encodeURIComponent(colourCode)}/${view}.svg`;
}
