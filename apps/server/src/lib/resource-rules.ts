// Pieces of rules several resources (ADR 022) would otherwise each write again: a value one
// record alone may hold, and the closing columns of a sheet other than the record's usual ones.
import type { Kysely } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { RECORD_SHEET_COLUMNS, type SheetColumn } from '#server/lib/define-resource.ts'
import { type VersionedTable, formatTime } from '#server/lib/resource.ts'
import { AppError } from '#server/plugins/app-error.ts'

type Column<T extends VersionedTable> = keyof Database[T] & string

/**
 * Refuses a save when another record of `table` (among those with the `within` values)
 * already holds `value` in `field`: the field's 400 with `message` ("… already exists").
 * `guid` is the saved record's own (a new record's has no row yet).
 *
 * @example await checkUnique(trx, 'sysRole', guid, 'roleKey', fields.roleKey, 'role.keyTaken')
 */
export async function checkUnique<T extends VersionedTable>(
  db: Db,
  table: T,
  guid: string,
  field: Column<T>,
  value: string,
  message: string,
  within: Partial<Record<Column<T>, string | number>> = {},
): Promise<void> {
  // Kysely cannot follow a generic table name: typed on a table of the columns it touches
  const loose = db as unknown as Kysely<{ rows: Record<string, string | number> }>
  let q = loose
    .selectFrom(table as unknown as 'rows')
    .select('guid')
    .where('guid', '<>', guid)
    .where(field as string, '=', value)
  for (const [column, v] of Object.entries(within)) q = q.where(column, '=', v as string | number)
  if (await q.executeTakeFirst()) throw AppError.invalidField(field, message)
}

interface RecordRow {
  sort: number
  status: number
  remark: string
  createdAt: number | string
  updatedAt: number | string
}
const CREATED_AT: SheetColumn<RecordRow, unknown> = {
  key: 'createdAt',
  header: 'common.table.createdAt',
  width: 20,
  value: (r) => formatTime(Number(r.createdAt)),
}
const TAIL = [...(RECORD_SHEET_COLUMNS as SheetColumn<RecordRow, unknown>[]), CREATED_AT]

/**
 * The closing columns of a sheet, by key, when not RECORD_SHEET_COLUMNS (a user's shows when
 * it was created, a site has no status). Each reads only its own column, so a row needs only
 * the columns named.
 *
 * @example sheetTail: sheetTail('sort', 'status', 'createdAt')
 */
export const sheetTail = <K extends keyof RecordRow>(...keys: K[]) =>
  keys.map((k) => TAIL.find((c) => c.key === k)) as SheetColumn<Pick<RecordRow, K>, unknown>[]
