import { type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * The scheduling grid: sites (a tree) and their relations, schedule templates with their
 * day-parts, the festival map, the booking blocks (missions) and the handling of their
 * conflicts. Block times are a calendar date plus minutes of the day; `start_key`/`end_key`
 * are dayNumber*1440+minute, so an overlap is two integer comparisons an index can serve.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const idCol = (name = 'id') =>
    [
      name,
      'integer',
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- kysely column builder callback
      (c: any) =>
        pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    ] as const

  await db.schema
    .createTable('schedule_template')
    .addColumn(...idCol())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('schedule_day_part')
    .addColumn(...idCol())
    .addColumn('template_id', 'integer', (c) =>
      c.notNull().references('schedule_template.id').onDelete('cascade'),
    )
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('schedule_day_part_template_idx')
    .on('schedule_day_part')
    .columns(['template_id', 'sort'])
    .execute()

  await db.schema
    .createTable('site')
    .addColumn(...idCol())
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // 0: a group row (展厅区), never booked
    .addColumn('bookable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disable_from', 'text')
    .addColumn('disable_to', 'text')
    .addColumn('disable_reason', 'text')
    .addColumn('template_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('site_parent_idx').on('site').columns(['parent_id', 'sort']).execute()

  // both directions are stored, so "the sites related to X" is one indexed lookup
  await db.schema
    .createTable('site_relation')
    .addColumn('site_guid', 'text', (c) => c.notNull())
    .addColumn('related_guid', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_relation_pk', ['site_guid', 'related_guid'])
    .execute()

  await db.schema
    .createTable('festival')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('schedule_mission')
    .addColumn('mid', 'text', (c) => c.primaryKey())
    .addColumn('project_guid', 'text', (c) => c.notNull())
    .addColumn('site_guid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('from_minute', 'integer', (c) => c.notNull())
    .addColumn('to_minute', 'integer', (c) => c.notNull())
    .addColumn('start_key', 'integer', (c) => c.notNull())
    .addColumn('end_key', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usage', 'text', (c) => c.notNull())
    .addColumn('copy_id', 'text')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // the grid's range query: blocks ending after the range starts (and starting before it ends)
  await db.schema
    .createIndex('schedule_mission_range_idx')
    .on('schedule_mission')
    .columns(['end_key', 'start_key'])
    .execute()
  // the save's overlap check: blocks on these sites around these times
  await db.schema
    .createIndex('schedule_mission_site_idx')
    .on('schedule_mission')
    .columns(['site_guid', 'end_key', 'start_key'])
    .execute()
  await db.schema
    .createIndex('schedule_mission_project_idx')
    .on('schedule_mission')
    .columns(['project_guid', 'end_key'])
    .execute()

  await db.schema
    .createTable('schedule_conflict')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('handler_id', 'integer')
    .addColumn('handler_name', 'text')
    .addColumn('handled_at', 'bigint')
    .execute()
}

export async function down(db: Db): Promise<void> {
  for (const t of [
    'schedule_conflict',
    'schedule_mission',
    'festival',
    'site_relation',
    'site',
    'schedule_day_part',
    'schedule_template',
  ]) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}
