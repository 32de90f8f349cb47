import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * 申报文件 (issue 13): a file template says whether its item is required (`required` 0/1) and
 * when it is due (`due_days` before the opening; null: a download, no checklist item).
 * `declaration_file` is one item of a project's checklist: its due date (yyyy-MM-dd), its
 * state (0 未提交, 1 已提交, 2 审核通过, 3 退回), the file uploaded for it and who did what.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .alterTable('file_template')
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.alterTable('file_template').addColumn('due_days', 'integer').execute()
  await db.schema
    .createTable('declaration_file')
    .addColumn('id', 'integer', id)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('project_guid', 'text', (c) => c.notNull())
    .addColumn('template_guid', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('due_date', 'text')
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('return_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_by', 'integer')
    .addColumn('submitted_at', 'bigint')
    .addColumn('audited_by', 'integer')
    .addColumn('audited_at', 'bigint')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // one item per template in a project's checklist (generating twice adds nothing); items
  // added by hand have no template, and NULLs never clash on either dialect
  await db.schema
    .createIndex('declaration_file_template_idx')
    .on('declaration_file')
    .columns(['project_guid', 'template_guid'])
    .unique()
    .execute()
  // the list's filters across projects: by state and due date
  await db.schema
    .createIndex('declaration_file_state_due_idx')
    .on('declaration_file')
    .columns(['state', 'due_date'])
    .execute()
  await db.schema
    .createIndex('declaration_file_due_idx')
    .on('declaration_file')
    .columns(['due_date'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('declaration_file').execute()
  await db.schema.alterTable('file_template').dropColumn('due_days').execute()
  await db.schema.alterTable('file_template').dropColumn('required').execute()
}
