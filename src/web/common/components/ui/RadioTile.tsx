// A choice drawn as a tile (a size, a colour, a delivery way, a payment method): a label around a
// native radio that only the keyboard and assistive technology see. One name per group, so the arrow
// keys move within it and a form posts it without JavaScript; the tile's look follows its radio
// (Tailwind's `has-checked:` and `has-focus-visible:` on the label).
import type { LabelHTMLAttributes, ReactNode } from 'react';

interface RadioTileProps extends LabelHTMLAttributes<HTMLLabelElement> {
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  disabled?: boolean;
  invalid?: boolean;
  /** The radio's own accessible name, where the tile shows no words (a colour swatch). */
  inputLabel?: string;
  children: ReactNode;
}

export function RadioTile({
  name,
  value,
  checked,
  onChoose,
  disabled,
  invalid,
  inputLabel,
  children,
  ...label
}: RadioTileProps) {
  return (
    <label {...label}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-label={inputLabel}
        onChange={onChoose}
        className="sr-only"
      />
      {children}
    </label>
  );
}

/** The round mark of a tile that reads as a radio button (delivery ways, payment methods). */
export function RadioDot({ on, className = 'mt-0.5' }: { on: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} grid size-4 shrink-0 place-items-center rounded-full border-2 ${on ? 'border-kauri' : 'border-sand-dark'}`}
    >
      {on && <span className="size-2 rounded-full bg-kauri" />}
    </span>
  );
}
