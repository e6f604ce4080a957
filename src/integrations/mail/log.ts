// What was emailed about a POS cart or quote (the POS cart's `emailLog`): one line per mail, in the
// staff's words and New Zealand time, e.g. 'Quote #P100012 emailed to pita@example.nz by Sam Staff
// on 22/11/2026 3:45 pm'. Written in the sending action's transaction.
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { emailLog } from '../../db/schema-pos.ts';

export const staffName = (staff: Pick<SignedInStaff, 'firstname' | 'lastname'>) =>
  `${staff.firstname} ${staff.lastname}`.trim();

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
