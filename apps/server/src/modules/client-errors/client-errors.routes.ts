import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint, tokenOf } from '#server/plugins/endpoint.ts'
import { clientErrorPage, clientErrorReports } from './client-errors.service.ts'

/** The browsers' error log: the report call and the administrators' page (API.clientErrors). */
export function registerClientErrorRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const storeReport = clientErrorReports(deps.db)
  registerEndpoint(
    api,
    ep,
    API.clientErrors.report,
    async ({ body, user, req }) => {
      await storeReport(
        {
          user,
          userAgent: String(req.headers['user-agent'] ?? ''),
          token: tokenOf(req, API.clientErrors.report.auth),
        },
        body.entries,
      )
      return null
    },
    // not an operation: the body is the browser's text (masked by the service, not by the
    // operation log's key-based masking), and a failing page would flood that log
    { log: false },
  )
  registerEndpoint(api, ep, API.clientErrors.page, ({ query }) => clientErrorPage(deps.db, query))
}
