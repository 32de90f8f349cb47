import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * System administration (issue 5): custom-department data scope of roles, dictionary
 * types, versions on menus and modules, the extra site facts, and the venue's reference
 * data (resources, prices, remark / payment-plan / file / contract templates). Every
 * resource row carries guid, dept_id (data scope), created_by, created_at, updated_at,
 * version (optimistic locking) and remark (docs/product/domain.md "Every record").
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const money = 'numeric(14, 2)'

  // a resource table with the common columns; `columns` adds its own
  const resourceTable = async (
    name: string,
    columns: (t: CreateTableBuilder<string, string>) => CreateTableBuilder<string, string>,
  ) => {
    let t = db.schema
      .createTable(name)
      .addColumn('id', 'integer', (c) =>
        pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      )
      .addColumn('guid', 'text', (c) => c.notNull().unique())
    t = columns(t)
    await t
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('dept_id', 'integer')
      .addColumn('created_by', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  }

  // role data scope 2 (custom departments): which departments
  await db.schema
    .createTable('sys_role_dept')
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('dept_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_role_dept_pk', ['role_id', 'dept_id'])
    .execute()

  await resourceTable('sys_dict_type', (t) =>
    t
      .addColumn('dict_type', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull()),
  )
  await db.schema
    .alterTable('sys_dict_data')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .execute()

  for (const table of ['sys_user', 'sys_role', 'sys_dept']) {
    await db.schema
      .alterTable(table)
      .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
  }
  await db.schema
    .alterTable('sys_dept')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.alterTable('sys_user').addColumn('created_by', 'integer').execute()

  // menus and modules (subsystems) become editable records
  await db.schema
    .alterTable('sys_menu')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('sys_menu')
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  for (const [column, type, fallback] of [
    ['status', 'integer', 1],
    ['remark', 'text', ''],
    ['version', 'integer', 0],
    ['updated_at', 'bigint', 0],
  ] as const) {
    await db.schema
      .alterTable('sys_system')
      .addColumn(column, type, (c) => c.notNull().defaultTo(fallback))
      .execute()
  }

  // the site facts of docs/product/system.md "Site" the grid did not need
  for (const [column, type] of [
    ['height', 'real'],
    ['floor_load', 'real'],
    ['capacity_theatre', 'integer'],
    ['capacity_classroom', 'integer'],
  ] as const) {
    await db.schema.alterTable('site').addColumn(column, type).execute()
  }
  await db.schema
    .alterTable('site')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('schedule_template')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .execute()

  // 资源: LED screens, advertising positions, parking areas, equipment
  await resourceTable('venue_resource', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('price', money, (c) => c.notNull().defaultTo(0))
      .addColumn('site_guid', 'text'),
  )

  // 价格管理: a site's price for a period type, valid over a date range
  await resourceTable('site_price', (t) =>
    t
      .addColumn('site_guid', 'text', (c) => c.notNull())
      .addColumn('period_type', 'text', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull())
      .addColumn('standard_price', money, (c) => c.notNull())
      .addColumn('floor_price', money, (c) => c.notNull())
      .addColumn('holiday_factor', 'numeric(5, 2)', (c) => c.notNull().defaultTo(1))
      .addColumn('tax_rate', 'numeric(5, 2)', (c) => c.notNull().defaultTo(6))
      // inclusive yyyy-MM-dd
      .addColumn('valid_from', 'text', (c) => c.notNull())
      .addColumn('valid_to', 'text', (c) => c.notNull()),
  )
  await db.schema
    .createIndex('site_price_site_idx')
    .on('site_price')
    .columns(['site_guid', 'valid_from'])
    .execute()

  await resourceTable('remark_template', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text', (c) => c.notNull()),
  )

  // instalments as JSON: [{ type, ratio, anchor, offsetDays }], ratios totalling 100
  await resourceTable('payment_plan_template', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('instalments', 'text', (c) => c.notNull()),
  )

  await resourceTable('file_template', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
      // the uploaded file (files module): its URL and the name it downloads as
      .addColumn('file_url', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull()),
  )

  await resourceTable('contract_template', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('contract_type', 'text', (c) => c.notNull())
      // sanitised HTML with placeholders such as {客户名称}
      .addColumn('content', 'text', (c) => c.notNull()),
  )
}

export async function down(db: Db): Promise<void> {
  for (const t of [
    'contract_template',
    'file_template',
    'payment_plan_template',
    'remark_template',
    'site_price',
    'venue_resource',
    'sys_dict_type',
    'sys_role_dept',
  ]) {
    await db.schema.dropTable(t).execute()
  }
  const drop = async (table: string, columns: string[]) => {
    for (const c of columns) await db.schema.alterTable(table).dropColumn(c).execute()
  }
  await drop('schedule_template', ['remark'])
  await drop('site', ['remark', 'capacity_classroom', 'capacity_theatre', 'floor_load', 'height'])
  await drop('sys_system', ['updated_at', 'version', 'remark', 'status'])
  await drop('sys_menu', ['updated_at', 'version'])
  await drop('sys_user', ['created_by', 'remark'])
  await drop('sys_dept', ['email', 'remark'])
  await drop('sys_role', ['remark'])
  await drop('sys_dict_data', ['remark'])
}
