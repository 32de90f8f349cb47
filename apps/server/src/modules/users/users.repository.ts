import type { Insertable, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { type DataScope, inDataScope } from '#server/modules/identity/data-scope.ts'
import type { UserTable } from '#server/modules/identity/identity.table.ts'

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

/** A new user (the import's; the dialog's goes through the resource); answers its id. */
export const insertUser = async (db: Db, row: Insertable<UserTable>): Promise<number> =>
  (await db.insertInto('sysUser').values(row).returning('id').executeTakeFirstOrThrow()).id

/** Changes a user whatever its version (bumping it): a status, a password, an import. */
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

export const findDeptOptions = (db: Db) =>
  db
    .selectFrom('sysDept')
    .select(['id', 'parentId', 'name', 'status'])
    .orderBy('parentId')
    .orderBy('sort')
    .orderBy('id')
    .execute()
