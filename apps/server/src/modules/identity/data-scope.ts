import { ALL_PERMISSIONS } from '@app/contracts'
import { type Expression, type SqlBool, sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

/** Role data scopes (docs/product/system.md "Data scope"; sys_role.data_scope). */
export const DATA_SCOPE = {
  all: 1,
  customDepts: 2,
  ownDept: 3,
  ownDeptAndBelow: 4,
  self: 5,
} as const

/**
 * What a user may see of a resource that carries a department: everything, or the rows
 * of these departments plus (scope 5) their own. Scopes are OR-ed across the user's roles.
 */
export type DataScope = { all: true } | { all: false; deptIds: number[]; userId: number | null }

export async function dataScopeOf(db: Db, user: AuthUser): Promise<DataScope> {
  const scopes = new Set(user.dataScopes)
  if (user.permissions.includes(ALL_PERMISSIONS) || scopes.has(DATA_SCOPE.all)) return { all: true }
  const deptIds = new Set<number>()
  if (scopes.has(DATA_SCOPE.customDepts)) {
    const rows = await db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .innerJoin('sysRoleDept as rd', 'rd.roleId', 'r.id')
      .select('rd.deptId')
      .where('ur.userId', '=', user.id)
      .where('r.status', '=', 1)
      .where('r.dataScope', '=', DATA_SCOPE.customDepts)
      .execute()
    for (const r of rows) deptIds.add(r.deptId)
  }
  if (
    user.deptId !== null &&
    (scopes.has(DATA_SCOPE.ownDept) || scopes.has(DATA_SCOPE.ownDeptAndBelow))
  )
    deptIds.add(user.deptId)
  if (user.deptId !== null && scopes.has(DATA_SCOPE.ownDeptAndBelow)) {
    // ancestors is a '/1/4/' path of ancestor ids
    const below = await db
      .selectFrom('sysDept')
      .select('id')
      .where('ancestors', 'like', `%/${user.deptId}/%`)
      .execute()
    for (const r of below) deptIds.add(r.id)
  }
  return {
    all: false,
    deptIds: [...deptIds].sort((a, b) => a - b),
    userId: scopes.has(DATA_SCOPE.self) ? user.id : null,
  }
}

/**
 * The WHERE condition of a scoped list: `deptColumn` in the scope's departments, or
 * `userColumn` (the creator, or the user row itself) = the user for "self only".
 *
 * @example db.selectFrom('sysUser').where(inDataScope(scope, 'sysUser.deptId', 'sysUser.id'))
 */
export function inDataScope(
  scope: DataScope,
  deptColumn: string,
  userColumn: string | null,
): Expression<SqlBool> {
  if (scope.all) return sql<SqlBool>`1 = 1`
  const parts = []
  if (scope.deptIds.length) parts.push(sql`${sql.ref(deptColumn)} in (${sql.join(scope.deptIds)})`)
  if (scope.userId !== null && userColumn) parts.push(sql`${sql.ref(userColumn)} = ${scope.userId}`)
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`1 = 0`
}

/**
 * The owner a record is handed to (a customer's, a project's sales owner): an enabled user
 * the caller reaches, itself when `ownerId` is null (its department then stamps the record).
 * 400 on the field otherwise: a record handed beyond the caller's scope would vanish from
 * its list.
 */
export async function ownerInScope(
  db: Db,
  user: AuthUser,
  ownerId: number | null,
): Promise<{ id: number; deptId: number | null }> {
  const id = ownerId ?? user.id
  const owner = await db
    .selectFrom('sysUser')
    .select(['id', 'deptId', 'status'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!owner || owner.status !== 1) throw AppError.invalidField('ownerId', 'customer.ownerMissing')
  const scope = await dataScopeOf(db, user)
  if (
    !scope.all &&
    owner.id !== user.id &&
    !(owner.deptId !== null && scope.deptIds.includes(owner.deptId))
  )
    throw AppError.invalidField('ownerId', 'customer.ownerOutOfScope')
  return { id: owner.id, deptId: owner.deptId }
}
