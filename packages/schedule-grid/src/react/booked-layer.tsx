import { memo, type CSSProperties, type ReactElement } from 'react'
import type { ColumnAxis, GridSnapshot, RowAxis } from '../interaction/grid-controller.types.ts'
import type { PlacedBlock } from '../model/types.ts'
import type { GridWindow } from './visible-window.ts'

export interface BookedLayerProps {
  rows: RowAxis
  columns: ColumnAxis
  win: GridWindow
  blocksIn: GridSnapshot['blocksIn']
}

const CANCELLED = 3
/**
 * Below this width (px) a block is drawn as a plain coloured bar: three lines of text do
 * not fit, and laying out and painting them for the ~1,500 narrow blocks of a half-hour
 * quarter view tripled the cost of a scroll frame (bench:grid, dense48). The texts stay
 * in the block's label and tooltip.
 */
export const MIN_TEXT_WIDTH = 40

/**
 * Blocks in the drawn window: saved ones in their colour, unsaved ones highlighted,
 * related-site copies (saved = -1) grey. One element each, clipped to the window so a
 * quarter-long booking is not a 100,000 px element; its text stays near the view.
 */
export function BookedLayer(props: BookedLayerProps): ReactElement {
  const { rows, columns, win, blocksIn } = props
  const out: ReactElement[] = []
  for (let row = win.rowFrom; row <= win.rowTo; row++) {
    const placed = blocksIn(row, win.colFrom, win.colTo)
    if (placed.length === 0) continue
    out.push(
      <BlockRow
        key={row}
        row={row}
        placed={placed}
        rows={rows}
        columns={columns}
        colFrom={win.colFrom}
        colTo={win.colTo}
      />,
    )
  }
  return <>{out}</>
}

interface BlockRowProps {
  row: number
  placed: readonly PlacedBlock[]
  rows: RowAxis
  columns: ColumnAxis
  colFrom: number
  colTo: number
}

/*
 * The index answers the same question with the same array, so while a drag only moves
 * the selection every row is skipped here.
 */
const sameRow = (a: BlockRowProps, b: BlockRowProps): boolean =>
  a.row === b.row &&
  a.placed === b.placed &&
  a.rows === b.rows &&
  a.columns === b.columns &&
  a.colFrom === b.colFrom &&
  a.colTo === b.colTo

const BlockRow = memo(function BlockRow(props: BlockRowProps): ReactElement {
  const { row, placed: list, rows, columns, colFrom, colTo } = props
  const top = rows.yOf(row) + 1
  return (
    <>
      {list.map((placed) => {
        const { block } = placed
        const from = Math.max(placed.colFrom, colFrom)
        const to = Math.min(placed.colTo, colTo)
        const left = columns.xOf(from) + 1
        const width = Math.max(2, columns.xOf(to + 1) - left - 1)
        const narrow = width < MIN_TEXT_WIDTH
        const style: CSSProperties & Record<`--${string}`, string> = {
          left,
          top,
          width,
          height: rows.rowHeight - 3,
        }
        if (block.saved === 1) {
          style['--sg-bg'] = block.color
          style['--sg-fg'] = block.fontColor
        }
        return (
          <div
            key={block.key}
            className="sg-block"
            // a picture: the keyboard cursor's cell says the booking (row-labels.tsx)
            aria-hidden="true"
            title={[block.text1, block.text2, block.text3].filter(Boolean).join('\n')}
            style={style}
            data-block-key={block.key}
            data-saved={block.saved}
            data-cancelled={block.status === CANCELLED ? '' : undefined}
            data-narrow={narrow ? '' : undefined}
            data-l1={narrow ? undefined : block.text1}
            data-l2={narrow ? undefined : block.text2}
            data-l3={narrow ? undefined : block.text3}
          />
        )
      })}
    </>
  )
}, sameRow)
