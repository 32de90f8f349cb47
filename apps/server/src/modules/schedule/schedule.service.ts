import {
  BOOKING_STATUS,
  type BookableProject,
  type BookingUsage,
  BOOKING_USAGES,
  type Conflict,
  type ConflictGrade,
  type DayPart,
  type Festival,
  GRID_MAX_RANGE_DAYS,
  type GridData,
  type GridRow,
  type Mission,
  type MissionClash,
  PERMISSIONS,
  ResultCode,
  type ScheduleTemplate,
  type conflictQuerySchema,
  type gridQuerySchema,
  type handleConflictBodySchema,
  hasAnyPermission,
  type saveMissionsBodySchema,
  type updateMissionBodySchema,
} from '@app/contracts'
import type { Insertable } from 'kysely'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { type Lang, translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { sanitizeRichText } from '#server/lib/rich-text.ts'
import {
  addFileRefs,
  fileRef,
  removeFileRefs,
  setFileRefs,
} from '#server/modules/files/files.refs.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  MINUTES_PER_DAY,
  dateOfDayNumber,
  dayNumberOf,
  hhmm,
  keyOf,
  overlaps,
  venueDayOf,
} from './schedule.calendar.ts'
import {
  competingSites,
  disabledKey,
  gradeOf,
  overlappingPairs,
  pairKey,
  refusesSave,
} from './schedule.grading.ts'
import {
  type GridSite,
  type MissionView,
  type ProjectFacts,
  UNBOOKABLE_PROJECT_STATUSES,
  deleteMissions,
  findAllSites,
  findBookableProjects,
  findConflictStates,
  findDayParts,
  findFestivals,
  findGridMissionRows,
  findGridSites,
  findMission,
  findMissionViews,
  findMissionsInRange,
  findOverlapping,
  findProjects,
  findRelations,
  findSites,
  findTemplates,
  insertMissions,
  lockSites,
  updateMissionAtVersion,
  upsertConflictState,
} from './schedule.repository.ts'
import type { MissionTable, SiteRecord } from './schedule.table.ts'

type GridQueryIn = z.output<typeof gridQuerySchema>
type ConflictQueryIn = z.output<typeof conflictQuerySchema>
type SaveBody = z.output<typeof saveMissionsBodySchema>
type UpdateBody = z.output<typeof updateMissionBodySchema>
type HandleBody = z.output<typeof handleConflictBodySchema>

const CANCELLED = 3

// --- ranges ---------------------------------------------------------------------------------

/** The grid's days: [fromDay, toDay) as day numbers, and the same as overlap keys. */
export interface DayRange {
  fromDay: number
  toDay: number
  lo: number
  hi: number
  firstDate: string
  lastDate: string
}

const MAX_DATE_MS = 8.64e15

/** The venue days of [dateFrom, dateTo) (epoch ms); 400 when reversed or too long. */
export function rangeOf(dateFrom: number, dateTo: number): DayRange {
  // beyond ±8.64e15 ms a Date is invalid, and the calendar arithmetic would throw
  if (Math.max(Math.abs(dateFrom), Math.abs(dateTo)) > MAX_DATE_MS)
    throw AppError.badRequest('schedule.rangeInvalid')
  if (dateFrom >= dateTo) throw AppError.badRequest('schedule.rangeOrder')
  const fromDay = venueDayOf(dateFrom)
  // dateTo is exclusive: the last day is the one holding the millisecond before it
  const toDay = venueDayOf(dateTo - 1) + 1
  // an instant near the limit whose venue day (8 hours on) lies beyond it has no day
  if (!Number.isFinite(fromDay) || !Number.isFinite(toDay))
    throw AppError.badRequest('schedule.rangeInvalid')
  if (toDay - fromDay > GRID_MAX_RANGE_DAYS) {
    throw AppError.badRequest('schedule.rangeTooLong', { days: GRID_MAX_RANGE_DAYS })
  }
  return {
    fromDay,
    toDay,
    lo: fromDay * MINUTES_PER_DAY,
    hi: toDay * MINUTES_PER_DAY,
    firstDate: dateOfDayNumber(fromDay),
    lastDate: dateOfDayNumber(toDay - 1),
  }
}

// --- the block as the grid shows it ------------------------------------------------------------

/**
 * Background and text colour by project status (docs/product/schedule.md "Colours"). Every
 * pair reaches 4.5:1 (WCAG AA, ADR 020): white on antd's orange 6 or green 6 does not,
 * so those take the hue's darkest shade as text, and blue and dark green a shade darker.
 */
const COLOURS: Record<number, { color: string; fontColor: string }> = {
  0: { color: '#bfbfbf', fontColor: '#262626' },
  1: { color: '#fa8c16', fontColor: '#2b1400' },
  2: { color: '#0958d9', fontColor: '#ffffff' },
  3: { color: '#52c41a', fontColor: '#092b00' },
  4: { color: '#237804', fontColor: '#ffffff' },
  5: { color: '#95de64', fontColor: '#135200' },
  6: { color: '#95de64', fontColor: '#135200' },
}
const GREY = { color: '#d9d9d9', fontColor: '#595959' }

export const colourOf = (projectStatus: number, bookingStatus: number) =>
  bookingStatus === CANCELLED ? GREY : (COLOURS[projectStatus] ?? GREY)

// Labels are fixed per language: a quarter's tens of thousands of blocks look each one up
const labels = new Map<string, string>()
const label = (lang: Lang, key: string): string => {
  const id = `${lang}:${key}`
  let text = labels.get(id)
  if (text === undefined) {
    text = translate(lang, key)
    labels.set(id, text)
  }
  return text
}

export const projectStatusLabel = (lang: Lang, status: number) =>
  label(lang, `schedule.projectStatus.${status}`)

const asUsage = (u: string): BookingUsage =>
  (BOOKING_USAGES as readonly string[]).includes(u) ? (u as BookingUsage) : 'show'

export function toMission(m: MissionView, lang: Lang): Mission {
  const third = [
    label(lang, `schedule.usage.${m.usage}`),
    m.siteArea === null ? null : `${m.siteArea}㎡`,
    label(lang, `schedule.bookingStatus.${m.status}`),
  ]
  return {
    mid: m.mid,
    project_id: m.projectGuid,
    siteGuid: m.siteGuid,
    siteName: m.siteName,
    userId: m.userId,
    fromDate: m.fromDate,
    toDate: m.toDate,
    from_date_t: m.fromMinute,
    to_date_t: m.toMinute,
    saved: 1,
    createdAt: Number(m.createdAt),
    level: m.level,
    status: m.status,
    usage: asUsage(m.usage),
    copy_id: m.copyId,
    ...colourOf(m.projectStatus, m.status),
    text1: m.projectTitle,
    text2: m.customer,
    text3: third.filter((t) => t !== null).join(' · '),
    statusText: projectStatusLabel(lang, m.projectStatus),
    remark: m.remark,
    version: m.version,
  }
}

// --- grid load ---------------------------------------------------------------------------------

const relationMap = (rows: { siteGuid: string; relatedGuid: string }[]) => {
  const map = new Map<string, string[]>()
  for (const r of rows) {
    const list = map.get(r.siteGuid) ?? []
    list.push(r.relatedGuid)
    map.set(r.siteGuid, list)
  }
  return map
}

/** The site is disabled for some of the inclusive dates [from, to]. */
const disabledIn = (
  s: Pick<SiteRecord, 'disabled' | 'disableFrom' | 'disableTo'>,
  from: string,
  to: string,
): boolean =>
  s.disabled === 1 &&
  s.disableFrom !== null &&
  s.disableTo !== null &&
  s.disableFrom <= to &&
  s.disableTo >= from

function siteRow(s: GridSite, range: DayRange, related: Map<string, string[]>): GridRow {
  const flagged = disabledIn(s, range.firstDate, range.lastDate)
  return {
    id: s.id,
    guid: s.guid,
    siteGuid: s.bookable === 1 ? s.guid : null,
    parentId: s.parentId,
    project_title: s.name,
    children_list: [],
    siteRelation: related.get(s.guid) ?? [],
    SiteDisableFlag: flagged ? 1 : 0,
    disableFrom: flagged ? s.disableFrom : null,
    disableTo: flagged ? s.disableTo : null,
    disableReason: flagged ? s.disableReason : null,
    area: s.area,
  }
}

const dayPartOf = (p: {
  id: number
  startMinute: number
  endMinute: number
  width: number
  text: string
}): DayPart => ({
  id: p.id,
  times: `${hhmm(p.startMinute)}-${hhmm(p.endMinute)}`,
  width: p.width,
  text: p.text,
})

/** The day-parts of the chosen template, or of the default one (the first if none is marked). */
export async function dayPartsFor(db: Db, templateId: number | undefined): Promise<DayPart[]> {
  const templates = await findTemplates(db)
  const chosen =
    templateId === undefined
      ? (templates.find((t) => t.isDefault === 1) ?? templates[0])
      : templates.find((t) => t.id === templateId)
  if (templateId !== undefined && !chosen) throw AppError.notFound('schedule.templateNotFound')
  if (!chosen) return []
  return (await findDayParts(db, [chosen.id])).map(dayPartOf)
}

async function festivalsIn(db: Db, range: DayRange): Promise<Record<string, Festival>> {
  const rows = await findFestivals(db, range.firstDate, range.lastDate)
  return Object.fromEntries(
    rows.map((f) => [f.date, { color: f.color, text: f.text, kind: f.kind }]),
  )
}

/** The grid's rows of the mode for one page, and the blocks those rows show. */
export async function gridRowsAndMissions(
  db: Db,
  q: Pick<GridQueryIn, 'mode' | 'page' | 'pageSize'>,
  range: DayRange,
): Promise<{ rows: GridRow[]; count: number; missions: MissionView[] }> {
  const start = (q.page - 1) * q.pageSize
  if (q.mode === 'project') {
    const all = (await findMissionsInRange(db, range.lo, range.hi)).sort(
      (a, b) => a.startKey - b.startKey || (a.mid < b.mid ? -1 : 1),
    )
    // projects in the order of their first block in the range
    const projects = new Map<string, MissionView>()
    for (const m of all) if (!projects.has(m.projectGuid)) projects.set(m.projectGuid, m)
    const list = [...projects.values()]
    const page = list.slice(start, start + q.pageSize)
    const onPage = new Set(page.map((m) => m.projectGuid))
    const rows = page.map((m, i) => projectRow(start + i + 1, m.projectGuid, m.projectTitle))
    return { rows, count: list.length, missions: all.filter((m) => onPage.has(m.projectGuid)) }
  }
  const { rows, count, only, siteOf } = await siteRows(db, q, range)
  const missions = await findMissionsInRange(db, range.lo, range.hi, only, siteOf)
  return { rows, count, missions }
}

/** The site mode's rows for one page, and the filter of the blocks those rows show. */
async function siteRows(
  db: Db,
  q: Pick<GridQueryIn, 'page' | 'pageSize'>,
  range: DayRange,
): Promise<{
  rows: GridRow[]
  count: number
  only: { sites?: string[] }
  siteOf: Map<string, GridSite>
}> {
  const start = (q.page - 1) * q.pageSize
  const [sites, relations] = await Promise.all([findGridSites(db), findRelations(db)])
  const related = relationMap(relations)
  const byId = new Map(sites.map((s) => [s.id, siteRow(s, range, related)]))
  const top: GridRow[] = []
  for (const s of sites) {
    const row = byId.get(s.id) as GridRow
    const parent = s.parentId === 0 ? undefined : byId.get(s.parentId)
    if (parent) parent.children_list.push(row)
    else top.push(row)
  }
  const rows = top.slice(start, start + q.pageSize)
  const whole = rows.length === top.length
  const guids = new Set<string>()
  const collect = (r: GridRow) => {
    if (r.siteGuid) guids.add(r.siteGuid)
    r.children_list.forEach(collect)
  }
  rows.forEach(collect)
  return {
    rows,
    count: top.length,
    only: whole ? {} : { sites: [...guids] },
    siteOf: new Map(sites.map((s) => [s.guid, s])),
  }
}

/** A project-mode row: the project, numbered on its page. */
const projectRow = (id: number, guid: string, title: string): GridRow => ({
  id,
  guid,
  siteGuid: null,
  parentId: 0,
  project_title: title,
  children_list: [],
  siteRelation: [],
  SiteDisableFlag: 0,
  disableFrom: null,
  disableTo: null,
  disableReason: null,
  area: null,
})

export async function loadGrid(db: Db, q: GridQueryIn, lang: Lang): Promise<GridData> {
  const range = rangeOf(q.dateFrom, q.dateTo)
  const [{ rows, count, missions }, dayParts, festivals] = await Promise.all([
    gridRowsAndMissions(db, q, range),
    dayPartsFor(db, q.templateId),
    festivalsIn(db, range),
  ])
  return { rows, count, missions: missions.map((m) => toMission(m, lang)), dayParts, festivals }
}

// --- grid load as JSON bytes --------------------------------------------------------------------

/**
 * loadGrid's answer as the UTF-8 bytes of the JSON text JSON.stringify would make of it, the
 * blocks written straight from their rows (GRID_COLUMNS): a quarter's 20,000 blocks as
 * objects twice over (view, then Mission), their 10 MB through JSON.stringify and then
 * encoded as UTF-8 cost more than reading them. The bytes of each project's, site's and
 * label's part are made once. The schedule tests hold it to JSON.stringify(loadGrid(...)).
 */
export async function loadGridJson(db: Db, q: GridQueryIn, lang: Lang): Promise<Buffer> {
  const range = rangeOf(q.dateFrom, q.dateTo)
  const [{ rows, count, missions }, dayParts, festivals] = await Promise.all([
    gridRowsAndMissionRows(db, q, range),
    dayPartsFor(db, q.templateId),
    festivalsIn(db, range),
  ])
  const out = new JsonWriter(missions.rows.length * 600)
  out.text(`{"rows":${JSON.stringify(rows)},"count":${JSON.stringify(count)},"missions":`)
  writeMissions(out, missions.rows, missions.projects, missions.sites, lang)
  out.text(`,"dayParts":${JSON.stringify(dayParts)},"festivals":${JSON.stringify(festivals)}}`)
  return out.done()
}

/** gridRowsAndMissions with the blocks as rows in GRID_COLUMNS order. */
async function gridRowsAndMissionRows(
  db: Db,
  q: Pick<GridQueryIn, 'mode' | 'page' | 'pageSize'>,
  range: DayRange,
): Promise<{
  rows: GridRow[]
  count: number
  missions: {
    rows: unknown[][]
    projects: ReadonlyMap<string, ProjectFacts>
    sites: ReadonlyMap<string, GridSite>
  }
}> {
  if (q.mode === 'project') {
    const start = (q.page - 1) * q.pageSize
    const [found, sites] = await Promise.all([
      findGridMissionRows(db, range.lo, range.hi),
      findGridSites(db),
    ])
    const siteOf = new Map(sites.map((s) => [s.guid, s]))
    const all = found.rows
      // a block whose project or site is gone shows nowhere (as findMissionsInRange)
      .filter((r) => found.projects.has(r[G.project] as string) && siteOf.has(r[G.site] as string))
      .sort(
        (a, b) =>
          Number(a[G.startKey]) - Number(b[G.startKey]) ||
          ((a[G.mid] as string) < (b[G.mid] as string) ? -1 : 1),
      )
    // projects in the order of their first block in the range
    const order = [...new Set(all.map((r) => r[G.project] as string))]
    const page = order.slice(start, start + q.pageSize)
    const onPage = new Set(page)
    const rows = page.map((guid, i) =>
      projectRow(start + i + 1, guid, found.projects.get(guid)?.title ?? ''),
    )
    const shown = all.filter((r) => onPage.has(r[G.project] as string))
    return {
      rows,
      count: order.length,
      missions: { rows: shown, projects: found.projects, sites: siteOf },
    }
  }
  const { rows, count, only, siteOf } = await siteRows(db, q, range)
  const found = await findGridMissionRows(db, range.lo, range.hi, only)
  return { rows, count, missions: { rows: found.rows, projects: found.projects, sites: siteOf } }
}

/** Indexes of GRID_COLUMNS. */
const G = {
  mid: 0,
  project: 1,
  site: 2,
  userId: 3,
  fromDate: 4,
  toDate: 5,
  fromMinute: 6,
  toMinute: 7,
  createdAt: 8,
  level: 9,
  status: 10,
  usage: 11,
  copyId: 12,
  remark: 13,
  version: 14,
  startKey: 15,
} as const

/** JSON text as UTF-8 bytes in a buffer that grows: no string of the whole answer. */
export class JsonWriter {
  private buf: Buffer
  private pos = 0
  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(Math.max(size, 1024))
  }
  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n))
    this.buf.copy(next, 0, 0, this.pos)
    this.buf = next
  }
  /** Bytes made once (a part's JSON text), byte by byte: parts are short, a call costs more. */
  bytes(b: Uint8Array): void {
    const n = b.length
    this.room(n)
    const buf = this.buf
    let p = this.pos
    for (let i = 0; i < n; i++) buf[p++] = b[i] as number
    this.pos = p
  }
  /** JSON text as it is. */
  text(s: string): void {
    this.room(s.length * 3)
    this.pos += this.buf.write(s, this.pos)
  }
  /** A value as JSON.stringify writes it in an object (the columns are never undefined). */
  value(x: unknown): void {
    if (typeof x === 'string') this.string(x)
    else if (typeof x === 'number') this.number(x)
    else this.text(JSON.stringify(x) ?? 'null')
  }
  /** A number as JSON.stringify writes it; whole ones digit by digit (no string made). */
  private number(x: number): void {
    if (!Number.isSafeInteger(x) || x < 0) {
      this.text(Number.isFinite(x) ? `${x}` : 'null')
      return
    }
    let digits = 1
    for (let v = x; v >= 10; v = Math.floor(v / 10)) digits++
    this.room(digits)
    const buf = this.buf
    let p = this.pos + digits
    let v = x
    do {
      const q = Math.floor(v / 10)
      buf[--p] = 0x30 + (v - q * 10)
      v = q
    } while (v > 0)
    this.pos += digits
  }
  /** A string's JSON: plain ASCII quoted char by char, anything else by JSON.stringify. */
  private string(s: string): void {
    const n = s.length
    this.room(n + 2)
    const buf = this.buf
    let p = this.pos
    buf[p++] = 0x22
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i)
      // control characters, non-ASCII, '"' and '\\' need escaping or UTF-8: not written yet
      if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return this.text(JSON.stringify(s))
      buf[p++] = c
    }
    buf[p++] = 0x22
    this.pos = p
  }
  /** The bytes written (a view of the buffer). */
  done(): Buffer {
    return this.buf.subarray(0, this.pos)
  }
}

/** A text's JSON without its quotes: JSON.stringify escapes char by char, so parts join. */
const inner = (text: string) => JSON.stringify(text).slice(1, -1)

/**
 * Writes JSON.stringify(rows.map(toMission)) for block rows in GRID_COLUMNS order; rows
 * whose project or site is not in the maps are left out (as findMissionsInRange leaves them).
 * Each part is made once per project, site, usage or status pair (a map per block pair
 * would miss on nearly every block).
 */
export function writeMissions(
  out: JsonWriter,
  rows: readonly unknown[][],
  projectOf: ReadonlyMap<string, ProjectFacts>,
  siteOf: ReadonlyMap<string, Pick<GridSite, 'name' | 'area'>>,
  lang: Lang,
): void {
  const json = JSON.stringify
  const bytes = (text: string) => Buffer.from(text)
  // ',"project_id":…' and '…","text2":"…","text3":"' by project
  const projects = new Map<string, { id: Buffer; texts: Buffer }>()
  // ',"siteGuid":…,"siteName":…,"userId":' and ' · 9950㎡' (or nothing) by site
  const sites = new Map<string, { head: Buffer; area: Buffer }>()
  // ',"usage":…,"copy_id":' and the usage's label by stored usage
  const usages = new Map<string, { part: Buffer; label: Buffer }>()
  // ',"color":…,"fontColor":…,"text1":"' by project status and booking status
  const colours = new Map<string, Buffer>()
  // ' · 已确认","statusText":"…","remark":' by booking status and project status
  const tails = new Map<string, Buffer>()
  const COMMA = bytes(',')
  const MID = bytes('{"mid":')
  const FROM_DATE = bytes(',"fromDate":')
  const TO_DATE = bytes(',"toDate":')
  const FROM_T = bytes(',"from_date_t":')
  const TO_T = bytes(',"to_date_t":')
  const CREATED = bytes(',"saved":1,"createdAt":')
  const LEVEL = bytes(',"level":')
  const STATUS = bytes(',"status":')
  const VERSION = bytes(',"version":')
  const END = bytes('}')
  out.text('[')
  let first = true
  for (const r of rows) {
    const projectGuid = r[G.project] as string
    const siteGuid = r[G.site] as string
    const p = projectOf.get(projectGuid)
    const st = siteOf.get(siteGuid)
    if (!p || !st) continue
    const usage = r[G.usage] as string
    const status = r[G.status] as number
    let project = projects.get(projectGuid)
    if (project === undefined) {
      project = {
        id: bytes(`,"project_id":${json(projectGuid)}`),
        texts: bytes(`${inner(p.title)}","text2":${json(p.customer)},"text3":"`),
      }
      projects.set(projectGuid, project)
    }
    let site = sites.get(siteGuid)
    if (site === undefined) {
      site = {
        head: bytes(`,"siteGuid":${json(siteGuid)},"siteName":${json(st.name)},"userId":`),
        area: bytes(st.area === null ? '' : inner(` · ${st.area}㎡`)),
      }
      sites.set(siteGuid, site)
    }
    let use = usages.get(usage)
    if (use === undefined) {
      use = {
        part: bytes(`,"usage":${json(asUsage(usage))},"copy_id":`),
        label: bytes(inner(label(lang, `schedule.usage.${usage}`))),
      }
      usages.set(usage, use)
    }
    const statuses = `${p.status}|${status}`
    let colour = colours.get(statuses)
    if (colour === undefined) {
      const { color, fontColor } = colourOf(p.status, status)
      colour = bytes(`,"color":${json(color)},"fontColor":${json(fontColor)},"text1":"`)
      colours.set(statuses, colour)
    }
    let tail = tails.get(statuses)
    if (tail === undefined) {
      const booking = inner(` · ${label(lang, `schedule.bookingStatus.${status}`)}`)
      tail = bytes(`${booking}","statusText":${json(projectStatusLabel(lang, p.status))},"remark":`)
      tails.set(statuses, tail)
    }
    if (!first) out.bytes(COMMA)
    first = false
    out.bytes(MID)
    out.value(r[G.mid])
    out.bytes(project.id)
    out.bytes(site.head)
    out.value(r[G.userId])
    out.bytes(FROM_DATE)
    out.value(r[G.fromDate])
    out.bytes(TO_DATE)
    out.value(r[G.toDate])
    out.bytes(FROM_T)
    out.value(r[G.fromMinute])
    out.bytes(TO_T)
    out.value(r[G.toMinute])
    out.bytes(CREATED)
    out.value(Number(r[G.createdAt]))
    out.bytes(LEVEL)
    out.value(r[G.level])
    out.bytes(STATUS)
    out.value(status)
    out.bytes(use.part)
    out.value(r[G.copyId])
    out.bytes(colour)
    out.bytes(project.texts)
    out.bytes(use.label)
    out.bytes(site.area)
    out.bytes(tail)
    out.value(r[G.remark])
    out.bytes(VERSION)
    out.value(r[G.version])
    out.bytes(END)
  }
  out.text(']')
}

export async function listTemplates(db: Db): Promise<ScheduleTemplate[]> {
  const templates = await findTemplates(db)
  const parts = await findDayParts(
    db,
    templates.map((t) => t.id),
  )
  return templates.map((t) => ({
    id: t.id,
    name: t.name,
    isDefault: t.isDefault === 1,
    dayParts: parts.filter((p) => p.templateId === t.id).map(dayPartOf),
  }))
}

export async function bookableProjects(db: Db): Promise<BookableProject[]> {
  return findBookableProjects(db)
}

// --- saving ------------------------------------------------------------------------------------

interface Timed {
  fromDate: string
  toDate: string
  from_date_t: number
  to_date_t: number
}
const keysOf = (m: Timed) => {
  const startKey = keyOf(m.fromDate, m.from_date_t)
  const endKey = keyOf(m.toDate, m.to_date_t)
  if (endKey <= startKey) throw AppError.badRequest('schedule.endBeforeStart')
  return { startKey, endKey }
}

const clashOf = (m: MissionView): MissionClash => ({
  mid: m.mid,
  siteGuid: m.siteGuid,
  siteName: m.siteName,
  projectGuid: m.projectGuid,
  projectTitle: m.projectTitle,
  fromDate: m.fromDate,
  toDate: m.toDate,
  from_date_t: m.fromMinute,
  to_date_t: m.toMinute,
  status: m.status,
  level: m.level,
})

/** The 409 naming the clashing bookings: the first three, then 等N条. */
export function clashError(clashes: MissionView[], lang: Lang): AppError {
  const sorted = [...clashes].sort((a, b) => a.startKey - b.startKey || (a.mid < b.mid ? -1 : 1))
  const wide = lang === 'zh' || lang === 'ja'
  const items = sorted.slice(0, 3).map((m) => {
    const status = projectStatusLabel(lang, m.projectStatus)
    const when = `${m.fromDate} ${hhmm(m.fromMinute)}—${m.toDate} ${hhmm(m.toMinute)}`
    return `${m.siteName} ${when} ${m.projectTitle}${wide ? `（${status}）` : ` (${status})`}`
  })
  let list = items.join(wide ? '；' : '; ')
  if (sorted.length > 3) list += translate(lang, 'schedule.clashMore', { n: sorted.length })
  return new AppError(ResultCode.conflict, 'schedule.clash', { list }, sorted.map(clashOf))
}

/** Checks the sites of blocks: known, bookable (no group), not disabled on the blocks' dates. */
function checkSites(
  sites: Map<string, SiteRecord>,
  blocks: Array<{ siteGuid: string } & Timed>,
): void {
  for (const b of blocks) {
    const s = sites.get(b.siteGuid)
    if (!s) throw AppError.badRequest('schedule.siteUnknown')
    if (s.bookable !== 1) throw AppError.badRequest('schedule.siteGroup', { site: s.name })
    if (disabledIn(s, b.fromDate, b.toDate)) {
      throw AppError.badRequest('schedule.siteDisabled', {
        site: s.name,
        from: s.disableFrom ?? '',
        to: s.disableTo ?? '',
        reason: s.disableReason ?? '',
      })
    }
  }
}

/** Saved blocks a new or changed block may not overlap (anything graded above 提示). */
function refusedBy(
  block: { siteGuid: string; status: number; level: number; startKey: number; endKey: number },
  existing: MissionView[],
  related: Map<string, string[]>,
): MissionView[] {
  const sites = new Set(competingSites(block.siteGuid, related))
  return existing.filter(
    (n) =>
      sites.has(n.siteGuid) &&
      overlaps(block.startKey, block.endKey, n.startKey, n.endKey) &&
      refusesSave(block, n),
  )
}

/**
 * Saves new blocks in one transaction. The involved site rows are locked first (PostgreSQL),
 * so a parallel save of an overlapping block waits, then sees this one and answers 409.
 */
/** 已确认 comes with a signed contract: set by hand only with the confirm permission. */
function checkMayConfirm(user: AuthUser, blocks: readonly { status: number }[]): void {
  if (
    blocks.some((b) => b.status === BOOKING_STATUS.confirmed) &&
    !hasAnyPermission(user.permissions, [PERMISSIONS.schedule.confirm])
  )
    throw AppError.forbidden('schedule.confirmNeedsPermission')
}

export async function saveMissions(
  db: Db,
  user: AuthUser,
  body: SaveBody,
  now: number,
  lang: Lang,
): Promise<Mission[]> {
  checkMayConfirm(user, body.missions)
  const blocks = body.missions.map((m) => ({ ...m, mid: newGuid(), ...keysOf(m) }))
  const projectGuids = [...new Set(blocks.map((b) => b.project_id))]
  const projects = await findProjects(db, projectGuids)
  const bookable = new Set(
    projects.filter((p) => !UNBOOKABLE_PROJECT_STATUSES.includes(p.status)).map((p) => p.guid),
  )
  if (projectGuids.some((g) => !bookable.has(g))) {
    throw AppError.badRequest('schedule.projectUnknown')
  }

  await db.transaction().execute(async (trx) => {
    const siteGuids = [...new Set(blocks.map((b) => b.siteGuid))]
    const sites = new Map((await findSites(trx, siteGuids)).map((s) => [s.guid, s]))
    checkSites(sites, blocks)
    const related = relationMap(await findRelations(trx, siteGuids))
    const involved = [...new Set([...siteGuids, ...[...related.values()].flat()])]
    await lockSites(trx, involved)

    const inBatch = overlappingPairs(blocks, related)
    if (inBatch.length > 0) {
      const site = sites.get(inBatch[0]?.a.siteGuid ?? '')?.name ?? ''
      throw AppError.badRequest('schedule.batchOverlap', { site })
    }
    const lo = Math.min(...blocks.map((b) => b.startKey))
    const hi = Math.max(...blocks.map((b) => b.endKey))
    const existing = await findOverlapping(trx, involved, lo, hi)
    const clashes = new Map<string, MissionView>()
    for (const b of blocks) for (const n of refusedBy(b, existing, related)) clashes.set(n.mid, n)
    if (clashes.size > 0) throw clashError([...clashes.values()], lang)

    const rows: Insertable<MissionTable>[] = blocks.map((b) => ({
      mid: b.mid,
      projectGuid: b.project_id,
      siteGuid: b.siteGuid,
      userId: user.id,
      fromDate: b.fromDate,
      toDate: b.toDate,
      fromMinute: b.from_date_t,
      toMinute: b.to_date_t,
      startKey: b.startKey,
      endKey: b.endKey,
      level: b.level,
      status: b.status,
      usage: b.usage,
      copyId: null,
      remark: sanitizeRichText(b.remark),
      createdAt: now,
      updatedAt: now,
    }))
    await insertMissions(trx, rows)
    // the images its remark shows are kept while the booking is (files module)
    for (const r of rows) await addFileRefs(trx, fileRef.scheduleMission(r.mid), [r.remark])
  })
  const views = new Map(
    (
      await findMissionViews(
        db,
        blocks.map((b) => b.mid),
      )
    ).map((v) => [v.mid, v]),
  )
  return blocks.flatMap((b) => {
    const v = views.get(b.mid)
    return v ? [toMission(v, lang)] : []
  })
}

/** Changes one block at its version; 409 when stale or when it would clash. */
export async function updateMission(
  db: Db,
  user: AuthUser,
  body: UpdateBody,
  now: number,
  lang: Lang,
): Promise<Mission> {
  const keys = keysOf(body)
  await db.transaction().execute(async (trx) => {
    const current = await findMission(trx, body.mid)
    if (!current) throw AppError.notFound('schedule.missionNotFound')
    if (current.version !== body.version) throw AppError.conflict()
    if (current.status !== BOOKING_STATUS.confirmed) checkMayConfirm(user, [body])
    const block = { ...body, siteGuid: current.siteGuid, ...keys }
    if (body.status !== CANCELLED) {
      const sites = new Map((await findSites(trx, [current.siteGuid])).map((s) => [s.guid, s]))
      checkSites(sites, [block])
      const related = relationMap(await findRelations(trx, [current.siteGuid]))
      const involved = competingSites(current.siteGuid, related)
      await lockSites(trx, involved)
      const existing = await findOverlapping(trx, involved, keys.startKey, keys.endKey, body.mid)
      const clashes = refusedBy(block, existing, related)
      if (clashes.length > 0) throw clashError(clashes, lang)
    }
    const remark = sanitizeRichText(body.remark)
    const changed = await updateMissionAtVersion(trx, body.mid, body.version, {
      fromDate: body.fromDate,
      toDate: body.toDate,
      fromMinute: body.from_date_t,
      toMinute: body.to_date_t,
      startKey: keys.startKey,
      endKey: keys.endKey,
      level: body.level,
      status: body.status,
      usage: body.usage,
      remark,
      updatedAt: now,
    })
    if (!changed) throw AppError.conflict()
    await setFileRefs(trx, fileRef.scheduleMission(body.mid), [remark])
  })
  const [view] = await findMissionViews(db, [body.mid])
  if (!view) throw AppError.notFound('schedule.missionNotFound')
  return toMission(view, lang)
}

export async function removeMissions(db: Db, mids: string[]): Promise<void> {
  const unique = [...new Set(mids)]
  await db.transaction().execute(async (trx) => {
    const removed = await deleteMissions(trx, unique)
    if (removed === 0) throw AppError.notFound('schedule.missionNotFound')
    await removeFileRefs(trx, unique.map(fileRef.scheduleMission))
  })
}

// --- conflicts ---------------------------------------------------------------------------------

const sideOf = (m: MissionView) => ({
  mid: m.mid,
  projectGuid: m.projectGuid,
  projectTitle: m.projectTitle,
  siteGuid: m.siteGuid,
  siteName: m.siteName,
  status: m.status,
  level: m.level,
})

const spanOf = (startKey: number, endKey: number) => {
  const startDay = Math.floor(startKey / MINUTES_PER_DAY)
  // an end at 24:00 is minute 1440 of its day, not minute 0 of the next
  const endDay = Math.ceil(endKey / MINUTES_PER_DAY) - 1
  return {
    fromDate: dateOfDayNumber(startDay),
    from_date_t: startKey - startDay * MINUTES_PER_DAY,
    toDate: dateOfDayNumber(endDay),
    to_date_t: endKey - endDay * MINUTES_PER_DAY,
  }
}

type Unhandled = Omit<Conflict, 'state' | 'handlerName' | 'handledAt' | 'note'>

/** The conflicts among `missions` (pairs and blocks on disabled sites) overlapping [lo, hi). */
function conflictsAmong(
  missions: MissionView[],
  sites: Map<string, SiteRecord>,
  related: Map<string, string[]>,
  lo: number,
  hi: number,
): Unhandled[] {
  const out: Unhandled[] = []
  for (const { a, b, type } of overlappingPairs(missions, related)) {
    const start = Math.max(a.startKey, b.startKey)
    const end = Math.min(a.endKey, b.endKey)
    if (!overlaps(start, end, lo, hi)) continue
    out.push({
      key: pairKey(a.mid, b.mid),
      ...spanOf(start, end),
      a: sideOf(a),
      b: sideOf(b),
      type,
      grade: gradeOf(a, b),
    })
  }
  for (const m of missions) {
    const s = sites.get(m.siteGuid)
    if (!s || !disabledIn(s, m.fromDate, m.toDate)) continue
    const start = Math.max(m.startKey, dayNumberOf(s.disableFrom ?? '') * MINUTES_PER_DAY)
    const end = Math.min(m.endKey, (dayNumberOf(s.disableTo ?? '') + 1) * MINUTES_PER_DAY)
    if (!overlaps(start, end, lo, hi)) continue
    out.push({
      key: disabledKey(m.mid),
      ...spanOf(start, end),
      a: sideOf(m),
      b: null,
      type: 'disabled',
      grade: 'siteDisabled',
    })
  }
  return out
}

async function withStates(db: Db, list: Unhandled[]): Promise<Conflict[]> {
  const states = new Map(
    (
      await findConflictStates(
        db,
        list.map((c) => c.key),
      )
    ).map((s) => [s.key, s]),
  )
  return list.map((c) => {
    const s = states.get(c.key)
    return {
      ...c,
      state: s?.state ?? 'open',
      handlerName: s?.handlerName ?? null,
      handledAt: s?.handledAt === null || s?.handledAt === undefined ? null : Number(s.handledAt),
      note: s?.note ?? '',
    }
  })
}

const GRADE_ORDER: Record<ConflictGrade, number> = {
  serious: 0,
  handle: 1,
  siteDisabled: 2,
  notice: 3,
}

export async function listConflicts(db: Db, q: ConflictQueryIn): Promise<Conflict[]> {
  const range = rangeOf(q.dateFrom, q.dateTo)
  const [missions, sites, relations] = await Promise.all([
    findMissionsInRange(db, range.lo, range.hi),
    findAllSites(db),
    findRelations(db),
  ])
  const found = conflictsAmong(
    missions,
    new Map(sites.map((s) => [s.guid, s])),
    relationMap(relations),
    range.lo,
    range.hi,
  ).filter((c) => !q.grade || c.grade === q.grade)
  const all = await withStates(db, found)
  return all
    .filter((c) => !q.state || c.state === q.state)
    .sort(
      (x, y) =>
        x.fromDate.localeCompare(y.fromDate) ||
        x.from_date_t - y.from_date_t ||
        GRADE_ORDER[x.grade] - GRADE_ORDER[y.grade] ||
        x.key.localeCompare(y.key),
    )
}

/** The mids a conflict key names, or null when it is no conflict key. */
const midsOfKey = (key: string): string[] | null => {
  if (key.endsWith(':disabled')) return [key.slice(0, -':disabled'.length)]
  const parts = key.split('|')
  return parts.length === 2 && parts.every((p) => p.length > 0) ? parts : null
}

/**
 * Stores how a conflict is handled. Ignoring needs the ignore permission, coordinating the
 * handle one; 404 when the key names no current conflict.
 */
export async function handleConflict(
  db: Db,
  user: AuthUser,
  body: HandleBody,
  now: number,
): Promise<Conflict> {
  const P = PERMISSIONS.reservationConflict
  const needs =
    body.state === 'ignored'
      ? [P.ignore]
      : body.state === 'resolved'
        ? [P.handle]
        : [P.handle, P.ignore]
  if (!hasAnyPermission(user.permissions, needs)) throw AppError.forbidden()
  const mids = midsOfKey(body.key)
  const missions = mids
    ? (await findMissionViews(db, mids)).filter((m) => m.status !== CANCELLED)
    : []
  if (!mids || missions.length !== mids.length) {
    throw AppError.notFound('schedule.conflictNotFound')
  }
  const siteGuids = [...new Set(missions.map((m) => m.siteGuid))]
  const [sites, relations] = await Promise.all([
    findSites(db, siteGuids),
    findRelations(db, siteGuids),
  ])
  const lo = Math.min(...missions.map((m) => m.startKey))
  const hi = Math.max(...missions.map((m) => m.endKey))
  const conflict = conflictsAmong(
    missions,
    new Map(sites.map((s) => [s.guid, s])),
    relationMap(relations),
    lo,
    hi,
  ).find((c) => c.key === body.key)
  if (!conflict) throw AppError.notFound('schedule.conflictNotFound')
  await upsertConflictState(db, {
    key: body.key,
    state: body.state,
    note: body.note,
    handlerId: user.id,
    handlerName: user.nickName,
    handledAt: now,
  })
  const [stored] = await withStates(db, [conflict])
  return stored as Conflict
}
