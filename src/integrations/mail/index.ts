// Outgoing mail (docs/decisions/0008-pos-quotes-payments-mail.md): through SMTP when SMTP_URL is
// set, otherwise kept in the outbox that staff can read at /pos/outbox outside production. The
// outbox is a store the caller hands in (services/outside keeps it in a table): mail opens no table.
import type { Config } from '../../config.ts';
import { type OutboxStore, outboxMailer } from './outbox.ts';
import { smtpMailer } from './smtp.ts';

export { MailNotSent } from './smtp.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (a document's PDF). */
  attachments?: MailAttachment[];
  /** Where a reply goes when not to the shop's sender (the contact form: the shopper who wrote). */
  replyTo?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** `Tx`: the caller's transaction, which only the outbox's store knows how to use. */
export interface Mailer<Tx = unknown> {
  /** 'smtp' sends at once; 'outbox' keeps the mail in the outbox. */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Sends `mail`. An action that writes records about the mail passes its transaction as `tx`: the
   * outbox keeps the mail inside it, so a refused or failed action leaves no mail behind (and on
   * PGlite's single connection nothing waits for the open transaction). SMTP sends before the caller
   * commits: a mail server that refuses rolls the action back.
   */
  send(mail: OutgoingMail, tx?: Tx): Promise<void>;
}

export const MAIL_NOT_SENT = 'The email could not be sent. Please try again.';

/** Who the shop's mail comes from, until the configuration names a sender. */
export const DEFAULT_FROM = 'Kauri Furniture <no-reply@kauri.test>';

export function createMailer<Tx>(
  config: Pick<Config, 'smtpUrl'> & { mailFrom?: string },
  outbox: OutboxStore<Tx>,
): Mailer<Tx> {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom ?? DEFAULT_FROM) : outboxMailer(outbox);
}

export type { OutboxStore } from './outbox.ts';
