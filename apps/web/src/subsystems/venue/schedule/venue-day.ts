import { VENUE_TIME_ZONE } from '@app/contracts'
import { formatVenueDate } from '#web/shared/utils/venue-date.ts'

/*
 * Venue calendar dates (yyyy-MM-dd in Asia/Shanghai) against epoch ms. The grid speaks
 * dates; the /grid and /conflicts queries want the epoch ms of venue midnights.
 */

const MS_PER_DAY = 86_400_000

/** The zone's offset from UTC at `ms`, in ms (+8 h for Asia/Shanghai). */
const zoneOffset = (ms: number, timeZone: string): number => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  )
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return asUtc - Math.floor(ms / 1000) * 1000
}

/** Epoch ms of 00:00 of a venue date. */
export const venueMidnight = (date: string, timeZone = VENUE_TIME_ZONE): number => {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`)
  return utcMidnight - zoneOffset(utcMidnight, timeZone)
}

/** The venue date `days` after `date` (pure calendar arithmetic). */
export const addVenueDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10)

/** The venue's today. */
export const venueToday = (now = Date.now()): string => formatVenueDate(now, VENUE_TIME_ZONE)

/** The query window of inclusive venue dates: [midnight of from, midnight after to). */
export const venueRangeMs = (from: string, to: string): { dateFrom: number; dateTo: number } => ({
  dateFrom: venueMidnight(from),
  dateTo: venueMidnight(addVenueDays(to, 1)),
})

/** '08:00' from minutes of the day. */
export const formatMinute = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
