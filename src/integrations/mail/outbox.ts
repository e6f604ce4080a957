// Without SMTP_URL the mail is kept in the outbox table: development and tests read what would have
// been sent at /pos/outbox (docs/decisions/0008-pos-quotes-payments-mail.md).
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema-pos.ts';
import type { Mailer } from './index.ts';

export function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(mail, tx) {
      await (tx ?? db)
        .insert(outbox)
        .values({ toEmail: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
    },
  };
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
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
    createdAt: r.createdAt,
  }));
}
