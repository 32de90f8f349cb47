import { Migrator } from 'kysely'
import type { Db } from './database.ts'
import { MIGRATIONS } from './migrations.ts'

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed`, { cause: error })
  }
}
