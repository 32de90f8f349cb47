import type { GridData } from '@app/contracts'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import Timeline from 'react-calendar-timeline'
import 'react-calendar-timeline/style.css'
import type { MountGrid } from '../bench-api.ts'
import {
  columnWidth,
  flatRows,
  LABEL_WIDTH,
  localMs,
  QUARTER_DAYS,
  QUARTER_START,
  ROW_HEIGHT,
  slotMinutes,
  waitFor,
} from './util.ts'

/*
 * react-calendar-timeline 0.30 (beta: 0.28, the latest stable, uses React's legacy context,
 * which React 19 removed, and does not mount): no tree (groups flat, halls as plain rows), no vertical
 * virtualisation (every group row is rendered), horizontal scroll by a controlled time
 * window, which is how its docs scroll programmatically. Fast mode: stackItems off,
 * moving and resizing off.
 */
export const mount: MountGrid = async (container, data: GridData) => {
  const root = document.createElement('div')
  root.style.cssText = 'position:absolute;inset:0;overflow:auto'
  container.appendChild(root)
  const groups = flatRows(data).map(({ row }) => ({ id: row.guid, title: row.project_title }))
  const siteRow = new Map(flatRows(data).map(({ row }) => [row.siteGuid, row.guid]))
  const items = data.missions.map((m) => ({
    id: m.mid,
    group: siteRow.get(m.siteGuid) ?? '',
    title: m.text1,
    start_time: localMs(m.fromDate, m.from_date_t),
    end_time: localMs(m.toDate, m.to_date_t),
    itemProps: { style: { background: m.color, color: m.fontColor } },
  }))
  const start = localMs(QUARTER_START, 0)
  const end = start + QUARTER_DAYS * 86_400_000
  const visibleMs =
    ((window.innerWidth - LABEL_WIDTH) / columnWidth(data)) * slotMinutes(data) * 60_000
  let setFrom: (from: number) => void = () => {}

  function Host() {
    const [from, set] = useState(start)
    setFrom = set
    return (
      <Timeline
        groups={groups}
        items={items}
        defaultTimeStart={start}
        defaultTimeEnd={start + visibleMs}
        visibleTimeStart={from}
        visibleTimeEnd={from + visibleMs}
        onTimeChange={(s: number) => set(s)}
        lineHeight={ROW_HEIGHT}
        sidebarWidth={LABEL_WIDTH}
        stackItems={false}
        canMove={false}
        canResize={false}
        canChangeGroup={false}
      />
    )
  }
  const reactRoot = createRoot(root)
  flushSync(() => reactRoot.render(<Host />))
  await waitFor(() => root.querySelector('.rct-sidebar-row'))
  return {
    root,
    scrollTo(fx, fy) {
      flushSync(() => setFrom(start + fx * (end - visibleMs - start)))
      root.scrollTop = fy * (root.scrollHeight - root.clientHeight)
    },
    rowProbe: () => ({ x: LABEL_WIDTH / 2, ys: [120, 450, 860], selector: '.rct-sidebar-row' }),
    unmount: () => reactRoot.unmount(),
  }
}
