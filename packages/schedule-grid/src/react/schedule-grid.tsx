import type { DayPart, Festival, GridRow, GridViewMode, Mission } from '@app/contracts'
import { Modal } from 'antd'
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactElement,
} from 'react'
import { flushSync } from 'react-dom'
import { createGridController } from '../interaction/grid-controller.ts'
import type { GridController, GridInput } from '../interaction/grid-controller.types.ts'
import { parseDayParts } from '../model/day-parts.ts'
import type { AddedBlock, GridBlock, LoadRange } from '../model/types.ts'
import { BookedLayer } from './booked-layer.tsx'
import { GridHeader } from './grid-header.tsx'
import { BackgroundLayer, SelectionLayer } from './grid-layers.tsx'
import {
  DEFAULT_ROW_HEIGHT,
  GRID_CSS,
  HEADER_HEIGHT,
  LABEL_WIDTH,
  gridLinesBackground,
} from './grid-styles.ts'
import { RowLabels } from './row-labels.tsx'
import { useGridController } from './use-grid-controller.ts'
import { useGridPointer, type ScrollState } from './use-grid-pointer.ts'
import { makeTranslate, type Translate } from './view-messages.ts'
import { EMPTY_WINDOW, nextWindow, sameWindow, type GridWindow } from './visible-window.ts'

export interface ScheduleGridProps {
  rows: readonly GridRow[]
  missions: readonly Mission[]
  dayParts: readonly DayPart[]
  festivals: Readonly<Record<string, Festival>>
  viewMode: GridViewMode
  /** yyyy-MM-dd, the first visible day. */
  startDate: string
  /** yyyy-MM-dd, the venue's today. */
  today: string
  /** The visible range changed: fetch its rows and missions. */
  onLoad: (range: LoadRange) => void
  /** A drag or Enter made blocks (merged, unsaved, related copies left out). */
  onAdd: (blocks: AddedBlock[]) => void
  /** Replaces the built-in 配置错误 alert (docs/product/schedule.md "Configuration error"). */
  onConfigError?: () => void
  /** The controller, once, for the toolbar, tests and the booking dialog. */
  onMount?: (controller: GridController) => void
  onBlockClick?: (block: GridBlock) => void
  /** i18next's `t`; zh defaults without it. */
  translate?: Translate
  /** px, fixed for the grid's life; 32 by default. */
  rowHeight?: number
  /** px, or '100%' to fill the parent. */
  height: number | '100%'
  /** The corner cell's text: 场地 by default (a project-mode grid passes 项目). */
  cornerText?: string
}

/** Before the first measurement (and in jsdom, which has no layout): a desktop viewport. */
const FALLBACK_VIEWPORT = { width: 1440, height: 900 }

/**
 * The scheduling grid (docs/product/schedule.md): props in, events out, no HTTP.
 *
 * @example
 * <ScheduleGrid rows={data.rows} missions={data.missions} dayParts={data.dayParts}
 *   festivals={data.festivals} viewMode={7} startDate="2026-11-22" today="2026-11-22"
 *   onLoad={setRange} onAdd={openBookingDialog} height="100%" translate={t} />
 */
export function ScheduleGrid(props: ScheduleGridProps): ReactElement {
  const { rows, missions, dayParts, festivals, viewMode, startDate, today } = props
  const t = useMemo(() => makeTranslate(props.translate), [props.translate])
  const [modal, modalHolder] = Modal.useModal()
  const alertOpen = useRef(false)

  const input = useMemo<GridInput>(
    () => ({ rows, missions, dayParts, festivals, viewMode, startDate, today }),
    [rows, missions, dayParts, festivals, viewMode, startDate, today],
  )
  const rowHeight = props.rowHeight ?? DEFAULT_ROW_HEIGHT
  // Options are fixed for the controller's life (GridOptions).
  const [options] = useState(() => ({ rowHeight, translate: props.translate }))
  const controller = useGridController(createGridController, input, options, {
    onLoad: props.onLoad,
    onAdd: props.onAdd,
    onConfigError: () => {
      if (props.onConfigError) return props.onConfigError()
      // One alert at a time: a view switch while it is open does not stack a second.
      if (alertOpen.current) return
      alertOpen.current = true
      modal.warning({
        title: t('scheduleGrid.configErrorTitle'),
        content: t('scheduleGrid.configError'),
        afterClose: () => {
          alertOpen.current = false
        },
      })
    },
    onMount: props.onMount,
  })

  const subscribe = useCallback((l: () => void) => controller.subscribe(l), [controller])
  const getSnapshot = useCallback(() => controller.getSnapshot(), [controller])
  const snapshot = useSyncExternalStore(subscribe, getSnapshot)
  const onBlockClickRef = useRef(props.onBlockClick)
  useLayoutEffect(() => {
    onBlockClickRef.current = props.onBlockClick
  })

  const scrollerRef = useRef<HTMLDivElement | null>(null)
  const scrollRef = useRef<ScrollState>({ left: 0, top: 0, ...FALLBACK_VIEWPORT })
  const [win, setWin] = useState<GridWindow>(EMPTY_WINDOW)
  const winRef = useRef(win)
  const raf = useRef(0)

  /** Recomputes the drawn window; at most one commit, and only when it changed. */
  const applyWindow = useCallback(
    (sync: boolean) => {
      const snap = controller.getSnapshot()
      const s = scrollRef.current
      const next = nextWindow(
        winRef.current,
        snap.rows,
        snap.columns,
        {
          scrollLeft: s.left,
          scrollTop: s.top,
          width: Math.max(0, s.width - LABEL_WIDTH),
          height: Math.max(0, s.height - HEADER_HEIGHT),
          dx: s.dx,
          dy: s.dy,
        },
        (w) => {
          let n = 0
          for (let r = w.rowFrom; r <= w.rowTo; r++) n += snap.countIn(r, w.colFrom, w.colTo)
          return n
        },
      )
      if (sameWindow(next, winRef.current)) return
      winRef.current = next
      // In a frame callback, commit now so the rows are painted in this very frame.
      if (sync) flushSync(() => setWin(next))
      else setWin(next)
    },
    [controller],
  )

  const onFrame = useCallback(() => {
    raf.current = 0
    applyWindow(true)
  }, [applyWindow])
  const requestFrame = useCallback(() => {
    if (!raf.current) raf.current = requestAnimationFrame(onFrame)
  }, [onFrame])

  // Measure once, then follow resizes; scroll offsets come from the scroll events.
  useLayoutEffect(() => {
    const el = scrollerRef.current
    if (!el) return
    const s = scrollRef.current
    if (el.clientWidth > 0 && el.clientHeight > 0) {
      s.width = el.clientWidth
      s.height = el.clientHeight
    }
    applyWindow(false)
    const onScroll = () => {
      const left = el.scrollLeft
      const top = el.scrollTop
      s.dx = left - s.left
      s.dy = top - s.top
      s.left = left
      s.top = top
      requestFrame()
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    let ro: ResizeObserver | null = null
    if (typeof ResizeObserver !== 'undefined') {
      ro = new ResizeObserver((entries) => {
        const box = entries[0]?.contentRect
        if (!box || box.width === 0 || box.height === 0) return
        s.width = box.width
        s.height = box.height
        requestFrame()
      })
      ro.observe(el)
    }
    return () => {
      el.removeEventListener('scroll', onScroll)
      ro?.disconnect()
      if (raf.current) cancelAnimationFrame(raf.current)
      raf.current = 0
    }
  }, [applyWindow, requestFrame])

  // New axes (data, view switch, collapse): redraw before paint.
  useLayoutEffect(() => {
    applyWindow(false)
  }, [snapshot.rows, snapshot.columns, applyWindow])

  // Another range is shown: start at its first day.
  useLayoutEffect(() => {
    const el = scrollerRef.current
    if (!el || scrollRef.current.left === 0) return
    scrollRef.current.left = 0
    el.scrollLeft = 0
    applyWindow(false)
  }, [snapshot.startDate, snapshot.viewMode, applyWindow])

  // Keep the keyboard cursor in view (writes only: sizes and offsets are known).
  const cursor = snapshot.cursor
  useEffect(() => {
    const el = scrollerRef.current
    if (!cursor || !el) return
    const snap = controller.getSnapshot()
    if (cursor.row >= snap.rows.count || cursor.col >= snap.columns.count) return
    const s = scrollRef.current
    const x0 = snap.columns.xOf(cursor.col)
    const x1 = snap.columns.xOf(cursor.col + 1)
    const y0 = snap.rows.yOf(cursor.row)
    const y1 = y0 + snap.rows.rowHeight
    const bodyW = s.width - LABEL_WIDTH
    const bodyH = s.height - HEADER_HEIGHT
    let left = s.left
    let top = s.top
    if (x0 < left) left = x0
    else if (x1 > left + bodyW) left = x1 - bodyW
    if (y0 < top) top = y0
    else if (y1 > top + bodyH) top = y1 - bodyH
    if (left !== s.left) el.scrollLeft = s.left = left
    if (top !== s.top) el.scrollTop = s.top = top
    applyWindow(false)
  }, [cursor, applyWindow, controller])

  const handlers = useGridPointer({
    controller,
    scrollerRef,
    scrollRef,
    onScrolled: () => applyWindow(true),
    onBlockClickRef,
  })

  const onToggle = useCallback((key: string) => controller.toggleGroup(key), [controller])
  const cursorId = useId()

  const { rows: rowAxis, columns } = snapshot
  const todayFrom = snapshot.todayCols?.from ?? -1
  const todayTo = snapshot.todayCols?.to ?? -1
  const drawn = clampWindow(win, rowAxis.count, columns.count)
  const partWidths = useMemo(() => {
    const out: number[] = []
    for (let p = 0; p < columns.partsPerDay && p < columns.count; p++) out.push(columns.width(p))
    return out
  }, [columns])
  const background = useMemo(
    () => gridLinesBackground(partWidths, rowAxis.rowHeight),
    [partWidths, rowAxis.rowHeight],
  )
  // The same parsing as the column axis, so texts line up with its parts.
  const partTexts = useMemo(() => parseDayParts(dayParts).map((p) => p.text), [dayParts])

  const lineHeight = Math.max(8, Math.floor((rowAxis.rowHeight - 5) / 3))
  const rootStyle: CSSProperties & Record<`--${string}`, string> = {
    height: props.height,
    // Three text lines fill the block (rows are 32 px by default: 9 px lines).
    '--sg-line': `${lineHeight}px`,
    '--sg-font': `${Math.min(12, lineHeight)}px`,
  }
  const cursorOk = cursor !== null && cursor.row < rowAxis.count && cursor.col < columns.count

  return (
    <div className="sg-root" style={rootStyle}>
      <style href="app-schedule-grid" precedence="medium">
        {GRID_CSS}
      </style>
      {modalHolder}
      <div
        ref={scrollerRef}
        className="sg-scroller"
        role="grid"
        tabIndex={0}
        aria-label={t('scheduleGrid.gridLabel')}
        aria-rowcount={rowAxis.count + 1}
        aria-colcount={columns.count + 1}
        aria-activedescendant={cursorOk ? cursorId : undefined}
        aria-busy={snapshot.interaction === 'dragging' || undefined}
        data-interaction={snapshot.interaction}
        onKeyDown={handlers.onKeyDown}
      >
        <div
          className="sg-content"
          style={{
            width: LABEL_WIDTH + columns.totalWidth,
            height: HEADER_HEIGHT + rowAxis.totalHeight,
          }}
        >
          <GridHeader
            columns={columns}
            colFrom={drawn.colFrom}
            colTo={drawn.colTo}
            partTexts={partTexts}
            festivalOf={snapshot.festivalOf}
            todayFrom={todayFrom}
            todayTo={todayTo}
            cornerText={props.cornerText ?? t('scheduleGrid.corner')}
            t={t}
          />
          <div
            className="sg-body"
            style={{ width: LABEL_WIDTH + columns.totalWidth, height: rowAxis.totalHeight }}
          >
            <RowLabels
              rows={rowAxis}
              rowFrom={drawn.rowFrom}
              rowTo={drawn.rowTo}
              cursorRow={cursorOk ? cursor.row : -1}
              cursorId={cursorId}
              cursorLabel={cursorOk ? snapshot.cellLabel(cursor) : ''}
              onToggle={onToggle}
              t={t}
            />
            <div
              className="sg-cells"
              data-testid="schedule-grid-cells"
              style={{
                left: LABEL_WIDTH,
                width: columns.totalWidth,
                height: rowAxis.totalHeight,
                ...background,
              }}
              onPointerDown={handlers.onPointerDown}
              onPointerMove={handlers.onPointerMove}
              onPointerUp={handlers.onPointerUp}
              onPointerCancel={handlers.onPointerCancel}
              onLostPointerCapture={handlers.onPointerCancel}
            >
              <BackgroundLayer
                rows={rowAxis}
                columns={columns}
                win={drawn}
                festivalOf={snapshot.festivalOf}
                todayFrom={todayFrom}
                todayTo={todayTo}
              />
              <BookedLayer
                rows={rowAxis}
                columns={columns}
                win={drawn}
                blocksIn={snapshot.blocksIn}
              />
              <SelectionLayer
                rows={rowAxis}
                columns={columns}
                selection={snapshot.selection}
                cursor={cursor}
              />
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}

/** The drawn window within the current axes (they may have shrunk since it was computed). */
function clampWindow(win: GridWindow, rowCount: number, colCount: number): GridWindow {
  if (rowCount === 0 || colCount === 0) return EMPTY_WINDOW
  if (win.rowTo < rowCount && win.colTo < colCount) return win
  return {
    rowFrom: Math.min(win.rowFrom, rowCount - 1),
    rowTo: Math.min(win.rowTo, rowCount - 1),
    colFrom: Math.min(win.colFrom, colCount - 1),
    colTo: Math.min(win.colTo, colCount - 1),
  }
}
