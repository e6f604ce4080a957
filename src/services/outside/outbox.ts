// The outbox: the mail kept instead of sent when no SMTP_URL is set (integrations/mail/outbox.ts), in
// the outbox table, with its attached files base64. Read back by /pos/outbox and by tests.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema-pos.ts';
import type { OutboxStore } from '../../integrations/mail/index.ts';

/** Keeps a mail in the outbox table, in the sending action's transaction when it passes one. */
export function outboxStore(db: Database): OutboxStore<Database> {
  return {
    async keep(mail, tx) {
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
