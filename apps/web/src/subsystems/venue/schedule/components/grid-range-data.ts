import type { GridData } from '@app/contracts'
import { parseDayParts, type GridController, type GridRangeData } from '@app/schedule-grid'

/** The grid's current range as the export and print helpers take it: every row, every day. */
export const gridRangeData = (
  controller: GridController,
  data: GridData,
  siteHeader: string,
): GridRangeData => {
  const snap = controller.getSnapshot()
  const rows = Array.from({ length: snap.rows.count }, (_, i) => snap.rows.row(i))
  const first = snap.columns.dayOf(0)
  const days = Array.from({ length: snap.columns.days }, (_, i) => first + i)
  return {
    rows,
    days,
    dayParts: parseDayParts(data.dayParts),
    missions: data.missions,
    festivals: data.festivals,
    labels: { siteHeader },
  }
}
