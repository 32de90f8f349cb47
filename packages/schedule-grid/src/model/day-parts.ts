import { DAY_PART_MAX_TOTAL_MINUTES, DAY_PART_STEP_MINUTES, type DayPart } from '@app/contracts'
import type { ParsedDayPart } from './types.ts'

/*
 * Day-parts (时段) of a schedule template: `times` '08:00-12:00' -> minutes of the day,
 * the end exclusive. '18:00-24:00' ends at 1440; a part whose end is not after its start
 * ('22:00-02:00') runs past midnight, so its end is above 1440.
 */

const TIMES_RE = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/

function minuteOf(hours: string | undefined, minutes: string | undefined): number | null {
  const h = Number(hours)
  const m = Number(minutes)
  if (!Number.isInteger(h) || !Number.isInteger(m) || m > 59 || h > 24) return null
  const total = h * 60 + m
  return total > 1440 ? null : total
}

/** '08:00-12:00' -> { start: 480, end: 720 }; null when malformed. */
export function parseTimes(times: string): { start: number; end: number } | null {
  const match = TIMES_RE.exec(times.trim())
  if (!match) return null
  const start = minuteOf(match[1], match[2])
  const end = minuteOf(match[3], match[4])
  if (start === null || end === null || start === 1440) return null
  return { start, end: end > start ? end : end + 1440 }
}

export function parseDayPart(part: DayPart): ParsedDayPart | null {
  const t = parseTimes(part.times)
  if (!t) return null
  return { id: part.id, startMinute: t.start, endMinute: t.end, width: part.width, text: part.text }
}

/** Parsed, ordered by start; malformed parts are left out (the server validates templates). */
export function parseDayParts(parts: readonly DayPart[]): ParsedDayPart[] {
  const out: ParsedDayPart[] = []
  for (const part of parts) {
    const parsed = parseDayPart(part)
    if (parsed) out.push(parsed)
  }
  return out.sort((a, b) => a.startMinute - b.startMinute)
}

export function partMinutes(part: ParsedDayPart): number {
  return part.endMinute - part.startMinute
}

export function totalMinutes(parts: readonly ParsedDayPart[]): number {
  let sum = 0
  for (const p of parts) sum += partMinutes(p)
  return sum
}

/** Spec §5/§9: more than 24 h of day-parts makes the grid show 配置错误… */
export function exceeds24h(parts: readonly ParsedDayPart[]): boolean {
  return totalMinutes(parts) > DAY_PART_MAX_TOTAL_MINUTES
}

/** Both ends on the 30-minute grid (docs/product/schedule.md "Day-parts"). */
export function isOnHalfHourSteps(part: ParsedDayPart): boolean {
  return (
    part.startMinute % DAY_PART_STEP_MINUTES === 0 && part.endMinute % DAY_PART_STEP_MINUTES === 0
  )
}
