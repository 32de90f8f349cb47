import type { FastifyInstance } from 'fastify'
import type { AppDeps } from './app.ts'
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts'
import { registerDictionaryRoutes } from './modules/dictionaries/dictionaries.routes.ts'
import { registerExhibitionRoutes } from './modules/exhibitions/exhibitions.routes.ts'
import { registerFileRoutes } from './modules/files/files.routes.ts'
import { registerIdentityRoutes } from './modules/identity/identity.routes.ts'
import { registerLogRoutes } from './modules/logs/logs.routes.ts'
import { registerOpenApiRoute } from './modules/openapi/openapi.routes.ts'
import { registerScheduleRoutes } from './modules/schedule/schedule.routes.ts'
import { registerSystemRoutes } from './modules/system/system.routes.ts'
import { registerWorkspaceRoutes } from './modules/workspace/workspace.routes.ts'

/**
 * Every module's routes, registered under /xgz. Each module exposes one
 * `register<Module>Routes(api, deps)` from its `<module>.routes.ts`, which binds the
 * contract's endpoints (packages/contracts) to its service through `registerEndpoint`.
 */
export async function registerApiRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  registerIdentityRoutes(api, deps)
  registerSystemRoutes(api, deps)
  registerLogRoutes(api, deps)
  registerFileRoutes(api, deps)
  registerWorkspaceRoutes(api, deps)
  registerExhibitionRoutes(api, deps)
  registerDictionaryRoutes(api, deps)
  registerDashboardRoutes(api, deps)
  registerScheduleRoutes(api, deps)
  registerOpenApiRoute(api, deps)
}
