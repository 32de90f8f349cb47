import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type SqlBool,
  SqliteAdapter,
  type Updateable,
  sql,
} from 'kysely'
import type { Db } from '#server/db/database.ts'
import { preparedQueries, preparedQuery } from '#server/db/prepared-query.ts'
import { containsPattern, ilikePattern, likePattern } from '#server/lib/like.ts'
import type { Database } from '#server/db/schema.ts'
import type { ExhibitionRecord, ExhibitionTable } from './exhibitions.table.ts'

/**
 * The list filters of docs/product/exhibitions.md "Exhibition search form", trimmed
 * (empty = unset).
 */
export interface ExhibitionFilter {
  code?: string | undefined
  name?: string | undefined
  industryGuid?: string | undefined
  regionGuid?: string | undefined
  /** The application window must overlap [applyFrom, applyTo] (either end may be open). */
  applyFrom?: number | undefined
  applyTo?: number | undefined
}

/** A list row with the dictionary labels of its industry and region. */
export interface ExhibitionListRow {
  guid: string
  title: string
  projectIdNumber: string
  industry: string | null
  region: string | null
  applyTimeStart: number | null
  applyTimeEnd: number | null
  startTime: number | null
  endTime: number | null
  status: number
  onHome: number
}

/** A filter with the contains-search the trigram index answers (SQLite only; see planFilter). */
export interface PlannedFilter extends ExhibitionFilter {
  /** The text filter looked up in `exhibition_search` rather than tested row by row. */
  indexed?: SearchColumn | undefined
}

type SearchColumn = 'title' | 'projectIdNumber'
const SEARCH_COLUMN_SQL = { title: 'title', projectIdNumber: 'project_id_number' } as const

/**
 * The trigram index is read first when the text's rarest trigram is in fewer rows than
 * this: the more the industry and region filters narrow the list (their index then costs
 * less), the fewer. Measured at 100,000 exhibitions (15 industries, 9 regions): the index
 * yields about a row a microsecond, a LIKE tests about four rows.
 */
const TRIGRAM_FIRST_BELOW = [20_000, 5_000, 1_000] as const

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter

/** The distinct trigrams of `text` as FTS5 stores them (case folded), in code points. */
export const trigramsOf = (text: string): string[] => {
  const chars = Array.from(text.toLowerCase())
  const out = new Set<string>()
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''))
  return [...out]
}

/**
 * How many rows hold each trigram in a column, remembered for a minute: reading the count
 * costs as much as reading the trigram's row list (0.8 ms for one in a third of 100,000
 * titles), and an estimate a minute old chooses the plan as well.
 */
const TRIGRAM_ROWS_TTL_MS = 60_000
const TRIGRAM_ROWS_KEPT = 10_000
const trigramRowsCache = new WeakMap<Db, Map<string, { rows: number; at: number }>>()

async function trigramRows(db: Db, column: SearchColumn, trigram: string): Promise<number> {
  let cache = trigramRowsCache.get(db)
  if (!cache) trigramRowsCache.set(db, (cache = new Map()))
  const key = `${column} ${trigram}`
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && now - hit.at < TRIGRAM_ROWS_TTL_MS) return hit.rows
  const [found] = await trigramRowsOf(db, SEARCH_COLUMN_SQL[column], trigram)
  if (cache.size >= TRIGRAM_ROWS_KEPT) cache.clear()
  const rows = found?.doc ?? 0
  cache.set(key, { rows, at: now })
  return rows
}

const trigramRowsOf = preparedQuery((db: Db, column: string, term: string) =>
  db
    .selectFrom(sql<{ col: string; term: string; doc: number }>`exhibition_search_terms`.as('t'))
    .select('t.doc')
    .where('t.col', '=', column)
    .where('t.term', '=', term),
)

/**
 * Chooses how the contains-search runs. SQLite's planner cannot weigh an FTS5 lookup
 * against an ordinary index, so we do: the rows holding the text's rarest trigram bound
 * the rows the trigram index yields. PostgreSQL's planner weighs its pg_trgm indexes
 * itself. Texts under three characters have no trigram and are tested row by row.
 */
export async function planFilter(db: Db, f: ExhibitionFilter): Promise<PlannedFilter> {
  if (!isSqlite(db)) return f
  let best: { column: SearchColumn; rows: number } | undefined
  for (const [column, text] of [
    ['title', f.name],
    ['projectIdNumber', f.code],
  ] as const) {
    let rows = Infinity
    for (const trigram of text ? trigramsOf(text) : [])
      rows = Math.min(rows, await trigramRows(db, column, trigram))
    if (rows < (best?.rows ?? Infinity)) best = { column, rows }
  }
  if (!best) return f
  const narrowing = Number(Boolean(f.industryGuid)) + Number(Boolean(f.regionGuid))
  return best.rows < (TRIGRAM_FIRST_BELOW[narrowing] ?? 0) ? { ...f, indexed: best.column } : f
}

/**
 * The filter as query arguments: each text as the LIKE pattern or FTS5 phrase it is
 * sent as, so the statement for a set of filters is compiled once (preparedQueries).
 */
interface FilterArgs {
  codeLike?: string | undefined
  nameLike?: string | undefined
  /** The pattern of a text with no letter that has case (see caseless). */
  codeLikeCaseless?: string | undefined
  nameLikeCaseless?: string | undefined
  codePhrase?: string | undefined
  namePhrase?: string | undefined
  industryGuid?: string | undefined
  regionGuid?: string | undefined
  applyFrom?: number | undefined
  applyTo?: number | undefined
}

/** FTS5 phrase of `text`: with the trigram tokenizer, rows holding it as a substring. */
const phraseOf = (text: string) => `"${text.replace(/"/g, '""')}"`

/**
 * True when `text` has no letter with case (Chinese, digits, most punctuation): matching it
 * ignoring case is then matching it as it is, so PostgreSQL's LIKE answers what its ILIKE
 * would without lowering every row it tests (ILIKE lowers the whole value first in a UTF-8
 * database: half the count's time for a title search at 100,000 exhibitions). Combining
 * marks are left to ILIKE: lowering 'İ' yields one.
 */
const caseless = (text: string) =>
  text.toLowerCase() === text && text.toUpperCase() === text && !/\p{M}/u.test(text)

const argsOf = (f: PlannedFilter): FilterArgs => {
  const like = (column: SearchColumn, text: string | undefined, ofCase: boolean) =>
    text && f.indexed !== column && caseless(text) !== ofCase ? containsPattern(text) : undefined
  const phrase = (column: SearchColumn, text: string | undefined) =>
    text && f.indexed === column ? phraseOf(text) : undefined
  return {
    codeLike: like('projectIdNumber', f.code, true),
    nameLike: like('title', f.name, true),
    codeLikeCaseless: like('projectIdNumber', f.code, false),
    nameLikeCaseless: like('title', f.name, false),
    codePhrase: phrase('projectIdNumber', f.code),
    namePhrase: phrase('title', f.name),
    industryGuid: f.industryGuid || undefined,
    regionGuid: f.regionGuid || undefined,
    applyFrom: f.applyFrom,
    applyTo: f.applyTo,
  }
}

/**
 * The WHERE of the list and of its count. The comparisons come before the text tests:
 * SQLite tests the terms an index range does not take in the order written, and a LIKE
 * costs several comparisons. `count`: SQLite's planner has no statistics of a range, so
 * it may read the window by its start; the count of industry, region and a window with a
 * start (`applyFrom`) is sent to `exhibition_industry_region_end_idx` by disqualifying the
 * start bound from the index (SQLite's unary `+`; docs "The SQLite Query Optimizer
 * Overview", "Disqualifying WHERE clause terms using unary-+"). The page keeps the start:
 * it reads the list's order from the index and stops at the page's end.
 */
const filterOf =
  (a: FilterArgs, sqlite: boolean, count = false) =>
  (eb: ExpressionBuilder<Database, 'exhibition'>): Expression<SqlBool> => {
    const conds: Expression<SqlBool>[] = []
    if (a.industryGuid !== undefined) conds.push(eb('exhibition.industryGuid', '=', a.industryGuid))
    if (a.regionGuid !== undefined) conds.push(eb('exhibition.regionGuid', '=', a.regionGuid))
    // two windows overlap when each starts before the other ends
    const byEnd =
      count &&
      sqlite &&
      a.industryGuid !== undefined &&
      a.regionGuid !== undefined &&
      a.applyFrom !== undefined &&
      a.codePhrase === undefined &&
      a.namePhrase === undefined
    const start = eb.ref('exhibition.applyTimeStart')
    if (a.applyTo !== undefined)
      conds.push(byEnd ? sql<SqlBool>`+${start} <= ${a.applyTo}` : eb(start, '<=', a.applyTo))
    if (a.applyFrom !== undefined) conds.push(eb('exhibition.applyTimeEnd', '>=', a.applyFrom))
    const text = (column: SearchColumn, pattern?: string, caseless?: string, phrase?: string) => {
      const ref = eb.ref(`exhibition.${column}`)
      // SQLite's LIKE ignores ASCII case (its lower() folds no more); PostgreSQL's ILIKE
      // is what its trigram indexes serve (and LIKE too, for a text without case)
      if (pattern !== undefined)
        conds.push(sqlite ? likePattern(ref, pattern) : ilikePattern(ref, pattern))
      if (caseless !== undefined) conds.push(likePattern(ref, caseless))
      if (phrase !== undefined)
        conds.push(
          sql<SqlBool>`exhibition.rowid in (select rowid from exhibition_search where ${sql.raw(
            SEARCH_COLUMN_SQL[column],
          )} match ${phrase})`,
        )
    }
    text('projectIdNumber', a.codeLike, a.codeLikeCaseless, a.codePhrase)
    text('title', a.nameLike, a.nameLikeCaseless, a.namePhrase)
    return eb.and(conds)
  }

// The list row: the exhibition with the dictionary labels of its industry and region.
const listRows = (db: Db) =>
  db
    .selectFrom('exhibition')
    .leftJoin('sysDictData as ind', 'ind.guid', 'exhibition.industryGuid')
    .leftJoin('sysDictData as reg', 'reg.guid', 'exhibition.regionGuid')
    .select([
      'exhibition.guid',
      'exhibition.title',
      'exhibition.projectIdNumber',
      'ind.label as industry',
      'reg.label as region',
      'exhibition.applyTimeStart',
      'exhibition.applyTimeEnd',
      'exhibition.startTime',
      'exhibition.endTime',
      'exhibition.status',
      'exhibition.onHome',
    ])

/**
 * One page of the list, newest application window first. Both keys descend so the
 * (apply_time_start, guid) index is read backwards with no sort step; each dialect keeps
 * its own place for a missing window (SQLite last, PostgreSQL first): forcing `nulls last`
 * would cost PostgreSQL a sort of every matching row.
 */
const pageQuery = (db: Db, a: FilterArgs & { limit: number; offset: number }) =>
  listRows(db)
    .where(filterOf(a, isSqlite(db)))
    .orderBy('exhibition.applyTimeStart', 'desc')
    .orderBy('exhibition.guid', 'desc')
    .limit(a.limit)
    .offset(a.offset)

const pageOf = preparedQueries(pageQuery)

export async function findExhibitionPage(
  db: Db,
  filter: PlannedFilter,
  page: { limit: number; offset: number },
): Promise<ExhibitionListRow[]> {
  return pageOf(db, { ...argsOf(filter), ...page })
}

/** The SQL and parameters of a first page of 10, for EXPLAIN (tests, benchmark notes). */
export const compileExhibitionPage = (db: Db, filter: PlannedFilter) =>
  pageQuery(db, { ...argsOf(filter), limit: 10, offset: 0 }).compile()

const countQuery = (db: Db, a: FilterArgs) =>
  db
    .selectFrom('exhibition')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(filterOf(a, isSqlite(db), true))

const countOf = preparedQueries(countQuery)

/** The SQL and parameters of the list's count, for EXPLAIN (tests, benchmark notes). */
export const compileExhibitionCount = (db: Db, filter: PlannedFilter) =>
  countQuery(db, argsOf(filter)).compile()

export async function countExhibitions(db: Db, filter: PlannedFilter): Promise<number> {
  const [row] = await countOf(db, argsOf(filter))
  return Number(row?.count ?? 0)
}

export async function findExhibition(db: Db, guid: string): Promise<ExhibitionRecord | undefined> {
  return db.selectFrom('exhibition').selectAll().where('guid', '=', guid).executeTakeFirst()
}

/** The list row of one exhibition (labels joined), for the overview. */
export async function findExhibitionRow(
  db: Db,
  guid: string,
): Promise<ExhibitionListRow | undefined> {
  return listRows(db).where('exhibition.guid', '=', guid).executeTakeFirst()
}

/** Another exhibition already using the number, if any (`exceptGuid`: the one being edited). */
export async function findGuidByNumber(
  db: Db,
  projectIdNumber: string,
  exceptGuid?: string,
): Promise<string | undefined> {
  let q = db.selectFrom('exhibition').select('guid').where('projectIdNumber', '=', projectIdNumber)
  if (exceptGuid) q = q.where('guid', '!=', exceptGuid)
  const row = await q.executeTakeFirst()
  return row?.guid
}

export async function insertExhibition(db: Db, row: Insertable<ExhibitionTable>): Promise<void> {
  await db.insertInto('exhibition').values(row).execute()
}

/** Updates when `version` is still current (optimistic lock); true when a row changed. */
export async function updateExhibitionAtVersion(
  db: Db,
  guid: string,
  version: number,
  changes: Omit<Updateable<ExhibitionTable>, 'guid' | 'version'>,
): Promise<boolean> {
  const res = await db
    .updateTable('exhibition')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('guid', '=', guid)
    .where('version', '=', version)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function setExhibitionOnHome(
  db: Db,
  guid: string,
  onHome: boolean,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('exhibition')
    .set({ onHome: onHome ? 1 : 0, updatedAt: now })
    .where('guid', '=', guid)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function deleteExhibition(db: Db, guid: string): Promise<boolean> {
  const res = await db.deleteFrom('exhibition').where('guid', '=', guid).executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

/** Forgets a deleted exhibition as every user's current one. */
export async function clearCurrentExhibition(db: Db, guid: string, now: number): Promise<void> {
  await db
    .updateTable('sysUser')
    .set({ currentExhibitionGuid: null, updatedAt: now })
    .where('currentExhibitionGuid', '=', guid)
    .execute()
}

export async function setUserCurrentExhibition(
  db: Db,
  userId: number,
  guid: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('sysUser')
    .set({ currentExhibitionGuid: guid, updatedAt: now })
    .where('id', '=', userId)
    .execute()
}

/** The user's stored current exhibition guid and, when it still exists, its title. */
export async function findUserCurrentExhibition(db: Db, userId: number) {
  return db
    .selectFrom('sysUser as u')
    .leftJoin('exhibition as e', 'e.guid', 'u.currentExhibitionGuid')
    .select(['u.currentExhibitionGuid as storedGuid', 'e.guid', 'e.title'])
    .where('u.id', '=', userId)
    .executeTakeFirst()
}

export async function countUsersOnExhibition(db: Db, guid: string): Promise<number> {
  const row = await db
    .selectFrom('sysUser')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('currentExhibitionGuid', '=', guid)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** `{ guid, title }` of every exhibition, newest application window first, at most `limit`. */
export async function listExhibitionTitles(db: Db, limit: number) {
  return db
    .selectFrom('exhibition')
    .select(['guid', 'title'])
    .orderBy('applyTimeStart', 'desc')
    .orderBy('guid', 'desc')
    .limit(limit)
    .execute()
}

/** Which of the guids exist. */
export async function existingGuids(db: Db, guids: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('exhibition').select('guid').where('guid', 'in', guids).execute()
  return new Set(rows.map((r) => r.guid))
}
