import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * 客户管理 (issue 13, section 2):
 * - `customer`: an organiser, owner or any party the venue sells to, with its contacts as
 *   JSON (they live and die with it) and its primary contact copied out for the list; name
 *   and 统一社会信用代码 are unique (the service names the holder; the index settles races);
 *   `dept_id` is its sales owner's department, which a role's data scope reads;
 * - `customer_follow_up`: the follow-up log (how, what, the next date);
 * - `project.customer_guid` ties a project to its customer, `project.contract_amount` (fen)
 *   is what its contract adds to the customer's total.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .createTable('customer')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('industry', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_id', 'integer')
    .addColumn('contacts', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('blacklisted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credit_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_tax_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_bank', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_address_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dept_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('customer_name_uq').on('customer').column('name').unique().execute()
  await db.schema
    .createIndex('customer_credit_code_uq')
    .on('customer')
    .column('credit_code')
    .unique()
    .execute()
  // the list's filters: a data scope's departments, an owner, a grade within an industry
  await db.schema
    .createIndex('customer_dept_idx')
    .on('customer')
    .columns(['dept_id', 'id'])
    .execute()
  await db.schema
    .createIndex('customer_owner_idx')
    .on('customer')
    .columns(['owner_id', 'id'])
    .execute()
  await db.schema
    .createIndex('customer_grade_idx')
    .on('customer')
    .columns(['grade', 'industry', 'region', 'id'])
    .execute()

  await db.schema
    .createTable('customer_follow_up')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('customer_guid', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('next_date', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('customer_follow_up_customer_idx')
    .on('customer_follow_up')
    .columns(['customer_guid', 'id'])
    .execute()

  await db.schema.alterTable('project').addColumn('customer_guid', 'text').execute()
  await db.schema.alterTable('project').addColumn('contract_amount', 'bigint').execute()
  await db.schema
    .createIndex('project_customer_idx')
    .on('project')
    .columns(['customer_guid', 'start_time'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('project_customer_idx').execute()
  await db.schema.alterTable('project').dropColumn('contract_amount').execute()
  await db.schema.alterTable('project').dropColumn('customer_guid').execute()
  await db.schema.dropTable('customer_follow_up').execute()
  await db.schema.dropTable('customer').execute()
}
