import type { DeptQuery } from '@app/contracts'
import type { Insertable, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contains } from '#server/lib/like.ts'
import type { DeptTable } from '#server/modules/identity/identity.table.ts'

export async function findDepts(db: Db, { name, status }: DeptQuery) {
  let q = db.selectFrom('sysDept').selectAll()
  if (name) q = q.where((eb) => contains(eb.ref('name'), name))
  if (status !== undefined) q = q.where('status', '=', status)
  return q.orderBy('parentId').orderBy('sort').orderBy('id').execute()
}

export const findDept = (db: Db, guid: string) =>
  db.selectFrom('sysDept').selectAll().where('guid', '=', guid).executeTakeFirst()

export const findDeptById = (db: Db, id: number) =>
  db.selectFrom('sysDept').selectAll().where('id', '=', id).executeTakeFirst()

/** Every department below `id` (its id appears in their ancestor path). */
export const findDescendants = (db: Db, id: number) =>
  db
    .selectFrom('sysDept')
    .select(['id', 'ancestors', 'status'])
    .where('ancestors', 'like', `%/${id}/%`)
    .execute()

export async function insertDept(db: Db, row: Insertable<DeptTable>): Promise<void> {
  await db.insertInto('sysDept').values(row).execute()
}

/** Updates at `version` (bumping it); false when no row matched. */
export async function updateDeptAtVersion(
  db: Db,
  id: number,
  version: number,
  changes: Omit<Updateable<DeptTable>, 'id' | 'guid' | 'version'>,
): Promise<boolean> {
  const res = await db
    .updateTable('sysDept')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function setAncestors(db: Db, id: number, ancestors: string): Promise<void> {
  await db.updateTable('sysDept').set({ ancestors }).where('id', '=', id).execute()
}

export async function countChildren(db: Db, ids: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('sysDept')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parentId', 'in', ids)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function countUsersIn(db: Db, ids: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('sysUser')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deptId', 'in', ids)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function deleteDepts(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('sysRoleDept').where('deptId', 'in', ids).execute()
  await db.deleteFrom('sysDept').where('id', 'in', ids).execute()
}
