// Pieces of rules several resources (ADR 022) would otherwise each write again: a value one
// record alone may hold, rows that must exist, how many rows hold a key, and the closing
// columns of a sheet.
import type { Kysely } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import type { SheetColumn } from '#server/lib/define-resource.ts'
import { type VersionedTable, countOf, formatTime } from '#server/lib/resource.ts'
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

type IdTable = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never
}[keyof Database]

/**
 * Whether every id names a row of `table` (a null names none and is left out): the menus a
 * role grants, a user's department.
 */
export async function allExist(
  db: Db,
  table: IdTable,
  ids: readonly (number | null)[],
): Promise<boolean> {
  const distinct = [...new Set(ids.filter((id) => id !== null))]
  if (distinct.length === 0) return true
  const loose = db as unknown as Kysely<{ rows: { id: number } }>
  const q = loose.selectFrom(table as unknown as 'rows').where('id', 'in', distinct)
  return (await countOf(q)) === distinct.length
}

/**
 * How many rows of `table` hold each of `keys` in `column` (a role's users, a template's
 * sites, a dictionary's values); a key no row holds is not in the map.
 */
export async function countsBy<T extends keyof Database, K extends string | number>(
  db: Db,
  table: T,
  column: keyof Database[T] & string,
  keys: readonly K[],
): Promise<Map<K, number>> {
  if (keys.length === 0) return new Map()
  const loose = db as unknown as Kysely<{ rows: Record<string, string | number> }>
  const rows = await loose
    .selectFrom(table as unknown as 'rows')
    .select((eb) => [eb.ref(column).as('key'), eb.fn.countAll<number | string>().as('n')])
    .where(column as string, 'in', keys)
    .groupBy(column)
    .execute()
  return new Map(rows.map((r) => [r.key as K, Number(r.n)]))
}

interface RecordRow {
  sort: number
  status: number
  remark: string
  createdAt: number | string
  updatedAt: number | string
}
const TAIL: SheetColumn<RecordRow, unknown>[] = [
  { key: 'sort', header: 'common.list.sort', width: 8 },
  {
    key: 'status',
    header: 'common.status.label',
    width: 8,
    value: (r, t) => t(Number(r.status) === 1 ? 'common.status.enabled' : 'common.status.disabled'),
  },
  { key: 'remark', header: 'common.list.remark', width: 24 },
  {
    key: 'updatedAt',
    header: 'common.table.updatedAt',
    width: 20,
    value: (r) => formatTime(Number(r.updatedAt)),
  },
  {
    key: 'createdAt',
    header: 'common.table.createdAt',
    width: 20,
    value: (r) => formatTime(Number(r.createdAt)),
  },
]

/**
 * The closing columns of a sheet, by key: each reads only its own column, so a row needs
 * only the columns named.
 *
 * @example sheetTail: sheetTail('sort', 'status', 'createdAt')
 */
export const sheetTail = <K extends keyof RecordRow>(...keys: K[]) =>
  keys.map((k) => TAIL.find((c) => c.key === k)) as SheetColumn<Pick<RecordRow, K>, unknown>[]

/**
 * The closing columns of an admin record's sheet (a resource's unless it tells its own):
 * order, status, remark, last change.
 */
export const RECORD_SHEET_COLUMNS = sheetTail('sort', 'status', 'remark', 'updatedAt')
/** The same but the status, for records without one (a schedule template, a site). */
export const STATUSLESS_SHEET_COLUMNS = sheetTail('sort', 'remark', 'updatedAt')
