// One image of a freshly migrated embedded database, made once per test run (vitest.config.ts's
// globalSetup) and read by every test worker: starting a PGlite from it is much quicker than
// an empty one plus the migrations (PostgreSQL's initdb and every migration, per database, per file).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, pgliteOf } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the image; absent where no global setup made one (the tests then migrate each database). */
    migratedImage: string;
  }
}

// Each test project (vitest.config.ts) runs the setup, so each gets an image of its own.
const dirs: string[] = [];

export async function setup(project: TestProject) {
  const handle = await openDatabase({});
  try {
    await migrateDatabase(handle);
    const image = await pgliteOf(handle).dumpDataDir('none');
    const dir = mkdtempSync(path.join(tmpdir(), 'kauri-image-'));
    dirs.push(dir);
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    project.provide('migratedImage', file);
  } finally {
    await handle.close();
  }
}

export function teardown() {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
