import type { Endpoint } from '@app/contracts'
import { readFile } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { buildApp } from '#server/app.ts'
import { loadConfig, type Config } from '#server/config.ts'
import { type Db, type Dialect, createDb } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { createScratchPostgres } from '#server/db/scratch-database.ts'
import { startSession } from '#server/modules/identity/session.service.ts'

// A test that mounts one module's routes on a bare Fastify gives them the app's endpoint
// hooks (session check, operation log) the way routes.ts does; modules never import routes.ts.
export { moduleDeps } from '#server/routes.ts'

/**
 * The dialects every database test runs on: SQLite, and PostgreSQL: the real server when
 * TEST_DATABASE_URL is set (CI sets it when one answers), else in-process PGlite
 * (docs/house-style.md "Tests"). PGlite beside a real server checked nothing the server
 * does not, at two thirds of the suite's database time.
 */
export const DIALECTS: Dialect[] = ['sqlite', process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite']

export interface TestDb {
  db: Db
  dialect: Dialect
  close: () => Promise<void>
}

/** A fresh, migrated, empty database of the dialect (a new database per call on PostgreSQL). */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  if (dialect !== 'postgres') {
    const db = createDb({
      dialect,
      url: ':memory:',
      // a copy of the migrated database made once per run (test/global-setup.ts)
      ...(dialect === 'pglite' ? { pgliteDataDir: await pgliteSnapshot() } : {}),
    })
    await migrateToLatest(db)
    return { db, dialect, close: () => db.destroy() }
  }
  const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL as string, 'venue_test')
  const db = createDb({ dialect: 'postgres', url: scratch.url })
  await migrateToLatest(db)
  return {
    db,
    dialect,
    close: async () => {
      await db.destroy()
      await scratch.drop()
    },
  }
}

let snapshot: Promise<Blob> | undefined
const pgliteSnapshot = (): Promise<Blob> =>
  (snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes])))

export interface TestApp extends TestDb {
  app: FastifyInstance
  config: Config
}

/** A built app (no port) over a fresh database; `seed` fills it first. */
export async function buildTestApp(
  dialect: Dialect,
  opts: { seed?: (db: Db) => Promise<unknown>; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const t = await createTestDb(dialect)
  if (opts.seed) await opts.seed(t.db)
  const config: Config = { ...loadConfig({}), webDist: undefined, ...opts.config }
  const app = await buildApp({ db: t.db, config })
  await app.ready()
  return {
    ...t,
    app,
    config,
    close: async () => {
      await app.close()
      await t.close()
    },
  }
}

/** A session token for a seeded user, straight from the session service (no sign-in call). */
export async function tokenFor(db: Db, userName: string): Promise<string> {
  const u = await db
    .selectFrom('sysUser')
    .select('id')
    .where('userName', '=', userName)
    .executeTakeFirstOrThrow()
  return startSession(db, u.id, { ip: '127.0.0.1', userAgent: 'vitest' })
}

/**
 * Calls a contract endpoint as the holder of `token`: GET input goes in the query string,
 * POST input in the body (form-encoded for `bodyKind: 'form'`, as the web's download does).
 *
 * @example const res = await callAs(t.app, API.templates.remark.page, token, { page: 1 })
 */
export function callAs(
  app: TestApp['app'],
  endpoint: Endpoint,
  token: string,
  input: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const url = `/xgz${endpoint.path}`
  const allHeaders = { 'access-token': token, ...headers }
  if (endpoint.method === 'GET') {
    const query = Object.fromEntries(
      Object.entries(input)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    )
    return app.inject({ method: 'GET', url, query, headers: allHeaders })
  }
  if (endpoint.bodyKind === 'form') {
    const form = new URLSearchParams()
    for (const [k, v] of Object.entries(input)) if (v !== undefined) form.append(k, String(v))
    return app.inject({
      method: 'POST',
      url,
      payload: form.toString(),
      headers: { ...allHeaders, 'content-type': 'application/x-www-form-urlencoded' },
    })
  }
  return app.inject({ method: 'POST', url, payload: input, headers: allHeaders })
}
