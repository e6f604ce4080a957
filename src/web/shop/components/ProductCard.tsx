// One product in a grid. The API's `html` (POST /v1/getItems) is rendered from this same component,
// so it holds no state and needs no router: plain links, and buttons whose behaviour is attached by
// event delegation (shop/lib/card-actions.ts) through their data attributes. Its longer class lists are
// named once in app.css (`card-…`) and its icons drawn once a page (CardIcons.tsx): a page carries a
// card 24 times over, and every byte of it is rendered, sent and compressed that often.
import type { ProductCardData } from '../../../contract/catalog.ts';
import { ETA_TONE_CLASS, etaTone, price, showRrp } from '../../common/lib/format.ts';
import { type PictureWidth, pictureSrcset, pictureUrl } from '../../../domain/product-pictures.ts';
import { CardIcon } from './CardIcons.tsx';

/** Cards before this index are in the first row of the widest grid: loaded at once, not lazily. */
export const FIRST_ROW = 4;

/** An uploaded picture on a card: the grid's column (half a phone, a third or a quarter of a wider screen). */
const CARD_WIDTHS: PictureWidth[] = [400, 800];
const CARD_SIZES = '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw';

const BADGE_STYLES: Record<string, string> = {
  sale: 'bg-sale text-white',
  clearance: 'bg-timber-dark text-paper',
  new: 'bg-kauri text-white',
};

export function ProductCard({ item, index }: { item: ProductCardData; index?: number }) {
  const eager = index !== undefined && index < FIRST_ROW;
  const sizesId = `sizes-${item.sku}`;
  return (
    <article
      className="product-card group/card relative flex h-full flex-col"
      data-sku={item.sku}
      data-index={index}
      data-ysel={item.ysel}
      data-has-sizes={item.sizes.length > 0 ? 'true' : undefined}
    >
      <div className="relative overflow-hidden rounded-xl bg-sand">
        {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the title's link for the mouse; the title's link is the one read and tabbed to. */}
        <a href={item.url} tabIndex={-1} aria-hidden="true" className="block">
          {item.picture ? (
            <picture>
              <source type="image/avif" srcSet={pictureSrcset(item.picture, 'avif', CARD_WIDTHS)} sizes={CARD_SIZES} />
              <source type="image/webp" srcSet={pictureSrcset(item.picture, 'webp', CARD_WIDTHS)} sizes={CARD_SIZES} />
              <img
                src={pictureUrl(item.picture, 400, 'jpeg')}
                srcSet={pictureSrcset(item.picture, 'jpeg', CARD_WIDTHS)}
                sizes={CARD_SIZES}
                alt={item.imageAlt}
                width={480}
                height={360}
                loading={eager ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                className="card-img"
              />
            </picture>
          ) : (
            <img
              src={item.image}
              alt={item.imageAlt}
              width={480}
              height={360}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
              className="card-img"
            />
          )}
        </a>
        {item.badges.length > 0 && (
          <ul className="pointer-events-none absolute top-2 right-12 left-2 flex flex-wrap gap-1" aria-label="Offers">
            {item.badges.map((b) => (
              <li key={b} className={`card-badge ${BADGE_STYLES[b.toLowerCase()] ?? 'bg-paper text-timber-dark'}`}>
                {b}
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          data-wishlist={item.sku}
          aria-label={`Add ${item.name} to my wishlist`}
          aria-pressed="false"
          className="card-heart"
        >
          <span>
            <CardIcon name="heart" className="size-4" />
          </span>
        </button>
      </div>

      <div className="flex flex-1 flex-col gap-1 pt-3">
        {item.collection && (
          <p className="text-xs font-medium tracking-wider text-timber uppercase">{item.collection}</p>
        )}
        <h3 className="text-base leading-snug font-semibold text-ink">
          <a href={item.url} className="card-title">
            {item.name}
          </a>
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className={`text-lg font-bold ${item.onSale ? 'text-sale' : 'text-ink'}`} data-price={item.price}>
            {item.onSale && <span className="sr-only">Sale price </span>}
            {price(item.price)}
          </span>
          {item.onSale && (
            <s className="text-sm text-ink/75">
              <span className="sr-only">Was </span>
              {price(item.retail)}
            </s>
          )}
          {showRrp(item.msrp, item.price) && <span className="text-xs text-ink/75">RRP {price(item.msrp)}</span>}
        </p>
        {item.eta && !item.soldOut && !item.otherOptions && (
          <p className={`flex items-start gap-1.5 text-sm ${ETA_TONE_CLASS[etaTone(item.eta)]}`} data-eta="">
            <CardIcon name="truck" className="mt-0.5 size-4 shrink-0" />
            <span>{item.eta}</span>
          </p>
        )}

        {item.sizes.length > 0 && !item.soldOut && !item.otherOptions && (
          <div className="pt-1.5">
            <p id={sizesId} className="sr-only">
              Choose a size
            </p>
            <fieldset
              aria-labelledby={sizesId}
              data-sizes=""
              className="flex flex-wrap gap-1.5 rounded-lg data-[error=true]:outline-2 data-[error=true]:outline-offset-2 data-[error=true]:outline-sale"
            >
              {item.sizes.map((s) => (
                <button key={s.code} type="button" data-size={s.code} aria-pressed="false" className="card-size">
                  {s.label}
                </button>
              ))}
            </fieldset>
            <p data-size-error="" hidden className="pt-1 text-sm font-medium text-sale" role="alert">
              Please choose a size
            </p>
          </div>
        )}
        <div className="mt-auto flex flex-col gap-2 pt-3">
          {/* Nothing to sell and nothing coming: said here, not after the whole checkout form. */}
          {item.soldOut ? (
            <p className="card-sold-out" data-testid="card-sold-out">
              Sold out
            </p>
          ) : item.otherOptions ? (
            <a
              href={item.url}
              aria-label={`Choose options for ${item.name}`}
              className="card-add grid place-items-center"
              data-testid="card-choose-options"
            >
              Choose options
            </a>
          ) : (
            <button type="button" data-add-to-cart={item.sku} data-testid="card-add-to-cart" className="card-add">
              Add to cart
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
