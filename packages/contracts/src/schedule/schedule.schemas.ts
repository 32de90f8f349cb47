import { z } from 'zod'
import { guidSchema } from '../common/envelope.schemas.ts'

/*
 * The scheduling grid's wire shapes (docs/product/schedule.md "Rows", "Booking blocks",
 * "Day-parts", "Holidays"; docs/product/api.md "Scheduling grid").
 *
 * Time on the grid is a venue calendar date plus minutes of that day, never a
 * timestamp (docs/product/schedule.md "Day-parts"): `fromDate`/`toDate` are yyyy-MM-dd in the
 * venue's time zone and `from_date_t`/`to_date_t` are minutes of the day, 0..1440, the end
 * exclusive. A block from 2026-11-23 08:00 to 2026-11-25 20:00 is
 * `{ fromDate: '2026-11-23', from_date_t: 480, toDate: '2026-11-25', to_date_t: 1200 }`.
 */

/**
 * Day-parts step in 30 minutes and may sum to 24 h at most (docs/product/schedule.md "Day-parts").
 */
export const DAY_PART_STEP_MINUTES = 30
export const DAY_PART_MAX_TOTAL_MINUTES = 24 * 60

/**
 * View modes in days (docs/product/schedule.md "View modes"): 3, 7, 14, 30, a month (31)
 * and a quarter (92).
 */
export const GRID_VIEW_MODES = [3, 7, 14, 30, 31, 92] as const
export type GridViewMode = (typeof GRID_VIEW_MODES)[number]

/** Quarter selector values for months 1-3, 4-6, 7-9, 10-12 (docs/product/schedule.md "Toolbar"). */
export const QUARTER_SELECTOR_VALUES = [31, 61, 91, 121] as const

/** Rows per grid load (docs/product/schedule.md "Rows"). */
export const GRID_PAGE_SIZE = 4000

/** The widest range one load may ask for, in days (a quarter plus slack for navigation). */
export const GRID_MAX_RANGE_DAYS = 190

/**
 * `saved` of a block (docs/product/schedule.md "Booking blocks"): 0 unsaved, 1 saved, -1 a grey
 * copy on a related site.
 */
export const MISSION_SAVED = { unsaved: 0, saved: 1, relatedCopy: -1 } as const
export type MissionSaved = (typeof MISSION_SAVED)[keyof typeof MISSION_SAVED]

/**
 * Booking status (docs/product/schedule.md "Booking blocks"): 0 预定, 1 待签约, 2 已确认, 3 已取消.
 */
export const BOOKING_STATUS = { tentative: 0, pending: 1, confirmed: 2, cancelled: 3 } as const
export const BOOKING_STATUS_VALUES = [0, 1, 2, 3] as const
export type BookingStatus = (typeof BOOKING_STATUS_VALUES)[number]

/** Hold rank: 1 第一意向 (or confirmed), 2 第二意向, 3 第三意向. */
export const HOLD_LEVELS = [1, 2, 3] as const
export type HoldLevel = (typeof HOLD_LEVELS)[number]

/**
 * What a block is for (docs/product/schedule.md "Booking blocks"): 进馆/布展,
 * 展期, 撤馆, 会议, 活动, 封馆.
 */
export const BOOKING_USAGES = ['loadIn', 'show', 'loadOut', 'meeting', 'event', 'closure'] as const
export type BookingUsage = (typeof BOOKING_USAGES)[number]

/** yyyy-MM-dd, a venue calendar date. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { message: 'validation.date' })

/** Minutes of the day, 0..1440, on the 30-minute grid. */
export const minuteOfDaySchema = z
  .number()
  .int()
  .min(0)
  .max(1440)
  .refine((m) => m % DAY_PART_STEP_MINUTES === 0, { message: 'validation.halfHour' })

/** One day-part of a schedule template: `times` '08:00-12:00', its column width in px. */
export const dayPartSchema = z.object({
  id: z.number().int(),
  times: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/),
  width: z.number().int().min(8).max(2000),
  text: z.string(),
})
export type DayPart = z.infer<typeof dayPartSchema>

/** A schedule template (system admin, scheduleTemplate): a named list of day-parts. */
export const scheduleTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dayParts: z.array(dayPartSchema),
  /** The template the grid opens with. */
  isDefault: z.boolean(),
})
export type ScheduleTemplate = z.infer<typeof scheduleTemplateSchema>

/** A festival or holiday day: red for statutory holidays, grey for make-up workdays. */
export const festivalSchema = z.object({
  color: z.string(),
  text: z.string(),
  kind: z.enum(['holiday', 'workday']),
})
export type Festival = z.infer<typeof festivalSchema>

/**
 * A grid row: a site (mode `site`, a tree by parentId/children_list) or a project
 * (mode `project`, flat). Field names are the spec's.
 */
export interface GridRow {
  id: number
  guid: string
  /** The site this row books; null on group rows and project rows. */
  siteGuid: string | null
  /** 0 = top level. */
  parentId: number
  /** The row's label: the site name or the project title. */
  project_title: string
  children_list: GridRow[]
  /** Related sites' guids (composite halls: booking 多功能厅 blocks A, B and C, and back). */
  siteRelation: string[]
  /** 1 = the site is disabled for (part of) the range: greyed, no new blocks. */
  SiteDisableFlag: 0 | 1
  /** The disable period (inclusive yyyy-MM-dd) and its reason, when flagged. */
  disableFrom: string | null
  disableTo: string | null
  disableReason: string | null
  /** ㎡; null when unknown. */
  area: number | null
}
export const gridRowSchema: z.ZodType<GridRow> = z.object({
  id: z.number().int(),
  guid: guidSchema,
  siteGuid: guidSchema.nullable(),
  parentId: z.number().int(),
  project_title: z.string(),
  get children_list() {
    return z.array(gridRowSchema)
  },
  siteRelation: z.array(guidSchema),
  SiteDisableFlag: z.union([z.literal(0), z.literal(1)]),
  disableFrom: calendarDateSchema.nullable(),
  disableTo: calendarDateSchema.nullable(),
  disableReason: z.string().nullable(),
  area: z.number().nullable(),
})

/** A saved booking block as the server answers it (spec "Booking block (mission)"). */
export const missionSchema = z.object({
  mid: guidSchema,
  project_id: guidSchema,
  siteGuid: guidSchema,
  /** The site's name (the project calendar's rows are projects, not sites). */
  siteName: z.string(),
  userId: z.number().int(),
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
  from_date_t: z.number().int().min(0).max(1440),
  to_date_t: z.number().int().min(0).max(1440),
  saved: z.literal(1),
  createdAt: z.number().int(),
  level: z.number().int().min(1).max(3),
  status: z.number().int().min(0).max(3),
  usage: z.enum(BOOKING_USAGES),
  /** The block this one was copied from, if any. */
  copy_id: z.string().nullable(),
  /** Background and text colour, by project status (docs/product/schedule.md "Colours"). */
  color: z.string(),
  fontColor: z.string(),
  /** ① project short name, ② customer, ③ usage · area · status. */
  text1: z.string(),
  text2: z.string(),
  text3: z.string(),
  /** The project's status as shown on the block (已签约), in the caller's language. */
  statusText: z.string(),
  /** Sanitised rich text. */
  remark: z.string(),
  version: z.number().int(),
})
export type Mission = z.infer<typeof missionSchema>

const missionTimeFields = {
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
  from_date_t: minuteOfDaySchema,
  to_date_t: minuteOfDaySchema,
}

/** A block as the grid's add event hands it over (merged, unsaved, no related copies). */
export const newMissionSchema = z.object({
  project_id: guidSchema,
  siteGuid: guidSchema,
  ...missionTimeFields,
  level: z
    .number()
    .int()
    .refine((n) => (HOLD_LEVELS as readonly number[]).includes(n))
    .default(1),
  /** New blocks are holds or pending; confirming happens with the contract. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  usage: z.enum(BOOKING_USAGES).default('show'),
  remark: z.string().max(20_000).default(''),
})
export type NewMission = z.input<typeof newMissionSchema>

export const saveMissionsBodySchema = z.object({
  missions: z.array(newMissionSchema).min(1).max(2000),
})
export type SaveMissionsBody = z.input<typeof saveMissionsBodySchema>

export const updateMissionBodySchema = z.object({
  mid: guidSchema,
  version: z.number().int().min(0),
  ...missionTimeFields,
  level: z
    .number()
    .int()
    .refine((n) => (HOLD_LEVELS as readonly number[]).includes(n)),
  status: z.number().int().min(0).max(3),
  usage: z.enum(BOOKING_USAGES),
  remark: z.string().max(20_000),
})
export type UpdateMissionBody = z.input<typeof updateMissionBodySchema>

export const deleteMissionsBodySchema = z.object({ mids: z.array(guidSchema).min(1).max(2000) })

/** The grid's load: the visible range as epoch ms (venue midnights, `dateTo` exclusive). */
export const gridQuerySchema = z.object({
  dateFrom: z.coerce.number().int().min(0),
  dateTo: z.coerce.number().int().min(0),
  mode: z.enum(['site', 'project']).default('site'),
  /** The schedule template whose day-parts make the columns; the default one if absent. */
  templateId: z.coerce.number().int().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(GRID_PAGE_SIZE).default(GRID_PAGE_SIZE),
})
export type GridQuery = z.input<typeof gridQuerySchema>

export const gridDataSchema = z.object({
  rows: z.array(gridRowSchema),
  /** Every top-level row of the mode, before paging. */
  count: z.number().int().min(0),
  missions: z.array(missionSchema),
  dayParts: z.array(dayPartSchema),
  festivals: z.record(z.string(), festivalSchema),
})
export type GridData = z.infer<typeof gridDataSchema>

/** Clashing bookings a save ran into: 409's `data`. */
export const missionClashSchema = z.object({
  mid: guidSchema,
  siteGuid: guidSchema,
  siteName: z.string(),
  projectGuid: guidSchema,
  projectTitle: z.string(),
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
  from_date_t: z.number().int(),
  to_date_t: z.number().int(),
  status: z.number().int(),
  level: z.number().int(),
})
export type MissionClash = z.infer<typeof missionClashSchema>

/** Conflict grades (docs/product/schedule.md "Conflicts"): 严重, 需处理, 提示, 场地停用. */
export const CONFLICT_GRADES = ['serious', 'handle', 'notice', 'siteDisabled'] as const
export type ConflictGrade = (typeof CONFLICT_GRADES)[number]

/** Handling state of a conflict: 待处理, 已协调, 已忽略. */
export const CONFLICT_STATES = ['open', 'resolved', 'ignored'] as const
export type ConflictState = (typeof CONFLICT_STATES)[number]

const conflictSideSchema = z.object({
  mid: guidSchema,
  projectGuid: guidSchema,
  projectTitle: z.string(),
  siteGuid: guidSchema,
  siteName: z.string(),
  status: z.number().int(),
  level: z.number().int(),
})

/** One conflict: two blocks that overlap on one site or related sites, or a block on a disabled site. */
export const conflictSchema = z.object({
  /** Stable key: the two mids sorted and joined, or the mid plus ':disabled'. */
  key: z.string(),
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
  from_date_t: z.number().int(),
  to_date_t: z.number().int(),
  a: conflictSideSchema,
  /** Null for a block on a disabled site. */
  b: conflictSideSchema.nullable(),
  /** `same`: one site; `related`: related sites; `disabled`: a disabled site. */
  type: z.enum(['same', 'related', 'disabled']),
  grade: z.enum(CONFLICT_GRADES),
  state: z.enum(CONFLICT_STATES),
  handlerName: z.string().nullable(),
  handledAt: z.number().int().nullable(),
  note: z.string(),
})
export type Conflict = z.infer<typeof conflictSchema>

export const conflictQuerySchema = z.object({
  dateFrom: z.coerce.number().int().min(0),
  dateTo: z.coerce.number().int().min(0),
  grade: z.enum(CONFLICT_GRADES).optional(),
  state: z.enum(CONFLICT_STATES).optional(),
})
export type ConflictQuery = z.input<typeof conflictQuerySchema>

export const handleConflictBodySchema = z.object({
  key: z.string().min(1).max(200),
  state: z.enum(CONFLICT_STATES),
  note: z.string().trim().max(500).default(''),
})
export type HandleConflictBody = z.input<typeof handleConflictBodySchema>

/** Projects a block can be booked for (the booking dialog's project picker). */
export const bookableProjectSchema = z.object({
  guid: guidSchema,
  title: z.string(),
  customer: z.string(),
  status: z.number().int(),
})
export type BookableProject = z.infer<typeof bookableProjectSchema>
