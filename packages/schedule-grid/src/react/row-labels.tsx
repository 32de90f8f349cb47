import { memo, type ReactElement } from 'react'
import type { GridSnapshot, RowAxis } from '../interaction/grid-controller.types.ts'
import type { Translate } from './view-messages.ts'

export interface RowLabelsProps {
  rows: RowAxis
  rowFrom: number
  rowTo: number
  /** The drawn columns: a row owns the blocks drawn in them. */
  colFrom: number
  colTo: number
  blocksIn: GridSnapshot['blocksIn']
  /** The grid's id prefix: blocks are `blockId(prefix, row, key)`. */
  idPrefix: string
  /** The keyboard cursor's row (-1 without one) and its cell's id. */
  cursorRow: number
  cursorId: string
  onToggle: (rowKey: string) => void
  t: Translate
}

/** The id of a drawn block, for its row's `aria-owns`. */
export const blockId = (prefix: string, row: number, key: string): string =>
  `${prefix}b${row}-${key}`

const INDENT = 16
/** Leaf rows line up with their group's title (the toggle's width plus the gap). */
const TOGGLE = 22

/**
 * The sticky left column: one label per visible row (tree indent, toggle, area, disabled).
 *
 * Each label is the grid's `row` for assistive technology: its `rowheader` is the label
 * and it owns (`aria-owns`) the row's blocks and the keyboard cursor, which are drawn in
 * the cells layer beside it. Without that, the blocks' gridcells and the rowheaders sit in
 * no row (axe: aria-required-parent). The DOM stays one flat layer per kind.
 */
export const RowLabels = memo(function RowLabels(props: RowLabelsProps): ReactElement {
  const { rows, rowFrom, rowTo, colFrom, colTo, blocksIn, idPrefix, cursorRow, cursorId } = props
  const { onToggle, t } = props
  const labels: ReactElement[] = []
  for (let i = rowFrom; i <= rowTo; i++) {
    const row = rows.row(i)
    // the same (cached) arrays the blocks layer draws
    const owned = colTo >= colFrom ? blocksIn(i, colFrom, colTo) : []
    let owns = ''
    for (const p of owned) owns += `${owns ? ' ' : ''}${blockId(idPrefix, i, p.block.key)}`
    if (i === cursorRow) owns += `${owns ? ' ' : ''}${cursorId}`
    const title = row.disabled
      ? [row.title, t('scheduleGrid.disabled'), row.disabledReason ?? '']
          .filter(Boolean)
          .join(' · ')
      : row.title
    labels.push(
      <div
        key={row.key}
        className="sg-label"
        role="row"
        aria-rowindex={i + 2}
        aria-owns={owns || undefined}
        aria-disabled={row.disabled || undefined}
        style={{
          top: rows.yOf(i),
          height: rows.rowHeight,
          paddingLeft: 4 + row.depth * INDENT + (row.isGroup ? 0 : TOGGLE),
        }}
        data-row-key={row.key}
        data-group={row.isGroup ? '' : undefined}
        data-disabled={row.disabled ? '' : undefined}
        title={title}
      >
        <div className="sg-label-head" role="rowheader">
          {row.isGroup ? (
            <button
              type="button"
              className="sg-toggle"
              aria-expanded={row.expanded}
              aria-label={t(row.expanded ? 'scheduleGrid.collapse' : 'scheduleGrid.expand')}
              onClick={() => onToggle(row.key)}
            >
              {row.expanded ? '▾' : '▸'}
            </button>
          ) : null}
          <span className="sg-label-title">{row.title}</span>
          {row.area !== null && row.area !== undefined ? (
            <span className="sg-label-area">{t('scheduleGrid.area', { area: row.area })}</span>
          ) : null}
        </div>
      </div>,
    )
  }
  return (
    <div className="sg-labels" style={{ height: rows.totalHeight }}>
      {labels}
    </div>
  )
})
