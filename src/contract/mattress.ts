// The mattress builder and the sleep zone: GET /v1/mattressbuilder/{size} (the builder's
// content for one bed size) and GET /v1/sleep-zone/mattressitem/{page} (more mattress items). The
// spec names both calls and leaves their shapes open; these are ours. The requests' schemas are in
// mattress-calls.ts, so the pages carry no Zod.
import type { ProductCardData } from './catalog.ts';

export const MATTRESS_COMFORTS = ['firm', 'medium', 'plush'] as const;
export type MattressComfort = (typeof MATTRESS_COMFORTS)[number];
export const COMFORT_NAMES: Record<MattressComfort, string> = { firm: 'Firm', medium: 'Medium', plush: 'Plush' };

export type MattressStepCode = 'mattress' | 'base' | 'accessory';

/** The spec's words when the sleep zone's load-more is finished. */
export const NO_MORE_PRODUCT = 'NO MORE PRODUCT';
/** GET /v1/mattressbuilder/{size} for a size the builder does not offer (404). */
export const UNKNOWN_MATTRESS_SIZE =
  'Sorry, we do not have that bed size. Please choose Single, King Single, Double, Queen, King or Super King.';
export const MATTRESS_ITEMS_PER_PAGE = 12;
export const MAX_MATTRESS_PAGE = 1000;

export interface MattressSize {
  code: string;
  name: string;
  widthCm: number;
  lengthCm: number;
  /** e.g. '153 × 203 cm'. */
  dimensions: string;
}

/** One SKU the builder offers. `sku` is the variant's: POST /v1/cart/add takes it as it is. */
export interface MattressItem {
  sku: string;
  productSku: string;
  xsel: string;
  ysel: string;
  name: string;
  /** The product page, e.g. /p/aria-pocket-spring-medium-mattress. */
  url: string;
  collection: string;
  colour: string;
  image: string;
  imageAlt: string;
  /** What the shopper pays now, GST included, decimal string. */
  price: string;
  /** Retail price before any sale, decimal string. */
  retail: string;
  onSale: boolean;
  comfort: MattressComfort | null;
  /** The delivery estimate as the listing shows it. */
  eta: string;
  inStock: boolean;
}

export interface MattressStep {
  step: MattressStepCode;
  title: string;
  items: MattressItem[];
}

export interface MattressBuilderResponse {
  success: true;
  size: MattressSize;
  sizes: MattressSize[];
  comfort: MattressComfort | '';
  /** Each comfort with how many mattresses the size has in it. */
  comforts: { code: MattressComfort; name: string; count: number }[];
  steps: MattressStep[];
}

export interface MattressItemsResponse {
  success: true;
  page: number;
  items: ProductCardData[];
  /** Mattresses in all. */
  count: number;
  /** Cards shown up to and including this page. */
  loaded: number;
  more: boolean;
  /** 'NO MORE PRODUCT' when this page is the last (or past it); '' otherwise. */
  msg: string;
}
