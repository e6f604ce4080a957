// The shop's catalogue as the back office edits it (/pos/catalogue): the list, one product in the
// editor, its history. Every staff member reads; managers and admins change
// (services/catalogue/). Money on the wire is dollars as decimal strings ("1299.00"), as the POS's
// other calls carry it. The shape checks are here; the rules between fields (a sale price not above
// the price, unique SKUs, a bundle not containing itself) are domain/catalogue-rules.ts, which the
// editor's save and the CSV import both apply.
import { z } from 'zod';
import { flag, wholeNumber } from './fields.ts';

export const CATALOGUE_PAGE_SIZE = 20;
export const MAX_NAME = 200;
export const MAX_PRODUCT_URL = 160;
export const MAX_SKU = 60;
export const MAX_PRODUCT_DESCRIPTION = 20_000;
export const MAX_TAGS = 30;
export const MAX_OPTION_VALUES = 40;
export const MAX_VARIANTS = 400;
export const MAX_COMPONENTS = 20;

/** The listing flags a product may carry, in the order the editor and the CSV list them. */
export const PRODUCT_FLAGS = ['new', 'deal', 'bundle', 'ready', 'clearance', 'sale'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];
export const PRODUCT_FLAG_LABELS: Record<ProductFlag, string> = {
  new: 'New',
  deal: 'Hot deal',
  bundle: 'Bundle',
  ready: 'Ready to go',
  clearance: 'Clearance',
  sale: 'Sale',
};

// Ours: the specs name no messages for the catalogue.
export const ONLY_MANAGERS_CATALOGUE = 'Only a manager can change the catalogue';
export const NO_SUCH_PRODUCT = 'The product does not exist';
export const NAME_REQUIRED = 'Please enter the name';
export const NAME_TOO_LONG = `The name can be at most ${MAX_NAME} characters`;
export const PRODUCT_URL_FORMAT = `The address may have only lower-case letters, digits and - (at most ${MAX_PRODUCT_URL})`;
export const SKU_FORMAT = `A SKU has letters, digits, - _ . / (at most ${MAX_SKU})`;
export const PRICE_FORMAT = 'Please enter an amount in dollars, e.g. 1299.00';
export const CBM_FORMAT = 'Please enter the volume in cubic metres, e.g. 1.250';
export const DESCRIPTION_TOO_LONG = `The description can be at most ${MAX_PRODUCT_DESCRIPTION.toLocaleString('en-NZ')} characters`;
export const productSaved = (name: string) => `${name} is saved`;

/** One problem of a draft, named by its field (`name`, `url`, `variants.2.salePrice`…). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A refused save: 422 with the first problem's words as `msg` and every problem by field. */
export interface CatalogueFailure {
  success: false;
  msg: string;
  errors: FieldProblem[];
}

const trimmed = (max: number, message: string) =>
  z
    .string({ message })
    .max(max, message)
    .transform((v) => v.trim());

/** Dollars as typed: digits with up to two decimals. */
export const dollars = z
  .union([z.string().max(20), z.number()], { message: PRICE_FORMAT })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^-?\d{1,7}(\.\d{1,2})?$/, PRICE_FORMAT));

const optionalDollars = z
  .union([z.string().max(20), z.number(), z.null()], { message: PRICE_FORMAT })
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
  .pipe(z.union([z.literal(''), z.string().regex(/^-?\d{1,7}(\.\d{1,2})?$/, PRICE_FORMAT)]));

export const sku = z
  .string({ message: SKU_FORMAT })
  .max(MAX_SKU * 2, SKU_FORMAT)
  .transform((v) => v.trim())
  .pipe(z.string().regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9._/-]{0,${MAX_SKU - 1}}$`), SKU_FORMAT));

const optionCode = z
  .string()
  .max(60)
  .transform((v) => v.trim())
  .pipe(z.string().regex(/^[a-z0-9-]{1,40}$/, 'An option code has lower-case letters, digits and - (at most 40)'));

const optionValue = z.object({
  code: optionCode,
  label: trimmed(80, 'An option value can be at most 80 characters').pipe(z.string().min(1, 'Please name the value')),
  /** A colour's swatch, #rrggbb. */
  hex: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'A swatch is a colour like #a0522d')
    .nullish()
    .transform((v) => v ?? null),
});

/** An option axis: x (e.g. Size) or y (e.g. Colour). An unused axis has no label and no values. */
const optionAxis = z.object({
  label: trimmed(40, 'An option name can be at most 40 characters'),
  values: z.array(optionValue).max(MAX_OPTION_VALUES),
});

const component = z.object({ sku, qty: wholeNumber(99).pipe(z.number().min(1, 'A component needs a quantity')) });

const variantDraft = z.object({
  sku,
  /** The cell of the option matrix: an x value's code and a y value's code ('' on an unused axis). */
  xsel: z.union([z.literal(''), optionCode]).default(''),
  ysel: z.union([z.literal(''), optionCode]).default(''),
  price: dollars,
  salePrice: optionalDollars,
  msrp: dollars,
  active: flag,
  /** The cell the card pictures and prices; the first active one when none is marked. */
  isDefault: flag,
  /** A bundle's parts: the component SKUs whose stock the bundle sells. */
  components: z.array(component).max(MAX_COMPONENTS).default([]),
});
export type VariantDraft = z.infer<typeof variantDraft>;

/** A category by id; the path's levels must be a room, one of its types and (optionally) one of its kinds. */
const categoryPath = z.object({
  cat1Id: wholeNumber(1e9),
  cat2Id: wholeNumber(1e9),
  cat3Id: wholeNumber(1e9)
    .nullish()
    .transform((v) => v ?? null),
});

/** POST /pos/catalogue/product/save: a product as the editor holds it; no `id` adds one. */
export const productSaveRequest = z.object({
  id: wholeNumber(1e9).optional(),
  name: trimmed(MAX_NAME * 2, NAME_TOO_LONG).pipe(z.string().min(1, NAME_REQUIRED).max(MAX_NAME, NAME_TOO_LONG)),
  url: z
    .string({ message: PRODUCT_URL_FORMAT })
    .max(MAX_PRODUCT_URL * 2, PRODUCT_URL_FORMAT)
    .transform((v) => v.trim())
    .pipe(z.string().regex(new RegExp(`^[a-z0-9][a-z0-9-]{0,${MAX_PRODUCT_URL - 1}}$`), PRODUCT_URL_FORMAT)),
  /** By name; a name the shop has not used yet is added. '' for none. */
  collection: trimmed(120, 'A collection name can be at most 120 characters').default(''),
  style: trimmed(120, 'A style name can be at most 120 characters').default(''),
  tags: z.array(trimmed(60, 'A tag can be at most 60 characters')).max(MAX_TAGS).default([]),
  category: categoryPath,
  /** Markdown, as the content pages (services/content/markdown.ts). */
  description: z.string().max(MAX_PRODUCT_DESCRIPTION, DESCRIPTION_TOO_LONG).default(''),
  /** The drawing shown while the product has no picture (domain/product-images.ts PRODUCT_SHAPES). */
  shape: z.string().max(40),
  cbm: z
    .union([z.string().max(20), z.number()], { message: CBM_FORMAT })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,4}(\.\d{1,3})?$/, CBM_FORMAT)),
  flags: z.array(z.enum(PRODUCT_FLAGS)).max(PRODUCT_FLAGS.length).default([]),
  active: flag,
  options: z.object({ x: optionAxis, y: optionAxis }),
  variants: z.array(variantDraft).min(1, 'A product needs at least one SKU').max(MAX_VARIANTS),
});
export type ProductDraft = z.infer<typeof productSaveRequest>;
/** The draft as the browser sends it (before the schema's defaults and trimming). */
export type ProductDraftInput = z.input<typeof productSaveRequest>;

/** The editor's product: the draft's fields as saved, with what the server adds. */
export interface CatalogueProduct {
  id: number;
  name: string;
  url: string;
  collection: string;
  style: string;
  tags: string[];
  category: { cat1Id: number; cat2Id: number; cat3Id: number | null };
  description: string;
  shape: string;
  cbm: string;
  flags: ProductFlag[];
  active: boolean;
  options: {
    x: { label: string; values: { code: string; label: string; hex: string | null }[] };
    y: { label: string; values: { code: string; label: string; hex: string | null }[] };
  };
  variants: {
    id: number;
    sku: string;
    xsel: string;
    ysel: string;
    price: string;
    salePrice: string;
    msrp: string;
    active: boolean;
    isDefault: boolean;
    components: { sku: string; qty: number }[];
  }[];
  /** Uploaded pictures in the gallery's order (none: the drawing shows). */
  pictures: CataloguePicture[];
  /** The card's picture's hash, or null for the first picture or the drawing. */
  cardPicture: string | null;
  updatedAt: string;
}

export interface CataloguePicture {
  id: number;
  hash: string;
  /** A ysel code: this colour's picture; null for every colour. */
  colour: string | null;
  width: number;
  height: number;
  /** The small size's address, for the editor's thumbnails. */
  thumbUrl: string;
}

export interface ProductSaveResponse {
  success: true;
  msg: string;
  product: CatalogueProduct;
}

/** GET /pos/catalogue/product/:id */
export const productGetRequest = z.object({ id: wholeNumber(1e9) });
export interface ProductGetResponse {
  success: true;
  product: CatalogueProduct;
}

export const CATALOGUE_SORTS = ['name', 'price', 'updated'] as const;

/** GET /pos/catalogue/list: the list's state, as its address carries it. */
export const catalogueListRequest = z.object({
  q: z.string().max(200).optional().default(''),
  /** A category id at any level: its products and its children's. */
  category: wholeNumber(1e9).optional(),
  flag: z.enum(PRODUCT_FLAGS).optional(),
  active: z.enum(['yes', 'no']).optional(),
  noPicture: flag,
  sort: z.enum(CATALOGUE_SORTS).optional().default('name'),
  dir: z.enum(['asc', 'desc']).optional().default('asc'),
  page: wholeNumber(100_000).pipe(z.number().min(1, 'A page is 1 or more')).optional().default(1),
});
export type CatalogueListQuery = z.infer<typeof catalogueListRequest>;

export interface CatalogueListRow {
  id: number;
  url: string;
  name: string;
  /** The default variant's SKU, and how many SKUs the product has. */
  sku: string;
  skuCount: number;
  collection: string;
  /** Room › type › kind. */
  categories: string;
  /** The price the shopper pays now, and the price before a sale. */
  price: string;
  retail: string;
  flags: ProductFlag[];
  active: boolean;
  /** The card's picture (uploaded or the drawing). */
  pictureUrl: string;
  hasPicture: boolean;
  updatedAt: string;
}

export interface CatalogueListResponse {
  success: true;
  total: number;
  page: number;
  pages: number;
  products: CatalogueListRow[];
}

/** GET /pos/catalogue/product/:id/history */
export const productHistoryRequest = z.object({
  id: wholeNumber(1e9),
  page: wholeNumber(100_000).pipe(z.number().min(1, 'A page is 1 or more')).optional().default(1),
});
export interface ProductHistoryEntry {
  at: string;
  staff: string;
  source: 'editor' | 'pictures' | 'import';
  changes: { field: string; before: unknown; after: unknown }[];
}
export interface ProductHistoryResponse {
  success: true;
  total: number;
  entries: ProductHistoryEntry[];
}

/** POST /pos/catalogue/preview: the storefront's card of a draft, rendered by the shop's own component. */
export const productPreviewRequest = productSaveRequest;
export interface ProductPreviewResponse {
  success: true;
  /** The card's html, as a listing draws it. */
  card: string;
}

/**
 * POST /pos/catalogue/product/:id/pictures (multipart/form-data): one file field `picture`, a JPEG,
 * PNG or WebP of at most 10 MB. The schema holds the path's id only: the file is read from the
 * multipart stream by the route (routes/pos/catalogue-pictures.ts), never parsed as JSON.
 */
export const picturesUploadRequest = z.object({ id: wholeNumber(1e9) });

/** POST /pos/catalogue/product/:id/pictures/save: the gallery as the editor holds it. */
export const picturesSaveRequest = z.object({
  id: wholeNumber(1e9),
  /** Every picture kept, in the gallery's order, with its colour (a ysel code, or null for every colour). */
  pictures: z
    .array(
      z.object({
        id: wholeNumber(1e9),
        colour: z
          .string()
          .max(60)
          .nullish()
          .transform((v) => (v ? v : null)),
      }),
    )
    .max(200),
  /** The card's picture's hash; null for the first picture (or the drawing when none is left). */
  cardPicture: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'The card picture is not one of the pictures')
    .nullish()
    .transform((v) => v ?? null),
  /** Pictures to remove. */
  deleted: z.array(wholeNumber(1e9)).max(200).default([]),
});
export type PicturesSaveRequest = z.infer<typeof picturesSaveRequest>;

export interface PicturesResponse {
  success: true;
  msg: string;
  pictures: CataloguePicture[];
  cardPicture: string | null;
}

export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
export const PICTURE_KIND = 'Please choose a JPEG, PNG or WebP picture';
export const PICTURE_TOO_LARGE = 'A picture can be at most 10 MB';
export const PICTURE_TOO_MANY_PIXELS = 'A picture can be at most 100 megapixels';
export const PICTURES_CHANGED = 'The pictures have changed since you opened them. Please reload and try again';
export const NO_SUCH_COLOUR = 'Please choose one of the product’s colours';
export const CARD_PICTURE_UNKNOWN = 'The card picture is not one of the pictures';
export const PICTURE_ALREADY_THERE = 'That picture is already among the product’s pictures';
export const pictureAdded = (name: string) => `The picture is added to ${name}`;
export const picturesSaved = (name: string) => `${name}’s pictures are saved`;
