import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/app.ts'
import { registerEndpoint } from '#server/plugins/endpoint.ts'
import { dashboardSummary } from './dashboard.service.ts'

/** The venue home's figures (GET /cloud-business/api/venue/dashboard/summary). */
export function registerDashboardRoutes(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  const ep = { db, sessionIdleMinutes: deps.config.sessionIdleMinutes }
  registerEndpoint(api, ep, API.dashboard.summary, ({ user }) =>
    dashboardSummary(db, user.id, Date.now()),
  )
}
