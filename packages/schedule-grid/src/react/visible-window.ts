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
}

/** Extra pixels drawn on each side so a fast scroll does not show an empty band. */
export const OVERSCAN_X = 320
export const OVERSCAN_Y = 192

export const EMPTY_WINDOW: GridWindow = { rowFrom: 0, rowTo: -1, colFrom: 0, colTo: -1 }

function strictWindow(
  rows: RowAxis,
  columns: ColumnAxis,
  box: ScrollBox,
  padX: number,
  padY: number,
): GridWindow {
  if (rows.count === 0 || columns.count === 0) return EMPTY_WINDOW
  return {
    rowFrom: rows.rowAt(Math.max(0, box.scrollTop - padY)),
    rowTo: rows.rowAt(box.scrollTop + box.height + padY - 1),
    colFrom: columns.colAt(Math.max(0, box.scrollLeft - padX)),
    colTo: columns.colAt(box.scrollLeft + box.width + padX - 1),
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
): GridWindow {
  const visible = strictWindow(rows, columns, box, 0, 0)
  if (visible.rowTo < visible.rowFrom)
    return sameWindow(current, EMPTY_WINDOW) ? current : EMPTY_WINDOW
  if (current.rowTo >= current.rowFrom && contains(current, visible)) {
    // Still covered; but shrink back when the data shrank under it.
    if (current.rowTo < rows.count && current.colTo < columns.count) return current
  }
  return strictWindow(rows, columns, box, OVERSCAN_X, OVERSCAN_Y)
}

export const sameWindow = (a: GridWindow, b: GridWindow): boolean =>
  a.rowFrom === b.rowFrom && a.rowTo === b.rowTo && a.colFrom === b.colFrom && a.colTo === b.colTo
