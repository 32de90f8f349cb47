import type { GridData } from '@app/contracts'
import type { CalendarApi } from '@fullcalendar/core'
import interactionPlugin from '@fullcalendar/interaction'
import FullCalendar from '@fullcalendar/react'
import resourceTimelinePlugin from '@fullcalendar/resource-timeline'
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
  scrollFraction,
  slotMinutes,
  waitFor,
} from './util.ts'

/*
 * FullCalendar's resource timeline (premium plugin, GPL key) with its documented
 * performance settings: progressive event rendering, no editing, fixed height.
 */
export const mount: MountGrid = async (container, data: GridData) => {
  let created = 0
  const root = document.createElement('div')
  root.style.cssText = 'position:absolute;inset:0'
  container.appendChild(root)
  // group rows are `g<id>`, site rows their site guid (what the missions name)
  const resources = flatRows(data).map(({ row }, order) =>
    row.siteGuid
      ? { id: row.siteGuid, title: row.project_title, order, parentId: `g${row.parentId}` }
      : { id: `g${row.id}`, title: row.project_title, order },
  )
  const events = data.missions.map((m) => ({
    id: m.mid,
    resourceId: m.siteGuid,
    title: m.text1,
    start: localIso(m.fromDate, m.from_date_t),
    end: localIso(m.toDate, m.to_date_t),
    backgroundColor: m.color,
    textColor: m.fontColor,
  }))
  const slot = slotMinutes(data)
  const reactRoot = createRoot(root)
  flushSync(() =>
    reactRoot.render(
      <FullCalendar
        plugins={[resourceTimelinePlugin, interactionPlugin]}
        schedulerLicenseKey="GPL-My-Project-Is-Open-Source"
        initialView="quarter"
        views={{ quarter: { type: 'resourceTimeline', duration: { days: QUARTER_DAYS } } }}
        initialDate={QUARTER_START}
        slotDuration={{ minutes: slot }}
        slotMinWidth={columnWidth(data)}
        resources={resources}
        resourcesInitiallyExpanded
        resourceOrder="order"
        resourceAreaWidth={LABEL_WIDTH}
        events={events}
        headerToolbar={false}
        height="100%"
        progressiveEventRendering
        editable={false}
        // drag to select a range, released into a new event: the drag commit
        selectable
        select={(info) => {
          const api: CalendarApi = info.view.calendar
          api.unselect()
          api.addEvent({
            id: `new-${++created}`,
            title: NEW_TEXT,
            start: info.start,
            end: info.end,
            resourceId: info.resource?.id,
          })
        }}
        nowIndicator={false}
      />,
    ),
  )
  await waitFor(() => root.querySelector('.fc-datagrid-cell-main'))
  const scroller = largestScroller(root)
  return {
    root,
    scrollTo: (fx, fy) => scrollFraction(scroller, fx, fy),
    dragTarget() {
      const box = scroller.getBoundingClientRect()
      const lane = root.querySelector('.fc-timeline-lane')?.getBoundingClientRect()
      return {
        x: box.left,
        y: lane?.top ?? box.top,
        cellWidth: columnWidth(data),
        rowHeight: lane?.height ?? 34,
      }
    },
    unsavedCount: () => countText(root, '.fc-event-title', NEW_TEXT),
    selectionRight: () =>
      root.querySelector('.fc-highlight')?.getBoundingClientRect().right ?? null,
    rowProbe: () => ({
      x: LABEL_WIDTH / 2,
      ys: [120, 450, innerHeight - 40],
      selector: '.fc-datagrid-cell',
    }),
    unmount: () => reactRoot.unmount(),
  }
}
