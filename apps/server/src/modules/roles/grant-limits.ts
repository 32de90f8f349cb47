// Nobody hands out what they do not hold (docs/product/system.md "Handing out rights"):
// a caller may put into a role, or give a user by a role (assign, create with, import with),
// only menus and subsystems it holds itself and a data scope no wider than its own, and may
// place users only in departments of its own data scope; a holder of `*:*:*` may do all of
// it. Nobody changes their own roles. A refusal is a 403 that names what was refused.
import { ADMIN_ROLE_KEY, ALL_PERMISSIONS } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { DATA_SCOPE, dataScopeOf } from '#server/modules/identity/data-scope.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

/** What a role hands out to whoever holds it. */
export interface RoleGrant {
  roleKey?: string
  menuIds: readonly number[]
  systems: readonly string[]
  dataScope: number
  deptIds: readonly number[]
}

/** How far a scope that follows its holder reaches: self < own department < and below. */
const WIDTH: Record<number, number> = {
  [DATA_SCOPE.self]: 0,
  [DATA_SCOPE.ownDept]: 1,
  [DATA_SCOPE.ownDeptAndBelow]: 2,
}

/** A refusal: 403, its message naming what was refused (at most three of them). */
const refuse = (key: string, names: readonly string[] = []) =>
  AppError.forbidden(`grant.${key}`, { names: names.slice(0, 3).join('、') })

/**
 * What the caller may hand out, read once per call: `check` refuses a grant beyond it and
 * `checkDept` a department outside the caller's data scope. A `*:*:*` holder is refused nothing.
 */
export async function grantLimitsOf(db: Db, user: AuthUser) {
  const everything = user.permissions.includes(ALL_PERMISSIONS)
  const scope = await dataScopeOf(db, user)
  const held = db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .where('ur.userId', '=', user.id)
    .where('r.status', '=', 1)
  const [menus, systems] = everything
    ? [[], []]
    : await Promise.all([
        held.innerJoin('sysRoleMenu as g', 'g.roleId', 'r.id').select('g.menuId').execute(),
        held.innerJoin('sysRoleSystem as g', 'g.roleId', 'r.id').select('g.systemCode').execute(),
      ])
  const menuIds = new Set(menus.map((m) => m.menuId))
  const systemCodes = new Set(systems.map((s) => s.systemCode))
  const width = Math.max(-1, ...user.dataScopes.map((s) => WIDTH[s] ?? -1))
  const inScope = (deptId: number | null) =>
    scope.all || (deptId !== null && scope.deptIds.includes(deptId))

  /** Refuses what `grant` adds beyond the caller's own (only its additions, when `before` is given). */
  const check = async (grant: RoleGrant, before?: RoleGrant) => {
    if (everything) return
    if (grant.roleKey === ADMIN_ROLE_KEY) throw refuse('admin')
    const added = <T>(next: readonly T[], old: readonly T[] | undefined) =>
      next.filter((x) => !old?.includes(x))
    const menusBeyond = added(grant.menuIds, before?.menuIds).filter((id) => !menuIds.has(id))
    if (menusBeyond.length) {
      const names = await db
        .selectFrom('sysMenu')
        .select('menuName')
        .where('id', 'in', menusBeyond)
        .orderBy('id')
        .execute()
      throw refuse(
        'menus',
        names.map((m) => m.menuName),
      )
    }
    const systemsBeyond = added(grant.systems, before?.systems).filter((c) => !systemCodes.has(c))
    if (systemsBeyond.length) {
      const names = await db
        .selectFrom('sysSystem')
        .select('name')
        .where('code', 'in', systemsBeyond)
        .orderBy('sort')
        .execute()
      throw refuse(
        'systems',
        names.map((n) => n.name),
      )
    }
    const sameScope =
      before?.dataScope === grant.dataScope && !added(grant.deptIds, before.deptIds).length
    if (sameScope || scope.all) return
    const wider =
      grant.dataScope === DATA_SCOPE.customDepts
        ? grant.deptIds.some((id) => !inScope(id))
        : (WIDTH[grant.dataScope] ?? Infinity) > width
    if (wider) throw refuse('dataScope')
  }

  /** Refuses a department outside the caller's data scope (by its name). */
  const checkDept = async (deptId: number | null) => {
    if (everything || inScope(deptId)) return
    if (deptId === null) throw refuse('noDept')
    const dept = await db
      .selectFrom('sysDept')
      .select('name')
      .where('id', '=', deptId)
      .executeTakeFirst()
    throw refuse('dept', [dept?.name ?? ''])
  }
  return {
    check,
    checkDept,
    /** The department is one the caller's data scope reaches (a `*:*:*` holder's: all). */
    reaches: (deptId: number | null) => everything || inScope(deptId),
    /** The caller sees all data (a `*:*:*` holder, or a role of data scope 1). */
    seesAll: everything || scope.all,
  }
}

/** What each of these roles hands out, by role id. */
export async function roleGrantsOf(
  db: Db,
  roleIds: readonly number[],
): Promise<Map<number, RoleGrant & { roleName: string }>> {
  if (!roleIds.length) return new Map()
  const [roles, menus, systems, depts] = await Promise.all([
    db
      .selectFrom('sysRole')
      .select(['id', 'roleKey', 'roleName', 'dataScope'])
      .where('id', 'in', roleIds)
      .execute(),
    db.selectFrom('sysRoleMenu').selectAll().where('roleId', 'in', roleIds).execute(),
    db.selectFrom('sysRoleSystem').selectAll().where('roleId', 'in', roleIds).execute(),
    db.selectFrom('sysRoleDept').selectAll().where('roleId', 'in', roleIds).execute(),
  ])
  return new Map(
    roles.map((r) => [
      r.id,
      {
        ...r,
        menuIds: menus.filter((m) => m.roleId === r.id).map((m) => m.menuId),
        systems: systems.filter((s) => s.roleId === r.id).map((s) => s.systemCode),
        deptIds: depts.filter((d) => d.roleId === r.id).map((d) => d.deptId),
      },
    ]),
  )
}

/**
 * Refuses giving a user the roles `next` (ids) where they held `current`: changing one's own
 * roles, and any role added that hands out more than the caller holds (by the role's name).
 */
export async function checkRolesGiven(
  db: Db,
  user: AuthUser,
  target: { id: number } | null,
  current: readonly number[],
  next: readonly number[],
): Promise<void> {
  const added = next.filter((id) => !current.includes(id))
  const changed = added.length > 0 || current.some((id) => !next.includes(id))
  if (target?.id === user.id && changed) throw refuse('ownRoles')
  if (!added.length) return
  const limits = await grantLimitsOf(db, user)
  for (const role of (await roleGrantsOf(db, added)).values()) {
    try {
      await limits.check(role)
    } catch (error) {
      if (error instanceof AppError) throw refuse('role', [role.roleName])
      throw error
    }
  }
}

/** The ids of the roles a user holds now. */
export const roleIdsHeldBy = async (db: Db, userId: number): Promise<number[]> =>
  (await db.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute()).map(
    (r) => r.roleId,
  )
