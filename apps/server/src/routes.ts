import type { FastifyInstance } from 'fastify'
import type { AppDeps, ModuleDeps } from './plugins/app-deps.ts'
import { registerResource } from './lib/define-resource.ts'
import { sessionAuthenticator } from './modules/identity/session.service.ts'
import { operationRecorder } from './modules/logs/logs.service.ts'
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts'
import { registerDictionaryRoutes } from './modules/dictionaries/dictionaries.routes.ts'
import { registerExhibitionRoutes } from './modules/exhibitions/exhibitions.routes.ts'
import { registerFileRoutes } from './modules/files/files.routes.ts'
import { registerHealthRoutes } from './modules/health/health.routes.ts'
import { registerIdentityRoutes } from './modules/identity/identity.routes.ts'
import { registerLogRoutes } from './modules/logs/logs.routes.ts'
import { registerClientErrorRoutes } from './modules/client-errors/client-errors.routes.ts'
import { registerOpenApiRoute } from './modules/openapi/openapi.routes.ts'
import { registerMenuRoutes } from './modules/menus/menus.routes.ts'
import { registerRoleRoutes } from './modules/roles/roles.routes.ts'
import { venueResources } from './modules/venue-resources/venue-resource.resource.ts'
import { registerSiteRoutes } from './modules/sites/sites.routes.ts'
import { registerScheduleRoutes } from './modules/schedule/schedule.routes.ts'
import { registerPriceRoutes } from './modules/prices/prices.routes.ts'
import { scheduleTemplates } from './modules/schedule-templates/schedule-template.resource.ts'
import { registerAppInfoRoutes } from './modules/app-info/app-info.routes.ts'
import { contractTemplates } from './modules/templates/contract-template.resource.ts'
import {
  fileTemplates,
  registerFileTemplateDownloads,
} from './modules/templates/file-template.resource.ts'
import { paymentPlans } from './modules/templates/payment-plan.resource.ts'
import { remarkTemplates } from './modules/templates/remark-template.resource.ts'
import { registerUserRoutes } from './modules/users/users.routes.ts'
import { depts } from './modules/depts/dept.resource.ts'
import { registerWorkspaceRoutes } from './modules/workspace/workspace.routes.ts'
import { registerWorkflowRoutes } from './modules/workflow/workflow.routes.ts'
import { registerCustomerRoutes } from './modules/customers/customers.routes.ts'
import { registerProjectRoutes } from './modules/projects/projects.routes.ts'
import { registerDeclarationFileRoutes } from './modules/declaration-files/declaration-files.routes.ts'
import { registerContractRoutes } from './modules/contracts/contracts.routes.ts'
import { registerFinanceRoutes } from './modules/finance/finance.routes.ts'
import { registerProviderContractRoutes } from './modules/provider-contracts/provider-contracts.routes.ts'
import { registerProformaInvoiceRoutes } from './modules/proforma-invoices/proforma-invoices.routes.ts'
import { registerSettlementRoutes } from './modules/settlements/settlements.routes.ts'
import { registerRefundRoutes } from './modules/refunds/refunds.routes.ts'

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
 * Every module's routes, registered under /xgz. Each module with calls of its own exposes
 * one `register<Module>Routes(api, deps)` from its `<module>.routes.ts`, which binds the
 * contract's endpoints (packages/contracts) to its service through `registerEndpoint`; a
 * resource whose calls are only the pattern's five is registered here (ADR 022).
 */
export async function registerApiRoutes(api: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps = moduleDeps(appDeps)
  registerHealthRoutes(api, deps.db)
  registerIdentityRoutes(api, deps)
  registerAppInfoRoutes(api, deps)
  registerLogRoutes(api, deps)
  registerClientErrorRoutes(api, deps)
  registerFileRoutes(api, deps)
  registerWorkspaceRoutes(api, deps)
  registerWorkflowRoutes(api, deps)
  registerExhibitionRoutes(api, deps)
  registerDictionaryRoutes(api, deps)
  registerDashboardRoutes(api, deps)
  registerScheduleRoutes(api, deps)
  // the venue's templates (remark, payment plan, contract, file) and the schedule templates
  registerResource(api, deps, remarkTemplates)
  registerResource(api, deps, paymentPlans)
  registerResource(api, deps, contractTemplates)
  registerResource(api, deps, fileTemplates)
  registerFileTemplateDownloads(api, deps)
  registerResource(api, deps, scheduleTemplates)
  registerPriceRoutes(api, deps)
  registerUserRoutes(api, deps)
  registerResource(api, deps, depts)
  registerRoleRoutes(api, deps)
  registerMenuRoutes(api, deps)
  registerResource(api, deps, venueResources)
  registerSiteRoutes(api, deps)
  registerCustomerRoutes(api, deps)
  registerProjectRoutes(api, deps)
  registerDeclarationFileRoutes(api, deps)
  registerContractRoutes(api, deps)
  registerFinanceRoutes(api, deps)
  registerProviderContractRoutes(api, deps)
  registerProformaInvoiceRoutes(api, deps)
  registerSettlementRoutes(api, deps)
  registerRefundRoutes(api, deps)
  registerOpenApiRoute(api, deps)
}
