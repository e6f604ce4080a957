// Without SMTP_URL the mail is kept in the outbox table: development and tests read what would have
// been sent at /pos/outbox (docs/decisions/0008-pos-quotes-payments-mail.md).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema-pos.ts';
import type { Mailer } from './index.ts';

export function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(mail, tx) {
      await (tx ?? db).insert(outbox).values({
        toEmail: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          base64: a.content.toString('base64'),
        })),
      });
    },
  };
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The attached files' names, types and sizes in bytes (the files: outboxAttachment). */
  attachments: { filename: string; contentType: string; size: number }[];
  createdAt: Date;
}

/** The newest mails of the outbox, newest first. */
export async function recentOutbox(db: Database, limit: number): Promise<OutboxMail[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.toEmail,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    attachments: (r.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: Buffer.byteLength(a.base64, 'base64'),
    })),
    createdAt: r.createdAt,
  }));
}

/** The `index`th file attached to the kept mail `id` (0 first), or null when there is none. */
export async function outboxAttachment(
  db: Database,
  id: number,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  const [row] = await db.select({ attachments: outbox.attachments }).from(outbox).where(eq(outbox.id, id));
  const file = row?.attachments?.[index];
  return file
    ? { filename: file.filename, contentType: file.contentType, content: Buffer.from(file.base64, 'base64') }
    : null;
}
