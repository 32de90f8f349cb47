import type { GridData } from '@app/contracts'
import { DayPilotScheduler } from '@daypilot/daypilot-lite-react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { MountGrid } from '../bench-api.ts'
import {
  columnWidth,
  countText,
  flatRows,
  LABEL_WIDTH,
  largestScroller,
  localIso,
  NEW_TEXT,
  QUARTER_DAYS,
  QUARTER_START,
  ROW_HEIGHT,
  scrollFraction,
  slotMinutes,
  waitFor,
} from './util.ts'

/*
 * DayPilot Lite's scheduler with its documented fast modes: progressive row rendering
 * and dynamic (progressive) event rendering. Lite has no resource tree: halls are plain rows.
 */
export const mount: MountGrid = async (container, data: GridData) => {
  let created = 0
  const root = document.createElement('div')
  root.style.cssText = 'position:absolute;inset:0'
  container.appendChild(root)
  const resources = flatRows(data).map(({ row }) => ({
    id: row.siteGuid ?? row.guid,
    name: row.project_title,
  }))
  const events = data.missions.map((m) => ({
    id: m.mid,
    resource: m.siteGuid,
    text: m.text1,
    start: localIso(m.fromDate, m.from_date_t),
    end: localIso(m.toDate, m.to_date_t),
    backColor: m.color,
    fontColor: m.fontColor,
  }))
  const reactRoot = createRoot(root)
  flushSync(() =>
    reactRoot.render(
      <DayPilotScheduler
        startDate={QUARTER_START}
        days={QUARTER_DAYS}
        scale="CellDuration"
        cellDuration={slotMinutes(data)}
        cellWidth={columnWidth(data)}
        timeHeaders={[{ groupBy: 'Day' }, { groupBy: 'Cell' }]}
        resources={resources}
        events={events}
        rowHeaderWidth={LABEL_WIDTH}
        eventHeight={ROW_HEIGHT}
        heightSpec="Fixed"
        height={innerHeight - 60}
        progressiveRowRendering
        dynamicEventRendering="Progressive"
        eventMoveHandling="Disabled"
        eventResizeHandling="Disabled"
        // drag to select a range, released into a new event: the drag commit
        timeRangeSelectedHandling="Enabled"
        onTimeRangeSelected={(args) => {
          args.control.clearSelection()
          args.control.events.add({
            id: `new-${++created}`,
            start: args.start,
            end: args.end,
            resource: args.resource,
            text: NEW_TEXT,
          })
        }}
        durationBarVisible={false}
      />,
    ),
  )
  await waitFor(() => root.querySelector('.scheduler_default_rowheader'))
  const scroller = largestScroller(root)
  return {
    root,
    scrollTo: (fx, fy) => scrollFraction(scroller, fx, fy),
    dragTarget() {
      const box = scroller.getBoundingClientRect()
      const header = root.querySelector('.scheduler_default_rowheader')?.getBoundingClientRect()
      return {
        x: box.left,
        y: box.top,
        cellWidth: columnWidth(data),
        rowHeight: header?.height ?? ROW_HEIGHT,
      }
    },
    unsavedCount: () => countText(root, '.scheduler_default_event', NEW_TEXT),
    selectionRight: () =>
      root.querySelector('.scheduler_default_shadow')?.getBoundingClientRect().right ?? null,
    rowProbe: () => ({
      x: LABEL_WIDTH / 2,
      ys: [100, 450, innerHeight - 120],
      selector: '.scheduler_default_rowheader',
    }),
    unmount: () => reactRoot.unmount(),
  }
}
