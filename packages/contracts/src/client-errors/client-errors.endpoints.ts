import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { pageResultSchema } from '../common/envelope.schemas.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import {
  clientErrorQuerySchema,
  clientErrorReportSchema,
  clientErrorSchema,
} from './client-errors.schemas.ts'

const base = '/cloud-user/api/monitor/clientError'

/** docs/product/shell.md "Error log": the browsers' errors, kept for operations. */
export const clientErrorEndpoints = {
  report: defineEndpoint({
    method: 'POST',
    path: `${base}/report`,
    auth: 'token',
    body: clientErrorReportSchema,
    response: z.null(),
    summary: "Stores the caller's browser errors (secrets removed; 30 reports a minute)",
  }),
  page: defineEndpoint({
    method: 'GET',
    path: `${base}/page`,
    auth: 'token',
    permission: PERMISSIONS.clientError.list,
    query: clientErrorQuerySchema,
    response: pageResultSchema(clientErrorSchema),
    summary: 'Browser errors the users reported, newest first',
  }),
}
