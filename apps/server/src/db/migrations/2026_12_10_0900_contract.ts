import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * 合同管理 (issue 14):
 * - `contract`: HT-<year>-NNNN, its type, the parent of an addendum, its project, customer and
 *   template, the filled text (sanitised HTML), the amounts in fen (excluding tax, tax rate in
 *   hundredths of a percent, tax, total, discount, deposit), its state (0 草稿, 1 审核中,
 *   2 待签订, 3 已签订, 4 履行中, 5 已完成, 6 已终止), the signed scan and when it was signed;
 *   `owner_id` / `dept_id` are its project's, which a role's data scope reads;
 * - `contract_instalment`: its payment plan: seq, kind, ratio in hundredths of a percent
 *   (3000 = 30%), amount in fen, due date (yyyy-MM-dd), the offset as written (签约后7日内)
 *   and what was received (fen).
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .createTable('contract')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('contract_number', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('parent_guid', 'text')
    .addColumn('project_guid', 'text', (c) => c.notNull())
    .addColumn('customer_guid', 'text')
    .addColumn('template_guid', 'text')
    .addColumn('plan_template_guid', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount_excl_tax', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scan_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('scan_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signed_at', 'bigint')
    .addColumn('owner_id', 'integer')
    .addColumn('dept_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('contract_project_idx')
    .on('contract')
    .columns(['project_guid', 'state'])
    .execute()
  await db.schema
    .createIndex('contract_state_idx')
    .on('contract')
    .columns(['state', 'id'])
    .execute()
  await db.schema
    .createIndex('contract_dept_idx')
    .on('contract')
    .columns(['dept_id', 'id'])
    .execute()
  await db.schema.createIndex('contract_parent_idx').on('contract').column('parent_guid').execute()
  await db.schema
    .createTable('contract_instalment')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('contract_guid', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ratio', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('offset_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('contract_instalment_contract_idx')
    .on('contract_instalment')
    .columns(['contract_guid', 'seq'])
    .execute()
  await db.schema
    .createIndex('contract_instalment_due_idx')
    .on('contract_instalment')
    .column('due_date')
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('contract_instalment').execute()
  await db.schema.dropTable('contract').execute()
}
