import { defineConfig } from 'vitest/config';

// End-to-end journeys: a production build served by the real server on a fresh embedded database,
// driven in Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    // In CI each run also writes a JSON report that .ci/summary.mjs adds up.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/e2e.json' }]]
      : ['default'],
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One more try for a journey that trips over browser timing on a busy 2-core machine; a real
    // fault fails both tries. The JSON report still records the retry.
    retry: 1,
  },
});
