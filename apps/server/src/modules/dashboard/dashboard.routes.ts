import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { dashboardSummary } from './dashboard.service.ts'

/** The venue home's figures (GET /cloud-business/api/venue/dashboard/summary). */
export function registerDashboardRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  registerEndpoint(api, ep, API.dashboard.summary, ({ user }) =>
    dashboardSummary(db, user.id, Date.now()),
  )
}
