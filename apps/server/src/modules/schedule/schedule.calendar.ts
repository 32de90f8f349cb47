// Venue calendar arithmetic of the grid: dates are yyyy-MM-dd, times minutes of the day, and a
// block's start and end become one integer each (dayNumber*1440 + minute) for overlap checks.
import { VENUE_TIME_ZONE } from '@app/contracts'
import { zonedDate } from '#server/modules/dashboard/venue-calendar.ts'

const DAY_MS = 86_400_000
export const MINUTES_PER_DAY = 1440

/** Days since 1970-01-01 of a yyyy-MM-dd date. */
export const dayNumberOf = (date: string): number =>
  Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)

/** The yyyy-MM-dd of a day number. */
export const dateOfDayNumber = (n: number): string =>
  new Date(n * DAY_MS).toISOString().slice(0, 10)

/** The venue's calendar day (as a day number) holding the instant `ms`. */
export const venueDayOf = (ms: number): number => {
  const d = zonedDate(ms, VENUE_TIME_ZONE)
  return Math.round(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS)
}

/** The overlap key of a date and a minute of that day. */
export const keyOf = (date: string, minute: number): number =>
  dayNumberOf(date) * MINUTES_PER_DAY + minute

/** The date and minute of a key; an end at 24:00 stays on its day (minute 1440). */
export const splitKey = (key: number, isEnd: boolean): { date: string; minute: number } => {
  let day = Math.floor(key / MINUTES_PER_DAY)
  let minute = key - day * MINUTES_PER_DAY
  if (isEnd && minute === 0) {
    day -= 1
    minute = MINUTES_PER_DAY
  }
  return { date: dateOfDayNumber(day), minute }
}

/** 'HH:mm' of a minute of the day (1440 is '24:00'). */
export const hhmm = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

/** Minutes of an 'HH:mm' text. */
export const minutesOf = (text: string): number => {
  const [h, m] = text.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** Two half-open intervals [a0, a1) and [b0, b1) share some time. */
export const overlaps = (a0: number, a1: number, b0: number, b1: number): boolean =>
  a0 < b1 && b0 < a1
