import type { Kysely } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

/**
 * Rate-limit counters in the database (issue 12, section 2): the instances sharing one
 * PostgreSQL count a client's sign-ins together. One row a route and client: the current
 * window's start (epoch ms) and the hits in it.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('rate_limit_hit').execute()
}
