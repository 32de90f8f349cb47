import {
  blockText,
  dateOfDay,
  placeRowBlocks,
  type GridRangeData,
  type RowBlock,
} from '../export/grid-range.ts'
import { PAPER_PX, printPages, type PaperSize, type PrintPage } from './print-pages.ts'

/*
 * The grid's print helper (docs/product/schedule.md "Export and print": every
 * row and every column, paginated with repeated headers, nothing cut off). The screen grid is
 * virtualised, so printing it would show one screenful: instead this builds a print-only
 * document of the whole range as plain HTML tables, one per page, and prints it from a
 * hidden iframe (no dependency, and the app's own page and styles stay untouched).
 */

export interface PrintGridOptions {
  paper?: PaperSize
  /** Printed above every page, e.g. the view's title and range. */
  title?: string
  /** Print px of a day-part column; 36 by default (4 x 92 days -> about 15 A4 pages wide). */
  columnWidth?: number
  siteColumnWidth?: number
  rowHeight?: number
}

const HEADER_HEIGHT = 48
const TITLE_HEIGHT = 28

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** Keeps only colours CSS can take as they are (the data is ours, but this is HTML). */
const safeColor = (color: string): string =>
  /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i.test(color.trim()) ? color.trim() : 'inherit'

const multiline = (text: string): string => escapeHtml(text).replace(/\n/g, '<br>')

function bodyRow(
  data: GridRangeData,
  r: number,
  blocks: readonly RowBlock[] | undefined,
  page: PrintPage,
): string {
  const row = data.rows[r]
  if (!row) return ''
  const cls = row.isGroup ? ' class="group"' : ''
  const indent = row.depth > 0 ? ` style="padding-left:${4 + row.depth * 12}px"` : ''
  let html = `<tr${cls}><th scope="row"${indent}>${escapeHtml(row.title)}</th>`
  let col = page.colFrom
  for (const block of blocks ?? []) {
    if (block.colTo < page.colFrom || block.colFrom > page.colTo) continue
    const from = Math.max(block.colFrom, page.colFrom)
    const to = Math.min(block.colTo, page.colTo)
    html += '<td></td>'.repeat(from - col)
    const { mission } = block
    const text = [blockText(mission), ...block.hidden].join('\n')
    const style = `background:${safeColor(mission.color)};color:${safeColor(mission.fontColor)}`
    html += `<td class="block" colspan="${to - from + 1}" style="${style}">${multiline(text)}</td>`
    col = to + 1
  }
  html += '<td></td>'.repeat(Math.max(0, page.colTo - col + 1))
  return `${html}</tr>`
}

function pageHead(data: GridRangeData, page: PrintPage, siteHeader: string): string {
  const per = data.dayParts.length
  let dates = `<tr><th class="corner" rowspan="2">${escapeHtml(siteHeader)}</th>`
  let parts = '<tr>'
  for (let c = page.colFrom; c <= page.colTo;) {
    const d = Math.floor(c / per)
    const dayEnd = Math.min(page.colTo, d * per + per - 1)
    const day = data.days[d] ?? 0
    const date = dateOfDay(day)
    const festival = data.festivals[date]
    const label = data.labels?.days?.[d] ?? date
    const style = festival ? ` style="background:${safeColor(festival.color)};color:#fff"` : ''
    const text = festival ? `${label} ${festival.text}` : label
    dates += `<th colspan="${dayEnd - c + 1}"${style}>${escapeHtml(text)}</th>`
    for (; c <= dayEnd; c++) parts += `<th>${escapeHtml(data.dayParts[c % per]?.text ?? '')}</th>`
  }
  return `<thead>${dates}</tr>${parts}</tr></thead>`
}

/** The whole print document: one table per page, headers in a repeated `thead`. */
export function buildPrintHtml(data: GridRangeData, options: PrintGridOptions = {}): string {
  const paper = options.paper ?? 'A4'
  const columnWidth = options.columnWidth ?? 36
  const siteColumnWidth = options.siteColumnWidth ?? 140
  const rowHeight = options.rowHeight ?? 40
  const per = data.dayParts.length
  const pages = printPages({
    columnWidths: new Array<number>(data.days.length * per).fill(columnWidth),
    partsPerDay: per,
    rowCount: data.rows.length,
    siteColumnWidth,
    rowHeight,
    headerHeight: HEADER_HEIGHT + (options.title ? TITLE_HEIGHT : 0),
    page: PAPER_PX[paper],
  })
  const blocks = placeRowBlocks(data)
  const siteHeader = data.labels?.siteHeader ?? ''
  const title = options.title ? `<caption>${escapeHtml(options.title)}</caption>` : ''
  const tables = pages.map((page) => {
    const cols =
      `<col style="width:${siteColumnWidth}px">` +
      `<col style="width:${columnWidth}px">`.repeat(page.colTo - page.colFrom + 1)
    let body = ''
    for (let r = page.rowFrom; r <= page.rowTo; r++) body += bodyRow(data, r, blocks.get(r), page)
    return `<table>${title}<colgroup>${cols}</colgroup>${pageHead(data, page, siteHeader)}<tbody>${body}</tbody></table>`
  })
  const css = `
@page { size: ${paper} landscape; margin: 10mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 10px/1.25 system-ui, sans-serif; color: #000;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
table { border-collapse: collapse; table-layout: fixed; break-after: page; }
table:last-child { break-after: auto; }
caption { text-align: left; font-weight: 600; font-size: 12px; height: ${TITLE_HEIGHT}px; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
th, td { border: 1px solid #d9d9d9; padding: 2px; overflow: hidden; overflow-wrap: anywhere;
  vertical-align: top; height: ${rowHeight}px; }
thead th { height: ${HEADER_HEIGHT / 2}px; text-align: center; background: #fafafa; font-weight: 600; }
tbody th { text-align: left; font-weight: normal; }
tr.group th { font-weight: 600; }
td.block { font-size: 9px; }
`
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(
    options.title ?? '',
  )}</title><style>${css}</style></head><body>${tables.join('')}</body></html>`
}

/**
 * Prints the range from a hidden iframe; resolves once `print()` returned (in Chrome, when
 * the dialog closed). The iframe is removed after printing.
 */
export function printGrid(data: GridRangeData, options: PrintGridOptions = {}): Promise<void> {
  const html = buildPrintHtml(data, options)
  return new Promise<void>((resolve, reject) => {
    const frame = document.createElement('iframe')
    frame.setAttribute('aria-hidden', 'true')
    frame.tabIndex = -1
    // off screen rather than display:none, which some browsers refuse to print
    frame.style.cssText =
      'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden'
    const cleanUp = () => frame.remove()
    frame.onload = () => {
      const win = frame.contentWindow
      if (!win) {
        cleanUp()
        reject(new Error('the print frame did not open'))
        return
      }
      // Chrome returns from print() once the dialog closes; Firefox returns at once and
      // prints later, so the frame stays until afterprint (or a minute, as a backstop)
      const backstop = setTimeout(cleanUp, 60_000)
      win.addEventListener(
        'afterprint',
        () => {
          clearTimeout(backstop)
          setTimeout(cleanUp, 0)
        },
        { once: true },
      )
      try {
        win.focus()
        win.print()
        resolve()
      } catch (error) {
        clearTimeout(backstop)
        cleanUp()
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
    frame.srcdoc = html
    document.body.appendChild(frame)
  })
}
