import { memo, type ReactElement } from 'react'
import type { Cell, CellRange } from '../model/types.ts'
import type { ColumnAxis, GridSnapshot, RowAxis } from '../interaction/grid-controller.types.ts'
import type { GridWindow } from './visible-window.ts'

export interface BackgroundLayerProps {
  rows: RowAxis
  columns: ColumnAxis
  win: GridWindow
  festivalOf: GridSnapshot['festivalOf']
  /** The today marker's columns; -1 when today is out of view (numbers keep memo hits). */
  todayFrom: number
  todayTo: number
}

/**
 * Under the blocks: group and disabled row bands, festival day tints and the today
 * column, all limited to the drawn window.
 */
export const BackgroundLayer = memo(function BackgroundLayer(
  props: BackgroundLayerProps,
): ReactElement {
  const { rows, columns, win, festivalOf, todayFrom, todayTo } = props
  const out: ReactElement[] = []
  if (win.rowTo >= win.rowFrom && win.colTo >= win.colFrom) {
    const top = rows.yOf(win.rowFrom)
    const height = rows.yOf(win.rowTo + 1) - top
    for (let i = win.rowFrom; i <= win.rowTo; i++) {
      const row = rows.row(i)
      if (!row.disabled && !row.isGroup) continue
      out.push(
        <div
          key={`b${row.key}`}
          className="sg-band"
          style={{ top: rows.yOf(i), height: rows.rowHeight }}
          data-disabled={row.disabled ? '' : undefined}
          data-group={row.isGroup ? '' : undefined}
        />,
      )
    }
    const ppd = columns.partsPerDay
    for (let d = Math.floor(win.colFrom / ppd); d <= Math.floor(win.colTo / ppd); d++) {
      const festival = festivalOf(columns.dayOf(d * ppd))
      if (!festival) continue
      const left = columns.xOf(d * ppd)
      out.push(
        <div
          key={`f${d}`}
          className="sg-festival"
          style={{
            left,
            top,
            height,
            width: columns.xOf(d * ppd + ppd) - left,
            background: festival.kind === 'holiday' ? 'rgba(255,77,79,.05)' : 'rgba(0,0,0,.03)',
          }}
        />,
      )
    }
    if (todayFrom >= 0 && todayTo >= win.colFrom && todayFrom <= win.colTo) {
      const left = columns.xOf(todayFrom)
      out.push(
        <div
          key="today"
          className="sg-today"
          style={{ left, top, height, width: columns.xOf(todayTo + 1) - left }}
        />,
      )
    }
  }
  return <>{out}</>
})

export interface SelectionLayerProps {
  rows: RowAxis
  columns: ColumnAxis
  selection: CellRange | null
  cursor: Cell | null
}

/** Above the blocks: the drag (or Shift+arrow) preview and the keyboard cursor. */
export const SelectionLayer = memo(function SelectionLayer(
  props: SelectionLayerProps,
): ReactElement {
  const { rows, columns, selection, cursor } = props
  const rowCount = rows.count
  const colCount = columns.count
  return (
    <>
      {selection && rowCount > 0 ? (
        <div
          className="sg-selection"
          aria-hidden="true"
          data-selection={`${selection.rowFrom}-${selection.rowTo}:${selection.colFrom}-${selection.colTo}`}
          style={rect(
            rows,
            columns,
            selection.rowFrom,
            Math.min(selection.rowTo, rowCount - 1),
            selection.colFrom,
            Math.min(selection.colTo, colCount - 1),
          )}
        />
      ) : null}
      {cursor && cursor.row < rowCount && cursor.col < colCount ? (
        <div
          className="sg-cursor"
          // its cell for assistive technology is in the row labels (row-labels.tsx)
          aria-hidden="true"
          style={rect(rows, columns, cursor.row, cursor.row, cursor.col, cursor.col)}
        />
      ) : null}
    </>
  )
})

function rect(
  rows: RowAxis,
  columns: ColumnAxis,
  rowFrom: number,
  rowTo: number,
  colFrom: number,
  colTo: number,
): { left: number; top: number; width: number; height: number } {
  const left = columns.xOf(colFrom)
  const top = rows.yOf(rowFrom)
  return {
    left,
    top,
    width: columns.xOf(colTo + 1) - left,
    height: rows.yOf(rowTo + 1) - top,
  }
}
