import { defineConfig } from 'vitest/config';

// One runner for unit tests (next to the code) and API tests (apps/api, through app.inject on a
// fresh database each file). e2e/ is Playwright's, bench/ is timed scripts: neither belongs here.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores: the suite is CPU-bound (PGlite runs inside the test process), and vitest's default on a 2-core
    // machine is one worker.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          // A worker keeps its modules from one test file to the next instead of importing the whole API again for
          // each (2–3 s a file, half the suite's CPU time). Each file still builds its own app on its own database;
          // nothing in the server keeps state in a module that one file's app could leave to another's.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          // The web tests mock modules (vi.mock) and stub globals: each file keeps its own module graph.
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
        },
      },
    ],
  },
});
