import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * 商机 (issue 13, section 2):
 * - `opportunity`: SJ-<year>-NNNN, its customer, stage (0 线索 … 4 商务谈判, 5 赢单, 6 输单),
 *   win %, expected amount (fen), area, days and wanted sites (JSON guids), the next
 *   follow-up day, the project 赢单 made, the reason of 输单; owner and department for the
 *   data scope;
 * - `customer_follow_up.opportunity_guid`: a follow-up made on an opportunity (it stays in its
 *   customer's log too);
 * - the project 赢单 made is the opportunity's `project_guid` (a project's detail finds the
 *   opportunity it was won from by it).
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('')
  await db.schema
    .createTable('opportunity')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('opportunity_number', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('customer_guid', 'text', (c) => c.notNull())
    .addColumn('stage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('win_rate', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('expected_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('expected_area', 'integer')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('form_flag', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('site_guids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('next_follow_date', 'text')
    .addColumn('project_guid', 'text')
    .addColumn('lost_reason', 'text', text)
    .addColumn('remark', 'text', text)
    .addColumn('owner_id', 'integer')
    .addColumn('dept_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // the list's and the board's filters: a data scope's departments, an owner, a stage with
  // its overdue follow-ups, a customer's opportunities
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('opportunity').columns(columns).execute()
  await index('opportunity_dept_idx', ['dept_id', 'id'])
  await index('opportunity_owner_idx', ['owner_id', 'id'])
  await index('opportunity_stage_idx', ['stage', 'next_follow_date'])
  await index('opportunity_customer_idx', ['customer_guid', 'id'])
  await index('opportunity_project_idx', ['project_guid'])

  await db.schema.alterTable('customer_follow_up').addColumn('opportunity_guid', 'text').execute()
  await db.schema
    .createIndex('customer_follow_up_opportunity_idx')
    .on('customer_follow_up')
    .columns(['opportunity_guid', 'id'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('customer_follow_up_opportunity_idx').execute()
  await db.schema.alterTable('customer_follow_up').dropColumn('opportunity_guid').execute()
  await db.schema.dropTable('opportunity').execute()
}
