// One row of the cart page's item list: picture, name, collection, options and colour, Sold out,
// quantity, row price, DELIVERED or COLLECT, Move to Wishlist.
import { Heart, MapPin, Minus, Plus, Store, Trash2, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CartItemView, ItemPatch } from '../../hooks/useCartPage.ts';
import { MAX_QTY } from '../../../../contract/cart-words.ts';
import { formatNzd } from '../../../../domain/money.ts';
import { cents, ETA_TONE_CLASS, etaTone, money } from '../../../common/lib/format.ts';
import { RadioDot, RadioTile } from '../../../common/components/ui/RadioTile.tsx';

interface Props {
  item: CartItemView;
  onEdit: (patch: ItemPatch) => void;
  onChooseLocation: () => void;
  /** The shopper reaches for COLLECT: fetch the collection-point dialog's code. */
  onWarmCollect?: () => void;
  onWishlist: () => void;
  onRemove: () => void;
  /** COMPLETE PURCHASE's words when they are about this line (a collection point to choose). */
  problem?: string;
}

const STEP =
  'grid size-11 place-items-center text-timber-dark hover:text-kauri focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-kauri disabled:cursor-not-allowed disabled:opacity-35';

export function CartItemRow({ item, onEdit, onChooseLocation, onWarmCollect, onWishlist, onRemove, problem }: Props) {
  const [typed, setTyped] = useState(String(item.qty));
  // The server (or a step button) changed the quantity: show it, unless the shopper is mid-typing it.
  useEffect(() => setTyped(String(item.qty)), [item.qty]);

  const commitTyped = (text: string) => {
    const n = Number.parseInt(text, 10);
    // A typed quantity of 0 or less resets to 1: a line is removed with its own button.
    const qty = Number.isFinite(n) && n >= 1 ? Math.min(MAX_QTY, n) : 1;
    setTyped(String(qty));
    if (qty !== item.qty) onEdit({ qty });
  };

  const rowCents = cents(item.eachpriceinc) * item.qty;
  const wasCents = cents(item.eachpriceorg) * item.qty;
  const collect = item.shipmethod === 'PCK';
  const delivered = item.shipmethod === 'DEL';
  const nameId = `item-${item.id}-name`;

  return (
    <li className="flex gap-3 py-5 sm:gap-5" data-testid="cart-item" data-sku={item.sku} aria-labelledby={nameId}>
      <Link to={item.url} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img
          src={item.thumb}
          alt=""
          width={120}
          height={90}
          loading="lazy"
          className="h-20 w-24 rounded-lg bg-sand object-cover sm:h-24 sm:w-32"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            {item.collection && (
              <p className="text-xs font-medium tracking-wider text-timber uppercase">{item.collection}</p>
            )}
            <Link
              id={nameId}
              to={item.url}
              className="leading-snug font-semibold text-ink hover:text-kauri hover:underline"
            >
              {item.name}
            </Link>
            <p className="text-sm text-ink/70">
              {[item.qrdesc, item.desc_colour && `Colour: ${item.desc_colour}`].filter(Boolean).join(' · ')}
            </p>
            {/* Only a line that cannot be had is marked; one coming on a purchase order shows its ETA alone. */}
            {item.stock_note && (
              <p
                className="mt-1 inline-block rounded-full bg-sale/10 px-2 py-0.5 text-xs font-semibold text-sale"
                data-testid="out-of-stock"
              >
                {item.stock_note}
              </p>
            )}
          </div>
          <p className="shrink-0 text-right" data-testid="row-price">
            <span className="block font-bold">{formatNzd(rowCents)}</span>
            {wasCents > rowCents && <s className="block text-xs text-ink/70">{formatNzd(wasCents)}</s>}
            {item.qty > 1 && <span className="block text-xs text-ink/70">{money(item.eachpriceinc)} each</span>}
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <fieldset
            className="flex h-11 items-center rounded-lg border border-sand-dark bg-white"
            aria-label={`Quantity of ${item.name}`}
          >
            <button
              type="button"
              aria-label="One fewer"
              className={STEP}
              disabled={item.qty <= 1}
              data-testid="qty-minus"
              // Minus acts only when the result is 1 or more: it never removes the line.
              onClick={() => item.qty - 1 >= 1 && onEdit({ qty: item.qty - 1 })}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <input
              aria-label="Quantity"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={2}
              value={typed}
              data-testid="qty-input"
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, '').slice(0, 2);
                setTyped(digits);
                if (digits !== '') commitTyped(digits);
              }}
              onBlur={() => commitTyped(typed)}
              className="h-full w-11 border-x border-sand text-center font-semibold focus:outline-2 focus:-outline-offset-2 focus:outline-kauri"
            />
            <button
              type="button"
              aria-label="One more"
              className={STEP}
              disabled={item.qty >= MAX_QTY}
              data-testid="qty-plus"
              onClick={() => onEdit({ qty: Math.min(MAX_QTY, item.qty + 1) })}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </fieldset>
          <button
            type="button"
            onClick={onWishlist}
            data-testid="move-to-wishlist"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-timber-dark hover:text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
          >
            <Heart aria-hidden="true" className="size-4" />
            Move to Wishlist
          </button>
          <button
            type="button"
            onClick={onRemove}
            data-testid="cart-item-remove"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-ink/70 hover:text-sale hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </button>
        </div>

        <div
          role="radiogroup"
          aria-label={`How to get ${item.name}`}
          data-testid="ship-method"
          className="grid gap-2 sm:grid-cols-2"
        >
          <RadioTile
            name={`ship-${item.id}`}
            value="DEL"
            checked={delivered}
            onChoose={() => onEdit({ shipmethod: 'DEL' })}
            data-testid="ship-delivered"
            data-selected={delivered || undefined}
            className={OPTION}
          >
            <RadioDot on={delivered} />
            <span className="flex min-w-0 flex-col">
              <span className="flex items-center gap-1.5 text-sm font-semibold">
                <Truck aria-hidden="true" className="size-4" /> DELIVERED
              </span>
              <span className={`text-xs ${ETA_TONE_CLASS[etaTone(item.eta_text)]}`} data-testid="eta-text">
                {item.eta_text}
              </span>
            </span>
          </RadioTile>
          <RadioTile
            name={`ship-${item.id}`}
            value="PCK"
            checked={collect}
            onChoose={() => {
              onEdit({ shipmethod: 'PCK' });
              // COLLECT without a place opens the choice of collection point: collected needs a store.
              if (!item.pick_location) onChooseLocation();
            }}
            data-testid="ship-collect"
            data-selected={collect || undefined}
            className={OPTION}
            // The collection-point dialog's code is fetched as the shopper reaches for COLLECT.
            onPointerEnter={onWarmCollect}
            onTouchStart={onWarmCollect}
            onFocus={onWarmCollect}
          >
            <RadioDot on={collect} />
            <span className="flex min-w-0 flex-col">
              <span className="flex items-center gap-1.5 text-sm font-semibold">
                <Store aria-hidden="true" className="size-4" /> COLLECT
              </span>
              <span className="text-xs text-ink/70" data-testid="pick-address">
                {item.pick_location && item.pick_address ? item.pick_address : 'Choose Collection Point'}
              </span>
              <span
                className={`text-xs ${item.pick_location ? ETA_TONE_CLASS[etaTone(item.eta_pickup)] : 'text-ink/70'}`}
                data-testid="eta-pickup"
              >
                {item.pick_location ? item.eta_pickup : 'Select Location for ETA'}
              </span>
            </span>
          </RadioTile>
        </div>
        {collect && (
          <button
            type="button"
            onClick={onChooseLocation}
            onPointerEnter={onWarmCollect}
            onFocus={onWarmCollect}
            data-testid="choose-collection-point"
            className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg px-2 text-sm font-semibold text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
          >
            <MapPin aria-hidden="true" className="size-4" />
            {item.pick_location ? 'Change Collection Point' : 'Choose Collection Point'}
          </button>
        )}
        {problem && (
          <p className="text-sm font-medium text-sale" data-testid="cart-item-problem">
            {problem}
          </p>
        )}
      </div>
    </li>
  );
}

// The look of a delivery way's tile (ui/RadioTile.tsx holds its native radio).
const OPTION =
  'relative flex min-h-11 cursor-pointer items-start gap-2.5 rounded-lg border border-sand-dark bg-white p-2.5 outline-none has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-kauri data-selected:border-kauri data-selected:bg-kauri-light/60';
