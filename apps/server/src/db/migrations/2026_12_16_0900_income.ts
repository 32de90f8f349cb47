import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * 收入明细 (issue 14): `income_record`, the venue's income ledger written by the system: the
 * day it arose (yyyy-MM-dd), its project, type (场租 / 服务费 / 水电 / 加班 / 广告 / 停车 / 其他),
 * its source (a contract's guid and number, or a line's text), the amounts in fen, the tax rate
 * in hundredths of a percent, whether it was invoiced, and the month it is recognised in.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .createTable('income_record')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('income_date', 'text', (c) => c.notNull())
    .addColumn('project_guid', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('source_guid', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount_excl_tax', 'bigint', (c) => c.notNull())
    .addColumn('tax_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('invoiced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recognised_month', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'integer')
    .addColumn('owner_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('income_record_month_idx')
    .on('income_record')
    .columns(['recognised_month', 'id'])
    .execute()
  // a contract's income is written once, whoever signs it
  await db.schema
    .createIndex('income_record_source_idx')
    .on('income_record')
    .columns(['source_guid', 'type'])
    .unique()
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('income_record').execute()
}
