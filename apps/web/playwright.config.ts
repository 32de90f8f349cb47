import { defineConfig } from '@playwright/test'
import type { E2eWorkerOptions } from './e2e/fixtures.ts'

// Browser tests run against the production build served by our own server, on fresh
// SQLite databases seeded with the demo data (nothing of our server is mocked).
// Each worker has its own server and database (ADR 021): worker n talks to port
// E2E_PORT + n only, so two workers never see each other's writes.
// E2E_SLOT (a short name) lets several runs share a machine: each gets its own ports,
// build folder and databases (E2E_PORT still picks the first port).
const SLOT = process.env.E2E_SLOT ?? ''
const PORT = Number(process.env.E2E_PORT ?? 18080)
const WORKERS = Number(process.env.E2E_WORKERS ?? 2)
const DIST = SLOT ? `dist-e2e-${SLOT}` : 'dist'
const DATA_DIR = SLOT ? `data/e2e-${SLOT}` : 'data/e2e'
const servers = Array.from({ length: WORKERS }, (_, n) => ({
  port: PORT + n,
  dataDir: `${DATA_DIR}-${n}`,
}))
const urlOf = (port: number) => `http://127.0.0.1:${port}`

export default defineConfig<object, E2eWorkerOptions>({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // a file's tests run in order in one worker: later tests may build on earlier ones' data
  fullyParallel: false,
  workers: WORKERS,
  // CI shares two cores between two browsers and two servers: a test that fails there is
  // run once more and, if it then passes, reported as flaky (a defect to look at, ADR 021)
  retries: process.env.CI ? 1 : 0,
  // two workers and their two servers share two cores: a test gets about half the machine
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    servers: servers.map((s) => urlOf(s.port)),
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here (.ci/run installs it)
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // started one after the other: the first builds the web app the others serve too
  webServer: servers.map((s, n) => ({
    command: [
      `rm -rf ../../${s.dataDir}`,
      ...(n === 0 ? [`npx vite build --outDir ${DIST}`] : []),
      'cd ../server && npx tsx src/server.ts',
    ].join(' && '),
    env: {
      PORT: String(s.port),
      HOST: '127.0.0.1',
      DATA_DIR: s.dataDir,
      WEB_DIST: new URL(DIST, import.meta.url).pathname,
      LOGIN_RATE_LIMIT_PER_MINUTE: '300',
    },
    url: `${urlOf(s.port)}/xgz/cloud-user/api/system/backimg`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
})
