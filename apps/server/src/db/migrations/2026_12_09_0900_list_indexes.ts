import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * The project and customer lists at 100,000 rows (issue 13, docs/product/performance.md "API"):
 * - `project_owner_list_idx` (owner, industry, stored status, load-in) takes over from
 *   `project_owner_idx`: a salesman's projects of an industry in a state as of today (the
 *   stored statuses and a load-in range) are one range of it, not a tenth of the table;
 *   `project_industry_list_idx` is the same without the owner.
 * - `project_start_idx` is the list's order (latest opening first, undated last, then guid):
 *   a page without a narrowing filter reads 20 entries instead of sorting the table.
 *   SQLite puts nulls last on a descending key and accepts no NULLS LAST in an index;
 *   PostgreSQL puts them first unless told, and uses the index only when it is.
 * - `customer_owner_list_idx`: a salesman's customers by grade, industry and region (the
 *   list's order, newest first, follows on id); `customer_owner_idx` stays for the owner
 *   alone, whose order it gives without a sort.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('project_owner_idx').execute()
  await db.schema
    .createIndex('project_owner_list_idx')
    .on('project')
    .columns(['owner_id', 'industry_guid', 'status', 'load_in_time'])
    .execute()
  await db.schema
    .createIndex('project_industry_list_idx')
    .on('project')
    .columns(['industry_guid', 'status', 'load_in_time'])
    .execute()
  await (
    isPostgres(db)
      ? sql`create index project_start_idx on project (start_time desc nulls last, guid)`
      : sql`create index project_start_idx on project (start_time desc, guid)`
  ).execute(db)
  await db.schema
    .createIndex('customer_owner_list_idx')
    .on('customer')
    .columns(['owner_id', 'grade', 'industry', 'region', 'id'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  for (const index of [
    'customer_owner_list_idx',
    'project_start_idx',
    'project_industry_list_idx',
    'project_owner_list_idx',
  ])
    await db.schema.dropIndex(index).execute()
  await db.schema.createIndex('project_owner_idx').on('project').columns(['owner_id']).execute()
}
