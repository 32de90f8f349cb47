import type { GridColumnAxis } from './column-axis.ts'
import type { GridRowAxis } from './row-axis.ts'
import type { GridBlock, PlacedBlock } from './types.ts'

/*
 * Blocks laid out per visible row, sorted by first column, with a running maximum of
 * last columns. `blocksIn` finds the candidates with two binary searches, O(log n + k)
 * for blocks that do not nest. The view calls it for every drawn row each frame, so a
 * row remembers its last answer and returns the same array for the same question: no
 * allocation while scrolling inside the drawn window.
 *
 * Building the index only buckets block numbers by row (one pass, no allocation per
 * block). A row is laid out (its blocks made, placed on the columns, sorted) the first
 * time it is asked about, so loading 20,000 missions or switching the view costs what
 * the visible rows need, not what the data holds (docs/product/performance.md "Scheduling grid").
 */

export interface MissionIndex {
  readonly rowCount: number
  /** How many blocks were bucketed onto rows (a block on two rows counts twice). */
  readonly size: number
  blocksIn(row: number, colFrom: number, colTo: number): readonly PlacedBlock[]
  /** How many blocks `blocksIn` would answer, without its memo and without allocating. */
  countIn(row: number, colFrom: number, colTo: number): number
  /** The first block covering one cell, without touching the row's memo (labels, keys). */
  blockAt(row: number, col: number): PlacedBlock | null
}

/**
 * Where the index reads its blocks: by number, so a source can make each block only when
 * its row is first drawn (see `missionBlocks` in blocks.ts).
 */
export interface BlockSource {
  readonly length: number
  siteOf(i: number): string
  projectOf(i: number): string | null
  block(i: number): GridBlock
}

/** A plain list of blocks as a source. */
export const blockList = (blocks: readonly GridBlock[]): BlockSource => ({
  length: blocks.length,
  siteOf: (i) => (blocks[i] as GridBlock).siteGuid,
  projectOf: (i) => (blocks[i] as GridBlock).projectGuid,
  block: (i) => blocks[i] as GridBlock,
})

const EMPTY: readonly PlacedBlock[] = Object.freeze([])

interface LaidOutRow {
  list: PlacedBlock[]
  /** Running maximum of colTo over `list`. */
  running: Int32Array
}

export function createMissionIndex(
  blocks: BlockSource | readonly GridBlock[],
  columns: GridColumnAxis,
  rows: GridRowAxis,
): MissionIndex {
  const source = isSource(blocks) ? blocks : blockList(blocks)
  const rowCount = rows.count
  // Block numbers per row; a row's blocks are its site's, or in project mode its project's.
  const bucket: (number[] | undefined)[] = new Array<number[] | undefined>(rowCount)
  let size = 0
  const put = (row: number, i: number): void => {
    const list = bucket[row]
    if (list) list.push(i)
    else bucket[row] = [i]
    size++
  }
  for (let i = 0; i < source.length; i++) {
    const bySite = rows.rowsOfSite(source.siteOf(i))
    if (bySite.length === 1) put(bySite[0] as number, i)
    else if (bySite.length > 1) for (const row of bySite) put(row, i)
    else {
      const project = source.projectOf(i)
      const row = project === null ? -1 : rows.rowOfKey(project)
      if (row >= 0) put(row, i)
    }
  }

  const laidOut: (LaidOutRow | null | undefined)[] = new Array<LaidOutRow | null | undefined>(
    rowCount,
  )
  /** The row's blocks placed on the columns and sorted; null when none touches them. */
  const layOut = (row: number): LaidOutRow | null => {
    const done = laidOut[row]
    if (done !== undefined) return done
    const numbers = bucket[row]
    let result: LaidOutRow | null = null
    if (numbers) {
      const list: PlacedBlock[] = []
      for (const i of numbers) {
        const block = source.block(i)
        const span = columns.spanToCols(block.from, block.to)
        if (span) list.push({ block, row, colFrom: span.colFrom, colTo: span.colTo })
      }
      if (list.length > 0) {
        list.sort((a, b) => a.colFrom - b.colFrom || a.colTo - b.colTo)
        const running = new Int32Array(list.length)
        let m = -1
        for (let k = 0; k < list.length; k++) {
          m = Math.max(m, (list[k] as PlacedBlock).colTo)
          running[k] = m
        }
        result = { list, running }
      }
    }
    laidOut[row] = result
    return result
  }

  // Per-row memo of the last question and its answer.
  const lastFrom = new Int32Array(rowCount).fill(-1)
  const lastTo = new Int32Array(rowCount).fill(-1)
  const lastAnswer: (readonly PlacedBlock[] | undefined)[] = new Array<
    readonly PlacedBlock[] | undefined
  >(rowCount)

  /** The candidates [first, last] of a column range: those starting at or before colTo
   * whose running max reaches colFrom; null when there are none. */
  const candidates = (
    laid: LaidOutRow,
    colFrom: number,
    colTo: number,
  ): { first: number; last: number } | null => {
    const { list, running } = laid
    // last: the last block starting at or before colTo.
    let lo = 0
    let hi = list.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((list[mid]?.colFrom ?? 0) <= colTo) lo = mid
      else hi = mid - 1
    }
    const last = (list[lo]?.colFrom ?? Infinity) <= colTo ? lo : -1
    if (last < 0) return null
    // first: the first block whose running max reaches colFrom (the running max only grows).
    lo = 0
    hi = last + 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((running[mid] ?? 0) >= colFrom) hi = mid
      else lo = mid + 1
    }
    return lo > last ? null : { first: lo, last }
  }

  const compute = (laid: LaidOutRow, colFrom: number, colTo: number): readonly PlacedBlock[] => {
    const range = candidates(laid, colFrom, colTo)
    if (!range) return EMPTY
    const { list } = laid
    const { first, last } = range
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
      if (row < 0 || row >= rowCount || colTo < colFrom) return EMPTY
      const laid = layOut(row)
      if (!laid) return EMPTY
      if (lastFrom[row] === colFrom && lastTo[row] === colTo) return lastAnswer[row] ?? EMPTY
      const answer = compute(laid, colFrom, colTo)
      lastFrom[row] = colFrom
      lastTo[row] = colTo
      lastAnswer[row] = answer
      return answer
    },
    countIn(row, colFrom, colTo) {
      if (row < 0 || row >= rowCount || colTo < colFrom) return 0
      const laid = layOut(row)
      const range = laid && candidates(laid, colFrom, colTo)
      if (!laid || !range) return 0
      let n = 0
      for (let i = range.first; i <= range.last; i++)
        if ((laid.list[i] as PlacedBlock).colTo >= colFrom) n++
      return n
    },
    blockAt(row, col) {
      if (row < 0 || row >= rowCount) return null
      const laid = layOut(row)
      if (!laid) return null
      // Blocks are sorted by first column: stop at the first that starts after `col`.
      for (const p of laid.list) {
        if (p.colFrom > col) break
        if (p.colTo >= col) return p
      }
      return null
    },
  }
}

const isSource = (b: BlockSource | readonly GridBlock[]): b is BlockSource => !Array.isArray(b)

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
    countIn: (row, colFrom, colTo) =>
      a.countIn(row, colFrom, colTo) + b.countIn(row, colFrom, colTo),
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
