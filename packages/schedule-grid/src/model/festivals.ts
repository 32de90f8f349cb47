import type { Festival } from '@app/contracts'
import { tryParseDate } from './calendar-date.ts'
import type { DayNumber } from './types.ts'

export type FestivalLookup = (day: DayNumber) => Festival | null

/** Day number -> festival, built once per setData (the header asks for every visible day). */
export function createFestivalLookup(
  festivals: Readonly<Record<string, Festival>>,
): FestivalLookup {
  const byDay = new Map<DayNumber, Festival>()
  for (const [date, festival] of Object.entries(festivals)) {
    const day = tryParseDate(date)
    if (day !== null) byDay.set(day, festival)
  }
  return (day) => byDay.get(day) ?? null
}
