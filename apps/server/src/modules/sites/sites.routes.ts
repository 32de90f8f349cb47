import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { pick } from '#server/lib/resource.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { sites } from './site.resource.ts'

/** 场地管理: the site tree the scheduling grid reads. */
export function registerSiteRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps
  registerResource(api, deps, sites)
  registerEndpoint(api, ep, API.sites.options, async () =>
    (await sites.list(db, {})).map((s) => pick(s, 'guid', 'name', 'parentGuid', 'bookable')),
  )
  registerEndpoint(api, ep, API.sites.templateOptions, async () =>
    (
      await db
        .selectFrom('scheduleTemplate')
        .select(['id', 'name', 'isDefault'])
        .orderBy('sort')
        .orderBy('id')
        .execute()
    ).map((r) => ({ ...r, isDefault: r.isDefault === 1 ? (1 as const) : (0 as const) })),
  )
}
