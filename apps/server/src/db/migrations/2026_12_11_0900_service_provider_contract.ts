import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * 服务商合同 (issue 14):
 * - `service_provider_contract`: FW-<year>-NNNN, the provider's name and kind (主场搭建 …
 *   设备租赁), its direction (收入类 / 支出类), billing (fixed / share), term (yyyy-MM-dd),
 *   the amount and performance bond in fen, the share in hundredths of a percent (1500 =
 *   15%), the settlement cycle, contact, and its state (0 草稿, 1 履行中, 2 已到期, 3 已终止);
 * - `provider_settlement`: one period's settlement: the base revenue, the share applied and
 *   the amount (fen), its state (0 待结算, 1 已结算); one per contract and period;
 * - `provider_evaluation`: a dated score 1–5 with its comment, by whom.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .createTable('service_provider_contract')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('contract_number', 'text', (c) => c.notNull().unique())
    .addColumn('provider_name', 'text', (c) => c.notNull())
    .addColumn('provider_kind', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('billing', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('share_ratio', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('performance_bond', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('settlement_cycle', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dept_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('service_provider_contract_state_idx')
    .on('service_provider_contract')
    .columns(['state', 'id'])
    .execute()
  await db.schema
    .createIndex('service_provider_contract_kind_idx')
    .on('service_provider_contract')
    .columns(['provider_kind', 'id'])
    .execute()
  await db.schema
    .createTable('provider_settlement')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('contract_guid', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('base_revenue', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('share_ratio', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settled_at', 'bigint')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('provider_settlement_period_idx')
    .on('provider_settlement')
    .columns(['contract_guid', 'period'])
    .unique()
    .execute()
  await db.schema
    .createTable('provider_evaluation')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('contract_guid', 'text', (c) => c.notNull())
    .addColumn('eval_date', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('provider_evaluation_contract_idx')
    .on('provider_evaluation')
    .columns(['contract_guid', 'eval_date'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('provider_evaluation').execute()
  await db.schema.dropTable('provider_settlement').execute()
  await db.schema.dropTable('service_provider_contract').execute()
}
