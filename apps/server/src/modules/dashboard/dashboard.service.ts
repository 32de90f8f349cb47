import {
  DASHBOARD_MONTHS,
  DASHBOARD_TOP_PROJECTS,
  type DashboardSummary,
  type DashboardWindow,
  PROJECT_STATUS_VALUES,
  VENUE_TIME_ZONE,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { statusAsOf } from '#server/modules/projects/project-workflow.ts'
import { countMessages } from '#server/modules/workspace/workspace.repository.ts'
import {
  countExhibitions,
  countOccupyingIn,
  countProjectsByStatus,
  findOccupying,
} from './dashboard.repository.ts'
import { type TimeWindow, dayWindow, monthWindows, weekWindow } from './venue-calendar.ts'

/** One window's figure: the count and the first few projects, mapped to the contract. */
async function windowOf(
  db: Db,
  w: TimeWindow,
  count: number,
  now: number,
): Promise<DashboardWindow> {
  const rows = await findOccupying(db, w, DASHBOARD_TOP_PROJECTS)
  const num = (v: number | null) => (v === null ? null : Number(v))
  return {
    from: w.from,
    to: w.to,
    count,
    top: rows.map((r) => ({
      guid: r.guid,
      title: r.title,
      halls: r.halls,
      // 进行中 and 已完成 by the calendar, as the project list shows them
      status: statusAsOf(r, now),
      loadInTime: num(r.loadInTime),
      startTime: num(r.startTime),
      endTime: num(r.endTime),
      loadOutTime: num(r.loadOutTime),
    })),
  }
}

/**
 * The venue home's figures at `now`: projects in the venue today and this week (in the
 * venue's time zone, the week Monday to Sunday), projects per state and per month for
 * the chart (进行中 and 已完成 by the calendar), the number of exhibitions and the caller's
 * unread messages.
 * Bookings, contracts and instalments join this answer when their tables exist.
 */
export async function dashboardSummary(
  db: Db,
  userId: number,
  now: number,
  timeZone: string = VENUE_TIME_ZONE,
): Promise<DashboardSummary> {
  const today = dayWindow(now, timeZone)
  const week = weekWindow(now, timeZone)
  const months = monthWindows(now, timeZone, DASHBOARD_MONTHS)

  // sequential: SQLite and PGlite serve one statement at a time anyway
  const [todayCount = 0, weekCount = 0, ...monthCounts] = await countOccupyingIn(db, [
    today,
    week,
    ...months,
  ])
  const todayWindow = await windowOf(db, today, todayCount, now)
  const weekWindowFigure = await windowOf(db, week, weekCount, now)
  const statusCounts = new Map(
    (await countProjectsByStatus(db, now)).map((r) => [r.status, r.count] as const),
  )
  const exhibitionCount = await countExhibitions(db)
  const unreadMessages = await countMessages(db, userId, false)

  return {
    timeZone,
    today: todayWindow,
    week: weekWindowFigure,
    byStatus: PROJECT_STATUS_VALUES.map((status) => ({
      status,
      count: statusCounts.get(status) ?? 0,
    })),
    byMonth: months.map((m, i) => ({ ...m, count: monthCounts[i] ?? 0 })),
    exhibitionCount,
    unreadMessages,
  }
}
