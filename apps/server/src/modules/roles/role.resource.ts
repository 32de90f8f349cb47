import { ADMIN_ROLE_KEY, API, type DataScope, SYSTEM_CODES } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { pick, recordFields } from '#server/lib/resource.ts'
import { allExist, checkUnique, countsBy, sheetTail } from '#server/lib/resource-rules.ts'
import { DATA_SCOPE } from '#server/modules/identity/data-scope.ts'
import { forgetGrants } from '#server/modules/identity/session.service.ts'
import { grantLimitsOf, roleGrantsOf } from './grant-limits.ts'
import { AppError } from '#server/plugins/app-error.ts'

const toDataScope = (n: number): DataScope => (n >= 1 && n <= 5 ? (n as DataScope) : 5)

/** The admin role keeps its key and stays enabled: without it nobody could repair the rest. */
export function guardAdmin(
  current: { roleKey: string },
  next: { roleKey?: string; status?: number },
) {
  if (current.roleKey !== ADMIN_ROLE_KEY) return
  if (next.roleKey !== undefined && next.roleKey !== ADMIN_ROLE_KEY)
    throw AppError.invalidField('roleKey', 'role.adminFixed')
  if (next.status === 0) throw AppError.conflict('role.adminFixed')
}

/** How many users hold each of the roles `ids`. */
const holders = (db: Db, ids: readonly number[]) => countsBy(db, 'sysUserRole', 'roleId', ids)

/** Per role id, the values of one kind of grant. */
const byRole = <V>(rows: { roleId: number; v: V }[]) => {
  const map = new Map<number, V[]>()
  for (const r of rows) map.set(r.roleId, [...(map.get(r.roleId) ?? []), r.v])
  return map
}
const ascending = (ids: number[] | undefined) => [...(ids ?? [])].sort((a, b) => a - b)

/** Replaces what a role grants of each kind given: menus, subsystems, departments. */
export async function regrant(
  trx: Db,
  roleId: number,
  g: { menuIds?: readonly number[]; systems?: readonly string[]; deptIds?: readonly number[] },
): Promise<void> {
  if (g.menuIds) {
    await trx.deleteFrom('sysRoleMenu').where('roleId', '=', roleId).execute()
    const values = [...new Set(g.menuIds)].map((menuId) => ({ roleId, menuId }))
    if (values.length) await trx.insertInto('sysRoleMenu').values(values).execute()
  }
  if (g.systems) {
    await trx.deleteFrom('sysRoleSystem').where('roleId', '=', roleId).execute()
    const values = [...new Set(g.systems)].map((systemCode) => ({ roleId, systemCode }))
    if (values.length) await trx.insertInto('sysRoleSystem').values(values).execute()
  }
  if (g.deptIds) {
    await trx.deleteFrom('sysRoleDept').where('roleId', '=', roleId).execute()
    const values = [...new Set(g.deptIds)].map((deptId) => ({ roleId, deptId }))
    if (values.length) await trx.insertInto('sysRoleDept').values(values).execute()
  }
}

/** 角色管理 (/system/role): roles, their holders and what they grant. */
export const roles = defineResource({
  table: 'sysRole',
  endpoints: API.roles,
  filters: {
    roleName: (eb, v) => contains(eb.ref('roleName'), v),
    roleKey: (eb, v) => contains(eb.ref('roleKey'), v),
    status: (eb, v) => eb('status', '=', v),
  },
  orderBy: (q) => q.orderBy('sort').orderBy('id'),
  // each role's holders and grants (the list shows the count, the detail the grants)
  lookup: async (db, rows) => {
    const ids = rows.map((r) => r.id)
    const of = <C extends 'menuId' | 'systemCode' | 'deptId'>(
      table: 'sysRoleMenu' | 'sysRoleSystem' | 'sysRoleDept',
      column: C,
    ) =>
      db
        .selectFrom(table)
        .select(['roleId', `${column} as v`])
        .where('roleId', 'in', ids)
    const [users, menus, systems, depts] = await Promise.all([
      holders(db, ids),
      ids.length ? of('sysRoleMenu', 'menuId').execute() : [],
      ids.length ? of('sysRoleSystem', 'systemCode').execute() : [],
      ids.length ? of('sysRoleDept', 'deptId').execute() : [],
    ])
    return { users, menus: byRole(menus), systems: byRole(systems), depts: byRole(depts) }
  },
  toItem: (r, g) => ({
    ...pick(r, 'guid', 'id', 'roleName', 'roleKey'),
    dataScope: toDataScope(r.dataScope),
    userCount: g.users.get(r.id) ?? 0,
    ...recordFields(r),
    menuIds: ascending(g.menus.get(r.id)),
    systems: SYSTEM_CODES.filter((c) => g.systems.get(r.id)?.includes(c)),
    deptIds: ascending(g.depts.get(r.id)),
  }),
  // the list leaves out what each role grants
  toRow: ({ menuIds: _m, systems: _s, deptIds: _d, ...role }) => role,
  sheetName: 'export.role.sheet',
  sheet: [
    { key: 'id', width: 10 },
    { key: 'roleName', header: 'system.role.name', width: 20 },
    { key: 'roleKey', header: 'system.role.key', width: 20 },
    { key: 'sort', header: 'common.list.sort', width: 8 },
    { key: 'dataScope', width: 20, value: (r, t) => t(`system.role.scope${r.dataScope}`) },
  ],
  sheetTail: sheetTail('status', 'remark', 'createdAt'),
  ownerless: true,
  toColumns: ({ menuIds: _m, systems: _s, ...fields }) => fields,
  beforeSave: async ({ trx, fields, stored, guid, user }) => {
    await checkUnique(trx, 'sysRole', guid, 'roleKey', fields.roleKey, 'role.keyTaken')
    if (!(await allExist(trx, 'sysMenu', fields.menuIds)))
      throw AppError.invalidField('menuIds', 'role.unknownMenu')
    if (stored) guardAdmin(stored, fields)
    // only what the caller holds goes into a role (the admin role stays the admin's)
    const limits = await grantLimitsOf(trx, user)
    const before = stored && (await roleGrantsOf(trx, [stored.id])).get(stored.id)
    await limits.check(
      { ...fields, dataScope: before?.dataScope ?? DATA_SCOPE.self, deptIds: [] },
      before ?? { menuIds: [], systems: [], dataScope: DATA_SCOPE.self, deptIds: [] },
    )
    // a new role sees what its maker sees until its data scope is set: all data, or the
    // maker's own rows (a scope the maker holds, whatever it is)
    if (!stored) return { dataScope: limits.seesAll ? DATA_SCOPE.all : DATA_SCOPE.self }
  },
  afterSave: ({ trx, fields, id }) => regrant(trx, id, fields),
  // the admin role and roles in use answer 409 and nothing is deleted; grants go with a role
  beforeDelete: async (trx, guids) => {
    const rs = await trx
      .selectFrom('sysRole')
      .select(['id', 'roleKey', 'roleName'])
      .where('guid', 'in', guids)
      .execute()
    if (rs.some((r) => r.roleKey === ADMIN_ROLE_KEY)) throw AppError.conflict('role.adminFixed')
    const ids = rs.map((r) => r.id)
    const counts = await holders(trx, ids)
    const used = rs.find((r) => counts.has(r.id))
    if (used)
      throw AppError.conflict('role.inUse', {
        name: used.roleName,
        count: counts.get(used.id) ?? 0,
      })
    for (const r of rs) await regrant(trx, r.id, { menuIds: [], systems: [], deptIds: [] })
  },
  // the holders' permissions change with the role: no cached copy may outlive it
  afterCommit: (db) => forgetGrants(db),
})
