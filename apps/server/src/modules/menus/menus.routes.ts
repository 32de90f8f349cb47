import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { menus } from './menu.resource.ts'
import { listModules, updateModule } from './subsystems.service.ts'

/** /system/menu (菜单管理) and /system/module (模块管理). */
export function registerMenuRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const M = API.menus
  // the menu calls are keyed by id and have no export: not registerResource's five, so each
  // is bound here to what the definition answers
  registerEndpoint(api, ep, M.list, ({ query }) => menus.list(db, query))
  registerEndpoint(api, ep, M.detail, ({ query }) => menus.detail(db, query.id))
  registerEndpoint(api, ep, M.addOrUpdate, ({ body, user }) =>
    menus.save(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, M.delete, ({ body }) => menus.remove(db, body.ids))
  registerEndpoint(api, ep, M.moduleList, () => listModules(db))
  registerEndpoint(api, ep, M.moduleUpdate, ({ body }) => updateModule(db, body, Date.now()))
}
