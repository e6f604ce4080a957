// The product's price: the sale price with the retail price struck through, the RRP, and 'Price
// includes GST'.
import type { ConfSelectResponse, ProductVariantData } from '../../../../contract/catalog.ts';
import { price, showRrp } from '../../../common/lib/format.ts';

/** The chosen cell's price: the server's pricestring/msrpstring once an option was chosen. */
export function PriceBlock({ variant, conf }: { variant: ProductVariantData; conf: ConfSelectResponse | null }) {
  // Whole dollars read as on the cards ('$1,299', not '$1,299.00').
  const tidy = (text: string) => text.replace(/\.00(?!\d)/g, '');
  const pays = conf ? tidy(conf.pricestring) : price(variant.price);
  const rrp = conf ? tidy(conf.msrpstring) : showRrp(variant.msrp, variant.price) ? `RRP ${price(variant.msrp)}` : '';
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="price">
      <span className={`text-3xl font-bold ${variant.onSale ? 'text-sale' : 'text-ink'}`} data-testid="pricestring">
        {variant.onSale && <span className="sr-only">Sale price </span>}
        {pays}
      </span>
      {variant.onSale && (
        <s className="text-lg text-ink/70">
          <span className="sr-only">Was </span>
          {price(variant.retail)}
        </s>
      )}
      {rrp && (
        <span className="text-sm text-ink/70" data-testid="msrpstring">
          {rrp}
        </span>
      )}
      <span className="w-full text-xs text-ink/70">Price includes GST</span>
    </div>
  );
}
