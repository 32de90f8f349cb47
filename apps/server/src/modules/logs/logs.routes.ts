import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { answer, endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { sendXlsx } from '#server/lib/resource.ts'
import { translate } from '#server/i18n/messages.ts'
import {
  exportLoginLog,
  exportOperationLog,
  loginLogPage,
  operationLogPage,
  unlockLogin,
} from './logs.service.ts'

/** The login log (with 解锁) and the operation log (API.logs). */
export function registerLogRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  registerEndpoint(api, ep, API.logs.loginLogPage, ({ query }) => loginLogPage(deps.db, query))
  registerEndpoint(api, ep, API.logs.loginLogUnlock, async ({ body }) => {
    await unlockLogin(deps.db, body.userName, body.ip)
    return answer(null, 'unlockDone')
  })
  registerEndpoint(api, ep, API.logs.operationLogPage, ({ query, req }) =>
    operationLogPage(deps.db, query, req.lang),
  )
  registerEndpoint(api, ep, API.logs.loginLogExport, async ({ body, req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, 'export.loginLog.sheet'),
      await exportLoginLog(deps.db, body, req.lang),
    ),
  )
  registerEndpoint(api, ep, API.logs.operationLogExport, async ({ body, req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, 'export.operationLog.sheet'),
      await exportOperationLog(deps.db, body, req.lang),
    ),
  )
}
