import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/app.ts'
import { xlsxHandler } from '#server/lib/resource.ts'
import { registerEndpoint } from '#server/plugins/endpoint.ts'
import {
  exportVenueResources,
  getVenueResource,
  pageVenueResources,
  removeVenueResources,
  saveVenueResource,
} from './resources.service.ts'

/** 资源管理: LED screens, advertising positions, parking areas, equipment. */
export function registerResourceRoutes(api: FastifyInstance, deps: AppDeps): void {
  const ep = { db: deps.db, sessionIdleMinutes: deps.config.sessionIdleMinutes }
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
