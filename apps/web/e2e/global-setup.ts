import { execFileSync } from 'node:child_process'
import { E2E } from './e2e-settings.ts'

/**
 * Builds the web app once for the run; every worker's server serves this build (the
 * production bundle, as users get it).
 */
export default function globalSetup() {
  execFileSync('npx', ['vite', 'build', '--outDir', E2E.dist], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
