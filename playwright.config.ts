import { defineConfig, devices } from '@playwright/test';

const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

// global-setup starts the app once per worker, each on a free loopback port with a fresh embedded database; a
// worker's tests reach theirs through support/test.ts. Spec files are spread over the workers, a file's tests run in
// order in one worker.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  // Two: the machine has two cores, and a test spends much of its time waiting on the other process (browser or app).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 } } },
  ],
});
