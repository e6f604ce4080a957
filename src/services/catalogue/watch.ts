// Every process keeps copies of the catalogue (listings, filter counts, the category tree, the POS
// item search, cached pages). A saved change must show within a second on every process, so each
// process reads the change counter (changes.ts) on a timer and, when it has moved, drops its copies.
// The saving process drops them at once (`changed()`), so its own next read is fresh. One row read
// every few hundred milliseconds per process: no request pays for it. Polling rather than LISTEN/NOTIFY:
// it works the same on PGlite and on a pool of PostgreSQL connections, and a missed notice cannot
// leave a process stale for good.
import type { Database } from '../../db/client.ts';
import { catalogueVersion } from './changes.ts';

export type CatalogueWatch = ReturnType<typeof createCatalogueWatch>;

export function createCatalogueWatch(db: Database) {
  const forgetters = new Set<() => void>();
  let seen: string | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let looking: Promise<void> | null = null;

  function changed(): void {
    for (const forget of forgetters) forget();
  }

  /** Reads the counter; drops every copy when it moved since the last look. */
  async function look(): Promise<void> {
    const now = await catalogueVersion(db);
    const moved = seen !== null && now !== seen;
    seen = now;
    if (moved) changed();
  }

  return {
    /** `forget` drops what its owner keeps of the catalogue; returns the way to stop calling it. */
    onChange(forget: () => void): () => void {
      forgetters.add(forget);
      return () => forgetters.delete(forget);
    },
    /** In the process that saved: every copy goes now (the others follow on their next look). */
    changed,
    look,
    /** Looks every `intervalMs` (config CATALOGUE_WATCH_MS, 300 by default; 0: never) until stopped; a failed look is reported and the next one tried. */
    start(intervalMs: number, onError: (err: unknown) => void): void {
      if (timer || intervalMs <= 0) return;
      const tick = () => {
        // One look at a time: a slow database does not pile them up.
        if (looking) return;
        looking = look()
          .catch(onError)
          .finally(() => {
            looking = null;
          });
      };
      tick();
      timer = setInterval(tick, intervalMs);
      // The timer alone never keeps a process (or a test run) alive.
      timer.unref();
    },
    /** Stops looking; resolves once a look under way has finished, so the database can then be closed. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await looking;
    },
  };
}
