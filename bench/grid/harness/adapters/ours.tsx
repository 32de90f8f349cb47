import type { GridData, GridViewMode } from '@app/contracts'
import {
  createGridController,
  exportGridXlsx,
  parseDate,
  parseDayParts,
  ScheduleGrid,
  type GridRangeData,
} from '@app/schedule-grid'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { MountGrid } from '../bench-api.ts'
import { flatRows, QUARTER_DAYS, QUARTER_START, waitFor } from './util.ts'

const TODAY = '2026-10-15'
const noop = () => {}

/**
 * Load and index: the controller indexes the missions per row (docs/product/performance.md
 * "Scheduling grid").
 */
export function index(data: GridData): void {
  const controller = createGridController({
    rows: data.rows,
    missions: data.missions,
    dayParts: data.dayParts,
    festivals: data.festivals,
    viewMode: 92,
    startDate: QUARTER_START,
    today: TODAY,
  })
  controller.getSnapshot().blocksIn(0, 0, 0)
  controller.dispose()
}

export const mount: MountGrid = async (container, data) => {
  const root = document.createElement('div')
  root.style.cssText = 'position:absolute;inset:0'
  container.appendChild(root)
  let setMode: (mode: GridViewMode) => void = noop

  function Host() {
    const [mode, set] = useState<GridViewMode>(92)
    setMode = set
    return (
      <ScheduleGrid
        rows={data.rows}
        missions={data.missions}
        dayParts={data.dayParts}
        festivals={data.festivals}
        viewMode={mode}
        startDate={QUARTER_START}
        today={TODAY}
        onLoad={noop}
        onAdd={noop}
        height="100%"
      />
    )
  }

  const reactRoot = createRoot(root)
  flushSync(() => reactRoot.render(<Host />))
  const scroller = await waitFor(() =>
    root.querySelector('.sg-label') ? root.querySelector<HTMLElement>('.sg-scroller') : null,
  )
  const box = () => scroller.getBoundingClientRect()
  const labelWidth = () => root.querySelector('.sg-labels')?.getBoundingClientRect().width ?? 200
  const headerHeight = () => root.querySelector('.sg-header')?.getBoundingClientRect().height ?? 58

  return {
    root,
    scrollTo(fx, fy) {
      scroller.scrollLeft = fx * (scroller.scrollWidth - scroller.clientWidth)
      scroller.scrollTop = fy * (scroller.scrollHeight - scroller.clientHeight)
    },
    rowProbe() {
      const b = box()
      const top = b.top + headerHeight()
      return {
        x: b.left + labelWidth() / 2,
        ys: [top + 10, (top + b.bottom) / 2, b.bottom - 24],
        selector: '.sg-label',
      }
    },
    async switchView(days) {
      flushSync(() => setMode(days))
      await waitFor(() => root.querySelector('.sg-label'))
    },
    dragTarget() {
      const b = box()
      return {
        x: b.left + labelWidth(),
        y: b.top + headerHeight(),
        cellWidth: data.dayParts[0]?.width ?? 72,
        rowHeight: 32,
      }
    },
    blockCount: () => root.querySelectorAll('.sg-block').length,
    // the drag's blocks and their grey copies on related sites come in one commit
    unsavedCount: () => root.querySelectorAll('.sg-block:not([data-saved="1"])').length,
    selectionRight: () =>
      root.querySelector('.sg-selection')?.getBoundingClientRect().right ?? null,
    async exportXlsx() {
      const first = parseDate(QUARTER_START)
      const range: GridRangeData = {
        rows: flatRows(data).map(({ row, depth }) => ({
          key: row.guid,
          siteGuid: row.siteGuid,
          title: row.project_title,
          depth,
          isGroup: row.siteGuid === null,
          expanded: true,
          disabled: false,
          disabledReason: null,
          area: row.area,
        })),
        days: Array.from({ length: QUARTER_DAYS }, (_, i) => first + i),
        dayParts: parseDayParts(data.dayParts),
        missions: data.missions,
        festivals: data.festivals,
      }
      const blob = await exportGridXlsx(range)
      return blob.size
    },
    unmount: () => reactRoot.unmount(),
  }
}
