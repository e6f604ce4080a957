// Settings shared by every instance on one database, such as the cookie secret.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from './rows.ts';
import type { Database } from './client.ts';
import { appSettings } from './schema.ts';

/** The value stored under `key`, creating it with `make()` the first time (race-safe). */
export async function settingOrCreate(db: Database, key: string, make: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row!.value;
}

/**
 * A random key stored under `name`, the same for every instance: made on first use, then read. For
 * signatures one instance makes and another checks (the payment simulator's, ALTCHA's challenges).
 */
export function sharedKey(db: Database, name: string): Promise<string> {
  return settingOrCreate(db, name, () => randomBytes(32).toString('base64url'));
}

export async function sessionSecret(db: Database, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  return settingOrCreate(db, 'session_secret', () => randomBytes(32).toString('base64url'));
}

export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(db, sql`select not exists (select 1 from products) as empty`);
  return Boolean(row?.empty);
}
