// Without SMTP_URL the mail is kept instead of sent: development and tests read what would have been
// sent at /pos/outbox (docs/decisions/0008-pos-quotes-payments-mail.md). Where it is kept is the
// store's business (services/outside/outbox.ts, the outbox table).
import type { Mailer, OutgoingMail } from './index.ts';

export interface OutboxStore<Tx> {
  /** Keeps `mail`, inside the caller's transaction `tx` when there is one. */
  keep(mail: OutgoingMail, tx?: Tx): Promise<void>;
}

export function outboxMailer<Tx>(store: OutboxStore<Tx>): Mailer<Tx> {
  return {
    kind: 'outbox',
    send: (mail, tx) => store.keep(mail, tx),
  };
}
