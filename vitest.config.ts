import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so tests do not load the React Router plugin.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
