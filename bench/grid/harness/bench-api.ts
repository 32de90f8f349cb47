import type { GridData } from '@app/contracts'

/*
 * What every grid page exposes to the bench driver (grid.bench.ts). Each adapter mounts
 * one grid into the page; main.ts times it and runs the in-page measurements.
 */

export interface MountedGrid {
  /** The element whose descendants count as the grid's DOM. */
  root: HTMLElement
  /** Scrolls to fractions (0..1) of the full horizontal and vertical range. */
  scrollTo(fx: number, fy: number): void
  /** Points (viewport px) that must hit a painted row once rows are drawn there. */
  rowProbe(): { x: number; ys: number[]; selector: string }
  /** Ours only: switch the view mode and resolve once the new view is committed. */
  switchView?(days: 7 | 92): Promise<void>
  /**
   * Grids that make bookings by dragging (ours, DayPilot, FullCalendar): the body, to aim
   * a drag at (viewport px of the first cell, cell size).
   */
  dragTarget?(): { x: number; y: number; cellWidth: number; rowHeight: number } | null
  /** Booking blocks in the DOM now (ours). */
  blockCount?(): number
  /** Blocks a drag made, painted (the drag's result). */
  unsavedCount?(): number
  /** The drag selection's right edge in viewport px, or null. */
  selectionRight?(): number | null
  /** Ours only: the range's .xlsx through the worker; resolves to its byte size. */
  exportXlsx?(): Promise<number>
  unmount(): void
}

/** Mounts the grid; resolves once its first screen is in the DOM. */
export type MountGrid = (container: HTMLElement, data: GridData) => Promise<MountedGrid>

/** An adapter module: `mount`, and for ours `index` (answer -> missions indexed per row). */
export interface GridAdapter {
  mount: MountGrid
  index?: (data: GridData) => void
}

/** The parse + index time, first paint, long tasks, and the page's measuring helpers. */
export interface BenchState {
  ready: boolean
  error: string | null
  parseMs: number
  indexMs: number
  firstPaintMs: number
  longTasks: { count: number; totalMs: number; maxMs: number }
  domNodes: number
  /** Rows of the grid's data (top-level and nested), for the driver's scroll geometry. */
  rowCount: number
}

/** Scroll run results (frame timing from a rAF loop, blank checks just before paint). */
export interface ScrollResult {
  frames: number
  durationMs: number
  gaps: number[]
  blankFrames: number
  maxDomNodes: number
  /** Most booking blocks seen in the DOM at a sample (ours; 0 for others). */
  maxBlocksInView: number
}
