import type { GridRow, Mission } from '@app/contracts'
import type { ParsedDayPart } from '@app/schedule-grid'

/** A row of the daily table: every site of the tree, groups included, in tree order. */
export interface DailyRow {
  key: string
  siteGuid: string | null
  title: string
  depth: number
}

export const dailyRows = (rows: readonly GridRow[]): DailyRow[] => {
  const out: DailyRow[] = []
  const walk = (list: readonly GridRow[], depth: number) => {
    for (const r of list) {
      out.push({ key: r.guid, siteGuid: r.siteGuid, title: r.project_title, depth })
      walk(r.children_list, depth + 1)
    }
  }
  walk(rows, 0)
  return out
}

const minutesOf = (date: string, minute: number): number =>
  Date.parse(`${date}T00:00:00Z`) / 60_000 + minute

/** The bookings of a site that overlap one day-part of `date`. */
export const bookingsIn = (
  missions: readonly Mission[],
  siteGuid: string,
  date: string,
  part: ParsedDayPart,
): Mission[] => {
  const from = minutesOf(date, part.startMinute)
  const to = minutesOf(date, part.endMinute)
  return missions.filter(
    (m) =>
      m.siteGuid === siteGuid &&
      minutesOf(m.fromDate, m.from_date_t) < to &&
      from < minutesOf(m.toDate, m.to_date_t),
  )
}
