import type { FastifyInstance } from 'fastify'
import { Migrator, sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { MIGRATIONS } from '#server/db/migrations.ts'

/** What the probes answer: a status word and nothing about the machine behind it. */
const answer = (ok: boolean) => ({
  code: ok ? 200 : 503,
  msg: ok ? 'ok' : 'unavailable',
  data: null,
})

/**
 * A balancer's probes (docs/deploy.md): `/health` (liveness: the process answers) and
 * `/ready` (readiness: the database answers and every migration is applied). Plain routes,
 * not contract endpoints: no session, no permission, no operation log, no details.
 */
export function registerHealthRoutes(api: FastifyInstance, db: Db) {
  // migrations only move forward: once all are applied, a later probe need not ask again
  let migrated = false
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  })
  const ready = async () => {
    await sql`select 1`.execute(db)
    if (!migrated) {
      migrated = (await migrator.getMigrations()).every((m) => m.executedAt !== undefined)
    }
    return migrated
  }

  api.get('/health', async () => answer(true))
  api.get('/ready', async (req, reply) => {
    const ok = await ready().catch((err: unknown) => {
      req.log.warn({ err }, 'readiness probe: the database did not answer')
      return false
    })
    return reply.status(ok ? 200 : 503).send(answer(ok))
  })
}
