// Helpers of the resource pattern (api.md "Every other screen: resources"). Each module
// still writes its own routes, service and repository; these are the pieces every one of
// them would otherwise repeat.
import { type PageQuery, type ResourcePermissions, hasAnyPermission } from '@app/contracts'
import ExcelJS from 'exceljs'
import type { FastifyReply } from 'fastify'
import type { AuthUser } from '#server/modules/identity/session.service.ts'
import { AppError } from '#server/plugins/app-error.ts'

/** The largest page size: an export never holds more rows than this many pages of it. */
export const EXPORT_ROW_LIMIT = 50_000

/** `limit`/`offset` of a page query. */
export const pageWindow = (q: PageQuery): { limit: number; offset: number } => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
})

/**
 * `addOrUpdate` lets either permission in (the contract lists both); a create needs add
 * and an update needs edit. An update without its `version` is refused (400 on the field).
 */
export function checkSave(
  user: AuthUser,
  permissions: ResourcePermissions,
  input: { guid?: string | undefined; version?: number | undefined },
): void {
  const needed = input.guid ? permissions.edit : permissions.add
  if (needed && !hasAnyPermission(user.permissions, [needed])) throw AppError.forbidden()
  if (input.guid && input.version === undefined)
    throw AppError.invalidField('version', 'validation.required')
}

/**
 * An update matched no row at its version: either someone saved the record since this
 * copy was read (409, "the record was changed") or it is gone (404).
 */
export async function versionMissError(stillExists: () => Promise<boolean>): Promise<AppError> {
  return (await stillExists()) ? AppError.conflict() : AppError.notFound()
}

export interface XlsxColumn<Row> {
  header: string
  /** Characters wide. */
  width?: number
  value: (row: Row) => string | number | null
}

/** A one-sheet workbook: a bold header row, then a row per record. */
export async function xlsxOf<Row>(
  sheet: string,
  columns: readonly XlsxColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(sheet)
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 16 }))
  ws.getRow(1).font = { bold: true }
  ws.views = [{ state: 'frozen', ySplit: 1 }]
  for (const row of rows) ws.addRow(columns.map((c) => c.value(row)))
  return Buffer.from(await wb.xlsx.writeBuffer())
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** RFC 6266: an ASCII fallback plus the UTF-8 name (Chinese file names survive). */
export const contentDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** Sends an .xlsx (a download endpoint answers the file, not the envelope). */
export async function sendXlsx(reply: FastifyReply, fileName: string, body: Buffer) {
  await reply
    .header('content-type', XLSX)
    .header('content-disposition', contentDisposition(`${fileName}.xlsx`))
    .send(body)
  return null
}

/** yyyy-MM-dd HH:mm:ss in the server's zone, for dates in exported sheets. */
export const formatTime = (ms: number | null): string => {
  if (ms === null) return ''
  const d = new Date(ms)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
}
