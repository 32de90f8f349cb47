import type { ColumnAxis } from '../interaction/grid-controller.types.ts'
import type { DayNumber, ParsedDayPart, VenueTime } from './types.ts'

/*
 * Columns are the visible days, each split into the day-parts; column
 * `dayIndex * partsPerDay + partIndex`. Widths are uneven, so left edges are running
 * totals in a typed array and `colAt` is a binary search (docs/product/performance.md
 * "Scheduling grid").
 */

export interface ColumnSpan {
  colFrom: number
  colTo: number
}

export interface GridColumnAxis extends ColumnAxis {
  readonly firstDay: DayNumber
  readonly parts: readonly ParsedDayPart[]
  /** The columns (inclusive) a span [from, to) touches; null if it touches none. */
  spanToCols(from: VenueTime, to: VenueTime): ColumnSpan | null
  /** The span of venue time covered by columns colFrom..colTo (inclusive). */
  colsToSpan(colFrom: number, colTo: number): { from: VenueTime; to: VenueTime }
  /** The columns of a visible day, or null when the day is out of view. */
  colsOfDay(day: DayNumber): ColumnSpan | null
}

export function createColumnAxis(
  firstDay: DayNumber,
  days: number,
  parts: readonly ParsedDayPart[],
): GridColumnAxis {
  const partsPerDay = parts.length
  const count = partsPerDay === 0 ? 0 : days * partsPerDay
  const offsets = new Float64Array(count + 1)
  for (let c = 0; c < count; c++) {
    offsets[c + 1] = (offsets[c] ?? 0) + (parts[c % partsPerDay]?.width ?? 0)
  }
  const totalWidth = offsets[count] ?? 0
  const base = firstDay * 1440

  const part = (col: number): ParsedDayPart => {
    const p = parts[col % partsPerDay]
    if (!p) throw new RangeError(`No column ${col}`)
    return p
  }
  // Absolute minutes since 1970-01-01 of a column's start and (exclusive) end.
  const absStart = (col: number): number =>
    base + Math.floor(col / partsPerDay) * 1440 + part(col).startMinute
  const absEnd = (col: number): number =>
    base + Math.floor(col / partsPerDay) * 1440 + part(col).endMinute

  const xOf = (col: number): number => offsets[col < 0 ? 0 : col > count ? count : col] ?? 0

  return {
    firstDay,
    parts,
    days,
    partsPerDay,
    count,
    totalWidth,
    xOf,
    width: (col) => xOf(col + 1) - xOf(col),
    colAt(x) {
      if (count === 0) return 0
      // Last column whose left edge is <= x.
      let lo = 0
      let hi = count - 1
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1
        if ((offsets[mid] ?? 0) <= x) lo = mid
        else hi = mid - 1
      }
      return lo
    },
    dayOf: (col) => firstDay + Math.floor(col / partsPerDay),
    partOf: (col) => col % partsPerDay,
    spanToCols(from, to) {
      if (count === 0) return null
      const f = from.day * 1440 + from.minute
      const t = to.day * 1440 + to.minute
      if (t <= f) return null
      // First column ending after f.
      let lo = 0
      let hi = count
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (absEnd(mid) > f) hi = mid
        else lo = mid + 1
      }
      const colFrom = lo
      // Last column starting before t.
      lo = -1
      hi = count - 1
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1
        if (absStart(mid) < t) lo = mid
        else hi = mid - 1
      }
      const colTo = lo
      return colFrom <= colTo && colFrom < count && colTo >= 0 ? { colFrom, colTo } : null
    },
    colsToSpan(colFrom, colTo) {
      const s = absStart(colFrom)
      const e = absEnd(colTo)
      const fromDay = Math.floor(s / 1440)
      // An end at midnight stays on its day as minute 1440 (the wire's exclusive end).
      const toDay = Math.ceil(e / 1440) - 1
      return {
        from: { day: fromDay, minute: s - fromDay * 1440 },
        to: { day: toDay, minute: e - toDay * 1440 },
      }
    },
    colsOfDay(day) {
      const i = day - firstDay
      if (partsPerDay === 0 || i < 0 || i >= days) return null
      return { colFrom: i * partsPerDay, colTo: i * partsPerDay + partsPerDay - 1 }
    },
  }
}
