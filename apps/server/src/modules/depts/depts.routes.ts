import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { xlsxHandler } from '#server/lib/resource.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { exportDepts, getDept, listDepts, removeDepts, saveDept } from './depts.service.ts'

/** 部门管理 (/system/dept). */
export function registerDeptRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const D = API.depts

  registerEndpoint(api, ep, D.list, ({ query }) => listDepts(db, query))
  registerEndpoint(api, ep, D.detail, ({ query }) => getDept(db, query.guid))
  registerEndpoint(api, ep, D.addOrUpdate, ({ body, user }) => saveDept(db, user, body, Date.now()))
  registerEndpoint(api, ep, D.delete, ({ body }) => removeDepts(db, body.guids))
  registerEndpoint(api, ep, D.export, xlsxHandler(db, 'export.dept.sheet', exportDepts))
}
