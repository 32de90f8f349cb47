// The venue's days, weeks and months as epoch-ms windows in its time zone (Intl only:
// no time-zone library). Asia/Shanghai has no daylight saving, but nothing here assumes it.

/** A half-open window [from, to) of epoch ms. */
export interface TimeWindow {
  from: number
  to: number
}

interface WallClock {
  year: number
  month: number
  day: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** The wall-clock date and time at `ms` in `timeZone`, as a UTC timestamp of the same digits. */
const wallClockAsUtc = (ms: number, timeZone: string): number => {
  const parts: Record<string, number> = {}
  for (const p of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
}

/** How far the zone's wall clock is ahead of UTC at `ms`. */
const offsetAt = (ms: number, timeZone: string): number =>
  wallClockAsUtc(ms, timeZone) - Math.floor(ms / 1000) * 1000

/**
 * Epoch ms of 00:00 on year-month-day in `timeZone`. Day and month may overflow
 * (day 0, month 13) the way Date.UTC allows. Two passes settle a zone whose offset
 * changes near that midnight.
 */
export const zonedMidnight = (timeZone: string, year: number, month: number, day: number) => {
  const asUtc = Date.UTC(year, month - 1, day)
  const first = asUtc - offsetAt(asUtc, timeZone)
  return asUtc - offsetAt(first, timeZone)
}

/** The calendar date at `ms` in `timeZone`. */
export const zonedDate = (ms: number, timeZone: string): WallClock => {
  const d = new Date(wallClockAsUtc(ms, timeZone))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** The zone's day holding `now`, midnight to midnight. */
export const dayWindow = (now: number, timeZone: string): TimeWindow => {
  const { year, month, day } = zonedDate(now, timeZone)
  return {
    from: zonedMidnight(timeZone, year, month, day),
    to: zonedMidnight(timeZone, year, month, day + 1),
  }
}

/** The zone's week holding `now`, Monday 00:00 to the next Monday 00:00. */
export const weekWindow = (now: number, timeZone: string): TimeWindow => {
  const { year, month, day } = zonedDate(now, timeZone)
  // getUTCDay: 0 Sunday … 6 Saturday; days since Monday: 0 … 6
  const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7
  return {
    from: zonedMidnight(timeZone, year, month, day - sinceMonday),
    to: zonedMidnight(timeZone, year, month, day - sinceMonday + 7),
  }
}

/** `count` calendar months from the one holding `now`, each with its yyyy-MM label. */
export const monthWindows = (
  now: number,
  timeZone: string,
  count: number,
): (TimeWindow & { month: string })[] => {
  const { year, month } = zonedDate(now, timeZone)
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 + i, 1))
    const y = first.getUTCFullYear()
    const m = first.getUTCMonth() + 1
    return {
      month: `${y}-${String(m).padStart(2, '0')}`,
      from: zonedMidnight(timeZone, y, m, 1),
      to: zonedMidnight(timeZone, y, m + 1, 1),
    }
  })
}
