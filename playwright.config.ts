import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium): Playwright never downloads a browser.
 * The server is a fresh build over a throwaway embedded database (scripts/e2e-server.mjs).
 */
export default defineConfig({
  testDir: 'e2e',
  // One results folder per port, so runs on different ports never clear each other's traces.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace (snapshots and a screencast of every action) cost about half again the
    // CPU of a test run without one, and 'retain-on-failure' records one for every test to keep a
    // few. CI retries a failed test once and keeps the trace of that retry; a local run (no
    // retries) keeps each failed test's own trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), PUBLIC_URL: baseURL },
  },
});
