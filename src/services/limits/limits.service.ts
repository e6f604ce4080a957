// Requests counted per address in the database (src/http/plugins/rate-limit.ts is the HTTP side), so
// several instances on one PostgreSQL share one count and an embedded database keeps it across a
// restart (docs/architecture.md: rate-limit counters live in the database). The clock is injectable
// so tests can let a window pass.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export interface AddressCount {
  /** Requests in the window, this one included. */
  count: number;
  /** Until the window ends. */
  msLeft: number;
}

export interface AddressLimitsOptions {
  now?: () => Date;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export function createAddressLimits(db: Database, opts: AddressLimitsOptions = {}) {
  const now = opts.now ?? (() => new Date());
  return {
    /**
     * Counts one request under `key` (the call and the address) in a window of `windowMs` that starts
     * at the key's first request. One statement, so parallel requests in several processes each count.
     */
    async count(key: string, windowMs: number): Promise<AddressCount> {
      const t = now();
      const ends = new Date(t.getTime() + windowMs);
      const [row] = await queryRows<{ count: number; expires_at: string | Date }>(
        db,
        sql`insert into address_hits as h (key, window_start, expires_at, count) values (${key}, ${at(t)}, ${at(ends)}, 1)
          on conflict (key) do update set
            window_start = case when h.expires_at <= ${at(t)} then ${at(t)} else h.window_start end,
            expires_at = case when h.expires_at <= ${at(t)} then ${at(ends)} else h.expires_at end,
            count = case when h.expires_at <= ${at(t)} then 1 else h.count + 1 end
          returning h.count, h.expires_at`,
      );
      const count = Number(row!.count);
      // A new window is the rare case: then the ended windows of every address go, so the table
      // holds only live windows.
      if (count === 1) await db.execute(sql`delete from address_hits where expires_at <= ${at(t)}`);
      return { count, msLeft: Math.max(0, new Date(row!.expires_at).getTime() - t.getTime()) };
    },
  };
}

export type AddressLimits = ReturnType<typeof createAddressLimits>;
