import ExcelJS from 'exceljs'
import { blockText, dateOfDay, placeRowBlocks, toArgb, type GridRangeData } from './grid-range.ts'

/*
 * The grid's .xlsx (issue "Export"): the visible range as a sheet, sites down, days x
 * day-parts across, each booking a merged cell range with its three text lines and its
 * colour. Pure (no DOM), so it runs in a Web Worker and in node tests alike.
 *
 * Performance (docs/product/performance.md "Scheduling grid": the whole quarter, 4,000 rows x 368
 * columns, 20,000 bookings, <= 2 s): only cells that carry something are written, empty cells get
 * no style, and a merge touches only its two corner cells (see mergeUnchecked).
 */

export type GridWorkbookInput = GridRangeData

/** Header rows above the first site row. */
export const HEADER_ROWS = 2
/** The site column; day-part columns start after it. */
export const SITE_COLUMNS = 1

const thin = { style: 'thin' as const, color: { argb: 'FFD9D9D9' } }
const border = { top: thin, left: thin, bottom: thin, right: thin }
const headerFill = (argb: string): ExcelJS.Fill => ({
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb },
})

/**
 * Merges a rectangle by marking only its bottom-right cell as merged into the top-left
 * one: exceljs writes a merge from the master to the furthest cell merged into it, so
 * the cells in between need not exist. `mergeCells` would instead create and style
 * every cell of the range and check it against every earlier merge (quadratic), which
 * costs seconds for a quarter's 20,000 blocks. Callers guarantee ranges never overlap.
 */
function mergeUnchecked(
  sheet: ExcelJS.Worksheet,
  top: number,
  left: number,
  bottom: number,
  right: number,
): void {
  sheet.getCell(bottom, right).merge(sheet.getCell(top, left), true)
}

/** Builds the workbook (exposed for tests and callers that want to add sheets). */
export function buildGridWorkbook(input: GridWorkbookInput): ExcelJS.Workbook {
  const { rows, days, dayParts: parts, festivals, labels } = input
  const per = parts.length
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(labels?.sheetName ?? 'Schedule', {
    views: [{ state: 'frozen', xSplit: SITE_COLUMNS, ySplit: HEADER_ROWS }],
  })

  // column widths from the day-parts' pixel widths (about 7 px per Excel character)
  const columns: Partial<ExcelJS.Column>[] = [{ width: 24 }]
  for (let d = 0; d < days.length; d++) {
    for (const part of parts) columns.push({ width: Math.max(4, Math.round(part.width / 7)) })
  }
  sheet.columns = columns

  // header row 1: the dates (with their festival), one merged range per day
  const dateRow = sheet.getRow(1)
  const partRow = sheet.getRow(2)
  const corner = dateRow.getCell(1)
  corner.value = labels?.siteHeader ?? ''
  corner.font = { bold: true }
  corner.alignment = { vertical: 'middle' }
  mergeUnchecked(sheet, 1, 1, 2, 1)
  days.forEach((day, d) => {
    const date = dateOfDay(day)
    const festival = festivals[date]
    const col = SITE_COLUMNS + d * per + 1
    const cell = dateRow.getCell(col)
    const label = labels?.days?.[d] ?? date
    cell.value = festival ? `${label} ${festival.text}` : label
    cell.font = { bold: true, color: festival ? { argb: 'FFFFFFFF' } : undefined }
    cell.alignment = { horizontal: 'center', vertical: 'middle' }
    cell.border = border
    const fill = festival ? toArgb(festival.color) : null
    if (fill) cell.fill = headerFill(fill)
    if (per > 1) mergeUnchecked(sheet, 1, col, 1, col + per - 1)
    parts.forEach((part, p) => {
      const partCell = partRow.getCell(SITE_COLUMNS + d * per + p + 1)
      partCell.value = part.text
      partCell.alignment = { horizontal: 'center' }
      partCell.border = border
    })
  })

  // one row per site; group rows bold, the tree's depth as indent
  rows.forEach((row, r) => {
    const cell = sheet.getRow(HEADER_ROWS + r + 1).getCell(1)
    cell.value = row.title
    if (row.isGroup) cell.font = { bold: true }
    if (row.depth > 0) cell.alignment = { indent: row.depth }
  })

  // bookings, each a merged range with its text and colours
  for (const [r, blocks] of placeRowBlocks(input)) {
    const rowNumber = HEADER_ROWS + r + 1
    const excelRow = sheet.getRow(rowNumber)
    for (const { colFrom, colTo, mission, hidden } of blocks) {
      const col = SITE_COLUMNS + colFrom + 1
      const cell = excelRow.getCell(col)
      cell.value = [blockText(mission), ...hidden].join('\n')
      const fill = toArgb(mission.color)
      if (fill) cell.fill = headerFill(fill)
      const font = toArgb(mission.fontColor)
      cell.font = font ? { color: { argb: font } } : {}
      cell.alignment = { wrapText: true, vertical: 'top' }
      cell.border = border
      if (colTo > colFrom)
        mergeUnchecked(sheet, rowNumber, col, rowNumber, SITE_COLUMNS + colTo + 1)
    }
  }
  return workbook
}

/** The .xlsx bytes of the grid's range. */
export async function gridWorkbookBytes(input: GridWorkbookInput): Promise<Uint8Array> {
  const buffer = await buildGridWorkbook(input).xlsx.writeBuffer()
  return buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer)
}
