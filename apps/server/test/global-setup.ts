import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { newPGlite, pgliteDb } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite data directory (see createTestDb). */
    pgliteSnapshot: string
  }
}

/**
 * PGlite's initdb costs 5-25 s of CPU per database, and every test file opens at least one:
 * it was most of the server suite's time. The migrated, empty database is made once here
 * and each test database starts from a copy of it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  // a real PostgreSQL takes PGlite's place (DIALECTS in helpers.ts): nothing to make
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '')
    return () => {}
  }
  const dir = mkdtempSync(join(tmpdir(), 'venue-pglite-'))
  const file = join(dir, 'migrated.tar')
  const pglite = newPGlite()
  const db = pgliteDb(pglite)
  await migrateToLatest(db)
  // uncompressed: loading skips the gunzip, and the file lives only for this run
  writeFileSync(file, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()))
  await db.destroy()
  project.provide('pgliteSnapshot', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
