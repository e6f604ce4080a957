// What was emailed about a POS cart, quote or order (the POS cart's `emailLog`): one line per mail,
// in the words of domain/email-log.ts. Written in the sending action's transaction, so a refused
// action leaves no line behind.
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { emailLog } from '../../db/schema-pos.ts';

export interface EmailRecord {
  /** 'document': an order's document sent with Send-to (services/documents/send-to.ts). */
  kind: 'quote' | 'cart' | 'document';
  cartId: number | null;
  orderId: number | null;
  staff: SignedInStaff;
  toEmail: string;
  message: string;
  at: Date;
}

export async function recordEmail(tx: Database, entry: EmailRecord): Promise<void> {
  await tx.insert(emailLog).values({
    kind: entry.kind,
    cartId: entry.cartId,
    orderId: entry.orderId,
    staffId: entry.staff.id,
    toEmail: entry.toEmail,
    message: entry.message,
    createdAt: entry.at,
  });
}
