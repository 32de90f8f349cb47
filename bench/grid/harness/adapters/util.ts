import type { GridData, GridRow } from '@app/contracts'

/** Resolves once `check` returns a value, polling once a frame; rejects after `ms`. */
export async function waitFor<T>(check: () => T | null | undefined, ms = 120_000): Promise<T> {
  const t0 = performance.now()
  for (;;) {
    const value = check()
    if (value) return value
    if (performance.now() - t0 > ms) throw new Error('the grid never rendered')
    await new Promise((r) => requestAnimationFrame(r))
  }
}

/** The descendant with the largest scroll range (a grid's main scroller). */
export function largestScroller(root: HTMLElement): HTMLElement {
  let best: HTMLElement = root
  let bestRange = -1
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    const range = el.scrollHeight - el.clientHeight + el.scrollWidth - el.clientWidth
    if (range <= bestRange || range <= 0) continue
    const style = getComputedStyle(el)
    if (!/(auto|scroll)/.test(style.overflowX + style.overflowY)) continue
    best = el
    bestRange = range
  }
  return best
}

export function scrollFraction(el: HTMLElement, fx: number, fy: number): void {
  el.scrollLeft = fx * (el.scrollWidth - el.clientWidth)
  el.scrollTop = fy * (el.scrollHeight - el.clientHeight)
}

/** Rows top to bottom with their depth (the whole tree expanded). */
export function flatRows(data: GridData): { row: GridRow; depth: number }[] {
  const out: { row: GridRow; depth: number }[] = []
  const walk = (rows: readonly GridRow[], depth: number) => {
    for (const row of rows) {
      out.push({ row, depth })
      walk(row.children_list, depth + 1)
    }
  }
  walk(data.rows, 0)
  return out
}

/** A mission's start and end as local wall-clock ISO text (peers take local times). */
export const localIso = (date: string, minute: number): string =>
  `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`

/** Milliseconds of a local wall-clock time (what Date-based peers expect). */
export const localMs = (date: string, minute: number): number =>
  new Date(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), 0, minute).getTime()

/** Minutes in a day-part template (peers get even parts: the slot length). */
export const slotMinutes = (data: GridData): number => {
  const first = data.dayParts[0]?.times ?? '00:00-06:00'
  const [a, b] = first.split('-').map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)))
  return (b ?? 360) - (a ?? 0)
}

export const QUARTER_START = '2026-10-01'
export const QUARTER_DAYS = 92
/** Same column width everywhere, so the same number of columns is in view. */
export const columnWidth = (data: GridData): number => data.dayParts[0]?.width ?? 72
export const ROW_HEIGHT = 32
export const LABEL_WIDTH = 200

/** The text of the events a peer makes from a drag (counted to see the commit painted). */
export const NEW_TEXT = 'NEW'

/** How many `selector` elements read exactly `text`. */
export function countText(root: HTMLElement, selector: string, text: string): number {
  let n = 0
  for (const el of root.querySelectorAll(selector)) if (el.textContent?.trim() === text) n++
  return n
}
