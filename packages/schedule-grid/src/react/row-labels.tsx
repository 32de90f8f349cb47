import { memo, type ReactElement } from 'react'
import type { RowAxis } from '../interaction/grid-controller.types.ts'
import type { Translate } from './view-messages.ts'

export interface RowLabelsProps {
  rows: RowAxis
  rowFrom: number
  rowTo: number
  /** The keyboard cursor's row (-1 without one), its cell's id and its label. */
  cursorRow: number
  cursorId: string
  cursorLabel: string
  onToggle: (rowKey: string) => void
  t: Translate
}

const INDENT = 16
/** Leaf rows line up with their group's title (the toggle's width plus the gap). */
const TOGGLE = 22

/**
 * The sticky left column: one label per visible row (tree indent, toggle, area, disabled).
 *
 * For assistive technology each label is the grid's `row`: a `rowheader` and, in the
 * cursor's row, the `gridcell` the grid's `aria-activedescendant` points at (it says the
 * site, day, part and booking). The blocks and the drawn cursor are pictures of the same
 * cells and are hidden from it; a cell inside its row in the DOM is what axe (and the
 * ARIA grid pattern) ask for, and the flat layers of ADR 017 stay as they are.
 */
export const RowLabels = memo(function RowLabels(props: RowLabelsProps): ReactElement {
  const { rows, rowFrom, rowTo, cursorRow, cursorId, cursorLabel, onToggle, t } = props
  const labels: ReactElement[] = []
  for (let i = rowFrom; i <= rowTo; i++) {
    const row = rows.row(i)
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
        {i === cursorRow ? (
          <div
            id={cursorId}
            className="sg-cursor-cell"
            role="gridcell"
            aria-label={cursorLabel}
            aria-selected="true"
          />
        ) : null}
      </div>,
    )
  }
  return (
    <div className="sg-labels" style={{ height: rows.totalHeight }}>
      {labels}
    </div>
  )
})
