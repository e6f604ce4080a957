// The coupon email to its customer (POST /pos/coupon/email, and create with if_email): the code, what
// it takes off, the minimum spend, the expiry and a link to the shop. Text and HTML say the same. The
// link's origin is the shop's configured address (PUBLIC_URL, see http/routes/pos/mail.ts), never
// the request's Host.
import { longDayText } from '../../domain/dates.ts';
import type { CouponRow } from '../../contract/pos-coupons.ts';
import { centsOf, formatNzd } from '../../domain/money.ts';
import { buttonLink, html, mailPage } from '../../integrations/mail/html.ts';
import type { OutgoingMail } from '../../integrations/mail/index.ts';

export const couponSubject = (code: string) => `Your Kauri Furniture coupon ${code}`;

/** What the coupon takes off, in words: '10% off', '$50.00 off', 'free delivery'. */
export function couponValue(c: Pick<CouponRow, 'type' | 'amount' | 'is_shipping'>): string {
  const amount = Number(c.amount);
  const off =
    amount > 0
      ? c.type === 'percent'
        ? `${String(amount).replace(/\.0+$/, '')}% off`
        : `${formatNzd(centsOf(c.amount))} off`
      : '';
  if (c.is_shipping) return off ? `${off} and free delivery` : 'free delivery';
  return off || 'a discount';
}

/** The coupon's terms, one sentence each. */
export function couponTerms(c: CouponRow): string[] {
  const terms: string[] = [];
  if (centsOf(c.min_gtotal) > 0) terms.push(`For orders of ${formatNzd(centsOf(c.min_gtotal))} or more.`);
  if (c.exclude_sale) terms.push('Sale items are excluded.');
  if (c.exclude_hot) terms.push('Hot deals are excluded.');
  terms.push(c.expiry ? `Valid until ${longDayText(c.expiry)}.` : 'No expiry date.');
  if (c.uselimit === 1) terms.push('It can be used once.');
  else if (c.uselimit > 1) terms.push(`It can be used ${c.uselimit} times.`);
  terms.push(`It is yours alone: sign in as ${c.customer_email} to use it.`);
  return terms;
}

export function couponMail(c: CouponRow, firstname: string, origin: string): OutgoingMail {
  const greeting = firstname.trim() ? `Kia ora ${firstname.trim()},` : 'Kia ora,';
  const value = couponValue(c);
  const terms = couponTerms(c);
  const link = `${origin}/`;
  const text = [
    greeting,
    '',
    `Here is your coupon for ${value} at Kauri Furniture.`,
    '',
    `Coupon code: ${c.code}`,
    c.name,
    '',
    ...terms,
    '',
    `Enter the code at the checkout: ${link}`,
    '',
    'Kauri Furniture',
  ].join('\n');
  const body = html`<p style="margin:0 0 12px">${greeting}</p>
<p style="margin:0 0 16px">Here is your coupon for <strong>${value}</strong> at Kauri Furniture.</p>
<p style="margin:0 0 4px;font-size:13px;color:#6b4a2f">Coupon code</p>
<p style="margin:0 0 8px;font-size:24px;font-weight:bold;letter-spacing:2px;font-family:monospace">${c.code}</p>
<p style="margin:0 0 16px">${c.name}</p>
${terms.map((t) => html`<p style="margin:0 0 4px;font-size:14px">${t}</p>`)}
${buttonLink(link, 'Shop now')}
<p style="margin:0">Kauri Furniture</p>`;
  return { to: c.customer_email, subject: couponSubject(c.code), text, html: mailPage(couponSubject(c.code), body) };
}
