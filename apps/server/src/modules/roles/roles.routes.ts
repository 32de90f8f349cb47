import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { xlsxHandler } from '#server/lib/resource.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import {
  changeRoleStatus,
  exportRoles,
  getRole,
  pageRoles,
  removeRoles,
  roleDeptOptions,
  saveRole,
  saveRoleDataScope,
} from './roles.service.ts'

/** /system/role (角色管理). */
export function registerRoleRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const R = API.roles

  registerEndpoint(api, ep, R.page, ({ query }) => pageRoles(db, query))
  registerEndpoint(api, ep, R.detail, ({ query }) => getRole(db, query.guid))
  registerEndpoint(api, ep, R.addOrUpdate, ({ body, user }) => saveRole(db, user, body, Date.now()))
  registerEndpoint(api, ep, R.delete, ({ body }) => removeRoles(db, body.guids))
  registerEndpoint(api, ep, R.changeStatus, ({ body }) =>
    changeRoleStatus(db, body.guid, body.status, Date.now()),
  )
  registerEndpoint(api, ep, R.dataScope, ({ body }) => saveRoleDataScope(db, body, Date.now()))
  registerEndpoint(api, ep, R.deptTree, () => roleDeptOptions(db))
  registerEndpoint(api, ep, R.export, xlsxHandler(db, 'export.role.sheet', exportRoles))
}
