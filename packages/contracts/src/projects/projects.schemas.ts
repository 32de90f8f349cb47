import { z } from 'zod'
import {
  epochMsQuery,
  guidSchema,
  pageQuerySchema,
  textFilter,
} from '../common/envelope.schemas.ts'
import { saveKeyShape } from '../common/resource.ts'
import { PROJECT_STATUS_VALUES } from '../dashboard/dashboard.schemas.ts'
import { BOOKING_USAGES, HOLD_LEVELS, calendarDateSchema } from '../schedule/schedule.schemas.ts'

// 项目信息 (/project/projectInfo), docs/product/domain.md "Project" and its status machine.

/** 项目形式 (`projectFormFlag`): 1 展览 (default), 2 会议, 3 活动/演艺, 4 其他. */
export const PROJECT_FORM_FLAGS = ['1', '2', '3', '4'] as const

/**
 * The actions of the project status machine a user takes (进行中 and 已完成 follow the
 * calendar by themselves; 已取消 only through 项目取消): 预定 a lead, 转待签约 a hold, 签约,
 * 流失 (reason required), 释放 a hold, 结算 a finished project.
 */
export const PROJECT_ACTIONS = [
  'reserve',
  'toContract',
  'sign',
  'lose',
  'release',
  'settle',
] as const
export type ProjectAction = (typeof PROJECT_ACTIONS)[number]

/** A project as its list shows it; `status` is as of now (进行中/已完成 by its dates). */
export const projectRowSchema = z.object({
  guid: z.string(),
  projectNumber: z.string(),
  title: z.string(),
  formFlag: z.string(),
  status: z.number().int(),
  /** Dictionary `industry` / `region` values (guids). */
  industry: z.string(),
  region: z.string(),
  customerGuid: z.string().nullable(),
  customerName: z.string(),
  /** Comma-separated hall names, as the grid's bookings give them. */
  halls: z.string(),
  /** Epoch ms of the venue's days: load-in, opening, closing, load-out. */
  loadInTime: z.number().int().nullable(),
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  loadOutTime: z.number().int().nullable(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string(),
  deptName: z.string(),
  /** The hold's rank among projects holding the same dates (1 第一意向 …), while 预定. */
  holdLevel: z.number().int().nullable(),
  /** The last day (yyyy-MM-dd) a 预定 project keeps its hold; then it is 已释放 by itself. */
  holdUntil: z.string().nullable(),
  /** Fen, once signed. */
  contractAmount: z.number().int().nullable(),
  expectedArea: z.number().int().nullable(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type ProjectRow = z.infer<typeof projectRowSchema>

/** One project in full, with the actions its state and the caller's permissions allow. */
export const projectSchema = projectRowSchema.extend({
  /** The same four days as yyyy-MM-dd in the venue's time zone (the edit form's values). */
  loadInDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  loadOutDate: z.string().nullable(),
  expectedVisitors: z.number().int().nullable(),
  lostReason: z.string(),
  remark: z.string(),
  createdAt: z.number().int(),
  actions: z.array(z.enum(PROJECT_ACTIONS)),
  /** A hold behind another may be promoted once the one ahead of it is gone (提升意向). */
  canPromote: z.boolean(),
  /** Its blocks may be added to (not lost, cancelled, released, done or settled). */
  bookable: z.boolean(),
  /** The opportunity (商机) it was won from, and the sites that one wanted. */
  opportunityGuid: z.string().nullable(),
  opportunityNumber: z.string(),
  wantedSiteGuids: z.array(z.string()),
})
export type Project = z.infer<typeof projectSchema>

const optionalInt = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().min(0).max(2_147_483_647).optional(),
)

export const projectQuerySchema = pageQuerySchema.extend({
  /** A part of the title or the number. */
  keyword: textFilter(64),
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number()
      .int()
      .refine((n) => (PROJECT_STATUS_VALUES as readonly number[]).includes(n))
      .optional(),
  ),
  formFlag: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(PROJECT_FORM_FLAGS).optional(),
  ),
  customerGuid: textFilter(64),
  industry: textFilter(64),
  ownerId: optionalInt,
  /** The project is in the venue (load-in … load-out) on some day of [dateFrom, dateTo]. */
  dateFrom: epochMsQuery,
  dateTo: epochMsQuery,
})
export type ProjectQuery = z.infer<typeof projectQuerySchema>

const optionalCount = z.number().int().min(0).max(10_000_000).nullable().default(null)

export const projectSaveSchema = z
  .object({
    ...saveKeyShape,
    title: z.string().trim().min(2).max(100),
    formFlag: z.enum(PROJECT_FORM_FLAGS).default('1'),
    customerGuid: guidSchema,
    industry: z.string().trim().max(64).default(''),
    region: z.string().trim().max(64).default(''),
    /** The venue's days, yyyy-MM-dd, in order (load-in ≤ opening ≤ closing ≤ load-out). */
    loadInDate: calendarDateSchema,
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
    loadOutDate: calendarDateSchema,
    expectedArea: optionalCount,
    expectedVisitors: optionalCount,
    /** The sales owner; the caller when empty. */
    ownerId: z.number().int().min(1).nullable().default(null),
    /** The last day a hold is kept (预定); 30 days from the hold when empty. */
    holdUntil: calendarDateSchema.nullable().default(null),
    remark: z.string().trim().max(500).default(''),
  })
  .refine(
    (p) => p.loadInDate <= p.startDate && p.startDate <= p.endDate && p.endDate <= p.loadOutDate,
    {
      message: 'validation.projectDates',
      path: ['loadOutDate'],
    },
  )
export type ProjectSave = z.input<typeof projectSaveSchema>

export const projectActBodySchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
  action: z.enum(PROJECT_ACTIONS),
  /** Required to 流失 (the reason). */
  comment: z.string().trim().max(500).default(''),
})
export type ProjectActBody = z.input<typeof projectActBodySchema>

/** A booking block of the project, as its detail lists it. */
export const projectBookingSchema = z.object({
  mid: z.string(),
  siteName: z.string(),
  usage: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  level: z.number().int(),
  status: z.number().int(),
})
export type ProjectBooking = z.infer<typeof projectBookingSchema>

export const projectBookingsQuerySchema = z.object({ projectGuid: guidSchema })

/** Blocks made from a project's detail: its sites over a range of days, for one usage. */
export const projectBookBodySchema = z
  .object({
    projectGuid: guidSchema,
    siteGuids: z.array(guidSchema).min(1).max(50),
    fromDate: calendarDateSchema,
    toDate: calendarDateSchema,
    usage: z.enum(BOOKING_USAGES).default('show'),
    /** The hold's rank; the first one free on those dates when absent. */
    level: z
      .number()
      .int()
      .refine((n) => (HOLD_LEVELS as readonly number[]).includes(n))
      .optional(),
  })
  .refine((b) => b.fromDate <= b.toDate, { message: 'validation.dateRange', path: ['toDate'] })
export type ProjectBookBody = z.input<typeof projectBookBodySchema>

/** A bookable site, as the booking dialog offers it. */
export const projectSiteOptionSchema = z.object({
  guid: z.string(),
  name: z.string(),
  /** Its group (展厅区, 会议区 …). */
  groupName: z.string(),
})

/** A hold that may move up now the one ahead of it was let go. */
export const nextHoldSchema = z.object({
  guid: z.string(),
  projectNumber: z.string(),
  title: z.string(),
  holdLevel: z.number().int().nullable(),
  ownerName: z.string(),
  version: z.number().int(),
})
export type NextHold = z.infer<typeof nextHoldSchema>

export const projectPromoteBodySchema = z.object({
  guid: guidSchema,
  version: z.number().int().min(0),
})

/** A block of the project priced from 价格管理 (amounts in fen; prices in yuan as listed). */
export const projectQuoteLineSchema = z.object({
  mid: z.string(),
  siteName: z.string(),
  usage: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  days: z.number().int(),
  /** Statutory holidays among them (the price's holiday factor applies). */
  holidayDays: z.number().int(),
  /** 布展 / 展期 / 撤展 / 会议 / 活动. */
  periodType: z.string(),
  unit: z.string(),
  /** The 价格管理 row the line is priced by (the spec's priceGuid), null with no price. */
  priceGuid: z.string().nullable(),
  /** null: 价格管理 has no price for the site and period on those days. */
  price: z.number().nullable(),
  floorPrice: z.number().nullable(),
  /** ㎡ for 元/㎡/天, hours for 元/小时, else 1. */
  quantity: z.number(),
  amount: z.number().int(),
  floorAmount: z.number().int(),
  taxRate: z.number(),
})
export type ProjectQuoteLine = z.infer<typeof projectQuoteLineSchema>

/** 报价: the lines, their sum, the floor, approved discounts, tax and total (fen). */
export const projectQuoteSchema = z.object({
  lines: z.array(projectQuoteLineSchema),
  subtotal: z.number().int(),
  floor: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  /** Every line found its price. */
  priced: z.boolean(),
})
export type ProjectQuote = z.infer<typeof projectQuoteSchema>
