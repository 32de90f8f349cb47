import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { backgroundImage, versionList } from './app-info.service.ts'

/** The sign-in background and the version history (API.auth.backgroundImage, versionList). */
export function registerAppInfoRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  registerEndpoint(api, ep, API.auth.backgroundImage, () => backgroundImage(deps.db))
  registerEndpoint(api, ep, API.auth.versionList, () => versionList(deps.db))
}
