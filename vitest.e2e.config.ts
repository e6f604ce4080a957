import { defineConfig } from 'vitest/config';

/**
 * The journeys in two groups, each against a store of its own (tests/e2e/global-setup.ts starts one
 * per group) and run side by side by tests/e2e/run.ts: a journey spends most of its time waiting on
 * the browser and the server, so one at a time left three quarters of the machine idle. Within a
 * group they run one at a time, as they share that store's stock, coupons and banking day.
 */
const JOURNEY_GROUPS = {
  counter: ['tests/e2e/pos*.e2e.ts', 'tests/e2e/staff*.e2e.ts'],
  storefront: ['tests/e2e/**/*.e2e.ts'],
} as const;

// End-to-end journeys: a production build served by the real server on a fresh embedded database,
// driven in Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    // In CI each run also writes a JSON report that .ci/summary.mjs adds up.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/e2e.json' }]]
      : ['default'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One more try for a journey that trips over browser timing on a busy 2-core machine; a real
    // fault fails both tries. The JSON report still records the retry.
    retry: 1,
    projects: [
      { extends: true, test: { name: 'counter', include: [...JOURNEY_GROUPS.counter] } },
      {
        extends: true,
        test: { name: 'storefront', include: [...JOURNEY_GROUPS.storefront], exclude: [...JOURNEY_GROUPS.counter] },
      },
    ],
  },
});
