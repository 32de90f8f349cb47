import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * 形式发票 (issue 14):
 * - `proforma_invoice`: its number PI-<year>-NNNN (null while a draft; unique, NULLs apart),
 *   its project and customer, the amounts in fen (subtotal before tax, tax, total), its state
 *   (0 草稿, 1 已开具, 2 已确认, 3 已转正式发票, 4 已作废), its validity in days and, once
 *   issued, the issue day and the last valid day (yyyy-MM-dd), the formal invoice's number,
 *   the reason of a voiding and a remark;
 * - `proforma_invoice_line`: its lines (a booking, or the approved discounts): site, period type, dates, days (holidays among them),
 *   unit, unit price in fen, quantity in hundredths (㎡ or hours), amount in fen, tax rate in
 *   hundredths of a percent;
 * - `proforma_invoice_counter`: the last number given per year, raised in the transaction
 *   that issues one, so a failed issue gives its number back and none is skipped.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .createTable('proforma_invoice')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('invoice_number', 'text', (c) => c.unique())
    .addColumn('project_guid', 'text', (c) => c.notNull())
    .addColumn('customer_guid', 'text')
    .addColumn('subtotal', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tax', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('validity_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('issue_date', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('formal_invoice_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('void_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dept_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('proforma_invoice_project_idx')
    .on('proforma_invoice')
    .columns(['project_guid', 'state'])
    .execute()
  await db.schema
    .createIndex('proforma_invoice_state_idx')
    .on('proforma_invoice')
    .columns(['state', 'id'])
    .execute()
  await db.schema
    .createTable('proforma_invoice_line')
    .addColumn('id', 'integer', id)
    .addColumn('invoice_guid', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('booking'))
    .addColumn('site_name', 'text', (c) => c.notNull())
    .addColumn('period_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('holiday_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_rate', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('proforma_invoice_line_invoice_idx')
    .on('proforma_invoice_line')
    .columns(['invoice_guid', 'seq'])
    .execute()
  await db.schema
    .createTable('proforma_invoice_counter')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('proforma_invoice_counter').execute()
  await db.schema.dropTable('proforma_invoice_line').execute()
  await db.schema.dropTable('proforma_invoice').execute()
}
