/*
 * @app/schedule-grid: the scheduling grid (docs/product/schedule.md, docs/product/performance.md
 * "Scheduling grid"). The package's one entry: the React view and toolbar, the headless controller,
 * the shared types and the model helpers an app needs. Nothing here knows HTTP.
 *
 * @example
 * import { ScheduleGrid, ScheduleToolbar, type GridController } from '@app/schedule-grid'
 * const [grid, setGrid] = useState<GridController | null>(null)
 * <ScheduleToolbar controller={grid} translate={t} onExport={exportXlsx} />
 * <ScheduleGrid {...data} viewMode={7} startDate={start} today={today} height="100%"
 *   onMount={setGrid} onLoad={setRange} onAdd={openBookingDialog} translate={t} />
 */

// The view
export { ScheduleGrid, type ScheduleGridProps } from './react/schedule-grid.tsx'
export { ScheduleToolbar, type ScheduleToolbarProps } from './react/schedule-toolbar.tsx'
export { VIEW_MESSAGES_ZH, type Translate } from './react/view-messages.ts'
export { GRID_MESSAGES_ZH, defaultTranslate, type GridTranslate } from './messages.ts'

// The headless controller
export { createGridController } from './interaction/grid-controller.ts'
export type {
  ColumnAxis,
  CreateGridController,
  GridController,
  GridEvents,
  GridInput,
  GridOptions,
  GridSnapshot,
  NavigationStep,
  RowAxis,
} from './interaction/grid-controller.types.ts'

// The grid's vocabulary
export type {
  AddedBlock,
  Cell,
  CellRange,
  DayNumber,
  GridBlock,
  LoadRange,
  ParsedDayPart,
  PlacedBlock,
  VenueTime,
  VisibleRow,
} from './model/types.ts'

// Model helpers (pure): calendar days, day-parts, view ranges and selectors
export {
  addDays,
  addMonths,
  dayFromParts,
  formatDate,
  parseDate,
  partsOfDay,
  tryParseDate,
  weekday,
} from './model/calendar-date.ts'
export { exceeds24h, parseDayParts, totalMinutes } from './model/day-parts.ts'
export {
  lastDayOf,
  monthSelectorStart,
  monthSelectorValueOf,
  navigateStart,
  quarterSelectorStart,
  quarterSelectorValueOf,
  viewModeLabelKey,
  viewRange,
  type QuarterSelectorValue,
  type ViewRange,
} from './model/view-modes.ts'

// Export (.xlsx in a Web Worker) and print of a whole range
export { exportGridXlsx, XLSX_MIME } from './export/export-grid-xlsx.ts'
export type { GridRangeData } from './export/grid-range.ts'
export { gridRangeDataOf, type GridRangeSource } from './react/grid-range-data.ts'
export { printGrid, type PrintGridOptions } from './print/print-grid.ts'
