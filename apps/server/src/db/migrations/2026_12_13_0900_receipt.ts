import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * 收款记录 (issue 14):
 * - `receipt`: SK-<year>-NNNN, the payer, the amount in fen, the method, the arrival day
 *   (yyyy-MM-dd), the bank's serial (unique when given; null for cash), and `allocated`: the
 *   sum of its standing allocations, kept in the same transaction as they change, so a
 *   conditional update (allocated + x <= amount) stops a second claim of the same money;
 * - `receipt_allocation`: a part of a receipt given to an instalment; an undone one stays
 *   with its reason (`undone_at` set);
 * - `instalment_reminder`: the reminders sent (7 days before a due date, overdue), one row
 *   each, so that several instances send each once.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .createTable('receipt')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('receipt_number', 'text', (c) => c.notNull().unique())
    .addColumn('payer', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('allocated', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('arrival_date', 'text', (c) => c.notNull())
    .addColumn('bank_serial', 'text', (c) => c.unique())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dept_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('receipt_arrival_idx')
    .on('receipt')
    .columns(['arrival_date', 'id'])
    .execute()
  await db.schema
    .createTable('receipt_allocation')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('receipt_guid', 'text', (c) => c.notNull())
    .addColumn('instalment_guid', 'text', (c) => c.notNull())
    .addColumn('contract_guid', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('undone_by', 'integer')
    .addColumn('undone_at', 'bigint')
    .addColumn('undo_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .createIndex('receipt_allocation_receipt_idx')
    .on('receipt_allocation')
    .column('receipt_guid')
    .execute()
  await db.schema
    .createIndex('receipt_allocation_instalment_idx')
    .on('receipt_allocation')
    .column('instalment_guid')
    .execute()
  await db.schema
    .createTable('instalment_reminder')
    .addColumn('instalment_guid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('instalment_reminder_pk', ['instalment_guid', 'kind'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('instalment_reminder').execute()
  await db.schema.dropTable('receipt_allocation').execute()
  await db.schema.dropTable('receipt').execute()
}
