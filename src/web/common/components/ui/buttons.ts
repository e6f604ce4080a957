// Button styles shared by the POS screens and dialogs: 44 px high, the kauri green for the action
// that goes ahead, a plain white one beside it, both greyed and refusing clicks while disabled.

export type ButtonVariant = 'primary' | 'secondary';
/** 'md' fits a label to its words; 'wide' gives a dialog's short answers (OK, Cancel) one width. */
export type ButtonSize = 'md' | 'wide';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-kauri text-white hover:bg-kauri-dark',
  secondary: 'border border-sand-dark bg-white text-timber-dark hover:bg-sand',
};

const SIZE: Record<ButtonSize, string> = {
  md: 'px-4',
  wide: 'min-w-24 px-5',
};

export function buttonClass(variant: ButtonVariant, size: ButtonSize = 'md'): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold ${SIZE[size]} ${VARIANT[variant]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:cursor-not-allowed disabled:opacity-60`;
}
