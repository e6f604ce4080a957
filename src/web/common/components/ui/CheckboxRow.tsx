// A checkbox with its words beside it, the whole row one 44 px target: a native checkbox (Space and a
// click on the words toggle it) drawn as the shop's box, the focus ring on the box. The shop's look has
// a larger box and turns red when a rule fails; the POS's is compact and can be disabled while the cart
// saves. Native rather than react-aria's Checkbox: the cart page's first load carries no focus library.
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Look } from './fields.ts';

interface Props {
  look: Look;
  isSelected: boolean;
  onChange(value: boolean): void;
  children: ReactNode;
  testId?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
}

const FOCUS_RING =
  'group-has-focus-visible:outline-2 group-has-focus-visible:outline-offset-2 group-has-focus-visible:outline-kauri';

const ROW: Record<Look, string> = {
  shop: 'group relative flex min-h-11 cursor-pointer items-start gap-3 py-1 outline-none',
  pos: 'group relative flex min-h-11 cursor-pointer items-center gap-3 text-ink data-disabled:cursor-not-allowed data-disabled:opacity-60',
};

export function CheckboxRow({ look, isSelected, onChange, children, testId, isInvalid, isDisabled }: Props) {
  const shop = look === 'shop';
  return (
    <label
      data-testid={testId}
      data-selected={isSelected || undefined}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      className={ROW[look]}
    >
      <input
        type="checkbox"
        checked={isSelected}
        onChange={(e) => onChange(e.target.checked)}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        className="sr-only"
      />
      {shop ? (
        <span
          aria-hidden="true"
          className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border-2 transition-colors ${FOCUS_RING} ${
            isSelected ? 'border-kauri bg-kauri text-white' : 'border-sand-dark bg-white'
          } group-data-invalid:border-sale group-data-invalid:ring-2 group-data-invalid:ring-sale/30`}
        >
          {isSelected && <Check aria-hidden="true" className="size-4" strokeWidth={3} />}
        </span>
      ) : (
        <span
          aria-hidden="true"
          className={`grid size-5 shrink-0 place-items-center rounded border-2 border-sand-dark bg-white text-white ${FOCUS_RING} group-data-selected:border-kauri group-data-selected:bg-kauri`}
        >
          <Check className="hidden size-3.5 group-data-selected:block" strokeWidth={3} />
        </span>
      )}
      <span className={shop ? 'text-[15px] leading-6 text-ink' : 'flex-1'}>{children}</span>
    </label>
  );
}
