import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/app.ts'
import { registerEndpoint } from '#server/plugins/endpoint.ts'
import { backgroundImage, versionList } from './system.service.ts'

/** The sign-in background and the version history (API.auth.backgroundImage, versionList). */
export function registerSystemRoutes(api: FastifyInstance, deps: AppDeps): void {
  const ep = { db: deps.db, sessionIdleMinutes: deps.config.sessionIdleMinutes }
  registerEndpoint(api, ep, API.auth.backgroundImage, () => backgroundImage(deps.db))
  registerEndpoint(api, ep, API.auth.versionList, () => versionList(deps.db))
}
