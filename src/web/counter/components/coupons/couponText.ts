// How the coupon screens write a coupon's figures for people: '10%' or '$50.00' off, the use count
// against its limit (0 = no limit), the form's live input rules (specs/pos.md "Coupon form").
import type { CouponRow } from '../../../../contract/pos-coupons.ts';
import { centsOf, formatNzd } from '../../../../domain/money.ts';

export function valueText(c: Pick<CouponRow, 'type' | 'amount' | 'is_shipping'>): string {
  const n = Number(c.amount);
  const off = n > 0 ? (c.type === 'percent' ? `${String(n)}% off` : `${formatNzd(centsOf(c.amount))} off`) : '';
  if (c.is_shipping) return off ? `${off} + free delivery` : 'Free delivery';
  return off || 'Nothing off';
}

/** The minimum grand total, '$500.00', or a dash for none. */
export const minText = (c: Pick<CouponRow, 'min_gtotal'>) =>
  centsOf(c.min_gtotal) > 0 ? formatNzd(centsOf(c.min_gtotal)) : '—';

export const usesText = (c: Pick<CouponRow, 'usecount' | 'uselimit'>) =>
  `${c.usecount} / ${c.uselimit === 0 ? 'no limit' : c.uselimit}`;

/** The amount box: digits and one decimal point (a second point is dropped as it is typed). */
export const amountTyped = (v: string) => {
  const kept = v.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
};

/** The minimum grand total and use limit boxes: digits only. */
export const digitsTyped = (v: string) => v.replace(/\D/g, '');

/** The code box: letters, digits, - and _, in capitals (codes are one whatever their case). */
export const codeTyped = (v: string) => v.replace(/[^A-Za-z0-9_-]/g, '').toUpperCase();
