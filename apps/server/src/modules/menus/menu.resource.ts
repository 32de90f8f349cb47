import { API, type Menu, PERMISSIONS, SYSTEM_CODES, type SystemCode } from '@app/contracts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { forgetGrants } from '#server/modules/identity/session.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { pick } from '#server/lib/resource.ts'

/** A subsystem's code as the contract knows it. */
export const toCode = (c: string): SystemCode =>
  (SYSTEM_CODES as readonly string[]).includes(c) ? (c as SystemCode) : 'venue'

/** Which parent type each type may hang under (root = the top of its subsystem). */
const PARENT_TYPES = { M: ['root', 'M'], C: ['root', 'M'], F: ['C'] }
const badParent = () => AppError.invalidField('parentId', 'menu.badParent')
const M = API.menus

/** 菜单管理 (/system/menu): each subsystem's menu tree, keyed by id (the seed fixes the ids). */
export const menus = defineResource({
  table: 'sysMenu',
  // a tree's calls keyed by id: `list` answers the whole list; no export
  endpoints: {
    names: { title: 'venue.route.menu', labels: 'system.menu' },
    permissions: PERMISSIONS.menu,
    page: M.list,
    detail: M.detail,
    addOrUpdate: M.addOrUpdate,
    delete: M.delete,
  },
  key: 'id',
  whole: 'list',
  filters: {
    systemCode: (eb, v) => eb('systemCode', '=', v),
    menuName: (eb, v) => contains(eb.ref('menuName'), v),
    status: (eb, v) => eb('status', '=', v),
  },
  orderBy: (q) => q.orderBy('parentId').orderBy('sort').orderBy('id'),
  toItem: (r): Menu => ({
    ...pick(r, 'id', 'parentId', 'menuName', 'path', 'sort', 'version'),
    systemCode: toCode(r.systemCode),
    menuType: r.menuType === 'M' || r.menuType === 'C' ? r.menuType : 'F',
    icon: r.icon ?? '',
    perms: r.perms ?? '',
    hidden: r.hidden === 1,
    status: r.status === 1 ? 1 : 0,
    updatedAt: Number(r.updatedAt),
  }),
  // a menu keeps no creation time
  stamp: (now) => ({ updatedAt: now }),
  // the fields follow the type: pages and groups have a route (and an icon), buttons a permission
  toColumns: ({ hidden, ...f }) => ({
    ...f,
    path: f.menuType === 'F' ? '' : f.path,
    icon: (f.menuType !== 'F' && f.icon) || null,
    perms: (f.menuType === 'F' && f.perms) || null,
    hidden: hidden ? 1 : 0,
  }),
  beforeSave: async ({ trx, fields: f, stored }) => {
    if (f.menuType === 'F' && !f.perms) throw AppError.invalidField('perms', 'menu.permsRequired')
    if (f.menuType !== 'F' && !f.path) throw AppError.invalidField('path', 'menu.pathRequired')
    const all = await trx
      .selectFrom('sysMenu')
      .select(['id', 'parentId', 'systemCode', 'menuType'])
      .execute()
    const parent = f.parentId === 0 ? undefined : all.find((m) => m.id === f.parentId)
    if (f.parentId !== 0 && parent?.systemCode !== f.systemCode) throw badParent()
    if (!PARENT_TYPES[f.menuType].includes(parent?.menuType ?? 'root')) throw badParent()
    // ids are not generated (the seed fixes them): a new menu's is the largest + 1
    if (!stored) return { id: Math.max(0, ...all.map((m) => m.id)) + 1 }
    // a menu cannot move under itself or one of its descendants
    const parents = new Map(all.map((m) => [m.id, m.parentId]))
    for (let p = f.parentId; p !== 0; p = parents.get(p) ?? 0)
      if (p === stored.id) throw badParent()
  },
  // one level at a time: a menu with children (even ones deleted alongside) stays, and so
  // does one a role holds
  beforeDelete: async (trx, ids) => {
    const child = await trx
      .selectFrom('sysMenu as c')
      .leftJoin('sysMenu as p', 'p.id', 'c.parentId')
      .select('p.menuName')
      .where('c.parentId', 'in', ids)
      .limit(1)
      .executeTakeFirst()
    if (child) throw AppError.conflict('menu.hasChildren', { name: child.menuName ?? '' })
    const held = await trx
      .selectFrom('sysRoleMenu as rm')
      .innerJoin('sysMenu as m', 'm.id', 'rm.menuId')
      .innerJoin('sysRole as r', 'r.id', 'rm.roleId')
      .select(['m.menuName', 'r.roleName'])
      .where('rm.menuId', 'in', ids)
      .limit(1)
      .executeTakeFirst()
    if (held) throw AppError.conflict('menu.assigned', { name: held.menuName, role: held.roleName })
  },
  // names, paths and permissions reach the holders at their next sign-in: drop cached grants
  afterCommit: forgetGrants,
})
