// How the banking screens show the server's decimal strings: "$1,549.50", a difference signed and
// coloured (short in red, over in green), and nothing ('—') before a branch is banked.
import { centsOf, formatNzd } from '../../../../domain/money.ts';

export const moneyText = (decimal: string | null) => (decimal === null ? '—' : formatNzd(centsOf(decimal)));

export function differenceText(decimal: string | null): string {
  if (decimal === null) return '—';
  const cents = centsOf(decimal);
  return cents > 0 ? `+${formatNzd(cents)}` : formatNzd(cents);
}

export function differenceClass(decimal: string | null): string {
  const cents = decimal === null ? 0 : centsOf(decimal);
  return cents < 0 ? 'font-semibold text-sale' : cents > 0 ? 'font-semibold text-kauri' : 'text-ink/80';
}
