import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react'
import type { Cell, GridBlock } from '../model/types.ts'
import type { GridController } from '../interaction/grid-controller.types.ts'
import {
  AUTO_SCROLL_EDGE,
  AUTO_SCROLL_MAX_STEP,
  HEADER_HEIGHT,
  LABEL_WIDTH,
} from './grid-styles.ts'

/** Where the scroller is and how far it has scrolled: kept in refs, never read from layout. */
export interface ScrollState {
  left: number
  top: number
  /** The scroller's client size (from the ResizeObserver). */
  width: number
  height: number
  /** The last scroll step (px, signed), for the window's lead in the scroll direction. */
  dx?: number
  dy?: number
}

interface Drag {
  pointerId: number
  target: Element
  /** The scroller's client rect, read once when the gesture starts. */
  rectLeft: number
  rectTop: number
  clientX: number
  clientY: number
  lastCell: Cell
  /** The block the gesture started on: a click (no drag) opens it. */
  blockKey: string | null
}

const KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Enter',
  'Delete',
  'Backspace',
  'Escape',
])

export interface GridPointerOptions {
  controller: GridController
  scrollerRef: RefObject<HTMLDivElement | null>
  scrollRef: RefObject<ScrollState>
  /** Recomputes the drawn window after a programmatic scroll (auto-scroll). */
  onScrolled: () => void
  onBlockClickRef: RefObject<((block: GridBlock) => void) | undefined>
}

/**
 * Pointer and keyboard input of the grid body. Pointer positions become cells from
 * content coordinates (the scroller's rect is read once per gesture, the scroll offsets
 * come from the scroll events); moves are coalesced to one controller call per frame;
 * near an edge the body scrolls each frame and the drag keeps extending.
 */
export function useGridPointer(options: GridPointerOptions) {
  const { controller, scrollerRef, scrollRef, onScrolled, onBlockClickRef } = options
  const drag = useRef<Drag | null>(null)
  const raf = useRef(0)

  const cellAt = useCallback(
    (d: Drag): Cell => {
      const snap = controller.getSnapshot()
      const x = d.clientX - d.rectLeft + scrollRef.current.left - LABEL_WIDTH
      const y = d.clientY - d.rectTop + scrollRef.current.top - HEADER_HEIGHT
      return { row: snap.rows.rowAt(Math.max(0, y)), col: snap.columns.colAt(Math.max(0, x)) }
    },
    [controller, scrollRef],
  )

  const stop = useCallback(() => {
    if (raf.current) cancelAnimationFrame(raf.current)
    raf.current = 0
    const d = drag.current
    drag.current = null
    if (d && d.target.hasPointerCapture?.(d.pointerId)) d.target.releasePointerCapture(d.pointerId)
  }, [])

  // The frame loop calls itself through a ref (a callback cannot name itself).
  const tickRef = useRef<() => void>(() => {})
  /** One frame of a drag: auto-scroll near an edge, then at most one pointerMove. */
  const tick = useCallback(() => {
    raf.current = 0
    const d = drag.current
    if (!d) return
    const s = scrollRef.current
    const snap = controller.getSnapshot()
    const step = (dist: number) =>
      dist < AUTO_SCROLL_EDGE
        ? Math.ceil(((AUTO_SCROLL_EDGE - dist) / AUTO_SCROLL_EDGE) * AUTO_SCROLL_MAX_STEP)
        : 0
    const dx = step(d.rectLeft + s.width - d.clientX) - step(d.clientX - (d.rectLeft + LABEL_WIDTH))
    const dy =
      step(d.rectTop + s.height - d.clientY) - step(d.clientY - (d.rectTop + HEADER_HEIGHT))
    let scrolled = false
    const scroller = scrollerRef.current
    if ((dx !== 0 || dy !== 0) && scroller) {
      const maxLeft = Math.max(0, LABEL_WIDTH + snap.columns.totalWidth - s.width)
      const maxTop = Math.max(0, HEADER_HEIGHT + snap.rows.totalHeight - s.height)
      const left = Math.min(maxLeft, Math.max(0, s.left + dx))
      const top = Math.min(maxTop, Math.max(0, s.top + dy))
      if (left !== s.left || top !== s.top) {
        s.left = left
        s.top = top
        scroller.scrollLeft = left
        scroller.scrollTop = top
        scrolled = true
        onScrolled()
      }
    }
    const cell = cellAt(d)
    if (cell.row !== d.lastCell.row || cell.col !== d.lastCell.col) {
      d.lastCell = cell
      controller.pointerMove(cell)
    }
    // Keep scrolling while the pointer rests in an edge zone.
    if (scrolled) raf.current = requestAnimationFrame(() => tickRef.current())
  }, [controller, cellAt, onScrolled, scrollRef, scrollerRef])

  useLayoutEffect(() => {
    tickRef.current = tick
  }, [tick])

  const schedule = useCallback(() => {
    if (!raf.current) raf.current = requestAnimationFrame(tick)
  }, [tick])

  const onPointerDown = useCallback(
    (e: ReactPointerEvent<HTMLDivElement>) => {
      if (e.button !== 0 || drag.current) return
      const scroller = scrollerRef.current
      const snap = controller.getSnapshot()
      if (!scroller || snap.rows.count === 0 || snap.columns.count === 0) return
      // No text selection or native drag; focus by hand since the default is prevented.
      e.preventDefault()
      scroller.focus({ preventScroll: true })
      const rect = scroller.getBoundingClientRect()
      const blockEl = (e.target as Element).closest?.('[data-block-key]')
      const d: Drag = {
        pointerId: e.pointerId,
        target: e.currentTarget,
        rectLeft: rect.left + scroller.clientLeft,
        rectTop: rect.top + scroller.clientTop,
        clientX: e.clientX,
        clientY: e.clientY,
        lastCell: { row: -1, col: -1 },
        blockKey: blockEl?.getAttribute('data-block-key') ?? null,
      }
      d.lastCell = cellAt(d)
      drag.current = d
      e.currentTarget.setPointerCapture?.(e.pointerId)
      controller.pointerDown(d.lastCell)
    },
    [controller, cellAt, scrollerRef],
  )

  const onPointerMove = useCallback(
    (e: ReactPointerEvent<HTMLDivElement>) => {
      const d = drag.current
      if (!d || d.pointerId !== e.pointerId) return
      d.clientX = e.clientX
      d.clientY = e.clientY
      schedule()
    },
    [schedule],
  )

  const onPointerUp = useCallback(
    (e: ReactPointerEvent<HTMLDivElement>) => {
      const d = drag.current
      if (!d || d.pointerId !== e.pointerId) return
      d.clientX = e.clientX
      d.clientY = e.clientY
      const cell = cellAt(d)
      if (cell.row !== d.lastCell.row || cell.col !== d.lastCell.col) {
        d.lastCell = cell
        controller.pointerMove(cell)
      }
      const snap = controller.getSnapshot()
      const onBlockClick = onBlockClickRef.current
      if (d.blockKey !== null && onBlockClick && snap.interaction !== 'dragging') {
        // A click on a block opens it instead of booking the cell under it.
        const key = d.blockKey
        const block = snap.blocksIn(cell.row, cell.col, cell.col).find((p) => p.block.key === key)
        controller.cancel()
        stop()
        if (block) onBlockClick(block.block)
        return
      }
      stop()
      controller.pointerUp()
    },
    [controller, cellAt, onBlockClickRef, stop],
  )

  const onPointerCancel = useCallback(
    (e: ReactPointerEvent<HTMLDivElement>) => {
      const d = drag.current
      if (!d || d.pointerId !== e.pointerId) return
      stop()
      controller.cancel()
    },
    [controller, stop],
  )

  const onKeyDown = useCallback(
    (e: ReactKeyboardEvent<HTMLDivElement>) => {
      if (!KEYS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return
      if (e.target !== e.currentTarget) return
      e.preventDefault()
      if (e.key === 'Escape' && drag.current) {
        stop()
        controller.cancel()
        return
      }
      controller.keyDown(e.key === 'Backspace' ? 'Delete' : e.key, { shift: e.shiftKey })
    },
    [controller, stop],
  )

  useEffect(() => stop, [stop])

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onKeyDown }
}
