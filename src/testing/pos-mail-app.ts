// The /pos test app (pos-app.ts) with a mailer a test can swap: the outbox by default, or another
// (a failing mail server) through `mail.use`.
import { type Mailer, createMailer } from '../integrations/mail/index.ts';
import type { TestDatabase } from './databases.ts';
import { type PosTestApp, openPosTestApp } from './pos-app.ts';
import { outboxStore } from '../services/outside/outside.service.ts';

export interface MailTestApp extends PosTestApp {
  mail: { outbox: Mailer; use(mailer: Mailer | null): void };
}

/** `env` adds configuration (PUBLIC_URL…). */
export async function openMailTestApp(target: TestDatabase, env: Record<string, string> = {}): Promise<MailTestApp> {
  let current: Mailer | null = null;
  let outbox: Mailer | null = null;
  const t = await openPosTestApp(target, {
    env,
    mailer: (db) => {
      const kept = createMailer({}, outboxStore(db));
      outbox = kept;
      return {
        get kind() {
          return (current ?? kept).kind;
        },
        send: (mail, tx) => (current ?? kept).send(mail, tx),
      };
    },
  });
  const use: MailTestApp['mail']['use'] = (m) => {
    current = m;
  };
  return { ...t, mail: { outbox: outbox!, use } };
}
