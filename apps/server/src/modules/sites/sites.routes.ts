import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { xlsxHandler } from '#server/lib/resource.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import {
  exportSites,
  getSite,
  listSites,
  removeSites,
  saveSite,
  scheduleTemplateOptions,
  siteOptions,
} from './sites.service.ts'

/** 场地管理: the site tree the scheduling grid reads. */
export function registerSiteRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const s = API.sites.site
  registerEndpoint(api, ep, s.page, ({ query }) => listSites(db, query))
  registerEndpoint(api, ep, s.detail, ({ query }) => getSite(db, query.guid))
  registerEndpoint(api, ep, s.addOrUpdate, ({ body, user }) => saveSite(db, user, body, Date.now()))
  registerEndpoint(api, ep, s.delete, ({ body }) => removeSites(db, body.guids))
  registerEndpoint(api, ep, s.export, xlsxHandler(db, 'export.site.sheet', exportSites))
  registerEndpoint(api, ep, API.sites.options, () => siteOptions(db))
  registerEndpoint(api, ep, API.sites.templateOptions, () => scheduleTemplateOptions(db))
}
