import {
  BOOKING_STATUS,
  type PageResult,
  type Project,
  type ProjectActBody,
  type ProjectBooking,
  type ProjectQuery,
  type ProjectRow,
  type projectOptionSchema,
  type projectSaveSchema,
  VENUE_TIME_ZONE,
} from '@app/contracts'
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { type Lang, translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { contains, containsIgnoringCase } from '#server/lib/like.ts'
import {
  EXPORT_ROW_LIMIT,
  countOf,
  formatTime,
  versionMissError,
  windowWithCount,
  xlsxOf,
} from '#server/lib/resource.ts'
import {
  allowedActions,
  checkTransition,
  recordTransition,
} from '#server/lib/workflow/state-machine.ts'
import { customerScope } from '#server/modules/customers/customer.resource.ts'
import { zonedMidnight } from '#server/modules/dashboard/venue-calendar.ts'
import { dataScopeOf, inDataScope, ownerInScope } from '#server/modules/identity/data-scope.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import {
  DATE_DRIVEN_STATUSES,
  DAY_MS,
  PROJECT_MACHINE,
  PROJECT_STATES,
  stateOf,
  statusAsOf,
} from './project-workflow.ts'
import { searchProjects } from './projects.repository.ts'
import { HOLD_DAYS, announceTo, canPromote, tellNextHolds, venueDayAfter } from './project-holds.ts'

type ProjectOption = z.infer<typeof projectOptionSchema>
type ProjectFields = z.infer<typeof projectSaveSchema>

/** At most this many options: the picker is a type-ahead, not a list. */
export const PROJECT_OPTION_LIMIT = 50

/** Venue projects an exhibition can be made from (exhibition/query/projectList). */
export async function projectOptions(
  db: Db,
  keyword: string | undefined,
): Promise<ProjectOption[]> {
  const rows = await searchProjects(db, keyword, PROJECT_OPTION_LIMIT)
  return rows.map((r) => ({ guid: r.guid, title: r.title, projectNumber: r.projectNumber }))
}

type Eb = ExpressionBuilder<Database, 'project'>

/** The projects the caller may see: its data scope over their departments and owners. */
export const scopeOf = async (db: Db, user: AuthUser) =>
  inDataScope(await dataScopeOf(db, user), 'project.deptId', 'project.ownerId')

/**
 * The rows in a state as of `now` (进行中 and 已完成 by their dates, statusAsOf). The end
 * of the load-out day (load-out + a day) is compared as load-out against a bound a day
 * earlier: a bare column, which an index can range over.
 */
function inState(eb: Eb, status: number, now: number): Expression<SqlBool> {
  const byDate = eb('project.status', 'in', [...DATE_DRIVEN_STATUSES])
  const loadIn = eb.ref('project.loadInTime')
  const loadOut = eb.ref('project.loadOutTime')
  if (status === PROJECT_STATES.signed)
    return eb.and([byDate, eb.or([eb(loadIn, 'is', null), eb(loadIn, '>', now)])])
  if (status === PROJECT_STATES.ongoing)
    return eb.and([
      byDate,
      eb(loadIn, '<=', now),
      eb.or([eb(loadOut, 'is', null), eb(loadOut, '>', now - DAY_MS)]),
    ])
  if (status === PROJECT_STATES.done) return eb.and([byDate, eb(loadOut, '<=', now - DAY_MS)])
  return eb('project.status', '=', status)
}

function filtered(
  db: Db,
  q: Omit<ProjectQuery, 'page' | 'pageSize'>,
  scope: Expression<SqlBool>,
  now: number,
) {
  return (
    db
      .selectFrom('project')
      .where(scope)
      .$if(q.keyword !== undefined, (qb) =>
        qb.where((eb) =>
          eb.or([
            contains(eb.ref('project.title'), q.keyword ?? ''),
            containsIgnoringCase(eb.ref('project.projectNumber'), q.keyword ?? ''),
          ]),
        ),
      )
      .$if(q.status !== undefined, (qb) => qb.where((eb) => inState(eb, q.status ?? 0, now)))
      .$if(q.formFlag !== undefined, (qb) => qb.where('project.formFlag', '=', q.formFlag ?? '1'))
      .$if(q.customerGuid !== undefined, (qb) =>
        qb.where('project.customerGuid', '=', q.customerGuid ?? ''),
      )
      .$if(q.industry !== undefined, (qb) =>
        qb.where('project.industryGuid', '=', q.industry ?? ''),
      )
      .$if(q.ownerId !== undefined, (qb) => qb.where('project.ownerId', '=', q.ownerId ?? 0))
      // in the venue on some day of the range: from load-in to the end of the load-out day
      .$if(q.dateTo !== undefined, (qb) => qb.where('project.loadInTime', '<=', q.dateTo ?? 0))
      .$if(q.dateFrom !== undefined, (qb) =>
        qb.where('project.loadOutTime', '>', (q.dateFrom ?? 0) - DAY_MS),
      )
  )
}

type Stored = Awaited<ReturnType<typeof storedRows>>[number]
const storedRows = (db: Db, q: ReturnType<typeof filtered>) =>
  q
    .leftJoin('customer', 'customer.guid', 'project.customerGuid')
    .leftJoin('sysUser', 'sysUser.id', 'project.ownerId')
    .leftJoin('sysDept', 'sysDept.id', 'project.deptId')
    .selectAll('project')
    .select([
      'customer.name as customerName',
      'sysUser.nickName as ownerName',
      'sysDept.name as deptName',
    ])
    .execute()

const num = (v: number | null) => (v === null ? null : Number(v))

function toRow(r: Stored, now: number): ProjectRow {
  return {
    guid: r.guid,
    projectNumber: r.projectNumber,
    title: r.title,
    formFlag: r.formFlag,
    status: statusAsOf(r, now),
    industry: r.industryGuid ?? '',
    region: r.regionGuid ?? '',
    customerGuid: r.customerGuid,
    customerName: r.customerName ?? r.customer,
    halls: r.halls,
    loadInTime: num(r.loadInTime),
    startTime: num(r.startTime),
    endTime: num(r.endTime),
    loadOutTime: num(r.loadOutTime),
    ownerId: r.ownerId,
    ownerName: r.ownerName ?? '',
    deptName: r.deptName ?? '',
    holdLevel: r.holdLevel,
    holdUntil: r.holdUntil,
    contractAmount: num(r.contractAmount),
    expectedArea: r.expectedArea,
    updatedAt: Number(r.updatedAt),
    version: r.version,
  }
}

/** yyyy-MM-dd of an instant in the venue's time zone. */
const VENUE_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
export const dayText = (ms: number | null) => (ms === null ? null : VENUE_DAY.format(ms))

/** Project states whose blocks may be added to (UNBOOKABLE ones, done and settled ones not). */
const BOOKABLE_STATES: readonly number[] = [
  PROJECT_STATES.lead,
  PROJECT_STATES.reserved,
  PROJECT_STATES.pending,
  PROJECT_STATES.signed,
  PROJECT_STATES.ongoing,
]

async function toProject(db: Db, r: Stored, user: AuthUser, now: number): Promise<Project> {
  const row = toRow(r, now)
  return {
    ...row,
    loadInDate: dayText(row.loadInTime),
    startDate: dayText(row.startTime),
    endDate: dayText(row.endTime),
    loadOutDate: dayText(row.loadOutTime),
    expectedVisitors: r.expectedVisitors,
    lostReason: r.lostReason,
    remark: r.remark,
    createdAt: Number(r.createdAt),
    // 签约 comes with the contract's signed scan (contract.service.ts), never on its own
    actions: allowedActions(PROJECT_MACHINE, stateOf(row.status), user.permissions).filter(
      (a) => a !== 'sign',
    ) as Project['actions'],
    canPromote: await canPromote(db, r),
    bookable: BOOKABLE_STATES.includes(row.status),
    ...(await wonFrom(db, r.guid)),
  }
}

/** The opportunity (商机) a project was won from, and the sites it wanted (to book first). */
async function wonFrom(db: Db, projectGuid: string) {
  const o = await db
    .selectFrom('opportunity')
    .select(['guid', 'opportunityNumber', 'siteGuids'])
    .where('projectGuid', '=', projectGuid)
    .executeTakeFirst()
  return {
    opportunityGuid: o?.guid ?? null,
    opportunityNumber: o?.opportunityNumber ?? '',
    wantedSiteGuids: o ? (JSON.parse(o.siteGuids) as string[]) : [],
  }
}

const ordered = (q: ReturnType<typeof filtered>) =>
  q.orderBy('project.startTime', (ob) => ob.desc().nullsLast()).orderBy('project.guid')

/** 项目信息's list: the caller's projects, the latest opening first. */
export async function projectPage(
  db: Db,
  query: ProjectQuery,
  user: AuthUser,
  now: number,
): Promise<PageResult<ProjectRow>> {
  const { page, pageSize, ...filters } = query
  const scope = await scopeOf(db, user)
  const window = { limit: pageSize, offset: (page - 1) * pageSize }
  const { rows, count } = await windowWithCount(
    window,
    () =>
      storedRows(
        db,
        ordered(filtered(db, filters, scope, now))
          .limit(window.limit)
          .offset(window.offset) as ReturnType<typeof filtered>,
      ),
    () => countOf(filtered(db, filters, scope, now)),
  )
  return { list: rows.map((r) => toRow(r, now)), count }
}

/** A project the caller may see, as stored (404 otherwise). */
export async function findProject(db: Db, guid: string, user: AuthUser) {
  const [row] = await storedRows(
    db,
    filtered(db, {}, await scopeOf(db, user), 0).where('project.guid', '=', guid),
  )
  if (!row) throw AppError.notFound()
  return row
}

/** One project the caller may see, with the actions its state and permissions allow. */
export async function projectDetail(db: Db, guid: string, user: AuthUser, now: number) {
  return toProject(db, await findProject(db, guid, user), user, now)
}

/** A venue day (yyyy-MM-dd) as the epoch ms of its midnight in the venue's time zone. */
export const venueDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number)
  return zonedMidnight(VENUE_TIME_ZONE, y ?? 1970, m ?? 1, d ?? 1)
}

/** The next free number of the year: XM-2026-0159. */
async function nextNumber(db: Db, year: number): Promise<string> {
  const prefix = `XM-${year}-`
  const last = await db
    .selectFrom('project')
    .select((eb) => eb.fn.max('projectNumber').as('n'))
    .where('projectNumber', 'like', `${prefix}%`)
    .executeTakeFirst()
  const seq = Number(String(last?.n ?? '').slice(prefix.length)) || 0
  return `${prefix}${String(seq + 1).padStart(4, '0')}`
}

/**
 * Creates a project (意向, numbered XM-<year>-NNNN) or updates one at its version. Its
 * customer must be one the caller sees; its owner one it reaches (the owner's department
 * is the project's, which data scopes read).
 */
export async function saveProject(
  db: Db,
  user: AuthUser,
  input: ProjectFields,
  now: number,
): Promise<Project> {
  return db.transaction().execute((trx) => saveProjectIn(trx, user, input, now))
}

/** saveProject in the caller's transaction (赢单 makes a project with its opportunity's move). */
export async function saveProjectIn(
  trx: Db,
  user: AuthUser,
  input: ProjectFields,
  now: number,
): Promise<Project> {
  const { guid, version, ...fields } = input
  const stored = guid ? await findProject(trx, guid, user) : undefined
  const customer = await trx
    .selectFrom('customer')
    .select(['guid', 'name'])
    .where('guid', '=', fields.customerGuid)
    .where(customerScope(await dataScopeOf(trx, user)))
    .executeTakeFirst()
  if (!customer) throw AppError.invalidField('customerGuid', 'project.customerMissing')
  const owner = await ownerInScope(trx, user, fields.ownerId)
  const columns = {
    title: fields.title,
    formFlag: fields.formFlag,
    customerGuid: customer.guid,
    customer: customer.name,
    industryGuid: fields.industry || null,
    regionGuid: fields.region || null,
    loadInTime: venueDay(fields.loadInDate),
    startTime: venueDay(fields.startDate),
    endTime: venueDay(fields.endDate),
    loadOutTime: venueDay(fields.loadOutDate),
    expectedArea: fields.expectedArea,
    expectedVisitors: fields.expectedVisitors,
    ownerId: owner.id,
    deptId: owner.deptId,
    remark: fields.remark,
    holdUntil: fields.holdUntil,
    updatedAt: now,
  }
  let key = guid
  if (!stored) {
    key = newGuid()
    await trx
      .insertInto('project')
      .values({
        ...columns,
        guid: key,
        projectNumber: await nextNumber(trx, new Date(columns.startTime).getFullYear()),
        status: PROJECT_STATES.lead,
        halls: '',
        createdBy: user.id,
        createdAt: now,
      })
      .execute()
  } else {
    const res = await trx
      .updateTable('project')
      .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
      .where('guid', '=', stored.guid)
      .where('version', '=', version ?? 0)
      .executeTakeFirst()
    if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
  }
  return toProject(trx, await findProject(trx, key ?? '', user), user, now)
}

/** States whose project may be deleted: nothing was booked or signed, or it was let go. */
const REMOVABLE: readonly number[] = [
  PROJECT_STATES.lead,
  PROJECT_STATES.lost,
  PROJECT_STATES.released,
]

/** Deletes leads and let-go projects without bookings; anything else is refused naming it. */
export async function removeProjects(db: Db, guids: readonly string[], user: AuthUser) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('project')
      .select(['guid', 'title', 'status'])
      .where('guid', 'in', guids)
      .where(await scopeOf(trx, user))
      .execute()
    if (rows.length === 0) throw AppError.notFound()
    const kept = rows.find((r) => !REMOVABLE.includes(r.status))
    if (kept)
      throw AppError.conflict('project.notRemovable', {
        title: kept.title,
        state: { key: `dashboard.status.${kept.status}` },
      })
    const mine = rows.map((r) => r.guid)
    const booked = await trx
      .selectFrom('scheduleMission')
      .select('projectGuid')
      .where('projectGuid', 'in', mine)
      .where('status', '!=', BOOKING_STATUS.cancelled)
      .executeTakeFirst()
    if (booked) throw AppError.conflict('project.hasBookings')
    await trx.deleteFrom('scheduleMission').where('projectGuid', 'in', mine).execute()
    await trx.deleteFrom('project').where('guid', 'in', mine).execute()
    return null
  })
}

/** What an action does to the project's blocks: their booking status (none: untouched). */
const BLOCKS_AFTER: Partial<Record<string, number>> = {
  toContract: BOOKING_STATUS.pending,
  sign: BOOKING_STATUS.confirmed,
  lose: BOOKING_STATUS.cancelled,
  release: BOOKING_STATUS.cancelled,
}

/**
 * One step of the status machine, at the version the caller saw: refused with 409 naming
 * the state when the state does not allow it, 403 without its permission, 400 without a
 * required reason. It moves the project's blocks with it (a lost or released project frees
 * its dates) and writes the history row.
 */
export async function actOnProject(
  db: Db,
  user: AuthUser,
  body: ProjectActBody & { comment: string },
  now: number,
): Promise<Project> {
  const told: number[] = []
  const answer = await db.transaction().execute(async (trx) => {
    const stored = await findProject(trx, body.guid, user)
    const from = stateOf(statusAsOf(stored, now))
    // a project is signed by signing its contract (the scan, contract.service.ts signContract)
    if (body.action === 'sign' && from === 'pending')
      throw AppError.conflict('project.signByContract')
    const way = checkTransition(PROJECT_MACHINE, from, body.action, user, body.comment)
    const res = await trx
      .updateTable('project')
      .set((eb) => ({
        status: PROJECT_STATES[way.to],
        ...(way.to === 'lost' ? { lostReason: body.comment } : {}),
        // a hold's rank means nothing once the project is signed or let go
        ...(way.to === 'reserved' || way.to === 'pending' ? {} : { holdLevel: null }),
        // a new hold is kept HOLD_DAYS unless the project says how long
        ...(way.to === 'reserved' && stored.holdUntil === null
          ? { holdUntil: venueDayAfter(now, HOLD_DAYS) }
          : {}),
        updatedAt: now,
        version: eb('version', '+', 1),
      }))
      .where('guid', '=', stored.guid)
      .where('version', '=', body.version)
      .executeTakeFirst()
    if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
    const blocks = BLOCKS_AFTER[body.action]
    if (blocks !== undefined)
      await trx
        .updateTable('scheduleMission')
        .set({ status: blocks, updatedAt: now })
        .where('projectGuid', '=', stored.guid)
        .where('status', '!=', BOOKING_STATUS.cancelled)
        .execute()
    await recordTransition(trx, {
      docType: PROJECT_MACHINE.docType,
      docGuid: stored.guid,
      action: body.action,
      from,
      to: way.to,
      user,
      comment: body.comment,
      now,
    })
    // a first hold let go: the holds behind it may move up (their owners are told)
    if (from === 'reserved' && stored.holdLevel === 1 && way.to !== 'pending')
      told.push(...(await tellNextHolds(trx, stored, now)))
    return toProject(trx, await findProject(trx, stored.guid, user), user, now)
  })
  announceTo(db, told)
  return answer
}

/** A project's booking blocks, by site then date. */
export async function projectBookings(
  db: Db,
  projectGuid: string,
  user: AuthUser,
): Promise<ProjectBooking[]> {
  await findProject(db, projectGuid, user)
  return db
    .selectFrom('scheduleMission')
    .innerJoin('site', 'site.guid', 'scheduleMission.siteGuid')
    .select([
      'scheduleMission.mid',
      'site.name as siteName',
      'scheduleMission.usage',
      'scheduleMission.fromDate',
      'scheduleMission.toDate',
      'scheduleMission.level',
      'scheduleMission.status',
    ])
    .where('scheduleMission.projectGuid', '=', projectGuid)
    .orderBy('site.sort')
    .orderBy('scheduleMission.fromDate')
    .execute()
}

/** 项目信息's sheet: the filtered list in the caller's language. */
export async function exportProjects(
  db: Db,
  filters: Omit<ProjectQuery, 'page' | 'pageSize'>,
  user: AuthUser,
  lang: Lang,
  now: number,
): Promise<Buffer> {
  const t = (key: string) => translate(lang, key)
  const rows = (
    await storedRows(
      db,
      ordered(filtered(db, filters, await scopeOf(db, user), now)).limit(
        EXPORT_ROW_LIMIT,
      ) as ReturnType<typeof filtered>,
    )
  ).map((r) => toRow(r, now))
  const day = (ms: number | null) => (ms === null ? '' : formatTime(ms).slice(0, 10))
  const col = (key: string, value: (r: ProjectRow) => string | number | null, width = 16) => ({
    header: t(`project.${key}`),
    width,
    value,
  })
  return xlsxOf(
    t('venue.route.projectInfo'),
    [
      col('projectNumber', (r) => r.projectNumber, 14),
      col('title', (r) => r.title, 40),
      col('status', (r) => t(`dashboard.status.${r.status}`), 10),
      col('customerName', (r) => r.customerName, 32),
      col('halls', (r) => r.halls, 24),
      col('loadInTime', (r) => day(r.loadInTime), 12),
      col('startTime', (r) => day(r.startTime), 12),
      col('endTime', (r) => day(r.endTime), 12),
      col('loadOutTime', (r) => day(r.loadOutTime), 12),
      col('ownerName', (r) => r.ownerName, 10),
      col('contractAmount', (r) => (r.contractAmount === null ? null : r.contractAmount / 100)),
      col('updatedAt', (r) => formatTime(r.updatedAt), 20),
    ],
    rows,
  )
}
