import {
  type Menu,
  type MenuQuery,
  type Module,
  PERMISSIONS,
  type SystemCode,
  SYSTEM_CODES,
  type menuSaveSchema,
  type moduleSaveSchema,
} from '@app/contracts'
import type { Selectable } from 'kysely'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { registerMessages } from '#server/i18n/messages.ts'
import { checkSave, deletedOr404, found, versionMissError } from '#server/lib/resource.ts'
import type { MenuRow, SystemTable } from '#server/modules/identity/identity.table.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { forgetGrants } from '#server/modules/identity/session.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  countChildren,
  deleteMenus,
  findMenuHeldByRole,
  findMenuParents,
  findMenuRow,
  findMenuRows,
  findSystem,
  findSystems,
  insertMenu,
  nextMenuId,
  updateMenuAtVersion,
  updateSystemAtVersion,
} from './menus.repository.ts'

registerMessages({
  'menu.hasChildren': {
    zh: '菜单"{name}"存在子菜单，不允许删除',
    en: 'Menu "{name}" has sub-menus and cannot be deleted',
    es: 'El menú "{name}" tiene submenús y no se puede eliminar',
    ja: 'メニュー「{name}」にはサブメニューがあるため削除できません',
  },
  'menu.assigned': {
    zh: '菜单"{name}"已分配给角色"{role}"，不允许删除',
    en: 'Menu "{name}" is granted to role "{role}" and cannot be deleted',
    es: 'El menú "{name}" está asignado al rol "{role}" y no se puede eliminar',
    ja: 'メニュー「{name}」はロール「{role}」に割り当てられているため削除できません',
  },
  'menu.badParent': {
    zh: '上级菜单不合适',
    en: 'This parent menu is not allowed here',
    es: 'Este menú superior no está permitido',
    ja: 'この親メニューは選べません',
  },
  'menu.pathRequired': {
    zh: '路由地址不能为空',
    en: 'Enter the route path',
    es: 'Introduzca la ruta',
    ja: 'ルートパスを入力してください',
  },
  'menu.permsRequired': {
    zh: '按钮须选择权限字符',
    en: 'A button needs a permission',
    es: 'Un botón necesita un permiso',
    ja: 'ボタンには権限が必要です',
  },
})

const toCode = (c: string): SystemCode =>
  (SYSTEM_CODES as readonly string[]).includes(c) ? (c as SystemCode) : 'venue'

const toMenu = (r: MenuRow): Menu => ({
  id: r.id,
  parentId: r.parentId,
  systemCode: toCode(r.systemCode),
  menuName: r.menuName,
  menuType: r.menuType === 'M' || r.menuType === 'C' ? r.menuType : 'F',
  path: r.path,
  icon: r.icon ?? '',
  perms: r.perms ?? '',
  sort: r.sort,
  hidden: r.hidden === 1,
  status: r.status === 1 ? 1 : 0,
  updatedAt: Number(r.updatedAt),
  version: r.version,
})

export async function listMenus(db: Db, q: MenuQuery): Promise<Menu[]> {
  return (await findMenuRows(db, q)).map(toMenu)
}

export async function getMenu(db: Db, id: number): Promise<Menu> {
  return toMenu(found(await findMenuRow(db, id)))
}

/** Which parent type each type may hang under (0 = the top of its subsystem). */
const PARENT_TYPES: Record<Menu['menuType'], ReadonlyArray<string>> = {
  M: ['root', 'M'],
  C: ['root', 'M'],
  F: ['C'],
}

export async function saveMenu(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof menuSaveSchema>,
  now: number,
): Promise<Menu> {
  checkSave(user, PERMISSIONS.menu, { guid: input.id ? String(input.id) : undefined, ...input })
  const { id, version, hidden, ...fields } = input
  // the fields follow the type: pages and groups have a route, buttons a permission
  if (fields.menuType === 'F') {
    if (!fields.perms) throw AppError.invalidField('perms', 'menu.permsRequired')
    fields.path = ''
    fields.icon = ''
  } else {
    if (!fields.path) throw AppError.invalidField('path', 'menu.pathRequired')
    fields.perms = ''
  }
  const row = {
    ...fields,
    icon: fields.icon || null,
    perms: fields.perms || null,
    hidden: hidden ? 1 : 0,
    updatedAt: now,
  }
  const saved = await db.transaction().execute(async (trx) => {
    const parent = fields.parentId === 0 ? null : await findMenuRow(trx, fields.parentId)
    if (fields.parentId !== 0 && (!parent || parent.systemCode !== fields.systemCode))
      throw AppError.invalidField('parentId', 'menu.badParent')
    if (!PARENT_TYPES[fields.menuType].includes(parent ? parent.menuType : 'root'))
      throw AppError.invalidField('parentId', 'menu.badParent')
    let target = id
    if (target === undefined) {
      target = await nextMenuId(trx)
      await insertMenu(trx, { id: target, ...row })
    } else {
      // a menu cannot move under itself or one of its descendants
      const parents = new Map((await findMenuParents(trx)).map((m) => [m.id, m.parentId]))
      for (let p = fields.parentId; p !== 0; p = parents.get(p) ?? 0)
        if (p === target) throw AppError.invalidField('parentId', 'menu.badParent')
      if (!(await updateMenuAtVersion(trx, target, version ?? 0, row))) {
        const stale = target
        throw await versionMissError(async () => (await findMenuRow(trx, stale)) !== undefined)
      }
    }
    return getMenu(trx, target)
  })
  // names, paths and permissions reach the holders at their next sign-in; drop cached grants
  forgetGrants(db)
  return saved
}

export async function removeMenus(db: Db, ids: readonly number[]): Promise<null> {
  await db.transaction().execute(async (trx) => {
    // one level at a time: a menu with children (even ones deleted alongside) stays
    const child = await countChildren(trx, ids)
    if (child) {
      const parent = await findMenuRow(trx, child.parentId)
      throw AppError.conflict('menu.hasChildren', { name: parent?.menuName ?? '' })
    }
    const held = await findMenuHeldByRole(trx, ids)
    if (held) throw AppError.conflict('menu.assigned', { name: held.menuName, role: held.roleName })
    await deletedOr404(deleteMenus(trx, ids))
  })
  forgetGrants(db)
  return null
}

// --- subsystems (模块管理) ----------------------------------------------------------------

const toModule = (r: Selectable<SystemTable>): Module => ({
  code: toCode(r.code),
  name: r.name,
  sort: r.sort,
  status: r.status === 1 ? 1 : 0,
  remark: r.remark,
  updatedAt: Number(r.updatedAt),
  version: r.version,
})

/** Only the three known subsystems: the web's route tables are keyed by their codes. */
export async function listModules(db: Db): Promise<Module[]> {
  return (await findSystems(db))
    .filter((s) => (SYSTEM_CODES as readonly string[]).includes(s.code))
    .map(toModule)
}

export async function updateModule(
  db: Db,
  input: z.infer<typeof moduleSaveSchema>,
  now: number,
): Promise<Module> {
  const { code, version, ...fields } = input
  if (!(await updateSystemAtVersion(db, code, version, { ...fields, updatedAt: now })))
    throw await versionMissError(async () => (await findSystem(db, code)) !== undefined)
  // a disabled subsystem leaves the sign-in answer (identity findGrantedSystems)
  forgetGrants(db)
  return toModule(found(await findSystem(db, code)))
}
