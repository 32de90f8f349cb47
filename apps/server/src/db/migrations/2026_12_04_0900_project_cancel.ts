import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * 项目取消 (issue 13, section 2):
 * - `project_cancel`: a request to cancel a signed project (reason, notice date, the penalty
 *   of the contract's clause, what was received and what goes back), in its workflow state
 *   (0 草稿, 1 审核中, 2 已通过); `owner_id` / `dept_id` are its project's, which a role's
 *   data scope reads;
 * - `refund_request`: money the venue owes back, recorded when a cancellation is approved
 *   (its audit screen, 退款审核, comes with finance).
 * Amounts in fen.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .createTable('project_cancel')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('cancel_number', 'text', (c) => c.notNull().unique())
    .addColumn('project_guid', 'text', (c) => c.notNull())
    .addColumn('reason_category', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notice_date', 'text', (c) => c.notNull())
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('penalty_clause', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('penalty', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_id', 'integer')
    .addColumn('dept_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('project_cancel_project_idx')
    .on('project_cancel')
    .columns(['project_guid', 'state'])
    .execute()
  await db.schema
    .createIndex('project_cancel_dept_idx')
    .on('project_cancel')
    .columns(['dept_id', 'id'])
    .execute()
  await db.schema
    .createTable('refund_request')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_guid', 'text', (c) => c.notNull())
    .addColumn('project_guid', 'text', (c) => c.notNull())
    .addColumn('payee', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('refund_request_source_idx')
    .on('refund_request')
    .columns(['source_type', 'source_guid'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('refund_request').execute()
  await db.schema.dropTable('project_cancel').execute()
}
