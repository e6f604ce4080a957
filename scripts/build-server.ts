// The server's half of the build: each program production runs, bundled from our TypeScript into one
// plain JavaScript file in build/app (esbuild), the packages left as imports of node_modules; and the
// files those programs read by path copied beside them (src/db/shipped-files.ts).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SHIPPED_FOLDERS } from '../src/db/shipped-files.ts';

/** build/app/<name>.js from each source: what `npm run serve`, `seed`, `backup`… run (package.json). */
export const PROGRAMS = {
  server: 'src/server.ts',
  seed: 'src/db/seed-cli.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  'staff-create': 'scripts/staff-create.ts',
  'staff-remove-demo': 'scripts/staff-remove-demo.ts',
};

export async function buildServer(root: string): Promise<void> {
  const out = path.join(root, 'build', 'app');
  rmSync(out, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: PROGRAMS,
    outdir: out,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // Names stay as written (a class's or function's `name` is read in places), and a failure's stack
    // can be traced back to the source through the map (node --enable-source-maps).
    keepNames: true,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  // The pages are compiled once, by their own build (build/server): the server takes what it needs of
  // them from there (the cards' markup, http/pages.ts), so a component in two builds can never send two
  // markups.
  const pageCode = Object.keys(result.metafile.inputs).filter((file) => file.startsWith('src/web/'));
  if (pageCode.length > 0)
    throw new Error(`the server's programs import page code (take it from the pages' build): ${pageCode.join(', ')}`);
  for (const folder of SHIPPED_FOLDERS)
    cpSync(path.join(root, 'src', 'db', folder), path.join(out, 'db', folder), {
      recursive: true,
      // drizzle-kit's snapshots are for writing the next migration; migrating reads the journal and the SQL.
      filter: (file) => !file.endsWith('_snapshot.json'),
    });
}
