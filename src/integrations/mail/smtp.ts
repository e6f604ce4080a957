// Mail over SMTP with Nodemailer (any provider speaks SMTP, so none is tied in). SMTP_URL carries the
// server, port, credentials and TLS choice, e.g. smtps://user:pass@smtp.example.com:465.
import nodemailer from 'nodemailer';
import type { Mailer } from './index.ts';

/** The mail server did not take the message (the action it belonged to is rolled back). */
export class MailNotSent extends Error {
  constructor(cause: unknown) {
    super(`mail not sent: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // A mail server that does not answer must not hold a staff member's request (and its
  // transaction) for minutes; the URL's own settings win over these.
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.replyTo,
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        });
      } catch (err) {
        throw new MailNotSent(err);
      }
    },
  };
}
