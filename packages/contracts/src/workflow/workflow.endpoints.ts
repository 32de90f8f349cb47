import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import {
  approvalActBodySchema,
  approvalActResultSchema,
  pendingApprovalSchema,
  workflowHistoryItemSchema,
  workflowHistoryQuerySchema,
} from './workflow.schemas.ts'

const base = '/cloud-business/api/workflow'

/**
 * docs/product/domain.md "Workflow and approvals": a record's history, the requests waiting
 * for the caller, and one action on a request. Who may act is the chain's business (the
 * current node's role, or a transfer's user), checked by the server on each call.
 */
export const workflowEndpoints = {
  history: defineEndpoint({
    method: 'GET',
    path: `${base}/history`,
    auth: 'token',
    query: workflowHistoryQuerySchema,
    response: z.array(workflowHistoryItemSchema),
    summary: "A record's transitions, oldest first (needs the record's query permission)",
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: `${base}/approval/mine`,
    auth: 'token',
    response: z.array(pendingApprovalSchema),
    summary: '待我审核: the requests whose current node waits for the caller, newest first',
  }),
  act: defineEndpoint({
    method: 'POST',
    path: `${base}/approval/act`,
    auth: 'token',
    body: approvalActBodySchema,
    response: approvalActResultSchema,
    summary:
      'Approve, reject (reason required), transfer or withdraw a request at its version; 409 when another acted first',
  }),
}
