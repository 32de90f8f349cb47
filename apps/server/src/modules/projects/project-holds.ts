// A project's bookings made from its detail, and its hold (domain.md "Project status machine",
// issue 13 section 2): blocks go through the grid's own save (its conflict check: a signed
// project's dates are refused); a hold's rank is the first free one on those dates; letting a
// first hold go tells the owners of the holds behind it, who may promote theirs (never by
// itself); a hold past its last day is released by a job any instance may run.
import {
  BOOKING_STATUS,
  HOLD_LEVELS,
  type NextHold,
  type ProjectBookBody,
  VENUE_TIME_ZONE,
} from '@app/contracts'
import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { publishChange } from '#server/db/change-bus.ts'
import type { Lang } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { versionMissError } from '#server/lib/resource.ts'
import { recordTransition } from '#server/lib/workflow/state-machine.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { dayNumberOf, dateOfDayNumber, keyOf } from '#server/modules/schedule/schedule.calendar.ts'
import { findRelations, findSites } from '#server/modules/schedule/schedule.repository.ts'
import { saveMissions } from '#server/modules/schedule/schedule.service.ts'
import { PROJECT_STATES, statusAsOf } from './project-workflow.ts'

/** A hold is kept this many days unless its project says otherwise. */
export const HOLD_DAYS = 30
/** The hold's rank the blocks of each project state carry, and their booking status. */
const BLOCK_STATUS_OF: Partial<Record<number, number>> = {
  [PROJECT_STATES.lead]: BOOKING_STATUS.tentative,
  [PROJECT_STATES.reserved]: BOOKING_STATUS.tentative,
  [PROJECT_STATES.pending]: BOOKING_STATUS.pending,
  [PROJECT_STATES.signed]: BOOKING_STATUS.confirmed,
  [PROJECT_STATES.ongoing]: BOOKING_STATUS.confirmed,
}

const VENUE_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
/** yyyy-MM-dd `days` after the venue day of `now`. */
export const venueDayAfter = (now: number, days: number) =>
  dateOfDayNumber(dayNumberOf(VENUE_DAY.format(now)) + days)

/** The bookable sites, by their group, for the booking dialog. */
export async function bookableSites(db: Db) {
  const rows = await db
    .selectFrom('site as s')
    .leftJoin('site as g', 'g.id', 's.parentId')
    .select(['s.guid', 's.name', 'g.name as groupName'])
    .where('s.bookable', '=', 1)
    .orderBy('g.sort')
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute()
  return rows.map((r) => ({ guid: r.guid, name: r.name, groupName: r.groupName ?? '' }))
}

/** A site's bookable hours: from its template's first day-part to its last (08:00–20:00). */
async function hoursOf(db: Db, templateId: number | null) {
  const parts = await db
    .selectFrom('scheduleDayPart')
    .select((eb) => [eb.fn.min('startMinute').as('from'), eb.fn.max('endMinute').as('to')])
    .$if(templateId !== null, (q) => q.where('templateId', '=', templateId ?? 0))
    .$if(templateId === null, (q) =>
      q.where('templateId', '=', (eb) =>
        eb
          .selectFrom('scheduleTemplate')
          .select('id')
          .orderBy('isDefault', 'desc')
          .orderBy('id')
          .limit(1),
      ),
    )
    .executeTakeFirst()
  const from = Number(parts?.from ?? 480)
  const to = Number(parts?.to ?? 1200)
  return to > from ? { from, to } : { from: 480, to: 1200 }
}

/**
 * The first hold rank no other project's hold takes on these sites (and the sites related
 * to them) over these days; 409 when all three are taken.
 */
async function freeLevel(
  db: Db,
  projectGuid: string,
  siteGuids: readonly string[],
  lo: number,
  hi: number,
): Promise<number> {
  const related = await findRelations(db, siteGuids)
  const sites = [...new Set([...siteGuids, ...related.map((r) => r.relatedGuid)])]
  const taken = await db
    .selectFrom('scheduleMission')
    .select('level')
    .distinct()
    .where('siteGuid', 'in', sites)
    .where('projectGuid', '!=', projectGuid)
    .where('status', '=', BOOKING_STATUS.tentative)
    .where('endKey', '>', lo)
    .where('startKey', '<', hi)
    .execute()
  const used = new Set(taken.map((t) => t.level))
  const level = HOLD_LEVELS.find((l) => !used.has(l))
  if (level === undefined) throw AppError.conflict('project.holdsFull')
  return level
}

/** The project's halls as the list shows them: its live blocks' sites, in the grid's order. */
async function refreshHalls(db: Db, projectGuid: string, now: number) {
  const sites = await db
    .selectFrom('scheduleMission')
    .innerJoin('site', 'site.guid', 'scheduleMission.siteGuid')
    .select('site.name')
    .distinct()
    .select('site.sort')
    .where('scheduleMission.projectGuid', '=', projectGuid)
    .where('scheduleMission.status', '!=', BOOKING_STATUS.cancelled)
    .orderBy('site.sort')
    .execute()
  await db
    .updateTable('project')
    .set({ halls: [...new Set(sites.map((s) => s.name))].join(',').slice(0, 500), updatedAt: now })
    .where('guid', '=', projectGuid)
    .execute()
}

/**
 * Books `siteGuids` for a project over [fromDate, toDate], each site for its bookable hours,
 * through the grid's save (its conflict check answers 409 naming the clashes). A lead
 * becomes 预定 with a hold kept HOLD_DAYS; a held project's rank is the first free one.
 */
export async function bookForProject(
  db: Db,
  user: AuthUser,
  project: {
    guid: string
    status: number
    loadInTime: number | null
    loadOutTime: number | null
    holdLevel: number | null
    holdUntil: string | null
  },
  body: ProjectBookBody,
  now: number,
  lang: Lang,
): Promise<void> {
  const state = statusAsOf(project, now)
  const blockStatus = BLOCK_STATUS_OF[state]
  if (blockStatus === undefined)
    throw AppError.conflict('project.notBookable', { state: { key: `dashboard.status.${state}` } })
  const sites = await findSites(db, body.siteGuids)
  const hours = new Map(
    await Promise.all(sites.map(async (s) => [s.guid, await hoursOf(db, s.templateId)] as const)),
  )
  const lo = keyOf(body.fromDate, 0)
  const hi = keyOf(body.toDate, 1440)
  const held = blockStatus === BOOKING_STATUS.tentative
  const level = held
    ? (body.level ??
      project.holdLevel ??
      (await freeLevel(db, project.guid, body.siteGuids, lo, hi)))
    : 1
  await saveMissions(
    db,
    user,
    {
      missions: body.siteGuids.map((siteGuid) => ({
        project_id: project.guid,
        siteGuid,
        fromDate: body.fromDate,
        toDate: body.toDate,
        from_date_t: hours.get(siteGuid)?.from ?? 480,
        to_date_t: hours.get(siteGuid)?.to ?? 1200,
        level,
        status: blockStatus as 0 | 1 | 2,
        usage: body.usage ?? 'show',
        remark: '',
      })),
    },
    now,
    lang,
  )
  await db.transaction().execute(async (trx) => {
    if (state === PROJECT_STATES.lead) {
      await trx
        .updateTable('project')
        .set((eb) => ({
          status: PROJECT_STATES.reserved,
          holdLevel: level,
          holdUntil: project.holdUntil ?? venueDayAfter(now, HOLD_DAYS),
          version: eb('version', '+', 1),
        }))
        .where('guid', '=', project.guid)
        .where('status', '=', PROJECT_STATES.lead)
        .execute()
      await recordTransition(trx, {
        docType: 'project',
        docGuid: project.guid,
        action: 'reserve',
        from: 'lead',
        to: 'reserved',
        user,
        now,
      })
    } else if (held && project.holdLevel === null) {
      await trx
        .updateTable('project')
        .set({ holdLevel: level })
        .where('guid', '=', project.guid)
        .execute()
    }
    await refreshHalls(trx, project.guid, now)
  })
}

/** The live holds of other projects overlapping `projectGuid`'s blocks (cancelled or not). */
async function holdsOverlapping(db: Db, projectGuid: string) {
  return db
    .selectFrom('scheduleMission as mine')
    .innerJoin('scheduleMission as other', (j) =>
      j
        .onRef('other.siteGuid', '=', 'mine.siteGuid')
        .onRef('other.endKey', '>', 'mine.startKey')
        .onRef('other.startKey', '<', 'mine.endKey')
        .onRef('other.projectGuid', '!=', 'mine.projectGuid'),
    )
    .innerJoin('project', 'project.guid', 'other.projectGuid')
    .leftJoin('sysUser', 'sysUser.id', 'project.ownerId')
    .select([
      'project.guid',
      'project.projectNumber',
      'project.title',
      'project.holdLevel',
      'project.ownerId',
      'project.version',
      'sysUser.nickName as ownerName',
    ])
    .distinct()
    .where('mine.projectGuid', '=', projectGuid)
    .where('other.status', '=', BOOKING_STATUS.tentative)
    .where('project.status', '=', PROJECT_STATES.reserved)
    .execute()
}

/** The holds behind a project that was let go, on its dates, the next first. */
export async function nextHoldsOf(db: Db, projectGuid: string): Promise<NextHold[]> {
  const rows = await holdsOverlapping(db, projectGuid)
  return rows
    .filter((r) => (r.holdLevel ?? 1) > 1)
    .sort((a, b) => (a.holdLevel ?? 0) - (b.holdLevel ?? 0) || a.title.localeCompare(b.title))
    .map((r) => ({
      guid: r.guid,
      projectNumber: r.projectNumber,
      title: r.title,
      holdLevel: r.holdLevel,
      ownerName: r.ownerName ?? '',
      version: r.version,
    }))
}

/** A message to a user about a project (its detail is the link); answers who was told. */
async function tellOwner(
  db: Db,
  userId: number | null,
  text: { title: string; content: string },
  projectGuid: string,
  now: number,
): Promise<number[]> {
  if (userId === null) return []
  await db
    .insertInto('message')
    .values({
      guid: newGuid(),
      userId,
      title: text.title,
      content: text.content,
      kind: 'notice',
      link: `/project/projectInfo?guid=${projectGuid}`,
      readAt: null,
      createdAt: now,
    })
    .execute()
  return [userId]
}

/**
 * After a first hold was let go (lost, released, expired): the owners of the holds behind it
 * are told they may promote theirs. Answers who was told (announce after the commit).
 */
export async function tellNextHolds(
  db: Db,
  released: { guid: string; title: string },
  now: number,
): Promise<number[]> {
  const told: number[] = []
  for (const next of (await holdsOverlapping(db, released.guid)).filter(
    (r) => (r.holdLevel ?? 1) > 1,
  ))
    told.push(
      ...(await tellOwner(
        db,
        next.ownerId,
        {
          title: `档期已释放：${released.title}`,
          content: `「${released.title}」已放弃档期，您的项目「${next.title}」（第${next.holdLevel ?? ''}意向）可以提升意向顺位。`,
        },
        next.guid,
        now,
      )),
    )
  return told
}

/** Wakes the unread badges of users told something, on every instance. Call after commit. */
export const announceTo = (db: Db, userIds: readonly number[]) => {
  for (const userId of new Set(userIds)) publishChange(db, { topic: 'unread', userId })
}

/**
 * Moves a hold up one rank at the version seen: refused (409) while a hold of the rank
 * ahead of it still holds some of its dates. Its blocks move with it; its owner is told.
 */
export async function promoteHold(
  db: Db,
  user: AuthUser,
  project: {
    guid: string
    title: string
    status: number
    holdLevel: number | null
    ownerId: number | null
  },
  version: number,
  now: number,
): Promise<number[]> {
  const level = project.holdLevel ?? 1
  if (project.status !== PROJECT_STATES.reserved || level <= 1)
    throw AppError.conflict('project.notPromotable')
  if (await aheadOf(db, project.guid, level))
    throw AppError.conflict('project.holdAhead', { level: level - 1 })
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('project')
      .set((eb) => ({ holdLevel: level - 1, updatedAt: now, version: eb('version', '+', 1) }))
      .where('guid', '=', project.guid)
      .where('version', '=', version)
      .executeTakeFirst()
    if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
    await trx
      .updateTable('scheduleMission')
      .set((eb) => ({
        level: sql<number>`case when ${eb.ref('level')} > 1 then ${eb.ref('level')} - 1 else 1 end`,
        updatedAt: now,
      }))
      .where('projectGuid', '=', project.guid)
      .where('status', '=', BOOKING_STATUS.tentative)
      .execute()
    await recordTransition(trx, {
      docType: 'project',
      docGuid: project.guid,
      action: 'promote',
      from: `hold${level}`,
      to: `hold${level - 1}`,
      user,
      now,
    })
    return project.ownerId === user.id
      ? []
      : tellOwner(
          trx,
          project.ownerId,
          {
            title: `意向顺位已提升：${project.title}`,
            content: `${user.nickName}将「${project.title}」提升为第${level - 1}意向。`,
          },
          project.guid,
          now,
        )
  })
}

/** Does a live hold of the rank just ahead of `level` overlap the project's own holds? */
async function aheadOf(db: Db, projectGuid: string, level: number): Promise<boolean> {
  const rows = await holdsOverlapping(db, projectGuid)
  const mine = await db
    .selectFrom('scheduleMission')
    .select('mid')
    .where('projectGuid', '=', projectGuid)
    .where('status', '=', BOOKING_STATUS.tentative)
    .executeTakeFirst()
  // a hold without live blocks has nothing to be ahead of it
  return mine !== undefined && rows.some((r) => (r.holdLevel ?? 1) === level - 1)
}

/** May the project's hold move up now? (A rank behind, nothing ahead of it on its dates.) */
export async function canPromote(
  db: Db,
  project: { guid: string; status: number; holdLevel: number | null },
): Promise<boolean> {
  const level = project.holdLevel ?? 1
  if (project.status !== PROJECT_STATES.reserved || level <= 1) return false
  return !(await aheadOf(db, project.guid, level))
}

/**
 * Releases the holds past their last day: each 预定 project whose `holdUntil` is before
 * today becomes 已释放, its blocks freed and its owner told, in a transaction of its own at
 * its version, so instances running this at once release each project once.
 */
export async function releaseExpiredHolds(db: Db, now: number): Promise<number> {
  const today = venueDayAfter(now, 0)
  const expired = await db
    .selectFrom('project')
    .select(['guid', 'title', 'ownerId', 'holdLevel', 'version'])
    .where('status', '=', PROJECT_STATES.reserved)
    .where('holdUntil', '<', today)
    .execute()
  let released = 0
  const told: number[] = []
  for (const p of expired) {
    const moved = await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('project')
        .set((eb) => ({
          status: PROJECT_STATES.released,
          holdLevel: null,
          updatedAt: now,
          version: eb('version', '+', 1),
        }))
        .where('guid', '=', p.guid)
        .where('status', '=', PROJECT_STATES.reserved)
        .where('version', '=', p.version)
        .executeTakeFirst()
      if (!Number(res.numUpdatedRows)) return false
      await trx
        .updateTable('scheduleMission')
        .set({ status: BOOKING_STATUS.cancelled, updatedAt: now })
        .where('projectGuid', '=', p.guid)
        .where('status', '!=', BOOKING_STATUS.cancelled)
        .execute()
      await recordTransition(trx, {
        docType: 'project',
        docGuid: p.guid,
        action: 'expire',
        from: 'reserved',
        to: 'released',
        user: { id: 0, nickName: '系统' },
        now,
      })
      told.push(
        ...(await tellOwner(
          trx,
          p.ownerId,
          {
            title: `意向已过期释放：${p.title}`,
            content: `「${p.title}」的意向保留期已过，项目已释放，档期已让出。`,
          },
          p.guid,
          now,
        )),
      )
      if (p.holdLevel === 1) told.push(...(await tellNextHolds(trx, p, now)))
      return true
    })
    if (moved) released += 1
  }
  announceTo(db, told)
  return released
}

/** How often an instance looks for holds past their last day. */
export const HOLD_EXPIRY_EVERY_MS = 10 * 60_000
