// Send-to (POST /pos/order/sendTo): the chosen document of an order (tax invoice, pro-forma, labels;
// a quote's: the quote) mailed as a PDF attachment to the customer's email or another address staff
// type. The email log line, the mail (the outbox keeps it in the transaction) and the order's history
// are one transaction, as the quote email's are (services/pos-cart/quote-mail.ts): a refusal or a
// mail server's failure leaves none of them behind.
import { sql } from 'drizzle-orm';
import { nzClockText, nzToday } from '../../domain/dates.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { SendToRequest } from '../../contract/documents-calls.ts';
import {
  DOCUMENT_NAMES,
  DOCUMENT_NOT_FOR_ORDER,
  type DocumentKind,
  ORDER_DOCUMENTS,
  sentMessage,
} from '../../contract/documents.ts';
import { ORDER_NOT_EXIST } from '../../contract/pos-order-detail.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { isCustomerEmail } from '../../domain/pos-customer-check.ts';
import { Refusal } from '../../domain/refusal.ts';
import { html, mailPage } from '../../integrations/mail/html.ts';
import type { Mailer, OutgoingMail } from '../../integrations/mail/index.ts';
import { staffName } from '../../domain/email-log.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import { recordEmail } from '../pos-cart/pos-cart.service.ts';
import { documentPdf } from './files.ts';
import type { Supplier } from './models.ts';

export const INVALID_EMAIL = 'Please enter a valid email address';

export async function sendDocument(
  db: Database,
  mailer: Mailer,
  supplier: Supplier,
  staff: SignedInStaff,
  req: SendToRequest,
  now: Date = new Date(),
): Promise<{ success: true; msg: string }> {
  const email = req.email.trim();
  if (!isCustomerEmail(email)) throw new Refusal(422, INVALID_EMAIL);
  return db.transaction(async (tx) => {
    const [order] = await queryRows<{ id: number; kind: 'order' | 'quote'; firstname: string }>(
      tx,
      sql`select id, kind, firstname from orders where order_no = ${req.orderNo}`,
    );
    if (!order) throw new Refusal(404, ORDER_NOT_EXIST);
    const allowed: readonly DocumentKind[] = order.kind === 'quote' ? ['quote'] : ORDER_DOCUMENTS;
    if (!allowed.includes(req.document)) throw new Refusal(422, DOCUMENT_NOT_FOR_ORDER);
    const file = await documentPdf(tx, req.document, req.orderNo, supplier, nzToday(now));
    if (!file) throw new Refusal(404, ORDER_NOT_EXIST);
    const name = DOCUMENT_NAMES[req.document];
    await recordEmail(tx, {
      kind: order.kind === 'quote' ? 'quote' : 'document',
      cartId: null,
      orderId: Number(order.id),
      staff,
      toEmail: email,
      message: `${name} for #${req.orderNo} emailed to ${email} by ${staffName(staff)} on ${nzClockText(now)}`,
      at: now,
    });
    await mailer.send({ ...documentMail(name, req.orderNo, order.firstname, email, staff), attachments: [file] }, tx);
    await recordOrderAction(tx, {
      orderId: Number(order.id),
      causerId: staff.id,
      action: 'email_document',
      description: `Emailed the ${name.toLowerCase()} to ${email}`,
      changes: { document: req.document, to: email, file: file.filename },
      now,
    });
    return { success: true as const, msg: sentMessage(req.document, req.orderNo, email) };
  });
}

/** The covering mail: the document itself is the attachment. Text and HTML say the same. */
export function documentMail(
  name: string,
  orderNo: string,
  firstname: string,
  to: string,
  staff: SignedInStaff,
): OutgoingMail {
  const subject = `Your Kauri Furniture ${name.toLowerCase()} #${orderNo}`;
  const greeting = firstname.trim() ? `Kia ora ${firstname.trim()},` : 'Kia ora,';
  const line = `Please find attached the ${name.toLowerCase()} for your order #${orderNo}.`;
  const text = [greeting, '', line, '', staffName(staff), 'Kauri Furniture'].join('\n');
  const body = html`<p style="margin:0 0 12px">${greeting}</p>
<p style="margin:0 0 16px">${line}</p>
<p style="margin:0">${staffName(staff)}<br>Kauri Furniture</p>`;
  return { to, subject, text, html: mailPage(subject, body) };
}
