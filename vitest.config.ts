import { defineConfig } from 'vitest/config';

// One runner for unit tests (next to the code) and API tests (apps/api, through app.inject on a
// fresh database each file). e2e/ is Playwright's, bench/ is timed scripts: neither belongs here.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
