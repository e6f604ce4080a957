// COMPLETE PURCHASE, shown twice on the cart page (under the Order Summary and at the foot of the
// form); both say Updating... while anything is being saved and point at the error area when it speaks.
import { Lock } from 'lucide-react';
import { PRIMARY } from './styles.ts';

/** The id of the form's error area (role alert), which the buttons name as their description. */
export const CHECKOUT_ERROR_ID = 'checkout-error';

export function CompleteButton({
  testId,
  busy,
  hasError,
  onComplete,
}: {
  testId: string;
  busy: boolean;
  hasError: boolean;
  onComplete(): void;
}) {
  return (
    <button
      type="button"
      onClick={onComplete}
      disabled={busy}
      data-testid={testId}
      className={PRIMARY}
      aria-describedby={hasError ? CHECKOUT_ERROR_ID : undefined}
    >
      <Lock aria-hidden="true" className="size-4" />
      {busy ? 'Updating...' : 'COMPLETE PURCHASE'}
    </button>
  );
}
