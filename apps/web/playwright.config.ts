import { defineConfig } from '@playwright/test'

// Browser tests run against the production build served by our own server, on a fresh
// SQLite database seeded with the demo data (nothing of our server is mocked).
// E2E_SLOT (a short name) lets several runs share a machine: each gets its own port,
// build folder and database (E2E_PORT still picks the port).
const SLOT = process.env.E2E_SLOT ?? ''
const PORT = Number(process.env.E2E_PORT ?? 18080)
const DIST = SLOT ? `dist-e2e-${SLOT}` : 'dist'
const DATA_DIR = SLOT ? `data/e2e-${SLOT}` : 'data/e2e'

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here (.ci/run installs it)
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: `rm -rf ../../${DATA_DIR} && npx vite build --outDir ${DIST} && cd ../server && npx tsx src/server.ts`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      WEB_DIST: new URL(DIST, import.meta.url).pathname,
      LOGIN_RATE_LIMIT_PER_MINUTE: '300',
    },
    url: `http://127.0.0.1:${PORT}/xgz/cloud-user/api/system/backimg`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
