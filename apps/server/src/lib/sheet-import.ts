// The import of a filled .xlsx template (用户导入, 客户导入 …): its columns, its headings in
// the caller's language, and its rows read as a stream that stops after the most it takes.
import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { LANGS, type Lang, translate } from '#server/i18n/messages.ts'
import { AppError } from '#server/plugins/app-error.ts'

/** A column of a template: its field, the key of its heading, '*' marking the required. */
export interface TemplateColumn<F extends string = string> {
  field: F
  heading: string
  required: boolean
  width: number
}

/** A column's heading in `lang`, `*` after a required one. */
export const headingOf = (lang: Lang, c: TemplateColumn): string =>
  `${translate(lang, c.heading)}${c.required ? '*' : ''}`
const plainHeading = (text: string) => text.replace(/\*/g, '').trim().toLowerCase()

/** A refusal (an AppError) is an answer, false; anything else is the server's own fault. */
export const refusedOnly = (error: unknown): false => {
  if (error instanceof AppError) return false
  throw error
}

/** What exceljs' stream reader keeps of a workbook, as it names it (its types leave these out). */
interface WorkbookParts {
  sharedStrings?: unknown[]
  workbookRels?: unknown[]
  model?: { sheets?: Array<{ name?: string }> }
  styles?: unknown
  properties?: unknown
}

const READER_OPTIONS = {
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  entries: 'ignore',
} as const

/**
 * The rows of the workbook's first sheet that hold a value (the cells of the first `width`
 * columns as text), read as a stream that stops after `limit` of them: a sheet of 200,000
 * rows costs what `limit` rows do, not the whole file (the shared strings excepted: the
 * sheet's cells point into them anywhere). `rowsRead` counts the rows taken.
 */
export async function readFirstSheetRows(
  bytes: Buffer,
  width: number,
  limit: number,
): Promise<{ rows: Array<{ row: number; texts: string[] }>; rowsRead: number }> {
  // Excel and exceljs write the shared strings after the sheets, and exceljs' reader then
  // copies each sheet to a temporary file to read whole later (a file left behind when
  // reading stops early). So a first pass takes the strings, the sheet list and the styles,
  // passing over the sheets unparsed, and the second reads the sheet straight off the zip.
  const index = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    ...READER_OPTIONS,
    worksheets: 'ignore',
  })
  const parts = index as unknown as WorkbookParts
  // the reader goes straight on (here: past a sheet) once it holds strings and relations,
  // and looks the sheet's name up in the sheet list (exceljs writes that list last)
  parts.sharedStrings = []
  parts.workbookRels = []
  parts.model = {}
  for await (const _ of index);
  const first = parts.model?.sheets?.[0]?.name
  if (first === undefined) throw AppError.badRequest('import.notXlsx')

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    ...READER_OPTIONS,
    worksheets: 'emit',
  })
  const { sharedStrings, workbookRels, model, styles, properties } = parts
  Object.assign(reader, { sharedStrings, workbookRels, model, styles, properties })
  for await (const sheet of reader) {
    if ((sheet as unknown as { name?: string }).name !== first) continue
    const rows: Array<{ row: number; texts: string[] }> = []
    let rowsRead = 0
    for await (const r of sheet) {
      rowsRead++
      if (!r.hasValues) continue
      rows.push({
        row: r.number,
        texts: Array.from({ length: width }, (_, i) => r.getCell(i + 1).text),
      })
      if (rows.length === limit) break
    }
    return { rows, rowsRead }
  }
  return { rows: [], rowsRead: 0 }
}

/** An .xlsx is a zip: it starts with a local file header (and no zip is shorter than 22 bytes). */
const looksLikeZip = (bytes: Buffer) => bytes.length >= 22 && bytes.readUInt32LE(0) === 0x04034b50
/**
 * The longest a workbook may take to read. exceljs' stream reader waits for ever on some
 * inputs that are no zip (an empty file did, found by the fuzz walk); a file of the row cap
 * reads in well under a second.
 */
const READ_TIME_LIMIT_MS = 15_000

/**
 * The data rows of the first sheet, its cells by field, checked against the template's
 * headings (in any of the four languages: a template downloaded in English): 400 for a file
 * that is no .xlsx, another sheet, more than `maxRows` rows, or none.
 */
export async function readTemplateRows<F extends string>(
  bytes: Buffer,
  columns: readonly TemplateColumn<F>[],
  maxRows: number,
): Promise<Array<{ row: number; cells: Record<F, string> }>> {
  if (!looksLikeZip(bytes)) throw AppError.badRequest('import.notXlsx')
  // the heading, the most rows taken and one more, which makes them too many
  const limit = maxRows + 2
  let timer: NodeJS.Timeout | undefined
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the workbook took too long')), READ_TIME_LIMIT_MS)
  })
  const read = await Promise.race([readFirstSheetRows(bytes, columns.length, limit), tooSlow])
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error
      throw AppError.badRequest('import.notXlsx')
    })
    .finally(() => clearTimeout(timer))
  const [header, ...data] = read.rows
  const fits =
    header?.row === 1 &&
    columns.every((c, i) => {
      const text = plainHeading(header.texts[i] ?? '')
      return LANGS.some((lang) => plainHeading(headingOf(lang, c)) === text)
    })
  if (!fits) throw AppError.badRequest('import.notTemplate')
  if (read.rows.length === limit) throw AppError.badRequest('import.tooMany', { max: maxRows })
  const rows = data
    .map(({ row, texts }) => ({
      row,
      cells: Object.fromEntries(
        columns.map((c, i) => [c.field, (texts[i] ?? '').trim()]),
      ) as Record<F, string>,
    }))
    // a row with values only beyond the template's columns is no record
    .filter(({ cells }) => Object.values(cells).some(Boolean))
  if (rows.length === 0) throw AppError.badRequest('import.empty')
  return rows
}

/**
 * An empty template headed in `lang` (bold, frozen), and a second sheet `lists` of the
 * values its columns take (departments, roles, types …), one column each.
 */
export function templateWorkbook(
  lang: Lang,
  sheet: string,
  columns: readonly TemplateColumn[],
  lists?: { sheet: string; columns: ReadonlyArray<{ heading: string; values: readonly string[] }> },
): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(translate(lang, sheet))
  ws.columns = columns.map((c) => ({ header: headingOf(lang, c), width: c.width }))
  ws.getRow(1).font = { bold: true }
  ws.views = [{ state: 'frozen', ySplit: 1 }]
  if (lists) {
    const ls = wb.addWorksheet(translate(lang, lists.sheet))
    ls.columns = lists.columns.map((c) => ({ header: translate(lang, c.heading), width: 24 }))
    ls.getRow(1).font = { bold: true }
    const height = Math.max(...lists.columns.map((c) => c.values.length))
    for (let i = 0; i < height; i++) ls.addRow(lists.columns.map((c) => c.values[i] ?? null))
  }
  return wb
}
