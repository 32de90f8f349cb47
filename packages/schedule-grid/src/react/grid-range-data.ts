import type { DayPart, Festival, Mission } from '@app/contracts'
import type { GridRangeData } from '../export/grid-range.ts'
import type { GridController } from '../interaction/grid-controller.types.ts'
import { partsOfDay, tryParseDate, weekday } from '../model/calendar-date.ts'
import { parseDayParts } from '../model/day-parts.ts'
import type { VisibleRow } from '../model/types.ts'
import { viewRange } from '../model/view-modes.ts'
import { makeTranslate, type Translate } from './view-messages.ts'

export interface GridRangeSource {
  missions: readonly Mission[]
  dayParts: readonly DayPart[]
  festivals: Readonly<Record<string, Festival>>
}

/**
 * What the grid shows now (every visible row of the tree, every day of the view) as the
 * export (`exportGridXlsx`) and the print helper (`printGrid`) take it, texts translated.
 *
 * @example
 * const blob = await exportGridXlsx(gridRangeDataOf(controller, data, t))
 */
export function gridRangeDataOf(
  controller: GridController,
  source: GridRangeSource,
  translate?: Translate,
): GridRangeData {
  const t = makeTranslate(translate)
  const snap = controller.getSnapshot()
  const rows: VisibleRow[] = []
  for (let i = 0; i < snap.rows.count; i++) rows.push(snap.rows.row(i))
  const start = tryParseDate(snap.startDate)
  const range = start === null ? { firstDay: 0, days: 0 } : viewRange(snap.viewMode, start)
  const days = Array.from({ length: range.days }, (_, i) => range.firstDay + i)
  return {
    rows,
    days,
    dayParts: parseDayParts(source.dayParts),
    missions: source.missions,
    festivals: source.festivals,
    labels: {
      siteHeader: t('scheduleGrid.corner'),
      days: days.map((day) => {
        const { month, date } = partsOfDay(day)
        return `${t('scheduleGrid.dayLabel', { month, day: date })} ${t(`scheduleGrid.weekday.${weekday(day)}`)}`
      }),
    },
  }
}
