import type { Kysely } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

/**
 * 项目信息 (issue 13, section 2): a project's sales owner, its hold rank while 预定, its
 * expected size, why it was lost, a remark; indexes for the list's filters (a data scope's
 * departments, an owner, a state by date).
 */
export async function up(db: Db): Promise<void> {
  const add = (column: string, type: 'integer' | 'bigint' | 'text', text = false) =>
    db.schema
      .alterTable('project')
      .addColumn(column, type, (c) => (text ? c.notNull().defaultTo('') : c))
      .execute()
  await add('owner_id', 'integer')
  await add('hold_level', 'integer')
  await add('expected_area', 'integer')
  await add('expected_visitors', 'integer')
  await add('lost_reason', 'text', true)
  await add('remark', 'text', true)
  await db.schema.createIndex('project_dept_idx').on('project').columns(['dept_id']).execute()
  await db.schema.createIndex('project_owner_idx').on('project').columns(['owner_id']).execute()
  await db.schema
    .createIndex('project_status_idx')
    .on('project')
    .columns(['status', 'load_in_time'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  for (const index of ['project_status_idx', 'project_owner_idx', 'project_dept_idx'])
    await db.schema.dropIndex(index).execute()
  for (const column of [
    'remark',
    'lost_reason',
    'expected_visitors',
    'expected_area',
    'hold_level',
    'owner_id',
  ])
    await db.schema.alterTable('project').dropColumn(column).execute()
}
