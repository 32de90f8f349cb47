import { API, PERMISSIONS } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import { registerResource } from '#server/lib/define-resource.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { registerWorkflowDocument } from '#server/modules/workflow/workflow-documents.ts'
import { REFUND_DOC_TYPE } from './refund-arrival.ts'
import { refunds } from './refund.resource.ts'
import { closeRefund, payRefund, refundLink, submitRefund } from './refund.service.ts'

const E = API.refunds

/** 退款审核: the five calls, submit and pay; the chain's end moves a refund. */
export function registerRefundRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  registerResource(api, deps, refunds)
  registerWorkflowDocument({
    docType: REFUND_DOC_TYPE,
    queryPermission: PERMISSIONS.refund.query,
    editPermission: PERMISSIONS.refund.edit,
    linkOf: refundLink,
    reachable: async (d, user, guid) => Boolean(await refunds.find(d, guid, user)),
    onClosed: closeRefund,
  })
  registerEndpoint(api, ep, E.submit, async ({ body, user }) =>
    submitRefund(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.pay, async ({ body, user }) => payRefund(db, user, body, Date.now()))
}
