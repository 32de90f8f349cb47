import { CompiledQuery, type Insertable, PostgresAdapter, type Updateable, sql } from 'kysely'
import { ARRAY_ROWS, type Db, sqliteHandleOf } from '#server/db/database.ts'
import type {
  MissionRecord,
  MissionTable,
  ScheduleConflictTable,
  SiteRecord,
} from './schedule.table.ts'

/** Cancelled blocks (BOOKING_STATUS.cancelled) hold nothing. */
const CANCELLED = 3
/** Lost, cancelled and released projects cannot be booked. */
export const UNBOOKABLE_PROJECT_STATUSES = [7, 8, 9]

/** A block with what its text lines and clash messages need from its project and site. */
export interface MissionView extends MissionRecord {
  projectTitle: string
  customer: string
  projectStatus: number
  siteName: string
  siteArea: number | null
}

const missionViews = (db: Db) =>
  db
    .selectFrom('scheduleMission as m')
    .innerJoin('project as p', 'p.guid', 'm.projectGuid')
    .innerJoin('site as s', 's.guid', 'm.siteGuid')
    .selectAll('m')
    .select([
      'p.title as projectTitle',
      'p.customer as customer',
      'p.status as projectStatus',
      's.name as siteName',
      's.area as siteArea',
    ])

/** A block row's columns, in the order missionRowsInRange answers them. */
const RAW_COLUMNS = [
  'mid',
  'project_guid',
  'site_guid',
  'user_id',
  'from_date',
  'to_date',
  'from_minute',
  'to_minute',
  'start_key',
  'end_key',
  'level',
  'status',
  'usage',
  'copy_id',
  'remark',
  'created_at',
  'updated_at',
  'version',
] as const
type RawMission = Record<(typeof RAW_COLUMNS)[number], unknown>

type RangeFilter = { sites?: readonly string[]; projects?: readonly string[] }

/**
 * Non-cancelled blocks overlapping the keys [lo, hi): they end after lo and start before hi.
 * The (end_key, start_key) index serves it; `sites`/`projects` narrow it further. Plain SQL
 * without joins: a quarter holds tens of thousands of blocks, and naming each row's keys
 * through the CamelCasePlugin and joining project and site per row cost more than the query.
 */
export const missionsInRangeSql = (
  lo: number,
  hi: number,
  only: RangeFilter = {},
  columns: readonly string[] = RAW_COLUMNS,
) => {
  const conds = [
    sql`start_key < ${hi}`,
    // no block is longer than the longest: it starts at most that long before lo (an index
    // answers the longest), which bounds the range read on (start_key)
    sql`start_key >= ${lo} - (select max(end_key - start_key) from schedule_mission)`,
    sql`end_key > ${lo}`,
    sql`status <> ${CANCELLED}`,
  ]
  const list = (xs: readonly string[]) => sql.join(xs.length ? [...xs] : [''])
  if (only.sites) conds.push(sql`site_guid in (${list(only.sites)})`)
  if (only.projects) conds.push(sql`project_guid in (${list(only.projects)})`)
  return sql<RawMission>`select ${sql.raw(columns.join(', '))}
    from schedule_mission where ${sql.join(conds, sql` and `)}`
}

/**
 * The rows of missionsInRangeSql as arrays in RAW_COLUMNS order. On SQLite they are read
 * as arrays straight from the driver: a quarter of 20,000 blocks took 107 ms as objects
 * through Kysely and 47 ms as arrays. A PostgreSQL server is asked for arrays too.
 */
async function missionRowsInRange(
  db: Db,
  lo: number,
  hi: number,
  only: RangeFilter,
  columns: readonly string[] = RAW_COLUMNS,
) {
  const query = missionsInRangeSql(lo, hi, only, columns).compile(db.withoutPlugins())
  const sqlite = sqliteHandleOf(db)
  // on the connection Kysely lends (its lock): never inside another request's transaction
  if (sqlite)
    return db.connection().execute(
      async () =>
        sqlite
          .prepare(query.sql)
          .raw(true)
          .all(...query.parameters) as unknown[][],
    )
  // a PostgreSQL server answers arrays (ARRAY_ROWS); PGlite answers objects
  const { rows } = await db
    .withoutPlugins()
    .executeQuery(CompiledQuery.raw(ARRAY_ROWS + query.sql, [...query.parameters]))
  return rows.map((r) =>
    Array.isArray(r) ? (r as unknown[]) : columns.map((c) => (r as Record<string, unknown>)[c]),
  )
}

/** The columns of a block the grid shows, in the order findGridMissionRows answers them. */
export const GRID_COLUMNS = [
  'mid',
  'project_guid',
  'site_guid',
  'user_id',
  'from_date',
  'to_date',
  'from_minute',
  'to_minute',
  'created_at',
  'level',
  'status',
  'usage',
  'copy_id',
  'remark',
  'version',
  'start_key',
] as const

/**
 * The grid's blocks as arrays in GRID_COLUMNS order (missionsInRangeSql's rows), with the
 * projects they name: no object per block (a quarter holds tens of thousands).
 */
export async function findGridMissionRows(
  db: Db,
  lo: number,
  hi: number,
  only: RangeFilter = {},
): Promise<{ rows: unknown[][]; projects: Map<string, ProjectFacts> }> {
  const rows = await missionRowsInRange(db, lo, hi, only, GRID_COLUMNS)
  if (rows.length === 0) return { rows, projects: new Map() }
  const projects = await inChunks([...new Set(rows.map((r) => r[1] as string))], (part) =>
    findProjects(db, part),
  )
  return { rows, projects: new Map(projects.map((p) => [p.guid, p])) }
}

/** What the grid shows of a block's project. */
export interface ProjectFacts {
  guid: string
  title: string
  customer: string
  status: number
}

export async function findMissionsInRange(
  db: Db,
  lo: number,
  hi: number,
  only: RangeFilter = {},
  /** Sites the caller already read (the grid reads them all for its rows). */
  knownSites?: ReadonlyMap<string, { guid: string; name: string; area: number | null }>,
): Promise<MissionView[]> {
  const rows = await missionRowsInRange(db, lo, hi, only)
  if (rows.length === 0) return []
  const projectGuids = [...new Set(rows.map((r) => r[1] as string))]
  const siteGuids = knownSites ? [] : [...new Set(rows.map((r) => r[2] as string))]
  const [projects, sites] = await Promise.all([
    inChunks(projectGuids, (part) =>
      db
        .selectFrom('project')
        .select(['guid', 'title', 'customer', 'status'])
        .where('guid', 'in', part)
        .execute(),
    ),
    inChunks(siteGuids, (part) =>
      db.selectFrom('site').select(['guid', 'name', 'area']).where('guid', 'in', part).execute(),
    ),
  ])
  const projectOf = new Map(projects.map((p) => [p.guid, p]))
  const siteOf = knownSites ?? new Map(sites.map((x) => [x.guid, x]))
  const out: MissionView[] = []
  for (const r of rows) {
    const p = projectOf.get(r[1] as string)
    const st = siteOf.get(r[2] as string)
    // a block whose project or site is gone shows nowhere (as the inner join did)
    if (!p || !st) continue
    out.push({
      mid: r[0] as string,
      projectGuid: r[1] as string,
      siteGuid: r[2] as string,
      userId: r[3] as number,
      fromDate: r[4] as string,
      toDate: r[5] as string,
      fromMinute: r[6] as number,
      toMinute: r[7] as number,
      startKey: Number(r[8]),
      endKey: Number(r[9]),
      level: r[10] as number,
      status: r[11] as number,
      usage: r[12] as string,
      copyId: r[13] as string | null,
      remark: r[14] as string,
      createdAt: Number(r[15]),
      updatedAt: Number(r[16]),
      version: r[17] as number,
      projectTitle: p.title,
      customer: p.customer,
      projectStatus: p.status,
      siteName: st.name,
      siteArea: st.area,
    })
  }
  return out
}

/** Runs `query` over `keys` 1,000 at a time (IN lists stay within parameter limits). */
async function inChunks<T>(keys: string[], query: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = []
  for (let i = 0; i < keys.length; i += 1000) out.push(...(await query(keys.slice(i, i + 1000))))
  return out
}

export async function findMissionViews(db: Db, mids: readonly string[]): Promise<MissionView[]> {
  if (mids.length === 0) return []
  return missionViews(db).where('m.mid', 'in', mids).execute()
}

export async function findMission(db: Db, mid: string): Promise<MissionRecord | undefined> {
  return db.selectFrom('scheduleMission').selectAll().where('mid', '=', mid).executeTakeFirst()
}

export async function insertMissions(db: Db, rows: Insertable<MissionTable>[]): Promise<void> {
  // 18 columns: 1,000 rows stay well under either dialect's parameter limit
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('scheduleMission')
      .values(rows.slice(i, i + 1000))
      .execute()
  }
}

/** Updates when `version` is still current (optimistic lock); true when a row changed. */
export async function updateMissionAtVersion(
  db: Db,
  mid: string,
  version: number,
  changes: Omit<Updateable<MissionTable>, 'mid' | 'version'>,
): Promise<boolean> {
  const res = await db
    .updateTable('scheduleMission')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('mid', '=', mid)
    .where('version', '=', version)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function deleteMissions(db: Db, mids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('scheduleMission').where('mid', 'in', mids).executeTakeFirst()
  return Number(res.numDeletedRows)
}

// --- sites ------------------------------------------------------------------------------

export async function findAllSites(db: Db): Promise<SiteRecord[]> {
  return db.selectFrom('site').selectAll().orderBy('sort').orderBy('id').execute()
}

/** The columns of a site the grid's rows show. */
export type GridSite = Pick<
  SiteRecord,
  | 'id'
  | 'guid'
  | 'parentId'
  | 'name'
  | 'area'
  | 'bookable'
  | 'disabled'
  | 'disableFrom'
  | 'disableTo'
  | 'disableReason'
>

/** Every site with only what the grid's rows show (4,000 sites: a third of selectAll's time). */
export async function findGridSites(db: Db): Promise<GridSite[]> {
  return db
    .selectFrom('site')
    .select([
      'id',
      'guid',
      'parentId',
      'name',
      'area',
      'bookable',
      'disabled',
      'disableFrom',
      'disableTo',
      'disableReason',
    ])
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

export async function findSites(db: Db, guids: readonly string[]): Promise<SiteRecord[]> {
  if (guids.length === 0) return []
  return db.selectFrom('site').selectAll().where('guid', 'in', guids).execute()
}

/** Relation rows of these sites (both directions are stored). */
export async function findRelations(
  db: Db,
  guids?: readonly string[],
): Promise<{ siteGuid: string; relatedGuid: string }[]> {
  let q = db.selectFrom('siteRelation').select(['siteGuid', 'relatedGuid'])
  if (guids) q = q.where('siteGuid', 'in', guids.length ? guids : [''])
  return q.execute()
}

/**
 * Locks the site rows a save's check reads, in guid order so two saves never wait on each
 * other in a cycle. PostgreSQL only: SQLite and PGlite run one connection, whose
 * transactions Kysely already runs one at a time.
 */
export async function lockSites(db: Db, guids: readonly string[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter) || guids.length === 0) return
  await sql`select id from site where guid in (${sql.join([...guids].sort())}) order by guid for update`.execute(
    db,
  )
}

/**
 * Non-cancelled blocks on `sites` overlapping [lo, hi), `exceptMid` left out (the block
 * being changed). The (site_guid, end_key, start_key) index serves it.
 */
export const overlappingQuery = (
  db: Db,
  sites: readonly string[],
  lo: number,
  hi: number,
  exceptMid?: string,
) => {
  let q = missionViews(db)
    .where('m.siteGuid', 'in', sites.length ? sites : [''])
    .where('m.endKey', '>', lo)
    .where('m.startKey', '<', hi)
    .where('m.status', '!=', CANCELLED)
  if (exceptMid) q = q.where('m.mid', '!=', exceptMid)
  return q
}

export async function findOverlapping(
  db: Db,
  sites: readonly string[],
  lo: number,
  hi: number,
  exceptMid?: string,
): Promise<MissionView[]> {
  if (sites.length === 0) return []
  return overlappingQuery(db, sites, lo, hi, exceptMid).execute()
}

// --- templates, festivals, projects --------------------------------------------------------

export async function findTemplates(db: Db) {
  return db.selectFrom('scheduleTemplate').selectAll().orderBy('sort').orderBy('id').execute()
}

export async function findDayParts(db: Db, templateIds: readonly number[]) {
  if (templateIds.length === 0) return []
  return db
    .selectFrom('scheduleDayPart')
    .selectAll()
    .where('templateId', 'in', templateIds)
    .orderBy('templateId')
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** Festival days from `from` to `to`, both inclusive (yyyy-MM-dd compare as text). */
export async function findFestivals(db: Db, from: string, to: string) {
  return db
    .selectFrom('festival')
    .selectAll()
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute()
}

export async function findProjects(db: Db, guids: readonly string[]) {
  if (guids.length === 0) return []
  return db
    .selectFrom('project')
    .select(['guid', 'title', 'customer', 'status'])
    .where('guid', 'in', guids)
    .execute()
}

export async function findBookableProjects(db: Db) {
  return db
    .selectFrom('project')
    .select(['guid', 'title', 'customer', 'status'])
    .where('status', 'not in', UNBOOKABLE_PROJECT_STATUSES)
    .orderBy('startTime', (ob) => ob.desc().nullsLast())
    .orderBy('guid')
    .execute()
}

// --- conflict handling ---------------------------------------------------------------------

export async function findConflictStates(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return []
  const out = []
  // keys are long: 500 per IN list keeps each statement small
  for (let i = 0; i < keys.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom('scheduleConflict')
        .selectAll()
        .where('key', 'in', keys.slice(i, i + 500))
        .execute()),
    )
  }
  return out
}

export async function upsertConflictState(
  db: Db,
  row: Insertable<ScheduleConflictTable>,
): Promise<void> {
  await db
    .insertInto('scheduleConflict')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        state: row.state,
        note: row.note ?? '',
        handlerId: row.handlerId ?? null,
        handlerName: row.handlerName ?? null,
        handledAt: row.handledAt ?? null,
      }),
    )
    .execute()
}
