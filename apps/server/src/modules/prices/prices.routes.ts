import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { xlsxHandler } from '#server/lib/resource.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import {
  exportSitePrices,
  getSitePrice,
  listPriceSites,
  pageSitePrices,
  removeSitePrices,
  saveSitePrice,
} from './prices.service.ts'

/** 价格管理 (/system/priceManagement). */
export function registerPriceRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  const e = API.prices
  registerEndpoint(api, ep, e.page, ({ query }) => pageSitePrices(db, query))
  registerEndpoint(api, ep, e.detail, ({ query }) => getSitePrice(db, query.guid))
  registerEndpoint(api, ep, e.sites, () => listPriceSites(db))
  registerEndpoint(api, ep, e.addOrUpdate, ({ body, user }) =>
    saveSitePrice(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, e.delete, ({ body }) => removeSitePrices(db, body.guids))
  registerEndpoint(api, ep, e.export, xlsxHandler(db, 'export.price.sheet', exportSitePrices))
}
