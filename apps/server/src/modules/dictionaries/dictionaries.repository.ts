import type { DictDataQuery, DictTypeQuery } from '@app/contracts'
import type { Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contains } from '#server/lib/like.ts'
import {
  type UpdateAtVersion,
  type VersionedChanges,
  countOf,
  updaterAtVersion,
} from '#server/lib/resource.ts'
import type { DictDataTable, DictTypeTable } from './dictionaries.table.ts'

/** Enabled values of a dictionary type, in their sort order. */
export async function findDictOptions(db: Db, dictType: string) {
  return db
    .selectFrom('sysDictData')
    .select(['guid', 'label'])
    .where('dictType', '=', dictType)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** Enabled values of a dictionary type with their tag colours, in their sort order. */
export async function findDictValues(db: Db, dictType: string) {
  return db
    .selectFrom('sysDictData')
    .select(['value', 'label', 'color'])
    .where('dictType', '=', dictType)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** True when `guid` is a value of the dictionary type (enabled or not). */
export async function dictGuidExists(db: Db, dictType: string, guid: string): Promise<boolean> {
  const row = await db
    .selectFrom('sysDictData')
    .select('guid')
    .where('guid', '=', guid)
    .where('dictType', '=', dictType)
    .executeTakeFirst()
  return row !== undefined
}

// ---- 数据管理: types and values as admin records ----

type TypeFilter = Omit<DictTypeQuery, 'page' | 'pageSize'>
type DataFilter = Omit<DictDataQuery, 'page' | 'pageSize'>

const typeWhere = (db: Db, { name, dictType, status }: TypeFilter) => {
  let q = db.selectFrom('sysDictType')
  if (name) q = q.where((eb) => contains(eb.ref('name'), name))
  if (dictType) q = q.where((eb) => contains(eb.ref('dictType'), dictType))
  if (status !== undefined) q = q.where('status', '=', status)
  return q
}

/** Types with how many values each holds. */
export async function findDictTypes(
  db: Db,
  f: TypeFilter,
  window: { limit: number; offset: number },
) {
  return typeWhere(db, f)
    .selectAll('sysDictType')
    .select((eb) =>
      eb
        .selectFrom('sysDictData')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('sysDictData.dictType', '=', 'sysDictType.dictType')
        .as('valueCount'),
    )
    .orderBy('sort')
    .orderBy('id')
    .limit(window.limit)
    .offset(window.offset)
    .execute()
}

export const countDictTypes = (db: Db, f: TypeFilter) => countOf(typeWhere(db, f))

export const findDictType = (db: Db, guid: string) =>
  db.selectFrom('sysDictType').selectAll().where('guid', '=', guid).executeTakeFirst()

export const findDictTypeByKey = (db: Db, dictType: string) =>
  db.selectFrom('sysDictType').selectAll().where('dictType', '=', dictType).executeTakeFirst()

export async function countDictValues(db: Db, dictTypes: readonly string[]): Promise<number> {
  if (dictTypes.length === 0) return 0
  const row = await db
    .selectFrom('sysDictData')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dictType', 'in', dictTypes)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertDictType(db: Db, row: Insertable<DictTypeTable>) {
  await db.insertInto('sysDictType').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. The key never changes. */
export const updateDictTypeAtVersion: UpdateAtVersion<
  Omit<VersionedChanges<'sysDictType'>, 'dictType'>
> = updaterAtVersion('sysDictType')

export async function deleteDictTypes(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('sysDictType').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}

const dataWhere = (db: Db, { dictType, label, status }: DataFilter) => {
  let q = db.selectFrom('sysDictData')
  if (dictType) q = q.where('dictType', '=', dictType)
  if (label) q = q.where((eb) => contains(eb.ref('label'), label))
  if (status !== undefined) q = q.where('status', '=', status)
  return q
}

export async function findDictData(
  db: Db,
  f: DataFilter,
  window: { limit: number; offset: number },
) {
  return dataWhere(db, f)
    .selectAll()
    .orderBy('dictType')
    .orderBy('sort')
    .orderBy('id')
    .limit(window.limit)
    .offset(window.offset)
    .execute()
}

export const countDictData = (db: Db, f: DataFilter) => countOf(dataWhere(db, f))

export const findDictDatum = (db: Db, guid: string) =>
  db.selectFrom('sysDictData').selectAll().where('guid', '=', guid).executeTakeFirst()

/** The value `value` of a dictionary, other than `exceptGuid`. */
export const findDictValueTaken = (
  db: Db,
  dictType: string,
  value: string,
  exceptGuid?: string,
) => {
  let q = db
    .selectFrom('sysDictData')
    .select('guid')
    .where('dictType', '=', dictType)
    .where('value', '=', value)
  if (exceptGuid) q = q.where('guid', '<>', exceptGuid)
  return q.executeTakeFirst()
}

export async function insertDictDatum(db: Db, row: Insertable<DictDataTable>) {
  await db.insertInto('sysDictData').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. A value keeps its type. */
export const updateDictDatumAtVersion: UpdateAtVersion<
  Omit<VersionedChanges<'sysDictData'>, 'dictType'>
> = updaterAtVersion('sysDictData')

export async function deleteDictData(db: Db, guids: readonly string[]): Promise<number> {
  const res = await db.deleteFrom('sysDictData').where('guid', 'in', guids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
