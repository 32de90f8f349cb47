/**
 * bench:grid — the scheduling grid against the grid table of docs/product/performance.md
 * "Scheduling grid", ours and four peers (react-calendar-timeline, vis-timeline, DayPilot Lite,
 * FullCalendar resource timeline), same data, same run, alternating, at full, 1/4 and 1/16 size.
 *
 * Builds bench/grid/harness with Vite into a scratch folder, writes the generated data
 * next to it, serves both from a tiny static server and drives headless Chromium. Per
 * grid and run: load and index, first paint and long tasks, DOM nodes while scrolling,
 * a 5 s scroll over all rows and columns (script time a frame from CDP metric deltas,
 * frame gaps from a rAF loop, blank frames), and for ours drag feedback and release,
 * view switches 7 days <-> quarter, JS heap after first paint and after 200 switches,
 * and the .xlsx export. One warm-up, then BENCH_RUNS runs; medians and ratios (ours vs
 * the best peer) go out as JSON lines and to bench/results/grid.json.
 *
 * Env: BENCH_RUNS (7), BENCH_SIZES ("1,1/4,1/16"), BENCH_GRIDS (all), BENCH_PARTS
 * ("uneven4,even4,half48,dense48"), BENCH_SCROLL_MS (5000), BENCH_SWITCHES (200), CHROMIUM_PATH.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve } from 'node:path'
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core'
import { type Figure, median, report } from '../lib/report.ts'
import {
  DENSE_48,
  DENSE_DAYS,
  DENSE_ROWS,
  EVEN_4,
  HALF_HOURS_48,
  makeGridData,
  QUARTER_DAYS,
  UNEVEN_4,
} from './grid-data.ts'
import type { BenchState, ScrollResult } from './harness/bench-api.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const SCROLL_MS = Number(process.env.BENCH_SCROLL_MS ?? 5000)
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 200)
const MOUNT_TIMEOUT_MS = 180_000

const SIZES: Record<string, number> = { '1': 1, '1/4': 1 / 4, '1/16': 1 / 16 }
const PARTS = { uneven4: UNEVEN_4, even4: EVEN_4, half48: HALF_HOURS_48, dense48: DENSE_48 }
type PartsName = keyof typeof PARTS
const PEERS = ['react-calendar-timeline', 'vis-timeline', 'daypilot', 'fullcalendar'] as const
const GRIDS = ['ours', ...PEERS, 'empty'] as const
type GridName = (typeof GRIDS)[number]
/** Grids that make a booking from a drag (react-calendar-timeline and vis-timeline do not). */
const DRAGGERS = new Set<GridName>(['ours', 'daypilot', 'fullcalendar'])

/**
 * Which grids run on which day-parts: peers get the even ones (docs/product/performance.md
 * "Scheduling grid").
 */
const GRIDS_FOR: Record<PartsName, readonly GridName[]> = {
  uneven4: ['ours'],
  even4: ['ours', ...PEERS, 'empty'],
  half48: ['ours', ...PEERS],
  // the scroll where about 1,500 blocks are in view
  dense48: ['ours'],
}

/**
 * How far the scroll sweep goes, as fractions of the full range: everything, except on
 * dense48 where it stays inside the dense patch (its rows, its days).
 */
function sweepOf(parts: PartsName, rowCount: number): { fx: number; fy: number } {
  if (parts !== 'dense48') return { fx: 1, fy: 1 }
  const view = { width: 1440 - 200, height: 900 - 60 }
  const width = QUARTER_DAYS * 48 * 12
  const height = rowCount * 32
  const fx = (DENSE_DAYS * 48 * 12 - view.width) / (width - view.width)
  const fy = (Math.min(rowCount, DENSE_ROWS) * 32 - view.height) / (height - view.height)
  return { fx: Math.max(0, Math.min(1, fx)), fy: Math.max(0, Math.min(1, fy)) }
}

const list = (env: string | undefined, all: readonly string[]) =>
  env
    ? env
        .split(',')
        .map((s) => s.trim())
        .filter((s) => all.includes(s))
    : [...all]
const sizes = list(process.env.BENCH_SIZES, Object.keys(SIZES))
const grids = list(process.env.BENCH_GRIDS, GRIDS) as GridName[]
const partsList = list(process.env.BENCH_PARTS, Object.keys(PARTS)) as PartsName[]

const here = import.meta.dirname
const repo = resolve(here, '../..')
const fileOf = (parts: PartsName, size: string) => `${parts}-${size.replace('/', 'of')}.json`

/** Builds the pages; without our grid (stubbed) when it does not build yet. */
function build(outDir: string): { oursBuilt: boolean } {
  const run = (ours: 'real' | 'stub') =>
    spawnSync('npx', ['vite', 'build', '--config', join(here, 'vite.config.ts')], {
      cwd: repo,
      env: { ...process.env, BENCH_OUT: outDir, BENCH_OURS: ours },
      encoding: 'utf8',
    })
  const real = run('real')
  if (real.status === 0) return { oursBuilt: true }
  console.error(`our grid did not build; measuring the peers only\n${real.stderr.slice(-2000)}`)
  const stub = run('stub')
  if (stub.status !== 0) throw new Error(`the bench pages did not build\n${stub.stderr}`)
  return { oursBuilt: false }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
}

function serve(dir: string): Promise<{ server: Server; address: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    const file = join(dir, path === '/' ? 'index.html' : path)
    if (!file.startsWith(dir)) return void res.writeHead(403).end()
    try {
      const body = readFileSync(file)
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      ok({ server, address: `http://127.0.0.1:${port}` })
    }),
  )
}

/** One run of one grid: every figure it has, or the error that stopped it. */
interface RunResult {
  error?: string
  values: Record<string, number>
}

const metrics = async (cdp: CDPSession): Promise<Record<string, number>> => {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[]
  }
  return Object.fromEntries(list.map((m) => [m.name, m.value]))
}

const heapMb = async (cdp: CDPSession): Promise<number> => {
  await cdp.send('HeapProfiler.collectGarbage')
  return ((await metrics(cdp)).JSHeapUsedSize ?? 0) / 1_048_576
}

const quantile = (xs: number[], q: number): number => {
  if (!xs.length) return Number.NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number
}

const withTimeout = <T>(p: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: timed out`)), ms)),
  ])

type BenchWindow = {
  bench: {
    state: BenchState
    scroll(ms: number, fx: number, fy: number): Promise<ScrollResult>
    scrollTo(fx: number, fy: number): void
    switchView(days: 7 | 92): Promise<number>
    watchDrag(): void
    dragResult(): { moves: { sameFrame: boolean; ms: number }[]; release: number }
    dragTarget(): { x: number; y: number; cellWidth: number; rowHeight: number } | null
    exportXlsx(): Promise<{ ms: number; bytes: number }>
  }
}

async function waitReady(page: Page): Promise<BenchState> {
  // no named helpers inside page functions: tsx would wrap them in __name(), unknown there
  await page.waitForFunction(
    () => {
      const s = (window as unknown as BenchWindow).bench?.state
      return s && (s.ready || s.error)
    },
    undefined,
    { timeout: MOUNT_TIMEOUT_MS, polling: 100 },
  )
  const state = await page.evaluate(() => (window as unknown as BenchWindow).bench.state)
  if (state.error) throw new Error(state.error.split('\n')[0])
  return state
}

async function measureScroll(
  page: Page,
  cdp: CDPSession,
  values: Record<string, number>,
  sweep: { fx: number; fy: number },
) {
  const before = await metrics(cdp)
  const s = await withTimeout(
    page.evaluate(([ms, fx, fy]) => (window as unknown as BenchWindow).bench.scroll(ms, fx, fy), [
      SCROLL_MS,
      sweep.fx,
      sweep.fy,
    ] as const),
    SCROLL_MS + 120_000,
    'scroll',
  )
  const after = await metrics(cdp)
  const delta = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000
  const frames = Math.max(1, s.frames)
  values.scrollScriptMsPerFrame = delta('ScriptDuration') / frames
  values.scrollLayoutMsPerFrame = (delta('LayoutDuration') + delta('RecalcStyleDuration')) / frames
  values.scrollTaskMsPerFrame = delta('TaskDuration') / frames
  values.scrollFps = (s.frames * 1000) / s.durationMs
  values.frameGapP95 = quantile(s.gaps, 0.95)
  values.frameGapP99 = quantile(s.gaps, 0.99)
  values.blankFrames = s.blankFrames
  values.domNodesScrolling = s.maxDomNodes
  values.blocksInView = s.maxBlocksInView
}

/**
 * A 20-cell drag with the real mouse, 20 moves a frame apart, then the release: how soon
 * the new block is painted. Ours drags 5 columns x 4 sites (rows 1-4; row 0 is a hall,
 * a group row); peers that select one row at a time drag along row 1, over as many of 20
 * columns as fit in the view (a drag past the edge cancels their selection).
 */
async function measureDrag(page: Page, values: Record<string, number>, multiRow: boolean) {
  await page.evaluate(() => (window as unknown as BenchWindow).bench.scrollTo(0, 0))
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))))
  const target = await page.evaluate(() => (window as unknown as BenchWindow).bench.dragTarget())
  if (!target) throw new Error('no drag target')
  await page.evaluate(() => (window as unknown as BenchWindow).bench.watchDrag())
  const at = (col: number, row: number) => ({
    x: target.x + (col + 0.5) * target.cellWidth,
    y: target.y + (row + 0.5) * target.rowHeight,
  })
  const fitting = Math.max(2, Math.min(20, Math.floor((1440 - target.x) / target.cellWidth) - 1))
  const cellOf = (k: number) =>
    multiRow ? at(Math.floor(k / 4), 1 + (k % 4)) : at(Math.round((k * (fitting - 1)) / 19), 1)
  const first = cellOf(0)
  await page.mouse.move(first.x, first.y)
  await page.mouse.down()
  for (let k = 1; k < 20; k++) {
    const p = cellOf(k)
    await page.mouse.move(p.x, p.y)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)))
  }
  await page.mouse.up()
  await page.waitForTimeout(500)
  const result = await page.evaluate(() => (window as unknown as BenchWindow).bench.dragResult())
  const moves = result.moves
  values.dragSameFrameShare = moves.length
    ? moves.filter((m) => m.sameFrame).length / moves.length
    : 0
  values.dragFeedbackMs = median(moves.map((m) => m.ms))
  values.dragReleaseMs = result.release >= 0 ? result.release : Number.NaN
}

async function measureSwitches(page: Page, cdp: CDPSession, values: Record<string, number>) {
  const heapBefore = await heapMb(cdp)
  const times = await withTimeout(
    page.evaluate(async (n) => {
      const b = (window as unknown as BenchWindow).bench
      const rounds: number[] = []
      for (let i = 0; i < n / 2; i++)
        rounds.push((await b.switchView(7)) + (await b.switchView(92)))
      return rounds
    }, SWITCHES),
    300_000,
    'view switches',
  )
  values.viewSwitchRoundTripMs = median(times)
  values.heapGrowthAfterSwitchesMb = (await heapMb(cdp)) - heapBefore
}

async function runOnce(
  browser: Browser,
  address: string,
  grid: GridName,
  parts: PartsName,
  size: string,
): Promise<RunResult> {
  const file = fileOf(parts, size)
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const values: Record<string, number> = {}
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    await page.goto(`${address}/index.html?grid=${grid}&data=${file}`)
    const state = await waitReady(page)
    values.parseMs = state.parseMs
    if (grid === 'ours') values.loadAndIndexMs = state.parseMs + state.indexMs
    values.firstPaintMs = state.firstPaintMs
    values.longTasks = state.longTasks.count
    values.longTaskMaxMs = state.longTasks.maxMs
    values.domNodesFirstPaint = state.domNodes
    values.heapAfterFirstPaintMb = await heapMb(cdp)
    if (DRAGGERS.has(grid)) await measureDrag(page, values, grid === 'ours')
    await measureScroll(page, cdp, values, sweepOf(parts, state.rowCount))
    if (grid === 'ours') {
      await measureSwitches(page, cdp, values)
      const exp = await withTimeout(
        page.evaluate(() => (window as unknown as BenchWindow).bench.exportXlsx()),
        120_000,
        'export',
      )
      values.exportMs = exp.ms
      values.exportBytes = exp.bytes
    }
    return { values }
  } catch (error) {
    return { values, error: error instanceof Error ? error.message : String(error) }
  } finally {
    await context.close().catch(() => {})
  }
}

/** Targets from docs/product/performance.md "Scheduling grid", by value name. */
const TARGETS: Record<string, string> = {
  loadAndIndexMs: '<= 40 ms',
  firstPaintMs: '<= 100 ms (<= 200 ms at 48 parts a day); >= 5x faster than the best peer',
  longTasks: '0',
  domNodesScrolling: '<= 2,000',
  scrollScriptMsPerFrame: '<= 8 ms',
  scrollTaskMsPerFrame: '>= 2x better than the best peer',
  scrollFps: "within 5% of the empty page's",
  frameGapP95: '<= 17.5 ms',
  frameGapP99: '<= 25 ms',
  blankFrames: '0',
  dragSameFrameShare: '1 (feedback within the same frame)',
  dragReleaseMs: '<= 50 ms; >= 2x better than the best peer',
  viewSwitchRoundTripMs: '<= 80 ms',
  heapAfterFirstPaintMb: '<= 50 MB',
  heapGrowthAfterSwitchesMb: '<= 2 MB',
  exportMs: '<= 2 s',
}
const UNITS: Record<string, string> = {
  longTasks: 'count',
  domNodesFirstPaint: 'nodes',
  domNodesScrolling: 'nodes',
  blocksInView: 'blocks',
  scrollFps: 'fps',
  blankFrames: 'frames',
  dragSameFrameShare: 'share',
  heapAfterFirstPaintMb: 'MB',
  heapGrowthAfterSwitchesMb: 'MB',
  exportBytes: 'bytes',
}
/**
 * docs/product/performance.md "Scheduling grid": first paint >= 5x faster than the best peer;
 * "scroll work and drag commit >= 2x better". Scroll work is all main-thread work a frame (script,
 * style, layout, paint: CDP TaskDuration), not script alone: a peer that renders every row
 * runs no script while scrolling and pays in layout and paint instead.
 */
const RATIO_TARGETS: Record<string, string> = {
  firstPaintMs: '>= 5',
  scrollTaskMsPerFrame: '>= 2',
  dragReleaseMs: '>= 2',
}
/** Smaller is better, except these. */
const HIGHER_IS_BETTER = new Set(['scrollFps', 'dragSameFrameShare'])

async function main(): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'grid-bench-'))
  const { oursBuilt } = build(out)
  mkdirSync(join(out, 'data'), { recursive: true })
  for (const parts of partsList) {
    for (const size of sizes) {
      const data = makeGridData(SIZES[size] as number, PARTS[parts], {
        densePatch: parts === 'dense48',
      })
      writeFileSync(join(out, 'data', fileOf(parts, size)), JSON.stringify(data))
    }
  }
  const { server, address } = await serve(out)
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const figures: Figure[] = []
  try {
    for (const parts of partsList) {
      for (const size of sizes) {
        const active = GRIDS_FOR[parts].filter((g) => grids.includes(g))
        const runs = new Map<GridName, RunResult[]>(active.map((g) => [g, []]))
        // one warm-up (run 0, not kept), then RUNS runs, grids alternating in rotated order
        for (let run = 0; run <= RUNS; run++) {
          const order = active.map((_, i) => active[(i + run) % active.length] as GridName)
          for (const grid of order) {
            if (grid === 'ours' && !oursBuilt) {
              runs.get(grid)?.push({ values: {}, error: '@app/schedule-grid did not build' })
              continue
            }
            const result = await runOnce(browser, address, grid, parts, size)
            // progress on stderr; the figures go to stdout
            const fp = result.values.firstPaintMs
            console.error(
              `${grid} ${parts} ${size} run ${run}: ` +
                (result.error ?? `first paint ${fp === undefined ? '-' : Math.round(fp)} ms`),
            )
            if (run > 0) runs.get(grid)?.push(result)
          }
        }
        figures.push(...summarise(parts, size, runs))
      }
    }
    figures.push(...flatness(figures))
  } finally {
    await browser.close()
    // keep-alive sockets would hold the process open
    server.closeAllConnections()
    server.close()
    rmSync(out, { recursive: true, force: true })
  }
  report('grid', figures)
}

/** Medians per grid and value, then ours against the best peer. */
function summarise(parts: PartsName, size: string, runs: Map<GridName, RunResult[]>): Figure[] {
  const figures: Figure[] = []
  const medians = new Map<GridName, Record<string, number>>()
  for (const [grid, results] of runs) {
    const ok = results.filter((r) => !r.error)
    const failed = results.length - ok.length
    if (!ok.length) {
      const error = results.find((r) => r.error)?.error ?? 'no runs'
      figures.push({ figure: 'failed', value: Number.NaN, unit: '', grid, parts, size, error })
      continue
    }
    const names = new Set(ok.flatMap((r) => Object.keys(r.values)))
    const m: Record<string, number> = {}
    for (const name of names) {
      const xs = ok.map((r) => r.values[name]).filter((v): v is number => Number.isFinite(v))
      if (!xs.length) continue
      m[name] = median(xs)
      figures.push({
        figure: name,
        value: Math.round((m[name] as number) * 100) / 100,
        unit: UNITS[name] ?? 'ms',
        ...(grid === 'ours' && TARGETS[name] ? { target: TARGETS[name] } : {}),
        grid,
        parts,
        size,
        runs: xs.length,
        ...(failed ? { failedRuns: failed } : {}),
      })
    }
    medians.set(grid, m)
  }
  const ours = medians.get('ours')
  const empty = medians.get('empty')
  if (ours && empty?.scrollFps) {
    figures.push({
      figure: 'scrollFps vs empty page',
      value: Math.round(((ours.scrollFps ?? 0) / empty.scrollFps) * 1000) / 1000,
      unit: 'ratio',
      target: '>= 0.95',
      parts,
      size,
    })
  }
  if (ours) {
    for (const name of [
      'firstPaintMs',
      'scrollScriptMsPerFrame',
      'scrollTaskMsPerFrame',
      'scrollFps',
      'frameGapP95',
      'dragReleaseMs',
    ]) {
      const peers = PEERS.map((p) => [p, medians.get(p)?.[name]] as const).filter(
        (e): e is readonly [(typeof PEERS)[number], number] => Number.isFinite(e[1]),
      )
      const mine = ours[name]
      if (!peers.length || mine === undefined) continue
      const higher = HIGHER_IS_BETTER.has(name)
      const best = peers.reduce((a, b) => ((higher ? b[1] > a[1] : b[1] < a[1]) ? b : a))
      // >1 means ours is better, whichever way the value points
      const ratio = higher ? mine / best[1] : best[1] / Math.max(mine, 1e-6)
      figures.push({
        figure: `${name} ratio vs best peer`,
        value: Math.round(ratio * 100) / 100,
        unit: 'x better',
        target: RATIO_TARGETS[name],
        bestPeer: best[0],
        bestPeerValue: Math.round(best[1] * 100) / 100,
        parts,
        size,
      })
    }
  }
  return figures
}

/** How cost grows: ours at full size over ours at 1/16 (flat is 1). */
function flatness(figures: Figure[]): Figure[] {
  const out: Figure[] = []
  const of = (name: string, parts: string, size: string) =>
    figures.find(
      (f) => f.grid === 'ours' && f.figure === name && f.parts === parts && f.size === size,
    )
  for (const parts of partsList) {
    for (const name of ['firstPaintMs', 'scrollScriptMsPerFrame', 'domNodesScrolling']) {
      const full = of(name, parts, '1')
      const small = of(name, parts, '1/16')
      if (!full || !small || !small.value) continue
      out.push({
        figure: `${name} growth 1/16 -> full`,
        value: Math.round((full.value / small.value) * 100) / 100,
        unit: 'ratio',
        target: 'about 1 (work follows what is visible)',
        parts,
      })
    }
  }
  return out
}

await main()
