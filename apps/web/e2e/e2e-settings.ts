// Where a run's builds, servers and databases go. E2E_SLOT (a short name) lets several runs
// share a machine: each gets its own build folder, databases and ports (E2E_PORT is the
// first port; worker n listens on E2E_PORT + n, or on a port the system picks when another
// process holds that one).
const SLOT = process.env.E2E_SLOT ?? ''

export const E2E = {
  /** The web build, in apps/web. */
  dist: SLOT ? `dist-e2e-${SLOT}` : 'dist',
  /** The compiled server every worker runs (as `npm start` does), in apps/server. */
  server: `${SLOT ? `dist-e2e-${SLOT}` : 'dist'}/server.js`,
  dataDir: SLOT ? `data/e2e-${SLOT}` : 'data/e2e',
  port: Number(process.env.E2E_PORT ?? 18080),
  workers: Number(process.env.E2E_WORKERS ?? 2),
  /**
   * E2E_SHOTS=1 saves the screenshots under e2e/screenshots for review. Off by default:
   * nobody looks at a gate run's pictures, and about 200 of them cost the run half a minute.
   */
  shots: process.env.E2E_SHOTS === '1',
}
