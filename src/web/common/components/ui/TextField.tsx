// A labelled text box. In the shop's look a failing rule marks the box and says why under it (on a
// phone the page's error area is out of sight); in the POS's look a note (a hint, an expiry) sits
// under it and a read-only box is greyed.
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FIELD_CLASS, LABEL_CLASS, type Look, POS_READ_ONLY } from './fields.ts';
import { InlineError } from './InlineError.tsx';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  look: Look;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  /** The box's id (pages that focus a field by id give one); otherwise one is made up. */
  id?: string;
  testId?: string;
  invalid?: boolean;
  /** The failing rule's message, shown under the box while `invalid`. */
  message?: string;
  /** Under the box (a hint or the expiry label). */
  note?: ReactNode;
};

export function TextField({
  look,
  label,
  value,
  onChange,
  id: givenId,
  testId,
  invalid,
  message,
  note,
  className = '',
  ...rest
}: TextFieldProps) {
  const madeUp = useId();
  const id = givenId ?? madeUp;
  if (look === 'shop') {
    return (
      <div className={className ? `flex flex-col gap-1.5 ${className}` : 'flex flex-col gap-1.5'}>
        <label htmlFor={id} className={LABEL_CLASS.shop}>
          {label}
        </label>
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          data-testid={testId}
          className={FIELD_CLASS.shop}
          {...rest}
        />
        {invalid && <InlineError id={`${id}-error`} message={message} />}
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS.pos}>
        {label}
      </label>
      <input
        id={id}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={rest.readOnly ? `${FIELD_CLASS.pos} ${POS_READ_ONLY}` : FIELD_CLASS.pos}
        {...rest}
      />
      {note && <p className="mt-1 text-sm text-ink/70">{note}</p>}
    </div>
  );
}
