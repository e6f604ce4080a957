// Signed links to a customer's documents: the printable quote (the cart's `printQuoteUrl`,
// /quote/{orderNo}/print?t={token}) and an order's tax invoice, pro-forma and labels
// (/order/{orderNo}/{kind}?t={token}, services/documents/). The token is an HMAC of the document's
// kind and number under a key kept in app settings, so a link opens that one document of that one
// order without a sign-in, and guessing other numbers or kinds opens nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DocumentKind } from '../../contract/documents.ts';
import type { Database } from '../../db/client.ts';
import { settingOrCreate } from '../../db/settings.ts';

const keys = new WeakMap<Database, Promise<string>>();

function linkKey(db: Database): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = settingOrCreate(db, 'quote_link_key', () => randomBytes(32).toString('base64url'));
    keys.set(db, key);
  }
  return key;
}

// 'quote:{orderNo}' is what quote links have always signed, so links already mailed keep working.
const tokenOf = (key: string, kind: DocumentKind | 'pay', orderNo: string) =>
  createHmac('sha256', key).update(`${kind}:${orderNo}`).digest('base64url').slice(0, 32);

/** The token that opens the document `kind` of `orderNo` ('pay': the quote's pay page, services/checkout/quote-pay.ts). */
export async function documentToken(db: Database, kind: DocumentKind | 'pay', orderNo: string): Promise<string> {
  return tokenOf(await linkKey(db), kind, orderNo);
}

/** Whether `token` opens the document `kind` of `orderNo`. */
export async function documentTokenValid(
  db: Database,
  kind: DocumentKind | 'pay',
  orderNo: string,
  token: string,
): Promise<boolean> {
  const want = Buffer.from(tokenOf(await linkKey(db), kind, orderNo));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** The path of the printable quote, with its token. */
export async function printQuoteUrl(db: Database, orderNo: string): Promise<string> {
  return `/quote/${encodeURIComponent(orderNo)}/print?t=${await documentToken(db, 'quote', orderNo)}`;
}

/** Whether `token` opens the quote `orderNo`. */
export function quoteTokenValid(db: Database, orderNo: string, token: string): Promise<boolean> {
  return documentTokenValid(db, 'quote', orderNo, token);
}

/** The path of the quote's pay page, with its token: a token of its own kind, so a print link cannot pay. */
export async function payQuoteUrl(db: Database, orderNo: string): Promise<string> {
  return `/quote/${encodeURIComponent(orderNo)}/pay?t=${await documentToken(db, 'pay', orderNo)}`;
}
