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

const close = async () => {
  await app.close()
  await db.destroy()
  process.exit(0)
}
process.on('SIGINT', close)
process.on('SIGTERM', close)
