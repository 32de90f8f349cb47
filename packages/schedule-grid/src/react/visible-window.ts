import type { ColumnAxis, RowAxis } from '../interaction/grid-controller.types.ts'

/*
 * Virtualisation of both axes, straight from the axes' binary searches (rowAt/colAt).
 * We do not use @tanstack/react-virtual here: it would need one virtualizer per axis
 * (two state updates and possibly two renders a frame), keeps its own per-item size
 * cache that duplicates the column axis' running totals, and reads the scroll element's
 * rect itself. The axes already answer "what is under x/y" in O(log n), so the window
 * is a few lines, computed once per frame from the last scroll position.
 */

/** Rows and columns drawn, inclusive; empty when `rowTo < rowFrom` or `colTo < colFrom`. */
export interface GridWindow {
  rowFrom: number
  rowTo: number
  colFrom: number
  colTo: number
}

export interface ScrollBox {
  scrollLeft: number
  scrollTop: number
  /** The body's visible size: viewport minus the sticky header and label column. */
  width: number
  height: number
  /** The last scroll step in px (from the scroll events), signed; 0 when still. */
  dx?: number
  dy?: number
}

/** Extra pixels drawn on each side so a fast scroll does not show an empty band. */
export const OVERSCAN_X = 320
export const OVERSCAN_Y = 192
/**
 * Scrolling, the window also reaches this many steps ahead: the scroll event that tells
 * us about a step arrives in the frame after the browser painted it, so the rows of the
 * next step must already be there (a lead of at most one viewport).
 */
export const LEAD_STEPS = 2
/**
 * Booking blocks drawn at most, overscan included (one DOM node each; docs/product/performance.md
 * "Scheduling grid" allows 2,000 nodes in the grid, and labels, headers and layers take about 450).
 * Where blocks are dense the overscan shrinks, down to nothing, to stay within it.
 */
export const BLOCK_BUDGET = 1500

export const EMPTY_WINDOW: GridWindow = { rowFrom: 0, rowTo: -1, colFrom: 0, colTo: -1 }

/** Padding on each side: before (left/top) and after (right/bottom). */
export interface Pad {
  left: number
  right: number
  top: number
  bottom: number
}

function strictWindow(rows: RowAxis, columns: ColumnAxis, box: ScrollBox, pad: Pad): GridWindow {
  if (rows.count === 0 || columns.count === 0) return EMPTY_WINDOW
  return {
    rowFrom: rows.rowAt(Math.max(0, box.scrollTop - pad.top)),
    rowTo: rows.rowAt(box.scrollTop + box.height + pad.bottom - 1),
    colFrom: columns.colAt(Math.max(0, box.scrollLeft - pad.left)),
    colTo: columns.colAt(box.scrollLeft + box.width + pad.right - 1),
  }
}

/** How far ahead of the view the next steps reach, in the direction of the scroll. */
export function leadOf(box: ScrollBox): Pad {
  const x = Math.min(Math.abs(box.dx ?? 0) * LEAD_STEPS, box.width)
  const y = Math.min(Math.abs(box.dy ?? 0) * LEAD_STEPS, box.height)
  return {
    left: (box.dx ?? 0) < 0 ? x : 0,
    right: (box.dx ?? 0) > 0 ? x : 0,
    top: (box.dy ?? 0) < 0 ? y : 0,
    bottom: (box.dy ?? 0) > 0 ? y : 0,
  }
}

const contains = (outer: GridWindow, inner: GridWindow): boolean =>
  inner.rowFrom >= outer.rowFrom &&
  inner.rowTo <= outer.rowTo &&
  inner.colFrom >= outer.colFrom &&
  inner.colTo <= outer.colTo

/**
 * The window to draw. The current one is kept while it still covers what is visible,
 * so scrolling re-renders only every few rows or columns, not every frame.
 */
export function nextWindow(
  current: GridWindow,
  rows: RowAxis,
  columns: ColumnAxis,
  box: ScrollBox,
  /** Blocks touching a window (the snapshot's countIn summed over its rows). */
  countBlocks?: (win: GridWindow) => number,
): GridWindow {
  const lead = leadOf(box)
  // what is visible now and what the next scroll steps will show
  const needed = strictWindow(rows, columns, box, lead)
  if (needed.rowTo < needed.rowFrom)
    return sameWindow(current, EMPTY_WINDOW) ? current : EMPTY_WINDOW
  if (current.rowTo >= current.rowFrom && contains(current, needed)) {
    // Still covered; but shrink back when the data shrank under it.
    if (current.rowTo < rows.count && current.colTo < columns.count) return current
  }
  const k = countBlocks ? countBlocks(needed) : 0
  const s = overscanScale(k, box, lead)
  return strictWindow(rows, columns, box, {
    left: OVERSCAN_X * s + lead.left,
    right: OVERSCAN_X * s + lead.right,
    top: OVERSCAN_Y * s + lead.top,
    bottom: OVERSCAN_Y * s + lead.bottom,
  })
}

/**
 * The share (0..1) of the overscan to draw when `blocks` touch the needed area: all of it
 * while the blocks it would add (in proportion to area) stay within BLOCK_BUDGET.
 */
export function overscanScale(blocks: number, box: ScrollBox, lead: Pad): number {
  if (blocks <= 0) return 1
  const w = Math.max(1, box.width + lead.left + lead.right)
  const h = Math.max(1, box.height + lead.top + lead.bottom)
  const full = ((w + 2 * OVERSCAN_X) * (h + 2 * OVERSCAN_Y)) / (w * h)
  if (blocks * full <= BLOCK_BUDGET) return 1
  return Math.min(1, Math.max(0, (BLOCK_BUDGET / blocks - 1) / (full - 1)))
}

export const sameWindow = (a: GridWindow, b: GridWindow): boolean =>
  a.rowFrom === b.rowFrom && a.rowTo === b.rowTo && a.colFrom === b.colFrom && a.colTo === b.colTo
