// The product page's quantity: minus, typed digits and plus, stopping where a cart line's cap does
// (contract/cart-words.ts MAX_QTY) and saying so in the words the server refuses with.
import { Minus, Plus } from 'lucide-react';
import { MAX_QTY, tooMany } from '../../../../contract/cart-words.ts';

/** The quantity a typed text stands for: a whole number from 1 to the cap. */
export function quantityOf(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(MAX_QTY, n) : 1;
}

const CAP_ID = 'qty-cap';

const STEP =
  'grid size-11 place-items-center text-timber-dark hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-40';

export function ProductQuantity({ qty, onChange }: { qty: string; onChange: (text: string) => void }) {
  const quantity = quantityOf(qty);
  const atCap = quantity >= MAX_QTY;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="qty" className="text-sm font-semibold text-ink">
        Quantity
      </label>
      <div className="flex h-12 items-center rounded-lg border border-sand-dark bg-white">
        <button
          type="button"
          aria-label="One fewer"
          onClick={() => onChange(String(Math.max(1, quantity - 1)))}
          disabled={quantity <= 1}
          className={STEP}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id="qty"
          name="qty"
          inputMode="numeric"
          pattern="[0-9]*"
          value={qty}
          aria-describedby={atCap ? CAP_ID : undefined}
          // Never past the cap: more would only be refused at the cart. 150 typed reads 99, with why.
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '').slice(0, 4);
            onChange(digits === '' ? '' : String(Math.min(MAX_QTY, Number(digits))));
          }}
          onBlur={() => onChange(String(quantity))}
          data-testid="qty"
          className="h-full w-12 border-x border-sand text-center text-base font-semibold focus:outline-2 focus:outline-kauri"
        />
        <button
          type="button"
          aria-label="One more"
          onClick={() => onChange(String(Math.min(MAX_QTY, quantity + 1)))}
          disabled={atCap}
          data-testid="qty-plus"
          className={STEP}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** Below the quantity and the button: why the plus stopped, announced as it happens. */
export function QuantityCap({ qty }: { qty: string }) {
  return (
    <p id={CAP_ID} aria-live="polite" className="-mt-3 text-sm text-ink/75 empty:hidden" data-testid="qty-cap">
      {quantityOf(qty) >= MAX_QTY ? tooMany(MAX_QTY) : ''}
    </p>
  );
}
