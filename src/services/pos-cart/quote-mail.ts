// Emailing a quote to its customer (POST /pos/quote/email-cus/, and complete/ with
// option quote_email): the quote's lines and totals, its expiry, and the link to the printable quote;
// one line in the cart's emailLog; the quote as a PDF attached. The log, the outbox copy and the approval are one transaction:
// a refusal or a mail server's failure leaves none of them behind.
import { nzClockText, nzToday, weekdayDayText } from '../../domain/dates.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { isCustomerEmail } from '../../domain/pos-customer-check.ts';
import { EMAIL } from '../../domain/pos-validation.ts';
import { formatNzd } from '../../domain/money.ts';
import { amountTable, buttonLink, html, mailPage } from '../../integrations/mail/html.ts';
import type { Mailer, OutgoingMail } from '../../integrations/mail/index.ts';
import { staffName } from '../../domain/email-log.ts';
import { recordEmail } from './email-log.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import { type UsedApproval, requireApproval } from '../staff/staff.service.ts';
import { CART_NOT_FOUND } from './quotes.ts';
import { refuseChangedQuote } from './quote-figures.ts';
import { payQuoteUrl, printQuoteUrl } from './quote-link.ts';
import { type QuoteSheet, printableQuote, quoteSheet, quoteTotalRows } from './quote-print.ts';
import { documentFileName } from '../../contract/documents.ts';
import { quotePdf } from '../../integrations/pdf/index.ts';
import { Refusal } from '../../domain/refusal.ts';

export const quoteSubject = (orderNo: string) => `Your Kauri Furniture quote #${orderNo}`;
export const quoteEmailedMessage = (orderNo: string, email: string) => `Quote #${orderNo} has been emailed to ${email}`;

/**
 * Sends the pending quote `orderNo` to the email on the quote and records it in email_log. Refused
 * (a Refusal, 404 'Cart not found') when there is no such pending quote, 422 when the quote has no
 * valid email. `origin` is the shop's address as the customer reaches it (https://kauri.co.nz),
 * for the link to the printable quote. Pass a transaction as `db` to make it part of a larger action
 * (saving and emailing a quote); on its own it runs in its own transaction.
 */
export async function emailQuote(
  db: Database,
  mailer: Mailer,
  staff: SignedInStaff,
  orderNo: string,
  origin: string,
  now: Date = new Date(),
  /** The PIN approval the caller used (complete/ with quote_email), for the quote's history. */
  approval: UsedApproval | null = null,
): Promise<{ msg: string }> {
  return db.transaction(async (tx) => {
    const quote = await quoteSheet(tx, orderNo);
    if (quote?.status !== 'pending') throw new Refusal(404, CART_NOT_FOUND);
    const email = quote.customer.email.trim();
    if (!isCustomerEmail(email)) throw new Refusal(422, EMAIL);
    const link = `${origin}${await printQuoteUrl(tx, quote.orderNo)}`;
    // The customer pays the quote from the mail (services/checkout/quote-pay.ts).
    const payLink = `${origin}${await payQuoteUrl(tx, quote.orderNo)}`;
    await recordEmail(tx, {
      kind: 'quote',
      cartId: quote.cartId,
      orderId: quote.id,
      staff,
      toEmail: email,
      message: `Quote #${quote.orderNo} emailed to ${email} by ${staffName(staff)} on ${nzClockText(now)}`,
      at: now,
    });
    // The quote itself goes with the mail as a PDF (integrations/pdf), as the printable page shows it.
    const pdf = await quotePdf(printableQuote(quote, nzToday(now)));
    const attachment = {
      filename: documentFileName('quote', quote.orderNo),
      contentType: 'application/pdf',
      content: pdf,
    };
    await mailer.send({ ...quoteMail(quote, email, link, staff, payLink), attachments: [attachment] }, tx);
    const changes = { to: email };
    await recordOrderAction(tx, {
      orderId: quote.id,
      causerId: staff.id,
      action: 'email_quote',
      description: `Emailed the quote to ${email}`,
      approval,
      changes,
      now,
    });
    return { msg: quoteEmailedMessage(quote.orderNo, email) };
  });
}

/**
 * POST /pos/quote/email-cus/: the staff member's single-use 'email_quote' approval, then emailQuote, in one
 * transaction; refused (409, quote-figures.ts) while the quote's cart prices differently from the quote.
 */
export async function emailQuoteApproved(
  db: Database,
  mailer: Mailer,
  staff: SignedInStaff,
  req: { orderNo: string; approval: string | undefined; origin: string },
  now: Date = new Date(),
): Promise<{ msg: string }> {
  return db.transaction(async (tx) => {
    const approval = await requireApproval(tx, { approval: req.approval, type: 'email_quote', staffId: staff.id }, now);
    // The mail shows the saved figures: a cart that prices differently is saved first (Save & Send).
    await refuseChangedQuote(tx, req.orderNo, nzToday(now));
    return emailQuote(tx, mailer, staff, req.orderNo, req.origin, now, approval);
  });
}

/** The quote email: text and HTML say the same. */
export function quoteMail(
  quote: QuoteSheet,
  to: string,
  link: string,
  staff: SignedInStaff,
  /** The quote's pay page (quote-link.ts payQuoteUrl): "Pay online". */
  payLink = '',
): OutgoingMail {
  const money = (cents: number) => formatNzd(cents);
  const greeting = quote.customer.firstname.trim() ? `Kia ora ${quote.customer.firstname.trim()},` : 'Kia ora,';
  const expiry = quote.expiryDate ? `This quote is valid until ${weekdayDayText(quote.expiryDate)}.` : '';
  const totals = quoteTotalRows(quote);
  const gst = `Prices include GST of ${money(quote.totals.taxCents)}.`;
  const lineText = (l: QuoteSheet['lines'][number]) => `${l.qty} x ${l.name} (${l.sku})  ${money(l.rowCents)}`;

  const text = [
    greeting,
    '',
    `Thank you for your interest in Kauri Furniture. Here is your quote #${quote.orderNo}.`,
    '',
    ...quote.lines.map(lineText),
    '',
    ...totals.map((r) => `${r.label}: ${money(r.cents)}`),
    gst,
    '',
    ...(expiry ? [expiry, ''] : []),
    `View and print your quote: ${link}`,
    ...(payLink ? ['', `Pay online: ${payLink}`] : []),
    '',
    `${staffName(staff)}`,
    'Kauri Furniture',
  ].join('\n');

  const lineRows = quote.lines.map(
    (l) => html`<tr>
<td style="padding:8px 0;border-bottom:1px solid #efe6d8">${l.name}<br><span style="font-size:12px;color:#6b4a2f">${l.sku}</span></td>
<td align="center" style="padding:8px;border-bottom:1px solid #efe6d8">${l.qty}</td>
<td align="right" style="padding:8px 0;border-bottom:1px solid #efe6d8;white-space:nowrap">${money(l.rowCents)}</td></tr>`,
  );
  const body = html`<p style="margin:0 0 12px">${greeting}</p>
<p style="margin:0 0 16px">Thank you for your interest in Kauri Furniture. Here is your quote <strong>#${quote.orderNo}</strong>.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><th align="left" style="padding:4px 0;font-size:12px;color:#6b4a2f">Item</th><th style="padding:4px 8px;font-size:12px;color:#6b4a2f">Qty</th><th align="right" style="padding:4px 0;font-size:12px;color:#6b4a2f">Price</th></tr>
${lineRows}
</table>
${amountTable(totals.map((r) => [r.label, money(r.cents)]))}
<p style="margin:8px 0 0;font-size:13px;color:#6b4a2f">${gst}</p>
${expiry ? html`<p style="margin:16px 0 0">${expiry}</p>` : html``}
${buttonLink(link, 'View and print your quote')}
${payLink ? buttonLink(payLink, 'Pay online') : html``}
<p style="margin:0">${staffName(staff)}<br>Kauri Furniture</p>`;

  return { to, subject: quoteSubject(quote.orderNo), text, html: mailPage(quoteSubject(quote.orderNo), body) };
}
