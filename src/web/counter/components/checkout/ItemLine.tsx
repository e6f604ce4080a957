// One line of the POS item tab: SKU, stock badge, name, quantity (minus, plus, typed entry saved 300 ms
// after the typing stops), the price each that opens the DISCOUNT WINDOW, the row price, the remove
// control, and each
// sub-item's shipping summary with its allocation modal, delivery tags and notes.
import { AlertTriangle, Minus, Pencil, Plus, Tag, Truck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PosCartItem, PosSubItem } from '../../../../contract/pos-cart.ts';
import { api } from '../../../common/lib/api.ts';
import { cents, money } from '../../../common/lib/format.ts';
import { allocationState, allocationText } from '../../lib/pos-allocations.ts';
import { MAX_QTY, fewer, more, typedQty } from '../../lib/pos-items.ts';
import { AllocationModal } from './AllocationModal.tsx';
import { DeliveryTags } from './DeliveryTags.tsx';
import { DiscountWindow } from './DiscountWindow.tsx';
import { RemoveLineButton } from './RemoveLineButton.tsx';
import type { PosCheckoutTabProps } from './types.ts';

const TYPING_DELAY_MS = 300;

const STEP =
  'grid size-11 place-items-center text-timber-dark hover:bg-sand/60 hover:text-kauri focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-kauri disabled:cursor-not-allowed disabled:opacity-35';

type Props = PosCheckoutTabProps & { item: PosCartItem };

export function ItemLine(props: Props) {
  const { item, orderNo, busy, run, data, updateSubItem } = props;
  const [discountOpen, setDiscountOpen] = useState(false);
  // The sub-item (by its place in the line) whose allocation modal is open.
  const [allocating, setAllocating] = useState<number | null>(null);
  const allocatingSub = allocating === null ? undefined : item.subItems[allocating];

  const setQty = (qty: number | null) => {
    if (qty === null || qty === item.qty) return;
    void run(() => api('pos.cart.updateItem', { orderNo, item: { id: item.id, qty } }));
  };

  const each = cents(item.eachpriceinc);
  const retail = cents(item.eachpriceorg);
  const discounted = retail > each;
  const nameId = `pos-item-${item.id}-name`;

  return (
    <li
      data-testid="pos-item"
      data-sku={item.sku}
      aria-labelledby={nameId}
      className="@container rounded-xl border border-sand-dark bg-white p-3 sm:p-4"
    >
      {/* One row when the line is wide enough (a laptop); below that (a tablet) the controls take a row of their own. */}
      <div className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-3 @3xl:grid-cols-[4rem_minmax(0,1fr)_auto_auto_6.5rem_auto] @3xl:items-center">
        <img
          src={item.thumb}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          className="h-12 w-16 rounded-md bg-sand object-cover"
        />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-mono text-sm font-semibold text-ink" data-testid="pos-item-sku">
              {item.sku}
            </span>
            <StockBadge item={item} />
          </p>
          <p id={nameId} className="line-clamp-2 leading-snug font-semibold text-ink">
            {item.name}
          </p>
          <p className="truncate text-sm text-ink/70">
            {item.collection && (
              <span className="mr-1.5 text-xs font-medium tracking-wider text-timber uppercase">{item.collection}</span>
            )}
            {[item.qrdesc, item.desc_colour && `Colour: ${item.desc_colour}`].filter(Boolean).join(' · ')}
          </p>
        </div>

        <div className="col-span-2 flex flex-wrap items-center justify-end gap-3 @3xl:col-span-1 @3xl:contents">
          <QuantityControl item={item} busy={busy} onChange={setQty} />
          <button
            type="button"
            onClick={() => setDiscountOpen(true)}
            disabled={busy}
            data-testid="pos-item-price"
            aria-label={`Price each ${money(item.eachpriceinc)}${discounted ? `, was ${money(item.eachpriceorg)}` : ''}: discount`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-sand-dark px-3 text-right hover:border-kauri hover:bg-kauri-light/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-60"
          >
            <Tag aria-hidden className={`size-4 ${discounted ? 'text-sale' : 'text-timber'}`} />
            <span className="flex flex-col leading-tight">
              <span className={`font-semibold tabular-nums ${discounted ? 'text-sale' : ''}`}>
                {money(item.eachpriceinc)}
              </span>
              {discounted && <s className="text-xs text-ink/70 tabular-nums">{money(item.eachpriceorg)}</s>}
            </span>
            <span className="text-xs text-ink/70">each</span>
          </button>
          <p className="min-w-24 text-right" data-testid="pos-item-row-price">
            <span className="sr-only">Row price </span>
            <span className="font-bold tabular-nums">{money(item.rowpriceinc)}</span>
            {item.disc_reason && discounted && <span className="block text-xs text-sale">{item.disc_reason}</span>}
          </p>
          <RemoveLineButton item={item} orderNo={orderNo} busy={busy} run={run} />
        </div>
      </div>

      <ul className="mt-3 flex flex-col gap-1.5 border-t border-sand pt-3" aria-label={`Shipping of ${item.name}`}>
        {item.subItems.map((sub, i) => (
          <SubItemLine
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list in its order, never reordered here; a SKU may appear twice in a bundle.
            key={`${sub.sku}-${i}`}
            sub={sub}
            bundle={item.subItems.length > 1}
            busy={busy}
            onAllocate={() => setAllocating(i)}
          >
            {data.delTags.length > 0 && (
              <DeliveryTags
                tags={data.delTags}
                sub={sub}
                busy={busy}
                onSave={(change) => updateSubItem(item.id, { sku: sub.sku, ...change })}
              />
            )}
          </SubItemLine>
        ))}
      </ul>

      <DiscountWindow {...props} isOpen={discountOpen} onClose={() => setDiscountOpen(false)} />
      {allocatingSub && <AllocationModal {...props} sub={allocatingSub} onClose={() => setAllocating(null)} />}
    </li>
  );
}

function StockBadge({ item }: { item: PosCartItem }) {
  const out = item.outOfStock;
  return (
    <span
      data-testid="pos-item-stock"
      data-out-of-stock={out ? '1' : '0'}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${out ? 'bg-sale/10 text-sale' : 'bg-kauri-light text-kauri'}`}
    >
      {out ? `Out of stock · ${item.stock} free` : `${item.stock} in stock`}
    </span>
  );
}

/** Minus and plus save at once; a typed quantity 300 ms after the last key, or on leaving the box. */
function QuantityControl({
  item,
  busy,
  onChange,
}: {
  item: PosCartItem;
  busy: boolean;
  onChange: (qty: number | null) => void;
}) {
  const [typed, setTyped] = useState(String(item.qty));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The server changed the quantity: show it.
  useEffect(() => setTyped(String(item.qty)), [item.qty]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  function clearPending() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }

  const commit = (text: string) => {
    clearPending();
    const qty = typedQty(text);
    setTyped(String(qty));
    onChange(qty);
  };

  return (
    <fieldset
      className="flex h-11 items-center rounded-lg border border-sand-dark bg-white"
      aria-label={`Quantity of ${item.name}`}
    >
      <button
        type="button"
        aria-label="One fewer"
        className={STEP}
        disabled={busy || fewer(item.qty) === null}
        data-testid="pos-qty-minus"
        onClick={() => onChange(fewer(item.qty))}
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <input
        aria-label="Quantity"
        inputMode="numeric"
        maxLength={3}
        value={typed}
        // Read-only rather than disabled while updating, so the cursor stays in the box.
        readOnly={busy}
        data-testid="pos-qty-input"
        onChange={(e) => {
          const digits = e.target.value.replace(/[^\d-]/g, '').slice(0, 3);
          setTyped(digits);
          clearPending();
          // A blank box waits for more typing (or leaving it).
          if (digits === '' || digits === '-') return;
          timer.current = setTimeout(() => commit(digits), TYPING_DELAY_MS);
        }}
        onBlur={() => {
          // Leaving a blank box puts the quantity back; anything typed is saved now.
          if (typed.trim() === '' || typed.trim() === '-') {
            clearPending();
            setTyped(String(item.qty));
          } else if (timer.current || typed.trim() !== String(item.qty)) commit(typed);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(typed);
        }}
        className="h-full w-12 border-x border-sand text-center font-semibold tabular-nums read-only:bg-sand/40 focus:outline-2 focus:-outline-offset-2 focus:outline-kauri"
      />
      <button
        type="button"
        aria-label="One more"
        className={STEP}
        disabled={busy || item.qty >= MAX_QTY}
        data-testid="pos-qty-plus"
        onClick={() => onChange(more(item.qty))}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </fieldset>
  );
}

function SubItemLine(props: {
  sub: PosSubItem;
  bundle: boolean;
  busy: boolean;
  onAllocate: () => void;
  children?: React.ReactNode;
}) {
  const { sub, bundle, busy, onAllocate, children } = props;
  const state = allocationState(sub);
  const warn = state !== 'done';
  return (
    <li
      data-testid="pos-sub-item"
      data-sku={sub.sku}
      data-name={sub.name}
      data-allocation={state}
      className="flex flex-col gap-1"
    >
      <div className="flex items-start gap-2">
        <Truck aria-hidden className={`mt-3 size-4 shrink-0 ${warn ? 'text-sale' : 'text-kauri'}`} />
        <div className="min-w-0 flex-1 py-2 text-sm">
          {bundle && (
            <p className="font-medium text-ink">
              {sub.name} <span className="font-mono text-xs text-ink/70">{sub.sku}</span> × {sub.qty}
            </p>
          )}
          {state === 'none' ? (
            <p className="font-semibold text-sale" data-testid="pos-sub-summary">
              Not allocated
            </p>
          ) : (
            <ul data-testid="pos-sub-summary" className="text-ink/85">
              {sub.allocation.map((a, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the server's list in its order, never reordered here; two allocations may read the same.
                <li key={i}>{allocationText(a, sub.pOrders)}</li>
              ))}
              {warn && (
                <li className="flex items-center gap-1 font-semibold text-sale">
                  <AlertTriangle aria-hidden className="size-3.5" />
                  {sub.allocation.reduce((n, a) => n + Number(a.qty), 0)} of {sub.qty} allocated
                </li>
              )}
            </ul>
          )}
        </div>
        <button
          type="button"
          onClick={onAllocate}
          disabled={busy}
          data-testid="pos-sub-allocate"
          aria-label={`Shipping allocation of ${sub.name} (${sub.sku})`}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-kauri hover:bg-kauri-light focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-60"
        >
          <Pencil aria-hidden className="size-4" />
          {state === 'none' ? 'Allocate' : 'Edit'}
        </button>
      </div>
      {children}
    </li>
  );
}
