// Outgoing mail (CONTRACT.md "Email"): through SMTP when SMTP_URL is set, otherwise kept in the
// outbox table that staff can read at /pos/outbox outside production.
// TODO(mail helper): implement createMailer with nodemailer + the outbox.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailer(_config: Pick<Config, 'smtpUrl'>, _db: Database): Mailer {
  throw new Error('not yet');
}
