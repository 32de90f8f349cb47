import { defineConfig } from '@playwright/test'
import { E2E } from './e2e/e2e-settings.ts'

// Browser tests run against the production build served by our own server, on fresh
// SQLite databases seeded with the demo data (nothing of our server is mocked).
// The build is made once (e2e/global-setup.ts); each worker starts a server and database of
// its own (the `serverURL` fixture, ADR 021), so two workers never see each other's writes,
// and a test retried after a failure (in a new worker) starts from the seed again.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // a file's tests run in order, in one worker
  fullyParallel: false,
  workers: E2E.workers,
  globalSetup: './e2e/global-setup.ts',
  // CI shares two cores between two browsers and two servers: a test that fails there is
  // run once more and, if it then passes, reported as flaky (a defect to look at, ADR 021)
  retries: process.env.CI ? 1 : 0,
  // two workers and their two servers share two cores: a test gets about half the machine
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    // the app honours the system's reduce-motion setting: no zoom or fade to wait for or
    // to draw frame by frame on two busy cores (a test that needs motion turns it back on)
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here (.ci/run installs it)
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
})
