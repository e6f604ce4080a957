// Generated product images: one drawing per shape family, coloured by the variant's colour.
// Rendering is cheap but not free, so finished SVGs are kept in a small bounded cache (they never
// change for a given address, which is also why the route may cache them for a year).
import { createHash } from 'node:crypto';
import { paletteColour } from '../../domain/palette.ts';
import { isProductShape, type ProductShape } from '../../domain/product-images.ts';
import {
  bedsideModel,
  bookcase,
  coffeeTable,
  desk,
  diningTableModel,
  dresser,
  sideboard,
  tallboy,
  tvUnit,
} from './cases.ts';
import type { Model } from './parts.ts';
import { renderModel } from './render.ts';
import {
  armchair,
  barStool,
  diningChairModel,
  officeChair,
  ottoman,
  outdoorLounge,
  sofa,
  sunLounger,
} from './seating.ts';
import { diningSet, outdoorDining } from './sets.ts';
import { bedBase, bedModel, bedroomSet, mattress, pillow } from './sleep.ts';

const MODELS: Record<ProductShape, () => Model> = {
  sofa,
  armchair,
  'coffee-table': coffeeTable,
  'tv-unit': tvUnit,
  bookcase,
  ottoman,
  'dining-table': diningTableModel,
  'dining-chair': diningChairModel,
  'bar-stool': barStool,
  sideboard,
  'dining-set': diningSet,
  bed: bedModel,
  bedside: bedsideModel,
  dresser,
  tallboy,
  'bedroom-set': bedroomSet,
  desk,
  'office-chair': officeChair,
  'outdoor-lounge': outdoorLounge,
  'outdoor-dining': outdoorDining,
  'sun-lounger': sunLounger,
  mattress,
  'bed-base': bedBase,
  pillow,
};

export function drawProductSvg(shape: ProductShape, colourHex: string, view: 1 | 2 | 3): string {
  return renderModel(MODELS[shape](), colourHex, view);
}

export interface ProductImage {
  svg: string;
  etag: string;
}

const CACHE_LIMIT = 2000;
const cache = new Map<string, ProductImage>();

/** The image of an address's parts, or undefined when the shape, colour or view is unknown. */
export function productImage(shape: string, colourCode: string, view: number): ProductImage | undefined {
  const colour = paletteColour(colourCode);
  if (!isProductShape(shape) || !colour || (view !== 1 && view !== 2 && view !== 3)) return undefined;
  const key = `${shape}/${colourCode}/${view}`;
  let image = cache.get(key);
  if (image === undefined) {
    const svg = drawProductSvg(shape, colour.hex, view);
    image = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"` };
    // Oldest first out; with every shape, colour and view there are only about a thousand anyway.
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, image);
  }
  return image;
}
