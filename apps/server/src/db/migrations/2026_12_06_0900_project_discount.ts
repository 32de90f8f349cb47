import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * 优惠管理 (issue 13, section 2): `project_discount`, a discount on a project's quote (type,
 * value, the quote's subtotal and the discount in fen when last computed, whether it takes
 * the price below the floor), in its workflow state (0 草稿, 1 审核中, 2 已通过); `owner_id`
 * / `dept_id` are its project's, which a role's data scope reads.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .createTable('project_discount')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('discount_number', 'text', (c) => c.notNull().unique())
    .addColumn('project_guid', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('original_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('floor_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('below_floor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_id', 'integer')
    .addColumn('dept_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('project_discount_project_idx')
    .on('project_discount')
    .columns(['project_guid', 'state'])
    .execute()
  await db.schema
    .createIndex('project_discount_dept_idx')
    .on('project_discount')
    .columns(['dept_id', 'id'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('project_discount').execute()
}
