import {
  ADMIN_ROLE_KEY,
  type DataScope,
  type PageResult,
  PERMISSIONS,
  type Role,
  type RoleDetail,
  type RoleDeptOption,
  type RoleQuery,
  type SystemCode,
  SYSTEM_CODES,
  type roleDataScopeBodySchema,
  type roleSaveSchema,
} from '@app/contracts'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { type Lang, registerMessages, translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import {
  EXPORT_WINDOW,
  checkSave,
  formatTime,
  found,
  pageOf,
  pageWindow,
  recordFields,
  versionMissError,
  xlsxOf,
} from '#server/lib/resource.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { forgetGrants } from '#server/modules/identity/session.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  countRoles,
  deleteRoles,
  existingDeptIds,
  existingMenuIds,
  findDeptOptions,
  findRole,
  findRoleGrants,
  findRoleKeyOwner,
  findRoles,
  findRolesByGuids,
  insertRole,
  replaceRoleDepts,
  replaceRoleMenus,
  replaceRoleSystems,
  type RoleListRecord,
  updateRoleAtVersion,
} from './roles.repository.ts'

registerMessages({
  'role.keyTaken': {
    zh: '权限字符已存在',
    en: 'This role key is already in use',
    es: 'Esta clave de rol ya está en uso',
    ja: 'この権限文字はすでに使われています',
  },
  'role.inUse': {
    zh: '角色"{name}"已分配给{count}个用户，不能删除',
    en: 'Role "{name}" is assigned to {count} users and cannot be deleted',
    es: 'El rol "{name}" está asignado a {count} usuarios y no se puede eliminar',
    ja: 'ロール「{name}」は{count}人のユーザーに割り当てられているため削除できません',
  },
  'role.adminFixed': {
    zh: '超级管理员角色不允许删除、停用或修改权限字符',
    en: 'The administrator role cannot be deleted, disabled or renamed',
    es: 'El rol de administrador no se puede eliminar, desactivar ni renombrar',
    ja: '管理者ロールは削除・停止・権限文字の変更ができません',
  },
  'role.unknownMenu': {
    zh: '包含不存在的菜单',
    en: 'Some of the menus do not exist',
    es: 'Algunos menús no existen',
    ja: '存在しないメニューが含まれています',
  },
  'role.unknownDept': {
    zh: '包含不存在的部门',
    en: 'Some of the departments do not exist',
    es: 'Algunos departamentos no existen',
    ja: '存在しない部署が含まれています',
  },
  'export.role.sheet': { zh: '角色数据', en: 'Roles', es: 'Roles', ja: 'ロール' },
  'export.role.id': { zh: '角色编号', en: 'Role ID', es: 'ID de rol', ja: 'ロールID' },
  'export.role.name': { zh: '角色名称', en: 'Role name', es: 'Nombre del rol', ja: 'ロール名' },
  'export.role.key': { zh: '权限字符', en: 'Role key', es: 'Clave del rol', ja: '権限文字' },
  'export.role.dataScope': {
    zh: '数据范围',
    en: 'Data scope',
    es: 'Alcance de datos',
    ja: 'データ範囲',
  },
  'export.role.scope1': { zh: '全部数据权限', en: 'All data', es: 'Todos', ja: '全データ' },
  'export.role.scope2': {
    zh: '自定数据权限',
    en: 'Custom departments',
    es: 'Departamentos elegidos',
    ja: 'カスタム部署',
  },
  'export.role.scope3': {
    zh: '本部门数据权限',
    en: 'Own department',
    es: 'Departamento propio',
    ja: '所属部署のみ',
  },
  'export.role.scope4': {
    zh: '本部门及以下数据权限',
    en: 'Own department and below',
    es: 'Departamento propio y dependientes',
    ja: '所属部署以下',
  },
  'export.role.scope5': {
    zh: '仅本人数据权限',
    en: 'Own records only',
    es: 'Solo los propios',
    ja: '本人のみ',
  },
  'export.role.createdAt': { zh: '创建时间', en: 'Created', es: 'Creado', ja: '作成日時' },
})

const toDataScope = (n: number): DataScope => (n >= 1 && n <= 5 ? (n as DataScope) : 5)

const toRole = (r: RoleListRecord): Role => ({
  guid: r.guid,
  id: r.id,
  roleName: r.roleName,
  roleKey: r.roleKey,
  dataScope: toDataScope(r.dataScope),
  userCount: Number(r.userCount ?? 0),
  ...recordFields(r),
})

export async function pageRoles(db: Db, q: RoleQuery): Promise<PageResult<Role>> {
  return pageOf(findRoles(db, q, pageWindow(q)), countRoles(db, q), toRole)
}

export async function getRole(db: Db, guid: string): Promise<RoleDetail> {
  const row = found(await findRole(db, guid))
  const grants = await findRoleGrants(db, row.id)
  return {
    ...toRole(row),
    menuIds: grants.menuIds,
    systems: grants.systems.filter((c): c is SystemCode =>
      (SYSTEM_CODES as readonly string[]).includes(c),
    ),
    deptIds: grants.deptIds,
  }
}

/** The admin role keeps its key and stays enabled: without it nobody could repair the rest. */
function guardAdmin(current: { roleKey: string }, next: { roleKey?: string; status?: number }) {
  if (current.roleKey !== ADMIN_ROLE_KEY) return
  if (next.roleKey !== undefined && next.roleKey !== ADMIN_ROLE_KEY)
    throw AppError.invalidField('roleKey', 'role.adminFixed')
  if (next.status === 0) throw AppError.conflict('role.adminFixed')
}

export async function saveRole(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof roleSaveSchema>,
  now: number,
): Promise<RoleDetail> {
  checkSave(user, PERMISSIONS.role, input)
  const { guid, version, menuIds, systems, ...fields } = input
  const menus = [...new Set(menuIds)]
  const result = await db.transaction().execute(async (trx) => {
    const owner = await findRoleKeyOwner(trx, fields.roleKey)
    if (owner && owner.guid !== guid) throw AppError.invalidField('roleKey', 'role.keyTaken')
    if ((await existingMenuIds(trx, menus)).length !== menus.length)
      throw AppError.invalidField('menuIds', 'role.unknownMenu')
    let target = guid
    let roleId: number
    if (!target) {
      target = newGuid()
      roleId = await insertRole(trx, {
        ...fields,
        guid: target,
        dataScope: 1,
        createdAt: now,
        updatedAt: now,
      })
    } else {
      const current = await findRole(trx, target)
      if (!current) throw AppError.notFound()
      guardAdmin(current, fields)
      if (!(await updateRoleAtVersion(trx, target, version ?? 0, { ...fields, updatedAt: now }))) {
        const stale = target
        throw await versionMissError(async () => (await findRole(trx, stale)) !== undefined)
      }
      roleId = current.id
    }
    await replaceRoleMenus(trx, roleId, menus)
    await replaceRoleSystems(trx, roleId, [...new Set(systems)])
    return getRole(trx, target)
  })
  // the holders' permissions change with the role: no cached copy may outlive it
  forgetGrants(db)
  return result
}

export async function changeRoleStatus(
  db: Db,
  guid: string,
  status: 0 | 1,
  now: number,
): Promise<Role> {
  const current = await findRole(db, guid)
  if (!current) throw AppError.notFound()
  guardAdmin(current, { status })
  await db
    .updateTable('sysRole')
    .set((eb) => ({ status, updatedAt: now, version: eb('version', '+', 1) }))
    .where('guid', '=', guid)
    .execute()
  forgetGrants(db)
  return getRole(db, guid)
}

export async function saveRoleDataScope(
  db: Db,
  input: z.infer<typeof roleDataScopeBodySchema>,
  now: number,
): Promise<RoleDetail> {
  const deptIds = input.dataScope === 2 ? [...new Set(input.deptIds)] : []
  const result = await db.transaction().execute(async (trx) => {
    const current = await findRole(trx, input.guid)
    if (!current) throw AppError.notFound()
    if ((await existingDeptIds(trx, deptIds)).length !== deptIds.length)
      throw AppError.invalidField('deptIds', 'role.unknownDept')
    if (
      !(await updateRoleAtVersion(trx, input.guid, input.version, {
        dataScope: input.dataScope,
        updatedAt: now,
      }))
    )
      throw AppError.conflict()
    await replaceRoleDepts(trx, current.id, deptIds)
    return getRole(trx, input.guid)
  })
  forgetGrants(db)
  return result
}

/** Deletes roles no user holds; the admin role and roles in use answer 409 and nothing is deleted. */
export async function removeRoles(db: Db, guids: readonly string[]): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const roles = await findRolesByGuids(trx, guids)
    if (roles.length === 0) throw AppError.notFound()
    if (roles.some((r) => r.roleKey === ADMIN_ROLE_KEY)) throw AppError.conflict('role.adminFixed')
    const used = roles.find((r) => Number(r.userCount ?? 0) > 0)
    if (used)
      throw AppError.conflict('role.inUse', {
        name: used.roleName,
        count: Number(used.userCount ?? 0),
      })
    await deleteRoles(
      trx,
      roles.map((r) => r.id),
    )
  })
  forgetGrants(db)
  return null
}

export async function roleDeptOptions(db: Db): Promise<RoleDeptOption[]> {
  return findDeptOptions(db)
}

/** The filtered list as an .xlsx (status and data scope as labels, in the caller's language). */
export async function exportRoles(
  db: Db,
  filter: Omit<RoleQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = await findRoles(db, filter, EXPORT_WINDOW)
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    h('role.sheet'),
    [
      { header: h('role.id'), width: 10, value: (r: RoleListRecord) => r.id },
      { header: h('role.name'), width: 20, value: (r) => r.roleName },
      { header: h('role.key'), width: 20, value: (r) => r.roleKey },
      { header: h('sort'), width: 8, value: (r) => r.sort },
      { header: h('role.dataScope'), width: 20, value: (r) => h(`role.scope${r.dataScope}`) },
      { header: h('status'), width: 8, value: (r) => h(r.status === 1 ? 'enabled' : 'disabled') },
      { header: h('remark'), width: 24, value: (r) => r.remark },
      { header: h('role.createdAt'), width: 20, value: (r) => formatTime(Number(r.createdAt)) },
    ],
    rows,
  )
}
