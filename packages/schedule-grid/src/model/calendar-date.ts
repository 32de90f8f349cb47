import type { DayNumber } from './types.ts'

/*
 * Calendar days as day numbers (days since 1970-01-01). Only Date.UTC and the UTC
 * getters are used, so no time zone or daylight-saving shift can move a day: the grid
 * works on the venue's calendar, never on timestamps (docs/product/schedule.md "Day-parts").
 */

const MS_PER_DAY = 86_400_000
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

export interface CalendarParts {
  year: number
  /** 1..12 */
  month: number
  /** 1..31 */
  date: number
}

export function dayFromParts(year: number, month: number, date: number): DayNumber {
  return Math.round(Date.UTC(year, month - 1, date) / MS_PER_DAY)
}

export function partsOfDay(day: DayNumber): CalendarParts {
  const d = new Date(day * MS_PER_DAY)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() }
}

/** yyyy-MM-dd -> day number; null when the text is not a real calendar date. */
export function tryParseDate(text: string): DayNumber | null {
  const m = DATE_RE.exec(text)
  if (!m) return null
  const year = Number(m[1])
  const month = Number(m[2])
  const date = Number(m[3])
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) return null
  return dayFromParts(year, month, date)
}

/** yyyy-MM-dd -> day number; throws on a malformed date (inputs are validated upstream). */
export function parseDate(text: string): DayNumber {
  const day = tryParseDate(text)
  if (day === null) throw new RangeError(`Not a calendar date: ${text}`)
  return day
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n))

export function formatDate(day: DayNumber): string {
  const { year, month, date } = partsOfDay(day)
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(date)}`
}

export function addDays(day: DayNumber, n: number): DayNumber {
  return day + n
}

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Moves by whole months, clamping the day of month (01-31 + 1 month -> 02-28). */
export function addMonths(day: DayNumber, n: number): DayNumber {
  const { year, month, date } = partsOfDay(day)
  const index = year * 12 + (month - 1) + n
  const y = Math.floor(index / 12)
  const m = index - y * 12 + 1
  return dayFromParts(y, m, Math.min(date, daysInMonth(y, m)))
}

/** 0 = Sunday .. 6 = Saturday. */
export function weekday(day: DayNumber): number {
  // 1970-01-01 was a Thursday (4).
  return (((day + 4) % 7) + 7) % 7
}

export function monthStart(day: DayNumber): DayNumber {
  const { year, month } = partsOfDay(day)
  return dayFromParts(year, month, 1)
}

export function monthLength(day: DayNumber): number {
  const { year, month } = partsOfDay(day)
  return daysInMonth(year, month)
}

/** 1..4 */
export function quarterOf(day: DayNumber): number {
  return Math.floor((partsOfDay(day).month - 1) / 3) + 1
}

export function quarterStart(day: DayNumber): DayNumber {
  const { year } = partsOfDay(day)
  return dayFromParts(year, (quarterOf(day) - 1) * 3 + 1, 1)
}

/** Days in the quarter containing `day` (90..92). */
export function quarterLength(day: DayNumber): number {
  const start = quarterStart(day)
  return addMonths(start, 3) - start
}
