import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { findBookableSites, sitePrices } from './site-price.resource.ts'

/** 价格管理 (/system/priceManagement). */
export function registerPriceRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  registerResource(api, deps, sitePrices)
  registerEndpoint(api, endpointDeps(deps), API.prices.sites, () => findBookableSites(deps.db))
}
