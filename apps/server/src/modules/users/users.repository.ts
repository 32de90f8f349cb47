import type { UserQuery } from '@app/contracts'
import type { Insertable, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contains, containsIgnoringCase } from '#server/lib/like.ts'
import { type DataScope, inDataScope } from '#server/modules/identity/data-scope.ts'
import type { UserTable } from '#server/modules/identity/identity.table.ts'

export type UserFilter = Omit<UserQuery, 'page' | 'pageSize'>

/** The users the scope lets the caller see, filtered; joined to their department. */
const userWhere = (db: Db, scope: DataScope, f: UserFilter) => {
  let q = db
    .selectFrom('sysUser')
    .leftJoin('sysDept', 'sysDept.id', 'sysUser.deptId')
    .where(inDataScope(scope, 'sysUser.deptId', 'sysUser.id'))
  const { name, mobile } = f
  if (name)
    q = q.where((eb) =>
      eb.or([
        containsIgnoringCase(eb.ref('sysUser.userName'), name),
        contains(eb.ref('sysUser.nickName'), name),
      ]),
    )
  if (mobile) q = q.where((eb) => contains(eb.ref('sysUser.mobile'), mobile))
  if (f.status !== undefined) q = q.where('sysUser.status', '=', f.status)
  if (f.deptId !== undefined) {
    const id = f.deptId
    // the department itself or any below it ('/1/4/' paths hold the ids above a node)
    q = q.where((eb) =>
      eb.or([eb('sysUser.deptId', '=', id), eb('sysDept.ancestors', 'like', `%/${id}/%`)]),
    )
  }
  if (f.createdFrom !== undefined) q = q.where('sysUser.createdAt', '>=', f.createdFrom)
  if (f.createdTo !== undefined) q = q.where('sysUser.createdAt', '<=', f.createdTo)
  return q
}

export async function findUsers(
  db: Db,
  scope: DataScope,
  f: UserFilter,
  window: { limit: number; offset: number },
) {
  return userWhere(db, scope, f)
    .selectAll('sysUser')
    .select('sysDept.name as deptName')
    .orderBy('sysUser.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute()
}
export type UserListRow = Awaited<ReturnType<typeof findUsers>>[number]

export async function countUsers(db: Db, scope: DataScope, f: UserFilter): Promise<number> {
  const row = await userWhere(db, scope, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** One user with their department's name, when the scope lets the caller see it. */
export const findUser = (db: Db, scope: DataScope, guid: string) =>
  userWhere(db, scope, {})
    .selectAll('sysUser')
    .select('sysDept.name as deptName')
    .where('sysUser.guid', '=', guid)
    .executeTakeFirst()

export const findUserById = (db: Db, id: number) =>
  db
    .selectFrom('sysUser')
    .leftJoin('sysDept', 'sysDept.id', 'sysUser.deptId')
    .selectAll('sysUser')
    .select('sysDept.name as deptName')
    .where('sysUser.id', '=', id)
    .executeTakeFirst()

export const findUsersByGuids = (db: Db, scope: DataScope, guids: readonly string[]) =>
  db
    .selectFrom('sysUser')
    .select(['id', 'guid', 'userName'])
    .where('guid', 'in', guids)
    .where(inDataScope(scope, 'sysUser.deptId', 'sysUser.id'))
    .execute()

/** Every account's unique keys (the import checks a whole file against them at once). */
export const findUserKeys = (db: Db) =>
  db.selectFrom('sysUser').select(['id', 'userName', 'mobile', 'email']).execute()

/** The users among `names` that the scope lets the caller see (and so update). */
export const findUsersByNames = (db: Db, scope: DataScope, names: readonly string[]) =>
  names.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('sysUser')
        .select(['sysUser.id', 'sysUser.userName'])
        .where('sysUser.userName', 'in', [...new Set(names)])
        .where(inDataScope(scope, 'sysUser.deptId', 'sysUser.id'))
        .execute()

/** Another user already holding `value` in `column` (unique account, mobile, email). */
export async function takenBy(
  db: Db,
  column: 'userName' | 'mobile' | 'email',
  value: string,
  exceptId: number | null,
): Promise<boolean> {
  let q = db.selectFrom('sysUser').select('id').where(column, '=', value)
  if (exceptId !== null) q = q.where('id', '<>', exceptId)
  return (await q.executeTakeFirst()) !== undefined
}

export async function insertUser(db: Db, row: Insertable<UserTable>): Promise<number> {
  await db.insertInto('sysUser').values(row).execute()
  const made = await db
    .selectFrom('sysUser')
    .select('id')
    .where('guid', '=', row.guid)
    .executeTakeFirstOrThrow()
  return made.id
}

/** Updates at `version` (bumping it); false when no row matched. */
export async function updateUserAtVersion(
  db: Db,
  id: number,
  version: number,
  changes: Omit<Updateable<UserTable>, 'id' | 'guid' | 'version'>,
): Promise<boolean> {
  const res = await db
    .updateTable('sysUser')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Omit<Updateable<UserTable>, 'id' | 'guid' | 'version'>,
): Promise<void> {
  await db
    .updateTable('sysUser')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

/** Clears the Feishu binding; an account with none is left as it is (version included). */
export async function clearFeishuBinding(db: Db, id: number, now: number): Promise<void> {
  await db
    .updateTable('sysUser')
    .set((eb) => ({ feishuOpenId: null, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('feishuOpenId', 'is not', null)
    .execute()
}

export const findUserRoles = (db: Db, userId: number) =>
  db
    .selectFrom('sysUserRole')
    .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
    .select(['sysRole.id', 'sysRole.guid', 'sysRole.roleName'])
    .where('sysUserRole.userId', '=', userId)
    .orderBy('sysRole.sort')
    .execute()

/** The role names of each of these users (one query for a whole page), in role order. */
export async function findRoleNamesOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>()
  if (userIds.length === 0) return names
  const rows = await db
    .selectFrom('sysUserRole')
    .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
    .select(['sysUserRole.userId', 'sysRole.roleName'])
    .where('sysUserRole.userId', 'in', userIds)
    .orderBy('sysRole.sort')
    .orderBy('sysRole.id')
    .execute()
  for (const r of rows) names.set(r.userId, [...(names.get(r.userId) ?? []), r.roleName])
  return names
}

export const findRoles = (db: Db) =>
  db.selectFrom('sysRole').select(['id', 'guid', 'roleName', 'status']).orderBy('sort').execute()

export async function replaceUserRoles(db: Db, userId: number, roleIds: readonly number[]) {
  await db.deleteFrom('sysUserRole').where('userId', '=', userId).execute()
  if (roleIds.length)
    await db
      .insertInto('sysUserRole')
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .execute()
}

export async function deleteUsers(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('sysUserRole').where('userId', 'in', ids).execute()
  await db.deleteFrom('sysSession').where('userId', 'in', ids).execute()
  await db.deleteFrom('sysUser').where('id', 'in', ids).execute()
}

export const findDeptOptions = (db: Db) =>
  db
    .selectFrom('sysDept')
    .select(['id', 'parentId', 'name', 'status'])
    .orderBy('parentId')
    .orderBy('sort')
    .orderBy('id')
    .execute()
