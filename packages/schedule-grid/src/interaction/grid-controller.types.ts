import type { DayPart, Festival, GridRow, GridViewMode, Mission } from '@app/contracts'
import type {
  AddedBlock,
  Cell,
  CellRange,
  DayNumber,
  GridBlock,
  LoadRange,
  PlacedBlock,
  VisibleRow,
} from '../model/types.ts'

/*
 * The headless controller's public face: what the React view reads and calls, and
 * what the test driver drives. It never touches the DOM: the view turns pointer
 * positions into cells (the axes below answer that by binary search) and scrolls;
 * the controller turns cells, keys and data into state and events.
 */

/** The column axis: running totals of uneven day-part widths. */
export interface ColumnAxis {
  readonly days: number
  readonly partsPerDay: number
  readonly count: number
  readonly totalWidth: number
  /** Left edge in px of a column (0 <= col <= count; `count` gives the total width). */
  xOf(col: number): number
  width(col: number): number
  /** The column under x (clamped to 0..count-1): a binary search on the running totals. */
  colAt(x: number): number
  dayOf(col: number): DayNumber
  partOf(col: number): number
}

/** The row axis: fixed-height rows of the flattened tree. */
export interface RowAxis {
  readonly count: number
  readonly rowHeight: number
  readonly totalHeight: number
  yOf(row: number): number
  rowAt(y: number): number
  row(index: number): VisibleRow
}

export interface GridInput {
  rows: readonly GridRow[]
  missions: readonly Mission[]
  dayParts: readonly DayPart[]
  festivals: Readonly<Record<string, Festival>>
  viewMode: GridViewMode
  /** yyyy-MM-dd, the first visible day. */
  startDate: string
  /** yyyy-MM-dd, the venue's today (the today marker). */
  today: string
}

export interface GridEvents {
  /** The visible range changed (mount, view change, navigation): fetch its data. */
  load: (range: LoadRange) => void
  /** A drag or Enter made blocks: unsaved, merged, related copies left out. */
  add: (blocks: AddedBlock[]) => void
  /**
   * The view's day-parts sum to more than 24 h (docs/product/schedule.md "Configuration error"):
   * the view alerts.
   */
  configError: () => void
}

export type NavigationStep = 'day' | 'week' | 'month' | 'quarter'

/** What the view renders. A new object after every change (compare by identity). */
export interface GridSnapshot {
  readonly viewMode: GridViewMode
  readonly startDate: string
  readonly columns: ColumnAxis
  readonly rows: RowAxis
  /** Blocks touching a row within [colFrom, colTo], saved, unsaved and copies alike. */
  blocksIn(row: number, colFrom: number, colTo: number): readonly PlacedBlock[]
  /** How many blocks touch a row within [colFrom, colTo] (no allocation). */
  countIn(row: number, colFrom: number, colTo: number): number
  /** The drag or Shift+arrow selection being made, if any. */
  readonly selection: CellRange | null
  /** The keyboard cursor. */
  readonly cursor: Cell | null
  readonly interaction: 'idle' | 'pointing' | 'dragging'
  /** The festival of a day, if any (red holidays, grey make-up workdays). */
  festivalOf(day: DayNumber): { color: string; text: string; kind: 'holiday' | 'workday' } | null
  /** The today marker's column range, or null when today is out of view. */
  readonly todayCols: { from: number; to: number } | null
  /** True when the day-parts sum to more than 24 h. */
  readonly configError: boolean
  /** Whether a new block may start at this cell (not a group row, not disabled). */
  canBook(cell: Cell): boolean
  /** The cell's screen-reader label: "1号馆 11月23日 上午: 茶博会 已签约". */
  cellLabel(cell: Cell): string
}

/**
 * Options fixed for a controller's life. `translate` renders the package's few texts
 * (the keys are in `../messages.ts`, with zh defaults; the app passes i18next's `t`).
 */
export interface GridOptions {
  /**
   * px; 32 by default (docs/product/performance.md "Scheduling grid": 4,000 rows make
   * about 128,000 px).
   */
  rowHeight?: number
  translate?: (key: string, params?: Record<string, string | number>) => string
}

/** The controller's factory, in grid-controller.ts. */
export type CreateGridController = (input: GridInput, options?: GridOptions) => GridController

export interface GridController {
  /** Emits the first `load` (and `configError` if due); the view calls it after subscribing. */
  start(): void
  getSnapshot(): GridSnapshot
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  on<K extends keyof GridEvents>(event: K, handler: GridEvents[K]): () => void

  /** New data from the server or new props (rows, missions, day-parts, festivals). */
  setData(input: Partial<GridInput>): void
  setViewMode(mode: GridViewMode): void
  goTo(startDate: string): void
  navigate(step: NavigationStep, direction: -1 | 1): void
  toggleGroup(rowKey: string): void

  pointerDown(cell: Cell): void
  pointerMove(cell: Cell): void
  pointerUp(): void
  /** Arrow keys, Shift+arrows, Enter, Escape, Delete (see states/). */
  keyDown(key: string, modifiers?: { shift?: boolean }): void
  cancel(): void

  /** Unsaved blocks and their related copies currently on the grid. */
  unsavedBlocks(): readonly GridBlock[]
  removeUnsaved(key: string): void
  clearUnsaved(): void
  dispose(): void
}
