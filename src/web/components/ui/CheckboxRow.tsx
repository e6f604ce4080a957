// A checkbox with its words beside it, the whole row one 44 px target (react-aria-components'
// Checkbox: Space toggles, the focus ring shows on the box). The shop's look has a larger box and
// turns red when a rule fails; the POS's is compact and can be disabled while the cart saves.
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
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

export function CheckboxRow({ look, isSelected, onChange, children, testId, isInvalid, isDisabled }: Props) {
  if (look === 'shop') {
    return (
      <Checkbox
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        data-testid={testId}
        className="group flex min-h-11 cursor-pointer items-start gap-3 py-1 outline-none"
      >
        {({ isSelected: on }) => (
          <>
            <span
              aria-hidden="true"
              className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border-2 transition-colors group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-kauri ${
                on ? 'border-kauri bg-kauri text-white' : 'border-sand-dark bg-white'
              } group-data-invalid:border-sale group-data-invalid:ring-2 group-data-invalid:ring-sale/30`}
            >
              {on && <Check aria-hidden="true" className="size-4" strokeWidth={3} />}
            </span>
            <span className="text-[15px] leading-6 text-ink">{children}</span>
          </>
        )}
      </Checkbox>
    );
  }
  return (
    <Checkbox
      isSelected={isSelected}
      onChange={onChange}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      data-testid={testId}
      className="group flex min-h-11 cursor-pointer items-center gap-3 text-ink data-disabled:cursor-not-allowed data-disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className="grid size-5 shrink-0 place-items-center rounded border-2 border-sand-dark bg-white text-white group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-kauri group-data-selected:border-kauri group-data-selected:bg-kauri"
      >
        <Check className="hidden size-3.5 group-data-selected:block" strokeWidth={3} />
      </span>
      <span className="flex-1">{children}</span>
    </Checkbox>
  );
}
