// The shop's emails as HTML: every value from the database goes through escapeHtml; the layout is
// tables and inline styles, which is what mail programs still read reliably.
import { escapeHtml } from '../../domain/html.ts';

/** Marks markup already built from escaped parts, so it is not escaped twice. */
export interface Markup {
  readonly html: string;
}

export const markup = (html: string): Markup => ({ html });

/** A tagged template that escapes every interpolated value except Markup (and lists of Markup). */
export function html(strings: TemplateStringsArray, ...values: (string | number | Markup | Markup[])[]): Markup {
  let out = strings[0]!;
  values.forEach((v, i) => {
    const part = Array.isArray(v)
      ? v.map((m) => m.html).join('')
      : typeof v === 'object'
        ? v.html
        : escapeHtml(String(v));
    out += part + strings[i + 1]!;
  });
  return markup(out);
}

const FONT = markup('font-family:Helvetica,Arial,sans-serif');

/** The page around an email's content: the shop's name, the content, the sign-off. */
export function mailPage(title: string, content: Markup): string {
  return html`<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#fbf8f3">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf8f3"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #efe6d8;border-radius:8px;color:#23201c;${FONT}">
<tr><td style="background:#1f5130;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;${FONT}">Kauri Furniture</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${content}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b4a2f;border-top:1px solid #efe6d8">Kauri Furniture · Prices in NZD, GST included.</td></tr>
</table></td></tr></table>
</body></html>`.html;
}

/** A call-to-action link drawn as a button. */
export const buttonLink = (href: string, label: string) =>
  html`<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#1f5130;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${label}</a></p>`;

/** Rows of label and amount, the last one bold when `strongLast`. */
export function amountTable(rows: [string, string][], strongLast = true): Markup {
  const cells = rows.map(([label, amount], i) => {
    const weight = strongLast && i === rows.length - 1 ? 'font-weight:bold;border-top:1px solid #d9cbb4;' : '';
    return html`<tr><td style="padding:4px 0;${markup(weight)}">${label}</td><td align="right" style="padding:4px 0;${markup(weight)}">${amount}</td></tr>`;
  });
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px">${cells}</table>`;
}
