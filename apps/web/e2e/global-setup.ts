import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { E2E } from './e2e-settings.ts'

/**
 * Builds the web app and the server once for the run; every worker runs this server and
 * it serves this web build (both as `npm start` runs them, as users get them).
 */
export default function globalSetup() {
  execFileSync('npx', ['vite', 'build', '--outDir', E2E.dist], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  execFileSync('npx', ['tsx', 'scripts/build.ts', E2E.server], {
    cwd: fileURLToPath(new URL('../../server', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
