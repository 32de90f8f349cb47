import type { GridColumnAxis } from './column-axis.ts'
import type { GridRowAxis } from './row-axis.ts'
import type { GridBlock, PlacedBlock } from './types.ts'

/*
 * Blocks laid out per visible row, sorted by first column, with a running maximum of
 * last columns. `blocksIn` finds the candidates with two binary searches, O(log n + k)
 * for blocks that do not nest. The view calls it for every drawn row each frame, so a
 * row remembers its last answer and returns the same array for the same question: no
 * allocation while scrolling inside the drawn window.
 */

export interface MissionIndex {
  readonly rowCount: number
  /** How many placements were indexed (a block on two rows counts twice). */
  readonly size: number
  blocksIn(row: number, colFrom: number, colTo: number): readonly PlacedBlock[]
  /** The first block covering one cell, without touching the row's memo (labels, keys). */
  blockAt(row: number, col: number): PlacedBlock | null
}

const EMPTY: readonly PlacedBlock[] = Object.freeze([])

/** The rows a block belongs on: its site's rows, or in project mode its project's row. */
function rowsOf(block: GridBlock, rows: GridRowAxis): readonly number[] | number {
  const bySite = rows.rowsOfSite(block.siteGuid)
  if (bySite.length > 0) return bySite
  return block.projectGuid === null ? -1 : rows.rowOfKey(block.projectGuid)
}

export function createMissionIndex(
  blocks: readonly GridBlock[],
  columns: GridColumnAxis,
  rows: GridRowAxis,
): MissionIndex {
  const rowCount = rows.count
  const perRow: (PlacedBlock[] | undefined)[] = new Array<PlacedBlock[] | undefined>(rowCount)
  let size = 0
  const place = (block: GridBlock, row: number, colFrom: number, colTo: number): void => {
    const list = perRow[row]
    const placed: PlacedBlock = { block, row, colFrom, colTo }
    if (list) list.push(placed)
    else perRow[row] = [placed]
    size++
  }
  for (const block of blocks) {
    const target = rowsOf(block, rows)
    if (typeof target === 'number' && target < 0) continue
    const span = columns.spanToCols(block.from, block.to)
    if (!span) continue
    if (typeof target === 'number') place(block, target, span.colFrom, span.colTo)
    else for (const row of target) place(block, row, span.colFrom, span.colTo)
  }
  const maxTo: (Int32Array | undefined)[] = new Array<Int32Array | undefined>(rowCount)
  for (let r = 0; r < rowCount; r++) {
    const list = perRow[r]
    if (!list) continue
    list.sort((a, b) => a.colFrom - b.colFrom || a.colTo - b.colTo)
    const running = new Int32Array(list.length)
    let m = -1
    list.forEach((p, i) => {
      m = Math.max(m, p.colTo)
      running[i] = m
    })
    maxTo[r] = running
  }

  // Per-row memo of the last question and its answer.
  const lastFrom = new Int32Array(rowCount).fill(-1)
  const lastTo = new Int32Array(rowCount).fill(-1)
  const lastAnswer: (readonly PlacedBlock[] | undefined)[] = new Array<
    readonly PlacedBlock[] | undefined
  >(rowCount)

  const compute = (
    list: PlacedBlock[],
    running: Int32Array,
    colFrom: number,
    colTo: number,
  ): readonly PlacedBlock[] => {
    // hi: last block starting at or before colTo.
    let lo = 0
    let hi = list.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((list[mid]?.colFrom ?? 0) <= colTo) lo = mid
      else hi = mid - 1
    }
    const last = (list[lo]?.colFrom ?? Infinity) <= colTo ? lo : -1
    if (last < 0) return EMPTY
    // first: the first block whose running max reaches colFrom (the running max only grows).
    lo = 0
    hi = last + 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((running[mid] ?? 0) >= colFrom) hi = mid
      else lo = mid + 1
    }
    const first = lo
    if (first > last) return EMPTY
    if (first === 0 && last === list.length - 1 && list.every((p) => p.colTo >= colFrom))
      return list
    const out: PlacedBlock[] = []
    for (let i = first; i <= last; i++) {
      const p = list[i]
      if (p && p.colTo >= colFrom) out.push(p)
    }
    return out.length === 0 ? EMPTY : out
  }

  return {
    rowCount,
    size,
    blocksIn(row, colFrom, colTo) {
      const list = perRow[row]
      const running = maxTo[row]
      if (!list || !running || colTo < colFrom) return EMPTY
      if (lastFrom[row] === colFrom && lastTo[row] === colTo) return lastAnswer[row] ?? EMPTY
      const answer = compute(list, running, colFrom, colTo)
      lastFrom[row] = colFrom
      lastTo[row] = colTo
      lastAnswer[row] = answer
      return answer
    },
    blockAt(row, col) {
      const list = perRow[row]
      if (!list) return null
      // Blocks are sorted by first column: stop at the first that starts after `col`.
      for (const p of list) {
        if (p.colFrom > col) break
        if (p.colTo >= col) return p
      }
      return null
    },
  }
}

/** Two indexes over the same rows answered as one (saved blocks + the few unsaved ones). */
export function combineIndexes(a: MissionIndex, b: MissionIndex): MissionIndex {
  if (b.size === 0) return a
  const memo = new Map<
    number,
    {
      from: number
      to: number
      left: readonly PlacedBlock[]
      right: readonly PlacedBlock[]
      answer: readonly PlacedBlock[]
    }
  >()
  return {
    rowCount: a.rowCount,
    size: a.size + b.size,
    blockAt: (row, col) => a.blockAt(row, col) ?? b.blockAt(row, col),
    blocksIn(row, colFrom, colTo) {
      const left = a.blocksIn(row, colFrom, colTo)
      const right = b.blocksIn(row, colFrom, colTo)
      if (right.length === 0) return left
      if (left.length === 0) return right
      const m = memo.get(row)
      if (m && m.from === colFrom && m.to === colTo && m.left === left && m.right === right)
        return m.answer
      const answer = [...left, ...right]
      memo.set(row, { from: colFrom, to: colTo, left, right, answer })
      return answer
    },
  }
}
