import { describe, expect, it } from 'vitest'
import { mission, siteRow } from '../testing/grid-fixtures.ts'
import { missionBlocks, missionsToBlocks } from './blocks.ts'
import { addDays, formatDate, parseDate } from './calendar-date.ts'
import { createColumnAxis } from './column-axis.ts'
import { parseDayParts } from './day-parts.ts'
import { combineIndexes, createMissionIndex } from './mission-index.ts'
import { createRowAxis } from './row-axis.ts'

const first = parseDate('2026-10-01')
const parts = parseDayParts([
  { id: 1, times: '00:00-06:00', width: 30, text: '凌晨' },
  { id: 2, times: '06:00-12:00', width: 30, text: '上午' },
  { id: 3, times: '12:00-18:00', width: 30, text: '下午' },
  { id: 4, times: '18:00-24:00', width: 30, text: '晚上' },
])
const columns = createColumnAxis(first, 92, parts)

describe('mission index', () => {
  it('answers the blocks touching a column range of a row', () => {
    const rows = createRowAxis([siteRow('s')], { firstDay: first, lastDay: first + 91 })
    const m = (mid: string, from: number, to: number) =>
      mission({
        mid,
        siteGuid: 'site-s',
        fromDate: formatDate(first + from),
        toDate: formatDate(first + to),
        from_date_t: 0,
        to_date_t: 1440,
      })
    // Columns: long 0..39, a 4..7, b 20..23, c 60..63.
    const index = createMissionIndex(
      missionsToBlocks([m('c', 15, 15), m('long', 0, 9), m('a', 1, 1), m('b', 5, 5)]),
      columns,
      rows,
    )
    const ids = (from: number, to: number) => index.blocksIn(0, from, to).map((p) => p.block.key)
    expect(ids(0, 3)).toEqual(['long'])
    expect(ids(5, 21)).toEqual(['long', 'a', 'b'])
    expect(ids(24, 59)).toEqual(['long'])
    expect(ids(40, 59)).toEqual([])
    expect(ids(63, 400)).toEqual(['c'])
    expect(index.blocksIn(0, 0, 400).map((p) => [p.colFrom, p.colTo])).toEqual([
      [0, 39],
      [4, 7],
      [20, 23],
      [60, 63],
    ])
    expect(index.blocksIn(5, 0, 10)).toEqual([])
  })

  it('returns the same array for the same question (no allocation while scrolling)', () => {
    const rows = createRowAxis([siteRow('s')], { firstDay: first, lastDay: first + 91 })
    const index = createMissionIndex(
      missionsToBlocks([
        mission({ mid: 'a', siteGuid: 'site-s', fromDate: '2026-10-02', toDate: '2026-10-02' }),
      ]),
      columns,
      rows,
    )
    expect(index.blocksIn(0, 0, 50)).toBe(index.blocksIn(0, 0, 50))
  })

  it('combines saved and unsaved blocks of a row', () => {
    const rows = createRowAxis([siteRow('s')], { firstDay: first, lastDay: first + 91 })
    const a = createMissionIndex(
      missionsToBlocks([
        mission({ mid: 'a', siteGuid: 'site-s', fromDate: '2026-10-02', toDate: '2026-10-02' }),
      ]),
      columns,
      rows,
    )
    const b = createMissionIndex(
      missionsToBlocks([
        mission({ mid: 'b', siteGuid: 'site-s', fromDate: '2026-10-03', toDate: '2026-10-03' }),
      ]),
      columns,
      rows,
    )
    const both = combineIndexes(a, b)
    expect(both.blocksIn(0, 0, 50).map((p) => p.block.key)).toEqual(['a', 'b'])
    expect(both.blocksIn(0, 0, 6).map((p) => p.block.key)).toEqual(['a'])
  })

  it('indexes 20,000 missions over 4,000 rows and answers like a full scan', () => {
    const siteCount = 4000
    const rows = createRowAxis(
      Array.from({ length: siteCount }, (_, i) => siteRow(`site${i}`)),
      { firstDay: first, lastDay: first + 91 },
    )
    // A deterministic pseudo-random generator, so a failure can be reproduced.
    let seed = 42
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    const missions = Array.from({ length: 20_000 }, (_, i) => {
      const start = rand(100) - 4
      return mission({
        mid: `m${i}`,
        siteGuid: `site-site${rand(siteCount)}`,
        fromDate: formatDate(addDays(first, start)),
        toDate: formatDate(addDays(first, start + rand(10))),
        from_date_t: rand(48) * 30,
        to_date_t: 1440,
      })
    })
    const blocks = missionsToBlocks(missions)
    const index = createMissionIndex(blocks, columns, rows)
    const placed = blocks
      .map((b) => ({
        b,
        row: rows.rowsOfSite(b.siteGuid)[0] ?? -1,
        span: columns.spanToCols(b.from, b.to),
      }))
      .filter((p) => p.span !== null)
    // every block on a row is bucketed; only those touching the columns are answered
    expect(index.size).toBe(blocks.filter((b) => rows.rowsOfSite(b.siteGuid).length > 0).length)
    for (let q = 0; q < 500; q++) {
      const row = rand(siteCount)
      const from = rand(columns.count)
      const to = Math.min(columns.count - 1, from + rand(80))
      const expected = placed
        .filter((p) => p.row === row && p.span && p.span.colFrom <= to && p.span.colTo >= from)
        .map((p) => p.b.key)
        .sort()
      expect(
        index
          .blocksIn(row, from, to)
          .map((p) => p.block.key)
          .sort(),
      ).toEqual(expected)
    }
  })
})

describe('block at a cell', () => {
  it('finds the first block covering a cell and leaves the row memo alone', () => {
    const rows = createRowAxis([siteRow('s')], { firstDay: first, lastDay: first + 91 })
    const index = createMissionIndex(
      missionsToBlocks([
        mission({ mid: 'a', siteGuid: 'site-s', fromDate: '2026-10-02', toDate: '2026-10-03' }),
      ]),
      columns,
      rows,
    )
    const window = index.blocksIn(0, 0, 50)
    // 2026-10-02 08:00-2026-10-03 12:00 touches columns 5..9 (上午 starts at 06:00).
    expect([4, 5, 9, 10].map((c) => index.blockAt(0, c)?.block.key ?? null)).toEqual([
      null,
      'a',
      'a',
      null,
    ])
    expect(index.blocksIn(0, 0, 50)).toBe(window)
  })
})

describe('lazy layout', () => {
  it('makes the blocks of a row only when that row is first asked about', () => {
    const rows = createRowAxis([siteRow('a'), siteRow('b')], {
      firstDay: first,
      lastDay: first + 91,
    })
    const missions = [
      mission({ mid: 'a1', siteGuid: 'site-a', fromDate: '2026-10-02', toDate: '2026-10-02' }),
      mission({ mid: 'b1', siteGuid: 'site-b', fromDate: '2026-10-02', toDate: '2026-10-02' }),
    ]
    const source = missionBlocks(missions)
    const made: number[] = []
    const watched = { ...source, block: (i: number) => (made.push(i), source.block(i)) }
    const index = createMissionIndex(watched, columns, rows)
    expect(index.size).toBe(2)
    expect(made).toEqual([])
    expect(index.blocksIn(1, 0, 50).map((p) => p.block.key)).toEqual(['b1'])
    expect(made).toEqual([1])
    // a second question about the same row lays out nothing again
    index.blockAt(1, 5)
    expect(made).toEqual([1])
  })
})
