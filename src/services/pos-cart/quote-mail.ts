// Emailing a quote to its customer (pos spec §7 POST /pos/quote/email-cus/, and complete/ with
// option quote_email): the quote's lines and totals, and the link to the printable quote; one line
// in the cart's emailLog.
// TODO(mail helper): implement.
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../mail/index.ts';

/**
 * Sends the quote `orderNo` to the email on the quote and records it in email_log. Refused
 * (PosRefusal 404) when there is no such quote, 422 when the quote has no valid email.
 * Answers the message the POS shows, e.g. 'Quote #100012 emailed to pita@example.nz'.
 */
export async function emailQuote(_db: Database, _mailer: Mailer, _staff: SignedInStaff, _orderNo: string): Promise<{ msg: string }> {
  throw new Error('not yet');
}
