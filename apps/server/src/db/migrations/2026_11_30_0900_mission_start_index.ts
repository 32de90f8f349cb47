import { type Kysely, sql } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

/**
 * The grid's range read (issue 12, section 3). A block overlaps [lo, hi) when it ends after
 * lo and starts before hi; on (end_key, start_key) that is every block ending after lo, three
 * quarters of 200,000 for a quarter near today, so the table was read whole. No block is
 * longer than the longest one, so it also starts after lo minus that length: a bounded range
 * on (start_key), with the longest length read from an index on it.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('schedule_mission_start_idx')
    .on('schedule_mission')
    .columns(['start_key', 'end_key'])
    .execute()
  await sql`create index schedule_mission_span_idx on schedule_mission ((end_key - start_key))`.execute(
    db,
  )
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('schedule_mission_span_idx').execute()
  await db.schema.dropIndex('schedule_mission_start_idx').execute()
}
