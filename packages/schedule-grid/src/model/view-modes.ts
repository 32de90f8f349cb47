import { GRID_VIEW_MODES, QUARTER_SELECTOR_VALUES, type GridViewMode } from '@app/contracts'
import {
  addDays,
  addMonths,
  dayFromParts,
  formatDate,
  monthLength,
  monthStart,
  partsOfDay,
  quarterLength,
  quarterOf,
  quarterStart,
  tryParseDate,
} from './calendar-date.ts'
import type { DayNumber } from './types.ts'

/*
 * View modes (docs/product/schedule.md "View modes"): 3, 7, 14 and 30 days from the start date; 31
 * is the calendar month containing it and 92 the calendar quarter containing it.
 */

export const VIEW_MODES: readonly GridViewMode[] = GRID_VIEW_MODES

export type ViewModeLabelKey = `scheduleGrid.view.${GridViewMode}`

/** The selector's label key: 3天, 7天, 14天, 30天, 月度, 季度. */
export const viewModeLabelKey = (mode: GridViewMode): ViewModeLabelKey =>
  `scheduleGrid.view.${mode}`

export function isViewMode(value: number): value is GridViewMode {
  return (GRID_VIEW_MODES as readonly number[]).includes(value)
}

export interface ViewRange {
  firstDay: DayNumber
  days: number
}

export function viewRange(mode: GridViewMode, startDate: string | DayNumber): ViewRange {
  const start = typeof startDate === 'number' ? startDate : tryParseDate(startDate)
  if (start === null) throw new RangeError(`Not a calendar date: ${String(startDate)}`)
  if (mode === 31) return { firstDay: monthStart(start), days: monthLength(start) }
  if (mode === 92) return { firstDay: quarterStart(start), days: quarterLength(start) }
  return { firstDay: start, days: mode }
}

export const lastDayOf = (range: ViewRange): DayNumber => range.firstDay + range.days - 1

export type NavigationStep = 'day' | 'week' | 'month' | 'quarter'

/** The start date after a prev/next button: by 1 day, 7 days, 1 month or 3 months. */
export function navigateStart(
  start: DayNumber,
  step: NavigationStep,
  direction: -1 | 1,
): DayNumber {
  switch (step) {
    case 'day':
      return addDays(start, direction)
    case 'week':
      return addDays(start, 7 * direction)
    case 'month':
      return addMonths(start, direction)
    case 'quarter':
      return addMonths(start, 3 * direction)
  }
}

export type QuarterSelectorValue = (typeof QUARTER_SELECTOR_VALUES)[number]

/** Selector value -> quarter 1..4 (31 -> 1, 61 -> 2, 91 -> 3, 121 -> 4); null if unknown. */
export function quarterOfSelectorValue(value: number): 1 | 2 | 3 | 4 | null {
  const i = (QUARTER_SELECTOR_VALUES as readonly number[]).indexOf(value)
  return i < 0 ? null : ((i + 1) as 1 | 2 | 3 | 4)
}

export function selectorValueOfQuarter(quarter: number): QuarterSelectorValue {
  const value = QUARTER_SELECTOR_VALUES[quarter - 1]
  if (value === undefined) throw new RangeError(`No quarter ${quarter}`)
  return value
}

/** The quarter selector's value for the quarter containing `day`. */
export const quarterSelectorValueOf = (day: DayNumber): QuarterSelectorValue =>
  selectorValueOfQuarter(quarterOf(day))

/** The first day of the chosen quarter in `year`; null for an unknown value. */
export function quarterSelectorStart(year: number, value: number): DayNumber | null {
  const q = quarterOfSelectorValue(value)
  return q === null ? null : dayFromParts(year, (q - 1) * 3 + 1, 1)
}

/** The month selector's value: 'yyyy-MM'. */
export function monthSelectorValueOf(day: DayNumber): string {
  return formatDate(day).slice(0, 7)
}

/** 'yyyy-MM' -> the first day of that month; null when malformed. */
export function monthSelectorStart(value: string): DayNumber | null {
  return tryParseDate(`${value}-01`)
}

export const yearOf = (day: DayNumber): number => partsOfDay(day).year
