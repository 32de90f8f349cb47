import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import {
  getMenu,
  listMenus,
  listModules,
  removeMenus,
  saveMenu,
  updateModule,
} from './menus.service.ts'

/** /system/menu (菜单管理) and /system/module (模块管理). */
export function registerMenuRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const M = API.menus

  registerEndpoint(api, ep, M.list, ({ query }) => listMenus(db, query))
  registerEndpoint(api, ep, M.detail, ({ query }) => getMenu(db, query.id))
  registerEndpoint(api, ep, M.addOrUpdate, ({ body, user }) => saveMenu(db, user, body, Date.now()))
  registerEndpoint(api, ep, M.delete, ({ body }) => removeMenus(db, body.ids))
  registerEndpoint(api, ep, M.moduleList, () => listModules(db))
  registerEndpoint(api, ep, M.moduleUpdate, ({ body }) => updateModule(db, body, Date.now()))
}
