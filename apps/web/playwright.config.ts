import { defineConfig } from '@playwright/test'

// Browser tests run against the production build served by our own server, on a fresh
// SQLite database seeded with the demo data (nothing of our server is mocked).
const PORT = Number(process.env.E2E_PORT ?? 18080)

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
    command: 'rm -rf ../../data/e2e && npm run build && cd ../server && npx tsx src/server.ts',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'data/e2e',
      LOGIN_RATE_LIMIT_PER_MINUTE: '300',
    },
    url: `http://127.0.0.1:${PORT}/xgz/cloud-user/api/system/backimg`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
