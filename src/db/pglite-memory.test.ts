// The embedded database starts with a small shared_buffers: PostgreSQL touches all of it on start and
// PGlite's WASM memory never gives it back, so PostgreSQL's default 128 MB stayed resident in the shop's
// process for good (src/db/client.ts, PGLITE_SETTINGS).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client.ts';

const MB = 1024 * 1024;

describe('the embedded database memory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kauri-memory-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps 32 MB of buffers, and its WASM memory stays at the 128 MB it starts with', async () => {
    const handle = await openDatabase({ dataDir });
    try {
      await migrateDatabase(handle);
      const client = (handle.db as unknown as { $client: PGlite & { mod: { HEAPU8: Uint8Array } } }).$client;
      // With 128 MB of buffers PostgreSQL grew it to 189 MB before serving anything.
      expect(client.mod.HEAPU8.byteLength).toBeLessThanOrEqual(128 * MB);
      const [row] = (await client.query<{ shared_buffers: string }>('show shared_buffers')).rows;
      expect(row?.shared_buffers).toBe('32MB');
    } finally {
      await handle.close();
    }
  });
});
