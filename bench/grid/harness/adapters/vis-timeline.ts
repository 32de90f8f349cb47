import type { GridData } from '@app/contracts'
import { DataSet } from 'vis-data/peer'
import { Timeline } from 'vis-timeline/peer'
import 'vis-timeline/styles/vis-timeline-graph2d.min.css'
import type { MountGrid } from '../bench-api.ts'
import {
  columnWidth,
  flatRows,
  LABEL_WIDTH,
  localMs,
  QUARTER_DAYS,
  QUARTER_START,
  slotMinutes,
  waitFor,
} from './util.ts'

/*
 * vis-timeline in its documented fast settings: stack off, fixed group heights, no
 * zoom, no current-time bar. Horizontal scroll by setWindow (it has no native
 * horizontal scroller), vertical through its vertical-scroll panel.
 */
export const mount: MountGrid = async (container, data: GridData) => {
  const root = document.createElement('div')
  // vis sets the container's position to relative: give it its size outright
  root.style.cssText = 'position:absolute;inset:0;width:100%;height:100%'
  container.appendChild(root)
  const rows = flatRows(data)
  const siteRow = new Map(rows.map(({ row }) => [row.siteGuid, row.guid]))
  const groups = new DataSet(
    rows.map(({ row }, order) => ({ id: row.guid, content: row.project_title, order })),
  )
  const items = new DataSet(
    data.missions.map((m) => ({
      id: m.mid,
      group: siteRow.get(m.siteGuid) ?? '',
      content: m.text1,
      start: localMs(m.fromDate, m.from_date_t),
      end: localMs(m.toDate, m.to_date_t),
      style: `background:${m.color};color:${m.fontColor}`,
    })),
  )
  const start = localMs(QUARTER_START, 0)
  const end = start + QUARTER_DAYS * 86_400_000
  const visibleMs =
    ((window.innerWidth - LABEL_WIDTH) / columnWidth(data)) * slotMinutes(data) * 60_000
  let changed = false
  const timeline = new Timeline(root, items, groups, {
    start,
    end: start + visibleMs,
    min: start,
    max: end,
    stack: false,
    groupHeightMode: 'fixed',
    verticalScroll: true,
    height: '100%',
    orientation: 'top',
    zoomable: false,
    showCurrentTime: false,
    selectable: false,
    editable: false,
    groupOrder: 'order',
    margin: { item: 2, axis: 0 },
  })
  timeline.on('changed', () => {
    changed = true
  })
  await waitFor(() => changed && root.querySelector('.vis-label'))
  const vertical = () =>
    root.querySelector<HTMLElement>('.vis-panel.vis-left.vis-vertical-scroll') ??
    root.querySelector<HTMLElement>('.vis-vertical-scroll')
  return {
    root,
    scrollTo(fx, fy) {
      const from = start + fx * (end - visibleMs - start)
      timeline.setWindow(from, from + visibleMs, { animation: false })
      const v = vertical()
      if (v) v.scrollTop = fy * (v.scrollHeight - v.clientHeight)
    },
    rowProbe: () => {
      const left = root.querySelector('.vis-panel.vis-left')?.getBoundingClientRect()
      const top = root.querySelector('.vis-panel.vis-center')?.getBoundingClientRect().top ?? 60
      return {
        x: left ? left.left + left.width / 2 : 50,
        ys: [top + 10, (top + innerHeight) / 2, innerHeight - 30],
        selector: '.vis-label',
      }
    },
    unmount: () => timeline.destroy(),
  }
}
