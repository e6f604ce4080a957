// The printable quote's address (the cart's `printQuoteUrl`): /quote/{orderNo}/print?t={token}. The
// token is an HMAC of the quote number under a key kept in app settings, so the link in the quote
// email opens that one quote for the customer without a sign-in, and guessing other numbers opens
// nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

const tokenOf = (key: string, orderNo: string) =>
  createHmac('sha256', key).update(`quote:${orderNo}`).digest('base64url').slice(0, 32);

/** The path of the printable quote, with its token. */
export async function printQuoteUrl(db: Database, orderNo: string): Promise<string> {
  return `/quote/${encodeURIComponent(orderNo)}/print?t=${tokenOf(await linkKey(db), orderNo)}`;
}

/** Whether `token` opens the quote `orderNo`. */
export async function quoteTokenValid(db: Database, orderNo: string, token: string): Promise<boolean> {
  const want = Buffer.from(tokenOf(await linkKey(db), orderNo));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}
