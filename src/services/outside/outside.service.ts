// What the outside services' adapters (src/integrations) keep in the database, as the small stores
// they declare: the mail kept instead of sent, ALTCHA's key and used answers, the payment simulator's
// signing key. The adapters open no table; services/index.ts hands them these.
import type { Database } from '../../db/client.ts';
import { sharedKey } from '../../db/settings.ts';
import type { SimulatorKey } from '../../integrations/payments/index.ts';

export { altchaStore } from './altcha-store.ts';
export { type OutboxMail, outboxAttachment, outboxStore, recentOutbox } from './outbox.ts';

/** The payment simulator's signing key, shared by every instance. */
export const simulatorKey =
  (db: Database): SimulatorKey =>
  () =>
    sharedKey(db, 'gateway_sim_key');
