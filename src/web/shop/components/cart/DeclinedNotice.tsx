// Back from a declined payment: the provider's reason above the cart (or the empty cart).
import { TriangleAlert } from 'lucide-react';

/**
 * `note`: what happens next (the cart's words by default; the pay-quote page has its own). `spaced`:
 * the margin below, for pages whose layout does not space it already.
 */
export function DeclinedNotice({
  reason,
  note = 'Your items are still in your cart. You can try again, or choose another way to pay.',
  spaced = true,
}: {
  reason: string;
  note?: string;
  spaced?: boolean;
}) {
  return (
    <div
      role="alert"
      data-testid="payment-declined"
      className={`${spaced ? 'mb-6 ' : ''}flex w-full items-start gap-3 rounded-xl border-l-4 border-sale bg-white p-4 text-left shadow-sm`}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sale" />
      <div>
        <p className="font-semibold text-sale">Your payment didn’t go through</p>
        <p className="text-ink" data-testid="payment-declined-reason">
          {reason}
        </p>
        <p className="mt-1 text-sm text-ink/75">{note}</p>
      </div>
    </div>
  );
}
