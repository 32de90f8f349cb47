import {
  type CurrentExhibition,
  type Exhibition,
  type ExhibitionInfo,
  type ExhibitionPageQuery,
  type ExhibitionRow,
  type ExhibitionSave,
  type PageResult,
  PERMISSIONS,
  ResultCode,
  hasAnyPermission,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { dictGuidExists } from '#server/modules/dictionaries/dictionaries.repository.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { projectExists } from '#server/modules/projects/projects.repository.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { ExhibitionRecord } from './exhibitions.table.ts'
import {
  type ExhibitionListRow,
  clearCurrentExhibition,
  countExhibitions,
  countUsersOnExhibition,
  deleteExhibition,
  existingGuids,
  findExhibition,
  findExhibitionPage,
  findExhibitionRow,
  findGuidByNumber,
  findUserCurrentExhibition,
  insertExhibition,
  listExhibitionTitles,
  planFilter,
  setExhibitionOnHome,
  setUserCurrentExhibition,
  updateExhibitionAtVersion,
} from './exhibitions.repository.ts'

/** Exhibition status 3 已结束 (contracts EXHIBITION_STATUSES). */
const STATUS_ENDED = 3
/** The list and the switch dialog never load more than the largest page size. */
const LIST_LIMIT = 2000
const DAY_MS = 86_400_000

const toRow = (r: ExhibitionListRow): ExhibitionRow => ({ ...r, onHome: r.onHome === 1 })

const toExhibition = (r: ExhibitionRecord): Exhibition => ({
  guid: r.guid,
  title: r.title,
  projectIdNumber: r.projectIdNumber,
  projectGuid: r.projectGuid,
  industryGuid: r.industryGuid,
  regionGuid: r.regionGuid,
  organiser: r.organiser,
  homeContractor: r.homeContractor,
  halls: r.halls,
  applyTimeStart: r.applyTimeStart,
  applyTimeEnd: r.applyTimeEnd,
  loadInTime: r.loadInTime,
  startTime: r.startTime,
  endTime: r.endTime,
  loadOutTime: r.loadOutTime,
  status: r.status,
  onHome: r.onHome === 1,
  remark: r.remark,
  version: r.version,
})

const notFound = () => AppError.notFound('exhibition.notFound')

/** Local midnight of the day of `ms`: the UI shows days, so figures count calendar days. */
const dayOf = (ms: number): number => {
  const d = new Date(ms)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
}
/** Whole calendar days from the day of `from` to the day of `to` (negative when before). */
const daysBetween = (from: number, to: number): number =>
  Math.round((dayOf(to) - dayOf(from)) / DAY_MS)

export async function pageExhibitions(
  db: Db,
  q: ExhibitionPageQuery,
): Promise<PageResult<ExhibitionRow>> {
  const filter = await planFilter(db, {
    code: q.exhibitionCode,
    name: q.exhibitionName,
    industryGuid: q.projectIndustry,
    regionGuid: q.projectRegion,
    applyFrom: q.applyTimeStart,
    applyTo: q.applyTimeEnd,
  })
  const [rows, count] = await Promise.all([
    findExhibitionPage(db, filter, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    countExhibitions(db, filter),
  ])
  return { list: rows.map(toRow), count }
}

export async function getExhibition(db: Db, guid: string): Promise<Exhibition> {
  const row = await findExhibition(db, guid)
  if (!row) throw notFound()
  return toExhibition(row)
}

/** The overview: the list row plus figures counted from the database, days from `now`. */
export async function exhibitionInfo(db: Db, guid: string, now: number): Promise<ExhibitionInfo> {
  const [row, full, activeUsers] = await Promise.all([
    findExhibitionRow(db, guid),
    findExhibition(db, guid),
    countUsersOnExhibition(db, guid),
  ])
  if (!row || !full) throw notFound()
  // halls are written as a list ('1号馆,2号馆'); count the distinct names
  const halls = full.halls.split(/[,，、;；\s]+/).filter(Boolean)
  return {
    exhibition: toRow(row),
    figures: {
      daysToApplyEnd: row.applyTimeEnd === null ? null : daysBetween(now, row.applyTimeEnd),
      daysToOpen: row.startTime === null ? null : daysBetween(now, row.startTime),
      openDays:
        row.startTime === null || row.endTime === null
          ? null
          : daysBetween(row.startTime, row.endTime) + 1,
      hallCount: new Set(halls).size,
      activeUsers,
    },
  }
}

/** Creates (no guid: needs add) or updates (guid + version: needs edit) an exhibition. */
export async function saveExhibition(
  db: Db,
  user: AuthUser,
  input: ExhibitionSave,
  now: number,
): Promise<Exhibition> {
  const { guid, version, ...fields } = input
  // the endpoint lets either permission in; the exact one depends on the operation
  const needed = guid ? PERMISSIONS.exhibition.edit : PERMISSIONS.exhibition.add
  if (!hasAnyPermission(user.permissions, [needed])) throw AppError.forbidden()
  if (guid && version === undefined) throw AppError.badRequest('exhibition.versionRequired')

  return db.transaction().execute(async (trx) => {
    await checkReferences(trx, fields)
    const taken = await findGuidByNumber(trx, fields.projectIdNumber, guid)
    if (taken) {
      const other = await findExhibition(trx, taken)
      throw AppError.conflict('exhibition.numberTaken', {
        number: fields.projectIdNumber,
        title: other?.title ?? taken,
      })
    }
    const values = {
      ...fields,
      projectGuid: fields.projectGuid ?? null,
      industryGuid: fields.industryGuid ?? null,
      regionGuid: fields.regionGuid ?? null,
      applyTimeStart: fields.applyTimeStart ?? null,
      applyTimeEnd: fields.applyTimeEnd ?? null,
      loadInTime: fields.loadInTime ?? null,
      startTime: fields.startTime ?? null,
      endTime: fields.endTime ?? null,
      loadOutTime: fields.loadOutTime ?? null,
      updatedAt: now,
    }
    let target = guid
    if (!target) {
      target = newGuid()
      await insertExhibition(trx, {
        ...values,
        guid: target,
        onHome: 0,
        deptId: user.deptId,
        createdBy: user.id,
        createdAt: now,
      })
    } else if (!(await updateExhibitionAtVersion(trx, target, version ?? 0, values))) {
      // nothing matched: either it is gone, or someone saved it since this copy was read
      throw (await findExhibition(trx, target)) ? AppError.conflict() : notFound()
    }
    return getExhibition(trx, target)
  })
}

/** The industry, region and project an exhibition names must exist (400 naming the field). */
async function checkReferences(
  db: Db,
  f: Pick<ExhibitionSave, 'industryGuid' | 'regionGuid' | 'projectGuid'>,
): Promise<void> {
  const checks: Array<[string, string | null | undefined, (guid: string) => Promise<boolean>]> = [
    ['industryGuid', f.industryGuid, (g) => dictGuidExists(db, 'industry', g)],
    ['regionGuid', f.regionGuid, (g) => dictGuidExists(db, 'region', g)],
    ['projectGuid', f.projectGuid, (g) => projectExists(db, g)],
  ]
  for (const [field, guid, exists] of checks) {
    if (guid && !(await exists(guid))) throw AppError.badRequest('exhibition.unknownRef', { field })
  }
}

/** Deletes an exhibition; users who had it as their current one are left with none. */
export async function removeExhibition(db: Db, guid: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteExhibition(trx, guid))) throw notFound()
    await clearCurrentExhibition(trx, guid, now)
  })
}

/** Makes `guid` the user's current exhibition (docs/product/exhibitions.md "Switch exhibition"). */
export async function switchExhibition(
  db: Db,
  user: AuthUser,
  guid: string,
  now: number,
): Promise<CurrentExhibition> {
  const row = await findExhibition(db, guid)
  if (!row) throw new AppError(ResultCode.notFound, 'exhibition.switchFailed')
  await setUserCurrentExhibition(db, user.id, guid, now)
  return { guid: row.guid, title: row.title }
}

/**
 * The user's current exhibition, or null when none is chosen. When the chosen one has
 * been deleted since, the choice is dropped and the call answers 206, which sends the
 * client to / (docs/product/api.md "Envelope": "206 means your context is gone").
 */
export async function currentExhibition(
  db: Db,
  user: AuthUser,
  now: number,
): Promise<CurrentExhibition | null> {
  const row = await findUserCurrentExhibition(db, user.id)
  if (!row?.storedGuid) return null
  if (!row.guid || row.title === null) {
    await clearCurrentExhibition(db, row.storedGuid, now)
    throw new AppError(ResultCode.partial, 'exhibition.contextGone')
  }
  return { guid: row.guid, title: row.title }
}

/** Whether work may be done on the exhibition; the reason is a message key when not. */
export async function exhibitionQualifier(
  db: Db,
  guid: string,
): Promise<{ allowed: boolean; reasonKey: string | null }> {
  const row = await findExhibition(db, guid)
  if (!row) throw notFound()
  return row.status === STATUS_ENDED
    ? { allowed: false, reasonKey: 'exhibition.ended' }
    : { allowed: true, reasonKey: null }
}

/**
 * Shows or hides the exhibition on the service-platform home. The record's `version` is
 * left alone: onHome is not part of the edit form, so toggling it must not make an open
 * edit form stale.
 */
export async function setOnHome(db: Db, guid: string, onHome: boolean, now: number) {
  if (!(await setExhibitionOnHome(db, guid, onHome, now))) throw notFound()
}

export async function listExhibitions(db: Db): Promise<CurrentExhibition[]> {
  return listExhibitionTitles(db, LIST_LIMIT)
}

/**
 * Copies configuration from one exhibition to another. The service, badge, overtime and
 * file configuration tables do not exist yet, so there is nothing to copy: both
 * exhibitions are checked and nothing is written (nothing claims a copy that did not
 * happen; the operation log records the call).
 */
export async function copyExhibitionConfig(
  db: Db,
  body: { fromGuid: string; toGuid: string },
): Promise<null> {
  const found = await existingGuids(db, [body.fromGuid, body.toGuid])
  if (!found.has(body.fromGuid) || !found.has(body.toGuid)) throw notFound()
  return null
}
