import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { pageResultSchema } from '../common/envelope.schemas.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import {
  loginLogQuerySchema,
  loginLogSchema,
  operationLogQuerySchema,
  operationLogSchema,
  unlockBodySchema,
} from './logs.schemas.ts'

const base = '/cloud-user/api/monitor'

export const logEndpoints = {
  loginLogPage: defineEndpoint({
    method: 'GET',
    path: `${base}/loginLog/page`,
    auth: 'token',
    permission: PERMISSIONS.loginLog.list,
    query: loginLogQuerySchema,
    response: pageResultSchema(loginLogSchema),
    summary: 'Sign-in attempts, newest first',
  }),
  loginLogUnlock: defineEndpoint({
    method: 'POST',
    path: `${base}/loginLog/unlock`,
    auth: 'token',
    permission: PERMISSIONS.loginLog.unlock,
    body: unlockBodySchema,
    response: z.null(),
    summary: '解锁: clear the lock of an account for an IP',
    audit: { module: 'venue.route.loginLog', action: 'unlock' },
  }),
  operationLogPage: defineEndpoint({
    method: 'GET',
    path: `${base}/operationLog/page`,
    auth: 'token',
    permission: PERMISSIONS.operationLog.list,
    query: operationLogQuerySchema,
    response: pageResultSchema(operationLogSchema),
    summary: 'Writes, newest first (secrets removed)',
  }),
  loginLogExport: defineEndpoint({
    method: 'POST',
    path: `${base}/loginLog/export`,
    auth: 'token',
    permission: PERMISSIONS.loginLog.export,
    body: loginLogQuerySchema.omit({ page: true, pageSize: true }),
    bodyKind: 'form',
    response: z.null(),
    download: 'xlsx',
    audit: { module: 'venue.route.loginLog', action: 'export' },
    summary: 'The filtered sign-in attempts as .xlsx',
  }),
  operationLogExport: defineEndpoint({
    method: 'POST',
    path: `${base}/operationLog/export`,
    auth: 'token',
    permission: PERMISSIONS.operationLog.export,
    body: operationLogQuerySchema.omit({ page: true, pageSize: true }),
    bodyKind: 'form',
    response: z.null(),
    download: 'xlsx',
    audit: { module: 'venue.route.operationLog', action: 'export' },
    summary: 'The filtered operation log as .xlsx (secrets removed)',
  }),
}
