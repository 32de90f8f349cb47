import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/app.ts'
import { xlsxHandler } from '#server/lib/resource.ts'
import { registerEndpoint } from '#server/plugins/endpoint.ts'
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
export function registerSiteRoutes(api: FastifyInstance, deps: AppDeps): void {
  const ep = { db: deps.db, sessionIdleMinutes: deps.config.sessionIdleMinutes }
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
