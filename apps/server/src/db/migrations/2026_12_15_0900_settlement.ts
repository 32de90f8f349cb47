import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * 对账结算 (issue 14):
 * - `settlement`: its number JS-<year>-NNNN, its project and customer, the figures in fen
 *   (contract amount, extras, discounts, receivable, received, the contracts' deposit, the
 *   deposit offset, the final payment 结清 recorded (within received: + paid by the customer,
 *   − refunded), the balance: > 0 应补, < 0 应退), its state (0 草稿, 1 待客户确认, 2 已确认,
 *   3 已结清), the days of 客户确认 and 结清, the reason of the last 退回修改 and a remark. Two
 *   checks (portable: plain arithmetic) keep the sheet's formula whatever writes it:
 *   receivable = contract + extras − discounts, balance = receivable − received − offset;
 * - `settlement_line`: the lines the user enters: kind (overtime, utilities, overArea,
 *   damage, other; discount), description, amount in fen (≥ 0; a discount subtracts).
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .createTable('settlement')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('settlement_number', 'text', (c) => c.notNull().unique())
    .addColumn('project_guid', 'text', (c) => c.notNull())
    .addColumn('customer_guid', 'text')
    .addColumn('contract_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('extras', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discounts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('receivable', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_offset', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('final_payment', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed_date', 'text')
    .addColumn('settled_date', 'text')
    .addColumn('return_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dept_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint(
      'settlement_receivable_check',
      sql`receivable = contract_amount + extras - discounts`,
    )
    .addCheckConstraint(
      'settlement_balance_check',
      sql`balance = receivable - received - deposit_offset`,
    )
    .execute()
  await db.schema
    .createIndex('settlement_project_idx')
    .on('settlement')
    .columns(['project_guid', 'state'])
    .execute()
  await db.schema
    .createIndex('settlement_state_idx')
    .on('settlement')
    .columns(['state', 'id'])
    .execute()
  await db.schema
    .createTable('settlement_line')
    .addColumn('id', 'integer', id)
    .addColumn('settlement_guid', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('settlement_line_settlement_idx')
    .on('settlement_line')
    .columns(['settlement_guid', 'seq'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('settlement_line').execute()
  await db.schema.dropTable('settlement').execute()
}
