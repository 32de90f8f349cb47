import { loadConfig } from './config.ts'
import { buildApp } from './app.ts'
import { createDbFromConfig } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { DEMO_PASSWORD, seedDemoData } from './db/seed/seed.ts'

// Listens; everything else is built by app.ts (so tests never open a port).
const config = loadConfig()
const db = createDbFromConfig(config.databaseUrl, config.dataDir)
await migrateToLatest(db)
const seeded = config.seedDemo ? await seedDemoData(db, { today: new Date() }) : null
const app = await buildApp({ db, config, logger: process.env.LOG_REQUESTS === '1' })
await app.listen({ port: config.port, host: config.host })

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${config.dataDir}/venue.db`
console.info(`\n  智慧场馆运营管理平台  http://localhost:${config.port}\n  database: ${where}`)
if (seeded) {
  console.info(`  demo accounts (password ${DEMO_PASSWORD}): ${seeded.userNames.join(', ')}\n`)
}

/** How long requests in flight may take to finish after SIGTERM before the process goes anyway. */
const SHUTDOWN_GRACE_MS = 10_000

// Graceful shutdown (docs/deploy.md): stop accepting, end the event streams, let requests
// in flight finish, close the pool. A balancer's readiness probe fails from the first step.
let closing = false
const shutDown = async (signal: string) => {
  if (closing) return
  closing = true
  console.info(`  ${signal}: closing`)
  const force = setTimeout(() => {
    console.error(`  requests still in flight after ${SHUTDOWN_GRACE_MS} ms: exiting anyway`)
    process.exit(1)
  }, SHUTDOWN_GRACE_MS)
  force.unref()
  await app.close()
  await db.destroy()
  process.exit(0)
}
process.on('SIGINT', () => void shutDown('SIGINT'))
process.on('SIGTERM', () => void shutDown('SIGTERM'))
