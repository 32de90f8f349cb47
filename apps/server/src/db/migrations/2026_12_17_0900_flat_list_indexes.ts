import type { Kysely } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

/**
 * The exhibition and customer lists with every filter, flat as the tables grow (issue 12,
 * section 3; docs/product/performance.md "API"):
 * - `exhibition_industry_region_idx` gains `guid` after the window's start, so a page reads
 *   the list's whole order (start, then guid, both descending) from the index: no sort step.
 * - `exhibition_industry_region_end_idx` is the same filter keyed by the window's end, for
 *   the count: a window overlapping [from, to] ends on or after `from`, and the rows ending
 *   after a recent day are the recent and coming ones, which do not grow with the history,
 *   while the rows starting before `to` are nearly all of it (724 of 740 index entries read
 *   at 100,000 exhibitions for 387 that can match). Both hold the searched columns, so the
 *   count is answered from the index alone.
 * - `customer_owner_list_idx` gains the type and status, then the name and credit code
 *   after `id`: a salesman's customers of a grade, industry, region, type and status are one
 *   range in the list's order (newest first), and SQLite tests the name and code parts in the
 *   index, so only the page's rows are read from the table. Before, every customer of the
 *   owner, grade, industry and region was read from the table to test the rest (40 rows
 *   for the benchmark's query at 100,000, 3 at 6,250, none of which matched).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('exhibition_industry_region_idx').execute()
  await db.schema
    .createIndex('exhibition_industry_region_idx')
    .on('exhibition')
    .columns([
      'industry_guid',
      'region_guid',
      'apply_time_start',
      'guid',
      'apply_time_end',
      'project_id_number',
      'title',
    ])
    .execute()
  await db.schema
    .createIndex('exhibition_industry_region_end_idx')
    .on('exhibition')
    .columns([
      'industry_guid',
      'region_guid',
      'apply_time_end',
      'apply_time_start',
      'project_id_number',
      'title',
    ])
    .execute()
  await db.schema.dropIndex('customer_owner_list_idx').execute()
  await db.schema
    .createIndex('customer_owner_list_idx')
    .on('customer')
    .columns([
      'owner_id',
      'grade',
      'industry',
      'region',
      'type',
      'status',
      'id',
      'name',
      'credit_code',
    ])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('customer_owner_list_idx').execute()
  await db.schema
    .createIndex('customer_owner_list_idx')
    .on('customer')
    .columns(['owner_id', 'grade', 'industry', 'region', 'id'])
    .execute()
  await db.schema.dropIndex('exhibition_industry_region_end_idx').execute()
  await db.schema.dropIndex('exhibition_industry_region_idx').execute()
  await db.schema
    .createIndex('exhibition_industry_region_idx')
    .on('exhibition')
    .columns([
      'industry_guid',
      'region_guid',
      'apply_time_start',
      'apply_time_end',
      'project_id_number',
      'title',
    ])
    .execute()
}
