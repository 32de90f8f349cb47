import type { RoleQuery } from '@app/contracts'
import type { Insertable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contains } from '#server/lib/like.ts'
import { countOf, updaterAtVersion } from '#server/lib/resource.ts'
import type { RoleTable } from '#server/modules/identity/identity.table.ts'

type RoleFilter = Omit<RoleQuery, 'page' | 'pageSize'>

const roleWhere = (db: Db, { roleName, roleKey, status }: RoleFilter) => {
  let q = db.selectFrom('sysRole as r')
  if (roleName) q = q.where((eb) => contains(eb.ref('r.roleName'), roleName))
  if (roleKey) q = q.where((eb) => contains(eb.ref('r.roleKey'), roleKey))
  if (status !== undefined) q = q.where('r.status', '=', status)
  return q
}

/** Roles with how many users hold each. */
export async function findRoles(db: Db, f: RoleFilter, window: { limit: number; offset: number }) {
  return roleWhere(db, f)
    .selectAll('r')
    .select((eb) =>
      eb
        .selectFrom('sysUserRole as ur')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('ur.roleId', '=', 'r.id')
        .as('userCount'),
    )
    .orderBy('r.sort')
    .orderBy('r.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute()
}
export type RoleListRecord = Awaited<ReturnType<typeof findRoles>>[number]

export const countRoles = (db: Db, f: RoleFilter) => countOf(roleWhere(db, f))

export const findRole = (db: Db, guid: string) =>
  db
    .selectFrom('sysRole as r')
    .selectAll('r')
    .select((eb) =>
      eb
        .selectFrom('sysUserRole as ur')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('ur.roleId', '=', 'r.id')
        .as('userCount'),
    )
    .where('r.guid', '=', guid)
    .executeTakeFirst()

export const findRolesByGuids = (db: Db, guids: readonly string[]) =>
  db
    .selectFrom('sysRole as r')
    .select(['r.id', 'r.roleKey', 'r.roleName'])
    .select((eb) =>
      eb
        .selectFrom('sysUserRole as ur')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('ur.roleId', '=', 'r.id')
        .as('userCount'),
    )
    .where('r.guid', 'in', guids)
    .execute()

export async function findRoleKeyOwner(db: Db, roleKey: string) {
  return db.selectFrom('sysRole').select('guid').where('roleKey', '=', roleKey).executeTakeFirst()
}

export async function findRoleGrants(db: Db, roleId: number) {
  const [menus, systems, depts] = await Promise.all([
    db.selectFrom('sysRoleMenu').select('menuId').where('roleId', '=', roleId).execute(),
    db.selectFrom('sysRoleSystem').select('systemCode').where('roleId', '=', roleId).execute(),
    db.selectFrom('sysRoleDept').select('deptId').where('roleId', '=', roleId).execute(),
  ])
  return {
    menuIds: menus.map((m) => m.menuId).sort((a, b) => a - b),
    systems: systems.map((s) => s.systemCode),
    deptIds: depts.map((d) => d.deptId).sort((a, b) => a - b),
  }
}

/** The ids among `ids` that name existing menus. */
export async function existingMenuIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db.selectFrom('sysMenu').select('id').where('id', 'in', ids).execute()
  return rows.map((r) => r.id)
}

export async function existingDeptIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db.selectFrom('sysDept').select('id').where('id', 'in', ids).execute()
  return rows.map((r) => r.id)
}

export async function insertRole(db: Db, row: Insertable<RoleTable>): Promise<number> {
  await db.insertInto('sysRole').values(row).execute()
  const created = await db
    .selectFrom('sysRole')
    .select('id')
    .where('guid', '=', row.guid)
    .executeTakeFirstOrThrow()
  return created.id
}

/** Updates at `version` (bumping it); false when no row matched. */
export const updateRoleAtVersion = updaterAtVersion('sysRole')

export async function replaceRoleMenus(db: Db, roleId: number, menuIds: readonly number[]) {
  await db.deleteFrom('sysRoleMenu').where('roleId', '=', roleId).execute()
  if (menuIds.length)
    await db
      .insertInto('sysRoleMenu')
      .values(menuIds.map((menuId) => ({ roleId, menuId })))
      .execute()
}

export async function replaceRoleSystems(db: Db, roleId: number, codes: readonly string[]) {
  await db.deleteFrom('sysRoleSystem').where('roleId', '=', roleId).execute()
  if (codes.length)
    await db
      .insertInto('sysRoleSystem')
      .values(codes.map((systemCode) => ({ roleId, systemCode })))
      .execute()
}

export async function replaceRoleDepts(db: Db, roleId: number, deptIds: readonly number[]) {
  await db.deleteFrom('sysRoleDept').where('roleId', '=', roleId).execute()
  if (deptIds.length)
    await db
      .insertInto('sysRoleDept')
      .values(deptIds.map((deptId) => ({ roleId, deptId })))
      .execute()
}

export async function deleteRoles(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('sysRoleMenu').where('roleId', 'in', ids).execute()
  await db.deleteFrom('sysRoleSystem').where('roleId', 'in', ids).execute()
  await db.deleteFrom('sysRoleDept').where('roleId', 'in', ids).execute()
  await db.deleteFrom('sysRole').where('id', 'in', ids).execute()
}

export const findDeptOptions = (db: Db) =>
  db
    .selectFrom('sysDept')
    .select(['id', 'parentId', 'name'])
    .orderBy('sort')
    .orderBy('id')
    .execute()
