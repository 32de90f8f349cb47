// 收款记录's import of a bank statement (docs/product/domain.md "Finance"): the template to
// fill, and the import of a filled one with a per-row report. All or nothing, as 客户导入: one
// bad row and nothing is written; a dry run (预检) answers the same report first. A row only
// creates: a serial already stored (or twice in the file) is refused, never updated.
import {
  RECEIPT_IMPORT_MAX_ROWS,
  RECEIPT_METHODS,
  type ReceiptImportResult,
  type ReceiptImportRow,
  receiptSaveSchema,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import type { Lang } from '#server/i18n/messages.ts'
import { translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import {
  type TemplateColumn,
  readTemplateRows,
  templateWorkbook,
} from '#server/lib/sheet-import.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { zodIssueMessages } from '#server/plugins/validation.ts'
import { CASH, nextReceiptNumber } from './receipt.resource.ts'

const column = <F extends string>(
  field: F,
  heading: string,
  required = false,
  width = 16,
): TemplateColumn<F> => ({ field, heading, required, width })

/** The template's columns, in order; the amount in yuan (stored in fen). */
const COLUMNS = [
  column('payer', 'receipt.payer', true, 32),
  column('amount', 'import.receipt.amount', true, 14),
  column('method', 'receipt.method', true, 12),
  column('arrivalDate', 'receipt.arrivalDate', true, 12),
  column('bankSerial', 'receipt.bankSerial', false, 24),
  column('remark', 'receipt.remark', false, 30),
] as const
type Field = (typeof COLUMNS)[number]['field']

/** The empty template, headed in `lang`, with the methods listed on a second sheet. */
export async function receiptImportTemplate(lang: Lang): Promise<Buffer> {
  const wb = templateWorkbook(lang, 'import.receipt.sheet', COLUMNS, {
    sheet: 'import.receipt.lists',
    columns: [{ heading: 'receipt.method', values: [...RECEIPT_METHODS] }],
  })
  return Buffer.from(await wb.xlsx.writeBuffer())
}

/**
 * Yuan as a cell holds it (`12,345.6`, `¥800`) in fen; null when it is no such number. The
 * digits are read as text, so no float rounding takes a fen.
 */
const fenOf = (text: string): number | null => {
  const m = /^[¥￥]?(\d+)(?:\.(\d{1,2}))?$/.exec(text.replace(/[,，\s]/g, ''))
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** Day 0 of Excel's serial dates (1900 system, past its 1900-02-29). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30)
/**
 * A date as a cell holds it: `2026-03-05` (or `2026/3/5`), an Excel date cell (exceljs reads
 * it as a UTC instant and gives its text as a JS date), or a bare serial such as 46086;
 * anything else as it is, for the save schema to refuse.
 */
const dateOf = (text: string): string => {
  const ymd = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text)
  if (ymd) return `${ymd[1]}-${ymd[2]?.padStart(2, '0')}-${ymd[3]?.padStart(2, '0')}`
  if (/^\d{5}(\.\d+)?$/.test(text))
    return new Date(EXCEL_EPOCH_MS + Math.floor(Number(text)) * 86_400_000)
      .toISOString()
      .slice(0, 10)
  // a date cell: `Thu Mar 05 2026 08:00:00 GMT+0800 (…)`
  if (/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} /.test(text)) {
    const at = new Date(text)
    if (!Number.isNaN(at.getTime())) return at.toISOString().slice(0, 10)
  }
  return text
}

/**
 * Checks every row (the receipt dialog's rules: a payer, an amount above 0 with at most two
 * decimals, a method of the list, a date, a serial except for cash), refusing a serial stored
 * already (naming its receipt) or repeated in the file, then writes them all in one
 * transaction when none failed and this is not a dry run, numbered SK-<year>-NNNN in the
 * file's order and entered by the caller.
 */
export async function importReceipts(
  db: Db,
  user: AuthUser,
  bytes: Buffer,
  options: { dryRun: boolean; lang: Lang; now: number },
): Promise<ReceiptImportResult> {
  const { lang, now } = options
  const rows = await readTemplateRows(bytes, COLUMNS, RECEIPT_IMPORT_MAX_ROWS)
  const message = (key: string, params?: Record<string, string | number>) =>
    translate(lang, key, params)
  const heading = (field: Field) =>
    translate(lang, COLUMNS.find((c) => c.field === field)?.heading ?? '')

  // the stored receipts holding a serial of the file (a serial is unique over all of them,
  // whoever sees them)
  const serials = [...new Set(rows.map((r) => r.cells.bankSerial).filter(Boolean))]
  const stored = new Map<string, string>()
  for (let i = 0; i < serials.length; i += 500) {
    const found = await db
      .selectFrom('receipt')
      .select(['bankSerial', 'receiptNumber'])
      .where('bankSerial', 'in', serials.slice(i, i + 500))
      .execute()
    for (const r of found) if (r.bankSerial !== null) stored.set(r.bankSerial, r.receiptNumber)
  }
  const firstRowOf = new Map<string, number>()

  const planned = rows.map(({ row, cells }) => {
    const errors: ReceiptImportRow['errors'] = []
    // a message once per column (a date's pattern and its calendar check say the same)
    const fail = (field: Field, text: string) => {
      const column = heading(field)
      if (!errors.some((e) => e.column === column && e.message === text))
        errors.push({ column, message: text })
    }

    const amount = cells.amount ? fenOf(cells.amount) : null
    if (cells.amount && amount === null) fail('amount', message('import.receipt.badAmount'))
    const known = (RECEIPT_METHODS as readonly string[]).includes(cells.method)
    if (cells.method && !known)
      fail('method', message('import.notAChoice', { value: cells.method }))
    const parsed = receiptSaveSchema.safeParse({
      payer: cells.payer,
      // what the checks above refused is not reported twice
      amount: cells.amount ? (amount ?? 1) : undefined,
      method: cells.method ? (known ? cells.method : RECEIPT_METHODS[0]) : undefined,
      arrivalDate: cells.arrivalDate ? dateOf(cells.arrivalDate) : undefined,
      bankSerial: cells.bankSerial,
      remark: cells.remark,
    })
    if (!parsed.success)
      for (const [path, text] of zodIssueMessages(lang, parsed.error))
        fail(COLUMNS.find((c) => c.field === path)?.field ?? 'payer', text)

    // cash keeps no serial; every other method names one, free in the file and the store
    const serial = cells.method === CASH ? '' : cells.bankSerial
    if (known && cells.method !== CASH && !serial)
      fail('bankSerial', message('finance.receipt.serialRequired'))
    if (serial) {
      const first = firstRowOf.get(serial)
      if (first === undefined) firstRowOf.set(serial, row)
      else fail('bankSerial', message('import.duplicateInFile', { row: first }))
      const number = stored.get(serial)
      if (number !== undefined)
        fail('bankSerial', message('finance.receipt.serialTaken', { serial, number }))
    }

    const report: ReceiptImportRow = {
      row,
      bankSerial: serial,
      action: errors.length ? 'error' : 'create',
      errors,
    }
    if (errors.length || !parsed.success) return { report }
    return { report, save: { ...parsed.data, bankSerial: serial || null } }
  })

  const failed = planned.filter((p) => p.report.action === 'error').length
  const result: ReceiptImportResult = {
    written: false,
    total: planned.length,
    created: planned.length - failed,
    updated: 0,
    failed,
    rows: planned.map((p) => p.report),
  }
  if (options.dryRun || failed > 0) return result

  const year = new Date(now).getFullYear()
  await db.transaction().execute(async (trx) => {
    // the year's next number, then on in the file's order (the number's unique index and the
    // serial's stop a race with another entry)
    const first = await nextReceiptNumber(trx, year)
    let seq = Number(first.slice(`SK-${year}-`.length))
    for (const { save } of planned) {
      if (!save) continue
      const { guid: _guid, version: _version, ...fields } = save
      await trx
        .insertInto('receipt')
        .values({
          ...fields,
          guid: newGuid(),
          receiptNumber: `SK-${year}-${String(seq++).padStart(4, '0')}`,
          allocated: 0,
          deptId: user.deptId,
          createdBy: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .execute()
    }
  })
  return { ...result, written: true }
}
