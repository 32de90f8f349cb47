// Day arithmetic in local time: seed dates are local midnights relative to "today".

export const DAY_MS = 86_400_000

/** Local midnight of the given day (epoch ms). */
export const startOfDay = (d: Date): number =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()

/** Local midnight `days` days after the day of `today` (negative: before). */
export const dayOffset = (today: Date, days: number): number =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() + days).getTime()

/** Whole days from the day of `today` to the day of `ms`. */
export const daysFrom = (today: Date, ms: number): number =>
  Math.round((startOfDay(new Date(ms)) - startOfDay(today)) / DAY_MS)

/** The year of a timestamp, in local time. */
export const yearOf = (ms: number): number => new Date(ms).getFullYear()

/** 春季 (Mar–May), 夏季 (Jun–Aug), 秋季 (Sep–Nov) or 冬季 (Dec–Feb) of a timestamp. */
export const seasonOf = (ms: number): string => {
  const m = new Date(ms).getMonth() + 1
  if (m >= 3 && m <= 5) return '春季'
  if (m >= 6 && m <= 8) return '夏季'
  if (m >= 9 && m <= 11) return '秋季'
  return '冬季'
}
