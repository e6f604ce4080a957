import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
// A file that swaps a module (vi.mock) or a global (vi.stubGlobal: the browser-side tests' window and
// document) needs modules of its own; every other file shares its worker's modules with the files
// before it, so the app is imported once per worker rather than once per file (most of a run's time
// was that import). Found by reading the files, so a new file that mocks is kept apart without a list.
const SWAPS = /\bvi\.(?:do)?(?:[mM]ock|stubGlobal)\(/;
const ownModules = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `src/${name.replaceAll('\\', '/')}`)
  .filter((file) => SWAPS.test(readFileSync(file, 'utf8')));

// Kept apart from vite.config.ts so tests do not load the React Router plugin.
export default defineConfig({
  test: {
    // In CI each run also writes a JSON report that .ci/summary.mjs adds up.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/unit.json' }]]
      : ['default'],
    environment: 'node',
    // One image of the migrated embedded database, which every test's PGlite starts from.
    globalSetup: ['src/testing/migrated-image.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files run side by side, one worker per core: each file opens its own PGlite, and each worker its
    // own PostgreSQL database (src/testing/databases.ts). Vitest's own default is one worker fewer than
    // the cores, which on a 2-core machine is a single worker and half the machine idle.
    // `--maxWorkers=1` runs them one at a time.
    fileParallelism: true,
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'shared', include: TEST_FILES, exclude: ownModules, isolate: false } },
      { extends: true, test: { name: 'own-modules', include: ownModules, isolate: true } },
    ],
  },
});
