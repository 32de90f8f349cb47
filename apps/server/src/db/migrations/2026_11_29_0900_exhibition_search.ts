import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * Indexes that serve the exhibition list's contains-search (issue 12, section 3):
 * - SQLite: an FTS5 trigram index over title and number, an external-content table over
 *   `exhibition` kept by triggers (FTS5's documented pattern), keyed by the row's rowid.
 *   A VACUUM may renumber rowids of a table without an INTEGER PRIMARY KEY: after one,
 *   run `insert into exhibition_search(exhibition_search) values('rebuild')`.
 *   `exhibition_search_terms` (fts5vocab) tells how many rows hold a trigram, which the
 *   query uses to choose between the trigram index and the other filters' indexes.
 * - PostgreSQL: pg_trgm GIN indexes (the planner chooses with its own statistics).
 * The industry-and-region index gains the two searched columns, so the list's usual
 * filters are answered from the index alone.
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
      'apply_time_end',
      'project_id_number',
      'title',
    ])
    .execute()
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db)
    await sql`create index exhibition_title_trgm on exhibition using gin (title gin_trgm_ops)`.execute(
      db,
    )
    await sql`create index exhibition_number_trgm on exhibition using gin (project_id_number gin_trgm_ops)`.execute(
      db,
    )
    return
  }
  await sql`create virtual table exhibition_search using fts5(
    title, project_id_number, content='exhibition', content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  )
  await sql`create virtual table exhibition_search_terms using fts5vocab(exhibition_search, 'col')`.execute(
    db,
  )
  await sql`create trigger exhibition_search_ai after insert on exhibition begin
    insert into exhibition_search(rowid, title, project_id_number)
      values (new.rowid, new.title, new.project_id_number);
  end`.execute(db)
  await sql`create trigger exhibition_search_ad after delete on exhibition begin
    insert into exhibition_search(exhibition_search, rowid, title, project_id_number)
      values ('delete', old.rowid, old.title, old.project_id_number);
  end`.execute(db)
  await sql`create trigger exhibition_search_au after update of title, project_id_number on exhibition begin
    insert into exhibition_search(exhibition_search, rowid, title, project_id_number)
      values ('delete', old.rowid, old.title, old.project_id_number);
    insert into exhibition_search(rowid, title, project_id_number)
      values (new.rowid, new.title, new.project_id_number);
  end`.execute(db)
  await sql`insert into exhibition_search(exhibition_search) values ('rebuild')`.execute(db)
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index exhibition_number_trgm`.execute(db)
    await sql`drop index exhibition_title_trgm`.execute(db)
  } else {
    for (const t of ['ai', 'ad', 'au'])
      await sql.raw(`drop trigger exhibition_search_${t}`).execute(db)
    await sql`drop table exhibition_search_terms`.execute(db)
    await sql`drop table exhibition_search`.execute(db)
  }
  await db.schema.dropIndex('exhibition_industry_region_idx').execute()
  await db.schema
    .createIndex('exhibition_industry_region_idx')
    .on('exhibition')
    .columns(['industry_guid', 'region_guid', 'apply_time_start', 'apply_time_end'])
    .execute()
}
