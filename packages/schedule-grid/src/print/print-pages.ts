/*
 * How the print helper splits a grid range into pages (issue "Print helper: every row
 * and column, paginated, headers repeated"; docs/product/performance.md "Scheduling grid").
 * Columns go in chunks that fit the paper's width, whole days where a day fits; rows
 * flow in chunks that fit its height. Pure, so the splitting is tested without a printer.
 */

export type PaperSize = 'A4' | 'A3'

/** CSS px (96 dpi) printable area of a landscape page with 10 mm margins. */
export const PAPER_PX: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: Math.floor(((297 - 20) * 96) / 25.4), height: Math.floor(((210 - 20) * 96) / 25.4) },
  A3: { width: Math.floor(((420 - 20) * 96) / 25.4), height: Math.floor(((297 - 20) * 96) / 25.4) },
}

export interface PageLayoutInput {
  /** Width of each day-part column in print px, day after day. */
  columnWidths: readonly number[]
  /** Columns per day (chunks prefer whole days). */
  partsPerDay: number
  rowCount: number
  /** The site column, repeated on every page. */
  siteColumnWidth: number
  /** Print px of one body row and of the header rows (repeated on every page). */
  rowHeight: number
  headerHeight: number
  page: { width: number; height: number }
}

/** One printed page: inclusive column and row ranges (rowTo < rowFrom when no rows). */
export interface PrintPage {
  colFrom: number
  colTo: number
  rowFrom: number
  rowTo: number
}

/** Column chunks [from, to] that each fit `available` px, breaking between days when possible. */
export function columnChunks(
  widths: readonly number[],
  partsPerDay: number,
  available: number,
): [number, number][] {
  const chunks: [number, number][] = []
  const per = Math.max(1, partsPerDay)
  let from = 0
  let used = 0
  const close = (to: number) => {
    if (to >= from) chunks.push([from, to])
    from = to + 1
    used = 0
  }
  for (let dayStart = 0; dayStart < widths.length; dayStart += per) {
    const dayEnd = Math.min(widths.length, dayStart + per) - 1
    let dayWidth = 0
    for (let c = dayStart; c <= dayEnd; c++) dayWidth += widths[c] ?? 0
    if (used + dayWidth <= available) {
      used += dayWidth
      continue
    }
    // the day does not fit what is left: start a new page with it
    if (used > 0) close(dayStart - 1)
    if (dayWidth <= available) {
      used = dayWidth
      continue
    }
    // a day wider than a page: split it column by column (a lone column never splits)
    for (let c = dayStart; c <= dayEnd; c++) {
      const w = widths[c] ?? 0
      if (used > 0 && used + w > available) close(c - 1)
      used += w
    }
  }
  close(widths.length - 1)
  return chunks
}

/**
 * Every page, column chunk by column chunk, rows flowing down within each: each column
 * and each row lands on exactly one page of its chunk, so nothing is cut off.
 */
export function printPages(input: PageLayoutInput): PrintPage[] {
  const available = Math.max(1, input.page.width - input.siteColumnWidth)
  const rowsPerPage = Math.max(
    1,
    Math.floor((input.page.height - input.headerHeight) / Math.max(1, input.rowHeight)),
  )
  const pages: PrintPage[] = []
  for (const [colFrom, colTo] of columnChunks(input.columnWidths, input.partsPerDay, available)) {
    if (input.rowCount === 0) pages.push({ colFrom, colTo, rowFrom: 0, rowTo: -1 })
    for (let rowFrom = 0; rowFrom < input.rowCount; rowFrom += rowsPerPage) {
      pages.push({
        colFrom,
        colTo,
        rowFrom,
        rowTo: Math.min(input.rowCount, rowFrom + rowsPerPage) - 1,
      })
    }
  }
  return pages
}
