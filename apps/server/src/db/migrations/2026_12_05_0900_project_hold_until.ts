import type { Kysely } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

/**
 * 项目信息's holds (issue 13, section 2): `project.hold_until` is the last venue day
 * (yyyy-MM-dd) a 预定 project keeps its hold; after it the project is 已释放 and its blocks
 * are freed (a job every instance may run: each project moves once, at its version).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('project').addColumn('hold_until', 'text').execute()
  await db.schema
    .createIndex('project_hold_until_idx')
    .on('project')
    .columns(['status', 'hold_until'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('project_hold_until_idx').execute()
  await db.schema.alterTable('project').dropColumn('hold_until').execute()
}
