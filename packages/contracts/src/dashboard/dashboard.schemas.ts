import { z } from 'zod'
import { guidSchema } from '../common/envelope.schemas.ts'

/**
 * Project states as stored (docs/product/domain.md "Project status machine"):
 * 0 意向, 1 预定, 2 待签约, 3 已签约, 4 进行中, 5 已完成, 6 已结算, 7 已流失, 8 已取消, 9 已释放.
 */
export const PROJECT_STATUS_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const

/**
 * States whose dates occupy the venue: leads, lost, cancelled and released projects
 * hold nothing, so the "in the venue" figures leave them out.
 */
export const VENUE_OCCUPYING_STATUSES: readonly number[] = [1, 2, 3, 4, 5, 6]

/** The time zone the venue's days and weeks are counted in. */
export const VENUE_TIME_ZONE = 'Asia/Shanghai'

/** How many projects each window lists by name (the rest are only counted). */
export const DASHBOARD_TOP_PROJECTS = 5

/** How many months the per-month chart covers, the current month first. */
export const DASHBOARD_MONTHS = 6

/** A project in the venue, as the dashboard lists it. */
export const dashboardProjectSchema = z.object({
  guid: guidSchema,
  title: z.string(),
  /** Comma-separated hall names, as stored. */
  halls: z.string(),
  status: z.number().int(),
  /** Epoch ms; the project occupies the venue from load-in to the end of the load-out day. */
  loadInTime: z.number().int().nullable(),
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  loadOutTime: z.number().int().nullable(),
})
export type DashboardProject = z.infer<typeof dashboardProjectSchema>

/** A time window [from, to) and the projects in the venue during it. */
export const dashboardWindowSchema = z.object({
  from: z.number().int(),
  /** Exclusive. */
  to: z.number().int(),
  count: z.number().int().min(0),
  /** The first few by load-in (DASHBOARD_TOP_PROJECTS at most). */
  top: z.array(dashboardProjectSchema),
})
export type DashboardWindow = z.infer<typeof dashboardWindowSchema>

export const dashboardSummarySchema = z.object({
  timeZone: z.string(),
  /** The venue's today, midnight to midnight. */
  today: dashboardWindowSchema,
  /** The venue's week, Monday 00:00 to the next Monday 00:00. */
  week: dashboardWindowSchema,
  /** Every project state with its number of projects (zeros included), in state order. */
  byStatus: z.array(z.object({ status: z.number().int(), count: z.number().int().min(0) })),
  /** Projects in the venue in each month, the current month first (DASHBOARD_MONTHS). */
  byMonth: z.array(
    z.object({
      /** yyyy-MM in the venue's time zone. */
      month: z.string(),
      from: z.number().int(),
      to: z.number().int(),
      count: z.number().int().min(0),
    }),
  ),
  exhibitionCount: z.number().int().min(0),
  /** The caller's own unread messages. */
  unreadMessages: z.number().int().min(0),
})
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>
