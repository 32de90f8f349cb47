import type { GridData } from '@app/contracts'
import type { BenchState, GridAdapter, MountedGrid, ScrollResult } from './bench-api.ts'

/*
 * The grid bench page: ?grid=<adapter>&data=<file>. Loads the data, mounts one grid,
 * records parse, index and first paint, and offers the driver in-page measurements on
 * `window.bench` (scroll run, view switches, drag, export).
 */

const adapters: Record<string, () => Promise<GridAdapter>> = {
  ours: () => import('./adapters/ours.tsx'),
  'react-calendar-timeline': () => import('./adapters/react-calendar-timeline.tsx'),
  'vis-timeline': () => import('./adapters/vis-timeline.ts'),
  daypilot: () => import('./adapters/daypilot.tsx'),
  fullcalendar: () => import('./adapters/fullcalendar.tsx'),
  empty: () => import('./adapters/empty.ts'),
}

const longTasks: PerformanceEntry[] = []
const longTaskObserver = new PerformanceObserver((list) => longTasks.push(...list.getEntries()))
longTaskObserver.observe({ type: 'longtask' })

const state: BenchState = {
  ready: false,
  error: null,
  parseMs: 0,
  indexMs: 0,
  firstPaintMs: 0,
  longTasks: { count: 0, totalMs: 0, maxMs: 0 },
  domNodes: 0,
  rowCount: 0,
}
let grid: MountedGrid | null = null
// a grid that throws while rendering (outside our awaits) still ends the wait
window.addEventListener('error', (event) => {
  if (!state.ready) state.error ??= event.message
})
window.addEventListener('unhandledrejection', (event) => {
  if (!state.ready) state.error ??= String(event.reason)
})

/**
 * Resolves just before the next paint: ResizeObserver callbacks run after every rAF
 * callback and after layout, so what is in the DOM then is what that frame paints.
 */
const probe = document.createElement('div')
probe.style.cssText = 'position:fixed;left:0;top:0;height:1px;width:1px;pointer-events:none'
document.body.appendChild(probe)
let prePaintWaiters: (() => void)[] = []
new ResizeObserver(() => {
  const waiters = prePaintWaiters
  prePaintWaiters = []
  for (const w of waiters) w()
}).observe(probe)
function beforePaint(): Promise<void> {
  return new Promise((resolve) => {
    // a size change now is seen by this (or, outside a frame, the next) rendering update
    if (prePaintWaiters.length === 0) {
      probe.style.width = probe.style.width === '1px' ? '2px' : '1px'
    }
    prePaintWaiters.push(resolve)
  })
}
/** Resolves after the next frame was painted. */
const afterPaint = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)))

const countNodes = (el: Element) => el.getElementsByTagName('*').length

function isPainted(g: MountedGrid): boolean {
  const { x, ys, selector } = g.rowProbe()
  for (const y of ys) {
    const hit = document.elementFromPoint(x, y)
    if (!hit || !hit.closest(selector)) return false
  }
  return true
}

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search)
  const name = params.get('grid') ?? 'ours'
  const file = params.get('data') ?? ''
  const load = adapters[name]
  if (!load) throw new Error(`no adapter ${name}`)
  const adapter = await load()
  const text = await fetch(`./data/${file}`).then((r) => {
    if (!r.ok) throw new Error(`data ${file}: ${r.status}`)
    return r.text()
  })
  await afterPaint()
  const container = document.getElementById('grid') as HTMLElement

  performance.mark('parse')
  const t0 = performance.now()
  const data = JSON.parse(text) as GridData
  state.rowCount = data.rows.reduce((n, r) => n + 1 + r.children_list.length, 0)
  const t1 = performance.now()
  state.parseMs = t1 - t0
  if (adapter.index) {
    adapter.index(data)
    state.indexMs = performance.now() - t1
  }
  // The app parses and indexes an answer in the task that receives it and mounts in a
  // later one: so does the page, and a long task of mounting is the mount's own.
  await new Promise((r) => setTimeout(r, 0))
  performance.mark('mount')
  const tMount = performance.now()
  grid = await adapter.mount(container, data)
  await beforePaint()
  const t2 = performance.now()
  performance.mark('painted')
  state.firstPaintMs = t2 - tMount
  // long-task entries arrive after their task ended: let them in before counting
  await new Promise((r) => setTimeout(r, 100))
  longTasks.push(...longTaskObserver.takeRecords())
  const during = longTasks.filter((e) => e.startTime + e.duration > tMount && e.startTime < t2)
  state.longTasks = {
    count: during.length,
    totalMs: during.reduce((s, e) => s + e.duration, 0),
    maxMs: during.reduce((m, e) => Math.max(m, e.duration), 0),
  }
  state.domNodes = countNodes(grid.root)
  state.ready = true
}

/**
 * Diagonal sweep for `durationMs`, one step a frame, from the top-left corner to the
 * fractions (maxFx, maxFy) of the full range: (1, 1) goes over every row and column.
 */
async function scroll(durationMs: number, maxFx = 1, maxFy = 1): Promise<ScrollResult> {
  const g = grid
  if (!g) throw new Error('no grid')
  g.scrollTo(0, 0)
  await afterPaint()
  const gaps: number[] = []
  let blankFrames = 0
  let maxDomNodes = 0
  let maxBlocksInView = 0
  let frames = 0
  let last = 0
  let nextSample = 0
  const t0 = performance.now()
  for (;;) {
    const ts = await new Promise<number>((r) => requestAnimationFrame(r))
    if (last) gaps.push(ts - last)
    last = ts
    const f = (ts - t0) / durationMs
    if (f >= 1) break
    g.scrollTo(f * maxFx, f * maxFy)
    await beforePaint()
    frames++
    if (!isPainted(g)) blankFrames++
    if (ts - t0 >= nextSample) {
      maxDomNodes = Math.max(maxDomNodes, countNodes(g.root))
      maxBlocksInView = Math.max(maxBlocksInView, g.blockCount?.() ?? 0)
      nextSample += 1000
    }
  }
  return {
    frames,
    durationMs: performance.now() - t0,
    gaps,
    blankFrames,
    maxDomNodes,
    maxBlocksInView,
  }
}

/** One switch to `days` and back's half: time until the new view is painted. */
async function switchView(days: 7 | 92): Promise<number> {
  const g = grid
  if (!g?.switchView) throw new Error('no view switch')
  const t0 = performance.now()
  await g.switchView(days)
  await beforePaint()
  return performance.now() - t0
}

/** The driver moves the real mouse; this records, per pointermove, whether the selection
 * reached the pointer in the frame that followed, and how long after the event that was. */
function watchDrag(): void {
  const g = grid
  if (!g?.selectionRight) throw new Error('no drag')
  const selectionRight = g.selectionRight.bind(g)
  const moves: { sameFrame: boolean; ms: number }[] = []
  let release = -1
  const onMove = (e: PointerEvent) => {
    if (!(e.buttons & 1)) return
    const x = e.clientX
    const at = e.timeStamp
    void beforePaint().then(() => {
      const right = selectionRight()
      moves.push({ sameFrame: right !== null && right >= x, ms: performance.now() - at })
    })
  }
  const onUp = (e: PointerEvent) => {
    const at = e.timeStamp
    const poll = async () => {
      for (let i = 0; i < 600; i++) {
        await beforePaint()
        if ((g.unsavedCount?.() ?? 0) > 0) {
          release = performance.now() - at
          return
        }
      }
    }
    void poll()
  }
  window.addEventListener('pointermove', onMove, { capture: true })
  window.addEventListener('pointerup', onUp, { capture: true, once: true })
  Object.assign(bench, {
    dragResult: () => ({ moves, release }),
  })
}

async function exportXlsx(): Promise<{ ms: number; bytes: number }> {
  const g = grid
  if (!g?.exportXlsx) throw new Error('no export')
  const t0 = performance.now()
  const bytes = await g.exportXlsx()
  return { ms: performance.now() - t0, bytes }
}

const bench = {
  state,
  scroll,
  scrollTo: (fx: number, fy: number) => grid?.scrollTo(fx, fy),
  switchView,
  watchDrag,
  dragTarget: () => grid?.dragTarget?.() ?? null,
  exportXlsx,
  domNodes: () => (grid ? countNodes(grid.root) : 0),
}
Object.assign(window, { bench })

start().catch((error: unknown) => {
  state.error = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error)
})
