import { describe, expect, it } from 'vitest'
import { columnChunks, PAPER_PX, printPages, type PageLayoutInput } from './print-pages.ts'

const layout = (over: Partial<PageLayoutInput> = {}): PageLayoutInput => ({
  columnWidths: Array.from({ length: 92 * 4 }, () => 36),
  partsPerDay: 4,
  rowCount: 4000,
  siteColumnWidth: 140,
  rowHeight: 40,
  headerHeight: 48,
  page: PAPER_PX.A4,
  ...over,
})

/** How many pages hold each (row, column) cell. */
function coverage(input: PageLayoutInput): Map<string, number> {
  const cells = new Map<string, number>()
  for (const page of printPages(input)) {
    for (let c = page.colFrom; c <= page.colTo; c++) {
      for (let r = page.rowFrom; r <= page.rowTo; r++) {
        const key = `${r}:${c}`
        cells.set(key, (cells.get(key) ?? 0) + 1)
      }
    }
  }
  return cells
}

describe('print pages', () => {
  it('puts every row and every column of a quarter on exactly one page', () => {
    const input = layout({ rowCount: 300 })
    const cells = coverage(input)
    expect(cells.size).toBe(300 * 368)
    expect([...cells.values()].every((n) => n === 1)).toBe(true)
  })

  it('keeps each page within the paper width, site column included', () => {
    for (const paper of ['A4', 'A3'] as const) {
      const input = layout({ page: PAPER_PX[paper], rowCount: 10 })
      for (const page of printPages(input)) {
        const width = input.columnWidths
          .slice(page.colFrom, page.colTo + 1)
          .reduce((sum, w) => sum + w, input.siteColumnWidth)
        expect(width).toBeLessThanOrEqual(PAPER_PX[paper].width)
      }
    }
  })

  it('breaks between days when whole days fit a page', () => {
    const chunks = columnChunks(
      Array.from({ length: 28 }, () => 50),
      4,
      450,
    )
    expect(chunks).toEqual([
      [0, 7],
      [8, 15],
      [16, 23],
      [24, 27],
    ])
  })

  it('splits a day wider than a page column by column, and never drops a too-wide column', () => {
    const widths = [...Array.from({ length: 48 }, () => 24), 900]
    const chunks = columnChunks(widths, 48, 500)
    expect(chunks.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i))).toEqual(
      widths.map((_, i) => i),
    )
    expect(chunks.at(-1)).toEqual([48, 48])
  })

  it('flows rows over pages that fit the paper height with the header repeated', () => {
    const input = layout({ rowCount: 95, columnWidths: [36, 36, 36, 36] })
    const rowsPerPage = Math.floor((PAPER_PX.A4.height - 48) / 40)
    const pages = printPages(input)
    expect(pages.map((p) => p.rowTo - p.rowFrom + 1).every((n) => n <= rowsPerPage)).toBe(true)
    expect(pages.at(-1)?.rowTo).toBe(94)
  })

  it('still prints the header page of an empty range', () => {
    expect(printPages(layout({ rowCount: 0, columnWidths: [36] }))).toEqual([
      { colFrom: 0, colTo: 0, rowFrom: 0, rowTo: -1 },
    ])
  })
})
