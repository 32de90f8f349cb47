import type { GridViewMode } from '@app/contracts'
import { defaultTranslate, type GridTranslate } from '../messages.ts'
import {
  minutesOf,
  mergeUnsaved,
  missionBlocks,
  newUnsavedBlock,
  relatedCopies,
  sitesBlockedByCopies,
  toAddedBlock,
} from '../model/blocks.ts'
import { formatDate, parseDate, partsOfDay } from '../model/calendar-date.ts'
import { createColumnAxis, type GridColumnAxis } from '../model/column-axis.ts'
import { exceeds24h, parseDayParts } from '../model/day-parts.ts'
import { createFestivalLookup, type FestivalLookup } from '../model/festivals.ts'
import {
  combineIndexes,
  createMissionIndex,
  type BlockSource,
  type MissionIndex,
} from '../model/mission-index.ts'
import { createRowAxis, siteRelations, siteTitles, type GridRowAxis } from '../model/row-axis.ts'
import type { Cell, CellRange, GridBlock, ParsedDayPart, PlacedBlock } from '../model/types.ts'
import { lastDayOf, navigateStart, viewRange, type ViewRange } from '../model/view-modes.ts'
import type {
  CreateGridController,
  GridController,
  GridEvents,
  GridInput,
  GridOptions,
  GridSnapshot,
  NavigationStep,
} from './grid-controller.types.ts'
import { IdleState } from './states/idle.ts'
import type { InteractionContext, InteractionState } from './states/interaction-state.ts'

/*
 * The headless grid: data in (setData), cells and keys in (from the view or the test
 * driver), one immutable snapshot per change out, and `load` / `add` / `configError`
 * events. Interactions are small state classes (states/); this file owns the data and
 * rebuilds only what a change touches: the saved-block index survives unsaved edits.
 */

type Handlers = { [K in keyof GridEvents]: Set<GridEvents[K]> }
type Pending = {
  [K in keyof GridEvents]: { event: K; args: Parameters<GridEvents[K]> }
}[keyof GridEvents]

const partsSignature = (parts: readonly ParsedDayPart[]): string =>
  parts.map((p) => `${p.startMinute}-${p.endMinute}:${p.width}:${p.text}`).join('|')

class Controller implements GridController, InteractionContext {
  private input: GridInput
  private readonly translate: GridTranslate
  private readonly rowHeight: number | undefined

  private parts: ParsedDayPart[] = []
  private partsKey = ''
  private configError = false
  private startDay = 0
  private range: ViewRange = { firstDay: 0, days: 0 }
  private todayDay: number | null = null
  private columns!: GridColumnAxis
  private rowAxis!: GridRowAxis
  private festivals: FestivalLookup = () => null
  // Built from the rows on first use: only a drag (related copies) needs them.
  private relationsOfRows: Map<string, readonly string[]> | null = null
  private titlesOfRows: Map<string, string> | null = null
  private savedBlocks: BlockSource = missionBlocks([])
  private savedIndex!: MissionIndex
  private unsavedIndex: MissionIndex | undefined
  private index!: MissionIndex
  private readonly collapsed = new Set<string>()

  private unsaved: GridBlock[] = []
  private copies: GridBlock[] = []
  private seq = 0

  private state: InteractionState
  cursor: Cell | null = null
  selection: CellRange | null = null
  anchor: Cell | null = null

  private snapshot: GridSnapshot | null = null
  private readonly listeners = new Set<() => void>()
  private readonly handlers: Handlers = { load: new Set(), add: new Set(), configError: new Set() }
  private pending: Pending[] = []
  private dirty = false
  private depth = 0
  private disposed = false

  constructor(input: GridInput, options: GridOptions = {}) {
    this.input = input
    this.translate = options.translate ?? defaultTranslate
    this.rowHeight = options.rowHeight
    this.state = new IdleState(this)
    this.applyParts()
    this.applyRange()
    this.festivals = createFestivalLookup(input.festivals)
    this.savedBlocks = missionBlocks(input.missions)
    this.todayDay = parseDate(input.today)
    this.rebuildColumns()
    this.rebuildRows()
    this.rebuildSavedIndex()
    this.rebuildUnsavedIndex()
  }

  private get relations(): Map<string, readonly string[]> {
    this.relationsOfRows ??= siteRelations(this.input.rows)
    return this.relationsOfRows
  }

  private get siteTitles(): Map<string, string> {
    this.titlesOfRows ??= siteTitles(this.input.rows)
    return this.titlesOfRows
  }

  // ---- InteractionContext -------------------------------------------------

  get rowCount(): number {
    return this.rowAxis.count
  }

  get colCount(): number {
    return this.columns.count
  }

  canBook = (cell: Cell): boolean => {
    if (cell.row < 0 || cell.row >= this.rowAxis.count) return false
    if (cell.col < 0 || cell.col >= this.columns.count) return false
    const row = this.rowAxis.row(cell.row)
    return !row.isGroup && !row.disabled && row.siteGuid !== null
  }

  setCursor(cell: Cell | null): void {
    const next = cell && this.clampCell(cell)
    if (next?.row === this.cursor?.row && next?.col === this.cursor?.col) return
    this.cursor = next
    this.dirty = true
  }

  setSelection(range: CellRange | null): void {
    const s = this.selection
    if (s === range) return
    if (
      s &&
      range &&
      s.rowFrom === range.rowFrom &&
      s.rowTo === range.rowTo &&
      s.colFrom === range.colFrom &&
      s.colTo === range.colTo
    )
      return
    this.selection = range
    this.dirty = true
  }

  setAnchor(cell: Cell | null): void {
    this.anchor = cell
  }

  commit(range: CellRange): void {
    const cols = this.columns
    const rows = this.rowAxis
    const colFrom = Math.max(0, range.colFrom)
    const colTo = Math.min(cols.count - 1, range.colTo)
    if (colFrom > colTo) return
    const span = cols.colsToSpan(colFrom, colTo)
    const created: GridBlock[] = []
    // A site booked in this commit, or related to one, takes no second block: the grey
    // copy would sit on it and disable it (docs/product/schedule.md "Dragging").
    const taken = new Set<string>()
    for (let r = Math.max(0, range.rowFrom); r <= Math.min(rows.count - 1, range.rowTo); r++) {
      if (!this.canBook({ row: r, col: colFrom })) continue
      const site = rows.row(r).siteGuid
      if (site === null || taken.has(site)) continue
      created.push(newUnsavedBlock(`new-${++this.seq}`, site, span.from, span.to))
      taken.add(site)
      for (const related of this.relations.get(site) ?? []) taken.add(related)
    }
    if (created.length === 0) return
    this.setUnsaved(mergeUnsaved([...this.unsaved, ...created]))
    const added = this.unsaved.filter((m) =>
      created.some(
        (c) =>
          c.siteGuid === m.siteGuid &&
          minutesOf(c.from) < minutesOf(m.to) &&
          minutesOf(m.from) < minutesOf(c.to),
      ),
    )
    this.pending.push({ event: 'add', args: [added.map(toAddedBlock)] })
  }

  deleteAtCursor(): void {
    const c = this.cursor
    if (!c) return
    for (const placed of this.index.blocksIn(c.row, c.col, c.col)) {
      const b = placed.block
      if (b.saved === 0) return this.removeKey(b.key)
      if (b.saved === -1 && b.copyOf !== null) return this.removeKey(b.copyOf)
    }
  }

  // ---- GridController -----------------------------------------------------

  getSnapshot(): GridSnapshot {
    this.snapshot ??= this.buildSnapshot()
    return this.snapshot
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  on<K extends keyof GridEvents>(event: K, handler: GridEvents[K]): () => void {
    const set = this.handlers[event] as Set<GridEvents[K]>
    set.add(handler)
    return () => {
      set.delete(handler)
    }
  }

  start(): void {
    this.run(() => {
      this.queueLoad()
      if (this.configError) this.pending.push({ event: 'configError', args: [] })
    })
  }

  setData(input: Partial<GridInput>): void {
    this.run(() => {
      const before = this.range
      this.input = { ...this.input, ...input }
      let columns = false
      let rows = false
      let saved = false
      if (input.dayParts !== undefined) {
        const key = this.partsKey
        this.applyParts()
        if (this.partsKey !== key) {
          columns = true
          if (this.configError) this.pending.push({ event: 'configError', args: [] })
        }
      }
      if (input.viewMode !== undefined || input.startDate !== undefined) {
        this.applyRange()
        if (this.range.firstDay !== before.firstDay || this.range.days !== before.days) {
          columns = true
          this.queueLoad()
        }
      }
      if (input.today !== undefined) this.todayDay = parseDate(input.today)
      if (input.festivals !== undefined) this.festivals = createFestivalLookup(input.festivals)
      if (input.rows !== undefined) {
        this.relationsOfRows = null
        this.titlesOfRows = null
        this.copies = relatedCopies(this.unsaved, (s) => this.relations.get(s))
        rows = true
      }
      if (input.missions !== undefined) {
        this.savedBlocks = missionBlocks(input.missions)
        saved = true
      }
      if (columns) this.rebuildColumns()
      if (columns || rows) this.rebuildRows()
      if (columns || rows || saved) this.rebuildSavedIndex()
      if (columns || rows) this.rebuildUnsavedIndex()
      this.clampInteraction()
      this.dirty = true
    })
  }

  setViewMode(mode: GridViewMode): void {
    this.run(() => {
      if (this.configError) this.pending.push({ event: 'configError', args: [] })
      if (mode === this.input.viewMode) return
      this.input = { ...this.input, viewMode: mode }
      this.changeRange()
    })
  }

  goTo(startDate: string): void {
    this.run(() => {
      if (startDate === this.input.startDate) return
      this.input = { ...this.input, startDate }
      this.changeRange()
    })
  }

  navigate(step: NavigationStep, direction: -1 | 1): void {
    this.run(() => {
      this.input = {
        ...this.input,
        startDate: formatDate(navigateStart(this.startDay, step, direction)),
      }
      this.changeRange()
    })
  }

  toggleGroup(rowKey: string): void {
    this.run(() => {
      if (this.collapsed.has(rowKey)) this.collapsed.delete(rowKey)
      else this.collapsed.add(rowKey)
      this.rebuildRows()
      this.rebuildSavedIndex()
      this.rebuildUnsavedIndex()
      this.clampInteraction()
      this.dirty = true
    })
  }

  pointerDown(cell: Cell): void {
    this.run(() => {
      this.state = this.state.pointerDown(cell)
    })
  }

  pointerMove(cell: Cell): void {
    this.run(() => {
      const clamped = this.clampCell(cell)
      if (clamped) this.state = this.state.pointerMove(clamped)
    })
  }

  pointerUp(): void {
    this.run(() => {
      this.state = this.state.pointerUp()
    })
  }

  keyDown(key: string, modifiers?: { shift?: boolean }): void {
    this.run(() => {
      this.state = this.state.keyDown(key, modifiers?.shift ?? false)
    })
  }

  cancel(): void {
    this.run(() => {
      this.state = this.state.cancel()
    })
  }

  unsavedBlocks(): readonly GridBlock[] {
    return [...this.unsaved, ...this.copies]
  }

  removeUnsaved(key: string): void {
    this.run(() => {
      const copy = this.copies.find((c) => c.key === key)
      this.removeKey(copy?.copyOf ?? key)
    })
  }

  clearUnsaved(): void {
    this.run(() => {
      if (this.unsaved.length > 0) this.setUnsaved([])
    })
  }

  dispose(): void {
    this.disposed = true
    this.listeners.clear()
    for (const set of Object.values(this.handlers)) set.clear()
  }

  // ---- internals ----------------------------------------------------------

  /** Runs a change, then publishes one snapshot and the queued events (outermost call only). */
  private run(change: () => void): void {
    if (this.disposed) return
    const name = this.state.name
    this.depth++
    try {
      change()
    } finally {
      this.depth--
    }
    if (this.state.name !== name) this.dirty = true
    if (this.depth > 0) return
    if (this.dirty) {
      this.dirty = false
      this.snapshot = null
      for (const listener of [...this.listeners]) listener()
    }
    const pending = this.pending
    this.pending = []
    for (const p of pending) this.dispatch(p)
  }

  private dispatch(p: Pending): void {
    const set = this.handlers[p.event] as Set<
      (...args: Parameters<GridEvents[typeof p.event]>) => void
    >
    for (const handler of [...set]) handler(...p.args)
  }

  private queueLoad(): void {
    this.pending.push({
      event: 'load',
      args: [
        { date_from: formatDate(this.range.firstDay), date_to: formatDate(lastDayOf(this.range)) },
      ],
    })
  }

  private applyParts(): void {
    this.parts = parseDayParts(this.input.dayParts)
    this.partsKey = partsSignature(this.parts)
    this.configError = exceeds24h(this.parts)
  }

  private applyRange(): void {
    this.startDay = parseDate(this.input.startDate)
    this.range = viewRange(this.input.viewMode, this.startDay)
  }

  private changeRange(): void {
    const before = this.range
    this.applyRange()
    this.dirty = true
    if (this.range.firstDay === before.firstDay && this.range.days === before.days) return
    this.rebuildColumns()
    this.rebuildRows()
    this.rebuildSavedIndex()
    this.rebuildUnsavedIndex()
    this.clampInteraction()
    this.queueLoad()
  }

  private rebuildColumns(): void {
    this.columns = createColumnAxis(this.range.firstDay, this.range.days, this.parts)
  }

  private rebuildRows(): void {
    const blocked = new Map<string, string>()
    for (const [site, by] of sitesBlockedByCopies(this.copies, this.unsaved)) {
      const title = this.siteTitles.get(by) ?? ''
      blocked.set(site, this.translate('scheduleGrid.disabledByRelated', { site: title }))
    }
    this.rowAxis = createRowAxis(this.input.rows, {
      collapsed: this.collapsed,
      rowHeight: this.rowHeight,
      firstDay: this.range.firstDay,
      lastDay: lastDayOf(this.range),
      blockedSites: blocked,
    })
  }

  private rebuildSavedIndex(): void {
    this.savedIndex = createMissionIndex(this.savedBlocks, this.columns, this.rowAxis)
    if (this.unsavedIndex) this.index = combineIndexes(this.savedIndex, this.unsavedIndex)
  }

  private rebuildUnsavedIndex(): void {
    const blocks = [...this.unsaved, ...this.copies]
    this.unsavedIndex = createMissionIndex(blocks, this.columns, this.rowAxis)
    this.index = combineIndexes(this.savedIndex, this.unsavedIndex)
  }

  private setUnsaved(blocks: GridBlock[]): void {
    this.unsaved = blocks
    this.copies = relatedCopies(blocks, (s) => this.relations.get(s))
    // Disabled flags change with the copies; row order does not, so the saved index stays.
    this.rebuildRows()
    this.rebuildUnsavedIndex()
    this.dirty = true
  }

  private removeKey(key: string): void {
    const next = this.unsaved.filter((b) => b.key !== key)
    if (next.length !== this.unsaved.length) this.setUnsaved(next)
  }

  private clampCell(cell: Cell): Cell | null {
    const rows = this.rowAxis.count
    const cols = this.columns.count
    if (rows === 0 || cols === 0) return null
    return {
      row: Math.min(rows - 1, Math.max(0, cell.row)),
      col: Math.min(cols - 1, Math.max(0, cell.col)),
    }
  }

  private clampInteraction(): void {
    if (this.cursor) this.cursor = this.clampCell(this.cursor)
    if (this.anchor) this.anchor = this.clampCell(this.anchor)
    const s = this.selection
    if (!s) return
    const a = this.clampCell({ row: s.rowFrom, col: s.colFrom })
    const b = this.clampCell({ row: s.rowTo, col: s.colTo })
    this.selection = a && b ? { rowFrom: a.row, colFrom: a.col, rowTo: b.row, colTo: b.col } : null
  }

  private buildSnapshot(): GridSnapshot {
    const columns = this.columns
    const rows = this.rowAxis
    const index = this.index
    const festivals = this.festivals
    const parts = this.parts
    const t = this.translate
    const canBook = this.canBook
    const today = this.todayDay === null ? null : columns.colsOfDay(this.todayDay)
    const blocksIn = (row: number, colFrom: number, colTo: number): readonly PlacedBlock[] =>
      index.blocksIn(row, colFrom, colTo)
    return {
      viewMode: this.input.viewMode,
      startDate: formatDate(this.startDay),
      columns,
      rows,
      blocksIn,
      countIn: (row, colFrom, colTo) => index.countIn(row, colFrom, colTo),
      selection: this.selection,
      cursor: this.cursor,
      interaction: this.state.name,
      festivalOf: festivals,
      todayCols: today && { from: today.colFrom, to: today.colTo },
      configError: this.configError,
      canBook,
      cellLabel(cell) {
        if (cell.row < 0 || cell.row >= rows.count || cell.col < 0 || cell.col >= columns.count)
          return ''
        const { month, date } = partsOfDay(columns.dayOf(cell.col))
        const params = {
          row: rows.row(cell.row).title,
          date: t('scheduleGrid.dayLabel', { month, day: date }),
          part: parts[columns.partOf(cell.col)]?.text ?? '',
        }
        const block = index.blockAt(cell.row, cell.col)?.block
        if (!block) return t('scheduleGrid.cellLabel', params)
        const text =
          block.saved === 1
            ? block.text1
            : t(block.saved === 0 ? 'scheduleGrid.unsavedBlock' : 'scheduleGrid.relatedCopy')
        return t('scheduleGrid.cellLabelBlock', {
          ...params,
          text,
          status: block.statusText,
        }).trim()
      },
    }
  }
}

/** The grid's headless controller; call `start()` after subscribing to get the first `load`. */
export const createGridController: CreateGridController = (input, options) =>
  new Controller(input, options)
