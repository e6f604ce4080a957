// The POS checkout page's form parts (DESIGN "The POS": dense, 44 px targets, keyboard first): a
// labelled text box, a checkbox row and the page's button styles.
import { Check } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';

export const INPUT =
  'min-h-11 w-full rounded-lg border border-sand-dark bg-white px-3 py-2 text-base text-ink focus:border-kauri focus:outline-2 focus:-outline-offset-1 focus:outline-kauri disabled:opacity-60';
/** A box that shows a value staff cannot change here. */
const READ_ONLY = 'bg-sand/40 text-ink/75';
export const LABEL = 'mb-1 block text-sm font-medium text-timber-dark';
export const PANEL = 'rounded-xl border border-sand-dark bg-white p-4 sm:p-5';
export const PANEL_TITLE = 'text-sm font-semibold tracking-wider text-timber uppercase';

export const PRIMARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-kauri px-4 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-sand-dark bg-white px-4 font-semibold text-timber-dark hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:cursor-not-allowed disabled:opacity-60';
export const LINK_BUTTON =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-60';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  testId?: string;
  /** Under the box (a hint or the expiry label). */
  note?: ReactNode;
};

export function TextField({ label, value, onChange, testId, note, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={rest.readOnly ? `${INPUT} ${READ_ONLY}` : INPUT}
        {...rest}
      />
      {note && <p className="mt-1 text-sm text-ink/70">{note}</p>}
    </div>
  );
}

export function CheckboxRow(props: { isSelected: boolean; onChange(v: boolean): void; children: ReactNode; testId?: string; isDisabled?: boolean }) {
  return (
    <Checkbox
      isSelected={props.isSelected}
      onChange={props.onChange}
      isDisabled={props.isDisabled}
      data-testid={props.testId}
      className="group flex min-h-11 cursor-pointer items-center gap-3 text-ink data-disabled:cursor-not-allowed data-disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className="grid size-5 shrink-0 place-items-center rounded border-2 border-sand-dark bg-white text-white group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-kauri group-data-selected:border-kauri group-data-selected:bg-kauri"
      >
        <Check className="hidden size-3.5 group-data-selected:block" strokeWidth={3} />
      </span>
      <span className="flex-1">{props.children}</span>
    </Checkbox>
  );
}
