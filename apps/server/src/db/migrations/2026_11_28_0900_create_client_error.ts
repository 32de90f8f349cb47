import { type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * The browsers' error log (issue 12, point 1.7): what each signed-in user's browser
 * reported, secrets removed. `source` is the entry's "where" (a component stack,
 * source:line:col or the failed call); `occurred_at` is the browser's clock, `created_at`
 * the server's (the one the page filters and the 30-day pruning read).
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  await db.schema
    .createTable('sys_client_error')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stack', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('sys_client_error_time_idx')
    .on('sys_client_error')
    .column('created_at')
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sys_client_error').execute()
}
