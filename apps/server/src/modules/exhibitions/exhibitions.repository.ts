import type { Expression, ExpressionBuilder, Insertable, SqlBool, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
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

const filterOf =
  (f: ExhibitionFilter) =>
  (eb: ExpressionBuilder<Database, 'exhibition'>): Expression<SqlBool> => {
    const conds: Expression<SqlBool>[] = []
    if (f.code) conds.push(containsIgnoringCase(eb.ref('exhibition.projectIdNumber'), f.code))
    if (f.name) conds.push(containsIgnoringCase(eb.ref('exhibition.title'), f.name))
    if (f.industryGuid) conds.push(eb('exhibition.industryGuid', '=', f.industryGuid))
    if (f.regionGuid) conds.push(eb('exhibition.regionGuid', '=', f.regionGuid))
    // two windows overlap when each starts before the other ends
    if (f.applyTo !== undefined) conds.push(eb('exhibition.applyTimeStart', '<=', f.applyTo))
    if (f.applyFrom !== undefined) conds.push(eb('exhibition.applyTimeEnd', '>=', f.applyFrom))
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
const pageQuery = (db: Db, filter: ExhibitionFilter, page: { limit: number; offset: number }) =>
  listRows(db)
    .where(filterOf(filter))
    .orderBy('exhibition.applyTimeStart', 'desc')
    .orderBy('exhibition.guid', 'desc')
    .limit(page.limit)
    .offset(page.offset)

export async function findExhibitionPage(
  db: Db,
  filter: ExhibitionFilter,
  page: { limit: number; offset: number },
): Promise<ExhibitionListRow[]> {
  return pageQuery(db, filter, page).execute()
}

/** The SQL and parameters of a first page of 10, for EXPLAIN (tests, benchmark notes). */
export const compileExhibitionPage = (db: Db, filter: ExhibitionFilter) =>
  pageQuery(db, filter, { limit: 10, offset: 0 }).compile()

export async function countExhibitions(db: Db, filter: ExhibitionFilter): Promise<number> {
  const row = await db
    .selectFrom('exhibition')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(filterOf(filter))
    .executeTakeFirstOrThrow()
  return Number(row.count)
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
