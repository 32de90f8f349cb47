import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { venueResources } from './venue-resource.resource.ts'

/** 资源管理: LED screens, advertising positions, parking areas, equipment. */
export function registerVenueResourceRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  registerResource(api, deps, venueResources)
}
