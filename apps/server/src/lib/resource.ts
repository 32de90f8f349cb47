// Helpers of the resource pattern (docs/product/api.md "Resources"): the pieces
// define-resource.ts and the modules' calls of their own share.
import { type PageResult, type ResourcePermissions, hasAnyPermission } from '@app/contracts'
import ExcelJS from 'exceljs'
import type { FastifyReply } from 'fastify'
import type { Generated, Kysely, SelectQueryBuilder, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { AppError } from '#server/plugins/app-error.ts'

/** The largest page size: an export never holds more rows than this many pages of it. */
export const EXPORT_ROW_LIMIT = 50_000

/** A page answer: the window's rows as the contract's records, and the filter's count. */
export async function pageOf<Row, Item>(
  rows: Promise<readonly Row[]>,
  count: Promise<number>,
  toItem: (row: Row) => Item,
): Promise<PageResult<Item>> {
  const [list, total] = await Promise.all([rows, count])
  return { list: list.map((r) => toItem(r)), count: total }
}

/**
 * A page's rows and its filter's count. The count is read only when the page cannot tell
 * it: a page shorter than its window that holds rows (or is the first) is the last one, so
 * the count is the rows before it plus its own (the answer is the same, one query fewer).
 */
export async function windowWithCount<Row>(
  window: { limit: number; offset: number },
  rows: () => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; count: number }> {
  const rs = await rows()
  const last = rs.length < window.limit && (rs.length > 0 || window.offset === 0)
  return { rows: rs, count: last ? window.offset + rs.length : await count() }
}

/** The row's columns a record answers as they are stored: `pick(r, 'guid', 'name')`. */
export const pick = <R, K extends keyof R>(row: R, ...keys: K[]): Pick<R, K> =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<R, K>

/** The fields every admin record answers besides its own (bigints may arrive as text). */
export const recordFields = (r: {
  sort: number
  status: number
  remark: string
  createdAt: number | string
  updatedAt: number | string
  version: number
}) => ({
  sort: r.sort,
  status: Number(r.status) === 1 ? (1 as const) : (0 as const),
  remark: r.remark,
  createdAt: Number(r.createdAt),
  updatedAt: Number(r.updatedAt),
  version: r.version,
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

/** The record read, or a 404 when there is none. */
export function found<Row>(row: Row | undefined): Row {
  if (row === undefined) throw AppError.notFound()
  return row
}

// --- repository pieces ------------------------------------------------------------------

/** The columns of an admin record's table besides its own (templates, prices, resources). */
export interface AdminRecordColumns {
  id: Generated<number>
  guid: string
  status: number
  sort: number
  remark: string
  deptId: number | null
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

/** How many rows a filtered select matches. */
export async function countOf<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await q
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$castTo<{ n: number | string }>()
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The tables of records keyed by `guid` that carry a `version` (optimistic locking). */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends { guid: string; version: unknown } ? T : never
}[keyof Database]

/**
 * A table's update at version: writes `changes` to the row `guid` at `version`, bumping it;
 * false when no row matched.
 *
 * @example const updateRoleAtVersion = updaterAtVersion('sysRole')
 */
export const updaterAtVersion =
  <T extends VersionedTable>(table: T) =>
  async (
    db: Db,
    guid: string,
    version: number,
    changes: Omit<Updateable<Database[T]>, 'id' | 'guid' | 'version'>,
  ): Promise<boolean> => {
    // the same statement on every such table: Kysely cannot follow `guid` and `version`
    // through a generic table name, so the statement is typed on a table of just those
    // two columns (the signature above keeps the callers' changes typed)
    const same = db as unknown as Kysely<{ versioned: { guid: string; version: number } }>
    const res = await same
      .updateTable(table as unknown as 'versioned')
      .set((eb) => ({ ...(changes as object), version: eb('version', '+', 1) }))
      .where('guid', '=', guid)
      .where('version', '=', version)
      .executeTakeFirst()
    return Number(res.numUpdatedRows) > 0
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
