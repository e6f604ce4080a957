// The delivery (or billing) address. The server renders, and a first load runs, a plain labelled box:
// the street and suburb suggestions (AddressCombobox.tsx, react-aria's combobox, ~25 KB with its popover) load
// when the shopper reaches for the checkout form or this field, and take its place with the same id,
// label, hint, text and caret, keeping the focus if the box had it.
import { MapPin } from 'lucide-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { InlineError } from '../../../common/components/ui/InlineError.tsx';
import { FIELD, LABEL } from './styles.ts';

export interface AddressFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The postcode of a picked street address or suburb. */
  onPostcode: (postcode: string) => void;
  isInvalid?: boolean;
  /** The failing rule's message, shown under the field. */
  message?: string;
  testId: string;
}

/** What the box says before anything is typed, and the describing ids: the same in both forms. */
export function addressInputProps(id: string, isInvalid?: boolean) {
  return {
    id,
    autoComplete: 'street-address',
    'aria-describedby': [isInvalid ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' '),
    placeholder: 'e.g. 12 Ponsonby Road, Ponsonby',
    className: `${FIELD} pl-9`,
  };
}

export const AddressIcon = () => (
  <MapPin
    aria-hidden="true"
    className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-timber"
  />
);

/** The rule's message and the hint under the box. */
export function AddressNotes({ id, isInvalid, message }: { id: string; isInvalid?: boolean; message?: string }) {
  return (
    <>
      {isInvalid && <InlineError id={`${id}-error`} message={message} />}
      <p id={`${id}-hint`} className="text-xs text-ink/70">
        Start typing your street address and pick it from the list (or your suburb) to fill in the postcode.
      </p>
    </>
  );
}

/**
 * `warm`: the shopper has reached for the form (focused a field above), so the suggestions load before
 * this box is reached.
 */
export function AddressField({ warm, ...props }: AddressFieldProps & { warm?: boolean }) {
  const [Combobox, setCombobox] = useState<ComponentType<AddressFieldProps> | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  const { id, label, value, onChange, isInvalid, message, testId } = props;

  const reach = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./AddressCombobox.tsx').then(
      ({ default: loaded }) => {
        // The swap is rendered at once (flushSync), so no keystroke falls between reading the caret and
        // giving it back to the combobox's box.
        const had = box.current && document.activeElement === box.current ? box.current : null;
        const caret = had ? [had.selectionStart, had.selectionEnd] : null;
        flushSync(() => setCombobox(() => loaded));
        const next = document.getElementById(id);
        if (caret && next instanceof HTMLInputElement) {
          next.focus();
          next.setSelectionRange(caret[0], caret[1]);
        }
      },
      () => {
        // Offline for a moment: the plain box still takes the address; the next reach tries again.
        loading.current = false;
      },
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reach loads once; it reads the box's state when the code arrives.
  useEffect(() => {
    if (warm) reach();
  }, [warm]);

  if (Combobox) return <Combobox {...props} />;
  return (
    <div className="flex flex-col gap-1.5" data-testid={testId}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="relative">
        <AddressIcon />
        <input
          ref={box}
          {...addressInputProps(id, isInvalid)}
          aria-invalid={isInvalid || undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onPointerEnter={reach}
          onTouchStart={reach}
          onFocus={reach}
        />
      </div>
      <AddressNotes id={id} isInvalid={isInvalid} message={message} />
    </div>
  );
}
