import type { FastifyInstance } from 'fastify'
import type { AppDeps, ModuleDeps } from './plugins/app-deps.ts'
import { sessionAuthenticator } from './modules/identity/session.service.ts'
import { operationRecorder } from './modules/logs/logs.service.ts'
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts'
import { registerDictionaryRoutes } from './modules/dictionaries/dictionaries.routes.ts'
import { registerExhibitionRoutes } from './modules/exhibitions/exhibitions.routes.ts'
import { registerFileRoutes } from './modules/files/files.routes.ts'
import { registerIdentityRoutes } from './modules/identity/identity.routes.ts'
import { registerLogRoutes } from './modules/logs/logs.routes.ts'
import { registerOpenApiRoute } from './modules/openapi/openapi.routes.ts'
import { registerMenuRoutes } from './modules/menus/menus.routes.ts'
import { registerRoleRoutes } from './modules/roles/roles.routes.ts'
import { registerVenueResourceRoutes } from './modules/venue-resources/venue-resources.routes.ts'
import { registerSiteRoutes } from './modules/sites/sites.routes.ts'
import { registerScheduleRoutes } from './modules/schedule/schedule.routes.ts'
import { registerPriceRoutes } from './modules/prices/prices.routes.ts'
import { registerScheduleTemplateRoutes } from './modules/schedule-templates/schedule-templates.routes.ts'
import { registerAppInfoRoutes } from './modules/app-info/app-info.routes.ts'
import { registerTemplateRoutes } from './modules/templates/templates.routes.ts'
import { registerUserRoutes } from './modules/users/users.routes.ts'
import { registerDeptRoutes } from './modules/depts/depts.routes.ts'
import { registerWorkspaceRoutes } from './modules/workspace/workspace.routes.ts'

/**
 * What every module's routes receive: the app's deps plus the endpoint hooks. plugins/
 * never imports a module (ADR 019), so the identity module's session check and the logs
 * module's operation log reach every endpoint as hooks wired here.
 */
export const moduleDeps = (deps: AppDeps): ModuleDeps => ({
  ...deps,
  endpoint: {
    authenticate: sessionAuthenticator(deps.db, deps.config.sessionIdleMinutes),
    recordWrite: operationRecorder(deps.db),
  },
})

/**
 * Every module's routes, registered under /xgz. Each module exposes one
 * `register<Module>Routes(api, deps)` from its `<module>.routes.ts`, which binds the
 * contract's endpoints (packages/contracts) to its service through `registerEndpoint`.
 */
export async function registerApiRoutes(api: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps = moduleDeps(appDeps)
  registerIdentityRoutes(api, deps)
  registerAppInfoRoutes(api, deps)
  registerLogRoutes(api, deps)
  registerFileRoutes(api, deps)
  registerWorkspaceRoutes(api, deps)
  registerExhibitionRoutes(api, deps)
  registerDictionaryRoutes(api, deps)
  registerDashboardRoutes(api, deps)
  registerScheduleRoutes(api, deps)
  registerTemplateRoutes(api, deps)
  registerScheduleTemplateRoutes(api, deps)
  registerPriceRoutes(api, deps)
  registerUserRoutes(api, deps)
  registerDeptRoutes(api, deps)
  registerRoleRoutes(api, deps)
  registerMenuRoutes(api, deps)
  registerVenueResourceRoutes(api, deps)
  registerSiteRoutes(api, deps)
  registerOpenApiRoute(api, deps)
}
