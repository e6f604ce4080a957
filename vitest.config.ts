import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so tests do not load the React Router plugin.
export default defineConfig({
  test: {
    // In CI each run also writes a JSON report that .ci/summary.mjs adds up.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/unit.json' }]]
      : ['default'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
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
  },
});
