import type { Festival, Mission } from '@app/contracts'
import type { DayNumber, ParsedDayPart, VisibleRow } from '../model/types.ts'

/*
 * A range of the grid as the export and the print helper take it, and the pure helpers
 * both share. No exceljs here: the print helper must not pull it into the page's bundle.
 */

/** Everything the export and the print need; structured-clone friendly (it crosses to a worker). */
export interface GridRangeData {
  /** The flattened tree as shown, top to bottom. */
  rows: readonly VisibleRow[]
  /** The visible days, consecutive, first to last. */
  days: readonly DayNumber[]
  dayParts: readonly ParsedDayPart[]
  missions: readonly Mission[]
  /** Keyed by yyyy-MM-dd. */
  festivals: Readonly<Record<string, Festival>>
  /** User-visible texts, translated by the caller (the worker has no i18next). */
  labels?: {
    sheetName?: string
    /** The site column's header. */
    siteHeader?: string
    /** One per day, e.g. "11月23日 周一"; yyyy-MM-dd when absent. */
    days?: readonly string[]
  }
}

const MINUTES_PER_DAY = 1440
const DAY_MS = 86_400_000

/** yyyy-MM-dd -> days since 1970-01-01 (calendar arithmetic, no time zone). */
export function dayNumberOf(date: string): DayNumber {
  return Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS)
}

/** days since 1970-01-01 -> yyyy-MM-dd. */
export function dateOfDay(day: DayNumber): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** '#1677ff' / '#17f' / 'rgb(22, 119, 255)' -> Excel's 'FF1677FF'; null when unreadable. */
export function toArgb(color: string): string | null {
  const c = color.trim()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c)?.[1]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((h) => h + h).join('') : hex
    return `FF${full.toUpperCase()}`
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(c)
  if (rgb) {
    return `FF${rgb
      .slice(1, 4)
      .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()}`
  }
  return null
}

/** A mission placed on the sheet's columns (0-based over the day-part columns, inclusive). */
export interface ColumnSpan {
  colFrom: number
  colTo: number
}

/**
 * The day-part columns a mission covers within the visible days, or null when it lies
 * outside them (or entirely in a gap between day-parts). The end is exclusive in time.
 */
export function columnSpanOf(
  mission: Pick<Mission, 'fromDate' | 'from_date_t' | 'toDate' | 'to_date_t'>,
  firstDay: DayNumber,
  dayCount: number,
  parts: readonly ParsedDayPart[],
): ColumnSpan | null {
  const per = parts.length
  if (per === 0 || dayCount === 0) return null
  const from = (dayNumberOf(mission.fromDate) - firstDay) * MINUTES_PER_DAY + mission.from_date_t
  const to = (dayNumberOf(mission.toDate) - firstDay) * MINUTES_PER_DAY + mission.to_date_t
  if (to <= from) return null
  // first column ending after `from`, last column starting before `to`
  let colFrom = -1
  for (let d = Math.max(0, Math.floor(from / MINUTES_PER_DAY)); d < dayCount && colFrom < 0; d++) {
    for (let p = 0; p < per; p++) {
      if (d * MINUTES_PER_DAY + (parts[p] as ParsedDayPart).endMinute > from) {
        colFrom = d * per + p
        break
      }
    }
  }
  let colTo = -1
  for (let d = Math.min(dayCount - 1, Math.floor(to / MINUTES_PER_DAY)); d >= 0 && colTo < 0; d--) {
    for (let p = per - 1; p >= 0; p--) {
      if (d * MINUTES_PER_DAY + (parts[p] as ParsedDayPart).startMinute < to) {
        colTo = d * per + p
        break
      }
    }
  }
  if (colFrom < 0 || colTo < colFrom) return null
  return { colFrom, colTo }
}

/** A booking placed on one row: its columns, and the texts of bookings it hides. */
export interface RowBlock {
  colFrom: number
  colTo: number
  mission: Mission
  /** Texts of bookings overlapping this one that got no columns of their own. */
  hidden: string[]
}

/** The three lines of a booking, empty ones left out. */
export const blockText = (m: Pick<Mission, 'text1' | 'text2' | 'text3'>): string =>
  [m.text1, m.text2, m.text3].filter(Boolean).join('\n')

/**
 * The bookings of every row as non-overlapping column ranges, sorted, keyed by row index.
 * A booking goes on its site's rows, or (project mode) on its project's row.
 * A booking overlapping an earlier one (a conflict) keeps only its free columns; one with
 * none left has its text added to the earlier one, so no text is lost.
 */
export function placeRowBlocks(data: GridRangeData): Map<number, RowBlock[]> {
  const { rows, days, dayParts, missions } = data
  const rowsOfSite = new Map<string, number[]>()
  // in project mode rows are projects (no site): a booking goes on its project's row
  const rowOfKey = new Map<string, number[]>()
  rows.forEach((row, r) => {
    rowOfKey.set(row.key, [r])
    if (!row.siteGuid) return
    const list = rowsOfSite.get(row.siteGuid)
    if (list) list.push(r)
    else rowsOfSite.set(row.siteGuid, [r])
  })
  const firstDay = days[0] ?? 0
  const raw = new Map<number, { span: ColumnSpan; mission: Mission }[]>()
  for (const mission of missions) {
    const targets = rowsOfSite.get(mission.siteGuid) ?? rowOfKey.get(mission.project_id)
    if (!targets) continue
    const span = columnSpanOf(mission, firstDay, days.length, dayParts)
    if (!span) continue
    for (const r of targets) {
      const list = raw.get(r)
      if (list) list.push({ span, mission })
      else raw.set(r, [{ span, mission }])
    }
  }
  const placed = new Map<number, RowBlock[]>()
  for (const [r, list] of raw) {
    list.sort((a, b) => a.span.colFrom - b.span.colFrom || b.span.colTo - a.span.colTo)
    const out: RowBlock[] = []
    let last: RowBlock | undefined
    for (const { span, mission } of list) {
      if (last && span.colTo <= last.colTo) {
        last.hidden.push(blockText(mission))
        continue
      }
      last = {
        colFrom: Math.max(span.colFrom, last ? last.colTo + 1 : 0),
        colTo: span.colTo,
        mission,
        hidden: [],
      }
      out.push(last)
    }
    placed.set(r, out)
  }
  return placed
}
