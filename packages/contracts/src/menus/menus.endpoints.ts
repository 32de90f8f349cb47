import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import {
  menuIdQuerySchema,
  menuIdsBodySchema,
  menuQuerySchema,
  menuSaveSchema,
  menuSchema,
  moduleSaveSchema,
  moduleSchema,
} from './menus.schemas.ts'

const base = '/cloud-user/api/system'
const M = PERMISSIONS.menu
const R = PERMISSIONS.role
const S = PERMISSIONS.module

/**
 * /system/menu (菜单管理) and /system/module (模块管理). Menus are a tree without paging and
 * keyed by id (the seed gives stable ids); subsystems are only edited, never added.
 */
export const menuEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/menu/list`,
    auth: 'token',
    // the role dialog's permission tree reads the same list
    permission: [M.list, R.query, R.add, R.edit],
    query: menuQuerySchema,
    response: z.array(menuSchema),
    summary: 'Menus: the filtered list (flat, nested by parentId)',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${base}/menu/detail`,
    auth: 'token',
    permission: M.query,
    query: menuIdQuerySchema,
    response: menuSchema,
    summary: 'Menus: one menu',
  }),
  addOrUpdate: defineEndpoint({
    method: 'POST',
    path: `${base}/menu/addOrUpdate`,
    auth: 'token',
    permission: [M.add, M.edit],
    body: menuSaveSchema,
    response: menuSchema,
    summary: 'Menus: create (no id) or update (id + version; stale -> 409)',
    audit: { module: 'venue.route.menu', action: 'save' },
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${base}/menu/delete`,
    auth: 'token',
    permission: M.remove,
    body: menuIdsBodySchema,
    response: z.null(),
    summary: 'Menus: delete (not with children or when a role holds it)',
    audit: { module: 'venue.route.menu', action: 'delete' },
  }),
  moduleList: defineEndpoint({
    method: 'GET',
    path: `${base}/module/list`,
    auth: 'token',
    permission: S.list,
    response: z.array(moduleSchema),
    summary: 'Subsystems: all of them',
  }),
  moduleUpdate: defineEndpoint({
    method: 'POST',
    path: `${base}/module/update`,
    auth: 'token',
    permission: S.edit,
    body: moduleSaveSchema,
    response: moduleSchema,
    summary: 'Subsystems: rename, reorder, enable or disable (version; stale -> 409)',
    audit: { module: 'venue.route.module', action: 'edit' },
  }),
}
