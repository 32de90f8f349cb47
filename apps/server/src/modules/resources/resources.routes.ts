import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { xlsxHandler } from '#server/lib/resource.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import {
  exportVenueResources,
  getVenueResource,
  pageVenueResources,
  removeVenueResources,
  saveVenueResource,
} from './resources.service.ts'

/** 资源管理: LED screens, advertising positions, parking areas, equipment. */
export function registerResourceRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const r = API.resources.resource
  registerEndpoint(api, ep, r.page, ({ query }) => pageVenueResources(db, query))
  registerEndpoint(api, ep, r.detail, ({ query }) => getVenueResource(db, query.guid))
  registerEndpoint(api, ep, r.addOrUpdate, ({ body, user }) =>
    saveVenueResource(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, r.delete, ({ body }) => removeVenueResources(db, body.guids))
  registerEndpoint(
    api,
    ep,
    r.export,
    xlsxHandler(db, 'export.resource.sheet', exportVenueResources),
  )
}
