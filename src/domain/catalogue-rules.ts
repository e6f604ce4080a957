// The rules between a product's fields, said once for the back office's editor and the CSV import
// (services/catalogue/): prices not negative, a sale price not above the price, an MSRP not below
// it, SKUs unique within the product, a bundle not containing itself, cells of the option matrix
// that exist. Uniqueness against other products is the service's (it needs the database).
// Pure: the editor runs it as the manager types, the server before it writes.
import type { FieldProblem } from '../contract/catalogue.ts';
import { centsOf } from '../contract/cents.ts';

export const PRICE_NOT_NEGATIVE = 'The price cannot be negative';
export const SALE_NOT_NEGATIVE = 'The sale price cannot be negative';
export const SALE_ABOVE_PRICE = 'The sale price cannot be above the price';
export const MSRP_BELOW_PRICE = 'The MSRP cannot be below the price';
export const SKU_REPEATED = 'This SKU is already used by another variant of this product';
export const SKU_TAKEN = 'This SKU is already used by another product';
export const URL_TAKEN = 'This address is already used by another product';
export const BUNDLE_CONTAINS_ITSELF = 'A bundle cannot contain itself';
export const UNKNOWN_COMPONENT = 'No product has this SKU';
export const UNKNOWN_OPTION = 'Choose one of the product’s option values';
export const CELL_REPEATED = 'Two variants cannot have the same options';
export const UNKNOWN_CATEGORY = 'Choose a room, one of its types and (if any) one of its kinds';
export const UNKNOWN_SHAPE = 'Choose the drawing shown while the product has no picture';

/** What the rules read of a variant: dollars as decimal strings, '' for no sale price. */
export interface VariantPrices {
  sku: string;
  xsel: string;
  ysel: string;
  price: string;
  salePrice: string;
  msrp: string;
  components: { sku: string }[];
}

export interface OptionCodes {
  x: { code: string }[];
  y: { code: string }[];
}

/** A variant's price problems, each named `{prefix}.price` / `.salePrice` / `.msrp`. */
export function variantPriceProblems(v: VariantPrices, prefix: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const price = centsOf(v.price);
  const sale = v.salePrice === '' ? null : centsOf(v.salePrice);
  const msrp = centsOf(v.msrp);
  if (price < 0) problems.push({ field: `${prefix}.price`, message: PRICE_NOT_NEGATIVE });
  if (sale !== null && sale < 0) problems.push({ field: `${prefix}.salePrice`, message: SALE_NOT_NEGATIVE });
  else if (sale !== null && sale > price) problems.push({ field: `${prefix}.salePrice`, message: SALE_ABOVE_PRICE });
  if (msrp < price) problems.push({ field: `${prefix}.msrp`, message: MSRP_BELOW_PRICE });
  return problems;
}

/**
 * Every problem of a product's variants that the draft alone shows: prices, SKUs repeated within it,
 * cells naming an option value the product lacks or used twice, a bundle naming one of its own SKUs.
 */
export function variantProblems(variants: readonly VariantPrices[], options: OptionCodes): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const xCodes = new Set(options.x.map((o) => o.code));
  const yCodes = new Set(options.y.map((o) => o.code));
  const skus = new Map<string, number>();
  const cells = new Set<string>();
  const own = new Set(variants.map((v) => v.sku.toUpperCase()));
  variants.forEach((v, i) => {
    const prefix = `variants.${i}`;
    problems.push(...variantPriceProblems(v, prefix));
    const key = v.sku.toUpperCase();
    if (skus.has(key)) problems.push({ field: `${prefix}.sku`, message: SKU_REPEATED });
    else skus.set(key, i);
    const xBad = xCodes.size > 0 ? !xCodes.has(v.xsel) : v.xsel !== '';
    const yBad = yCodes.size > 0 ? !yCodes.has(v.ysel) : v.ysel !== '';
    if (xBad) problems.push({ field: `${prefix}.xsel`, message: UNKNOWN_OPTION });
    if (yBad) problems.push({ field: `${prefix}.ysel`, message: UNKNOWN_OPTION });
    const cell = `${v.xsel}\u0000${v.ysel}`;
    if (!xBad && !yBad && cells.has(cell)) problems.push({ field: `${prefix}.xsel`, message: CELL_REPEATED });
    cells.add(cell);
    v.components.forEach((c, j) => {
      if (own.has(c.sku.toUpperCase()))
        problems.push({ field: `${prefix}.components.${j}.sku`, message: BUNDLE_CONTAINS_ITSELF });
    });
  });
  return problems;
}
