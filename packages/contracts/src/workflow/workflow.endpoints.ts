import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { guidSchema } from '../common/envelope.schemas.ts'
import {
  approvalActBodySchema,
  approvalChainSchema,
  approvalRequestSchema,
  chainRoleSchema,
  transferTargetSchema,
  attachmentAddBodySchema,
  attachmentSchema,
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
  request: defineEndpoint({
    method: 'GET',
    path: `${base}/approval/request`,
    auth: 'token',
    query: workflowHistoryQuerySchema,
    response: approvalRequestSchema.nullable(),
    summary:
      "A document's latest approval request and what the caller may do with it (needs the record's query permission); null before any",
  }),
  transferTargets: defineEndpoint({
    method: 'GET',
    path: `${base}/approval/transferTargets`,
    auth: 'token',
    response: z.array(transferTargetSchema),
    summary: 'The enabled users an approver can hand a node to',
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
  attachments: defineEndpoint({
    method: 'GET',
    path: `${base}/attachment/list`,
    auth: 'token',
    query: workflowHistoryQuerySchema,
    response: z.array(attachmentSchema),
    summary: "A record's documents, newest first (needs the record's query permission)",
  }),
  attach: defineEndpoint({
    method: 'POST',
    path: `${base}/attachment/add`,
    auth: 'token',
    body: attachmentAddBodySchema,
    response: attachmentSchema,
    summary: "Attaches an uploaded document to a record (needs the record's edit permission)",
  }),
  detach: defineEndpoint({
    method: 'POST',
    path: `${base}/attachment/delete`,
    auth: 'token',
    body: z.object({ guid: guidSchema }),
    response: z.null(),
    summary: "Removes a document from its record (needs the record's edit permission)",
  }),
  chains: defineEndpoint({
    method: 'GET',
    path: '/cloud-business/api/system/approvalChain/list',
    auth: 'token',
    permission: PERMISSIONS.approvalChain.list,
    response: z.array(approvalChainSchema),
    summary: 'The approval chain of every document type, nodes in order',
  }),
  chainRoles: defineEndpoint({
    method: 'GET',
    path: '/cloud-business/api/system/approvalChain/roles',
    auth: 'token',
    permission: PERMISSIONS.approvalChain.list,
    response: z.array(chainRoleSchema),
    summary: 'The roles a node can name, in role order',
  }),
  saveChain: defineEndpoint({
    method: 'POST',
    path: '/cloud-business/api/system/approvalChain/save',
    auth: 'token',
    permission: PERMISSIONS.approvalChain.edit,
    body: approvalChainSchema,
    response: approvalChainSchema,
    summary:
      "Replaces a document type's chain (requests already submitted keep the chain they were given)",
  }),
}
