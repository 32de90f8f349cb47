import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import { auditRecordPageSchema, auditRecordQuerySchema } from './contract-audit-record.schemas.ts'
import {
  contractActSchema,
  contractFillQuerySchema,
  contractFillSchema,
  contractQuerySchema,
  contractRowSchema,
  contractSaveSchema,
  contractSchema,
  contractSignSchema,
  contractSubmitSchema,
  contractTemplateOptionsSchema,
} from './contracts.schemas.ts'

const base = '/cloud-business/api/contract'
const P = PERMISSIONS.contract
const title = 'venue.route.contractManagement'
const AUDIT = 'venue.route.contractAuditRecord'

/**
 * 合同管理 (/contractManagement/contractManagement): the five calls, fill, submit, sign, act;
 * 合同审核记录 (/contractManagement/contractAuditRecord): the approval actions on contracts.
 */
export const contractEndpoints = {
  contract: resourceEndpoints({
    base: `${base}/contract`,
    name: 'Contracts',
    title,
    labels: 'contract',
    permissions: P,
    query: contractQuerySchema,
    row: contractRowSchema,
    detail: contractSchema,
    save: contractSaveSchema,
  }),
  fill: defineEndpoint({
    method: 'GET',
    path: `${base}/contract/fill`,
    auth: 'token',
    permission: [P.add, P.edit],
    query: contractFillQuerySchema,
    response: contractFillSchema,
    summary:
      'Contracts: a template filled from a project (customer, bookings, amounts from its quote) and the payment plan it would get; nothing is saved',
  }),
  // the pickers read the templates under the contract's own permissions: drafting a contract
  // does not need the template pages (/system/contractTemplate, /system/paymentPlan)
  templates: defineEndpoint({
    method: 'GET',
    path: `${base}/contract/templates`,
    auth: 'token',
    permission: [P.add, P.edit],
    response: contractTemplateOptionsSchema,
    summary:
      'Contracts: the enabled contract templates and payment-plan templates a new contract is filled from',
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${base}/contract/submit`,
    auth: 'token',
    permission: P.submit,
    body: contractSubmitSchema,
    response: contractSchema,
    audit: { module: title, action: 'audit' },
    summary:
      'Contracts: submit a draft to its approval chain by its total (财务审核 → 法务审核 → 分管领导) at the version seen; a 预定 project becomes 待签约',
  }),
  sign: defineEndpoint({
    method: 'POST',
    path: `${base}/contract/sign`,
    auth: 'token',
    permission: P.sign,
    body: contractSignSchema,
    response: contractSchema,
    audit: { module: title, action: 'audit' },
    summary:
      'Contracts: the signed scan of an approved contract (待签订 → 已签订); its project becomes 已签约 and its bookings 已确认',
  }),
  act: defineEndpoint({
    method: 'POST',
    path: `${base}/contract/act`,
    auth: 'token',
    permission: P.sign,
    body: contractActSchema,
    response: contractSchema,
    audit: { module: title, action: 'audit' },
    summary:
      'Contracts: 履行中, 已完成 or 已终止 (a reason required) at the version seen (409 naming the state otherwise)',
  }),
  auditRecords: {
    page: defineEndpoint({
      method: 'GET',
      path: `${base}/auditRecord/page`,
      auth: 'token',
      permission: PERMISSIONS.contractAudit.list,
      query: auditRecordQuerySchema,
      response: auditRecordPageSchema,
      summary:
        'Contract audit records: every approval action on the contracts the caller sees (node, approver, result, comment, time, how long the node took), newest first',
    }),
    export: defineEndpoint({
      method: 'POST',
      path: `${base}/auditRecord/export`,
      auth: 'token',
      permission: PERMISSIONS.contractAudit.export,
      body: auditRecordQuerySchema.omit({ page: true, pageSize: true }),
      bodyKind: 'form',
      response: z.null(),
      download: 'xlsx',
      audit: { module: AUDIT, action: 'export' },
      summary: 'Contract audit records: .xlsx of the filtered approval actions',
    }),
  },
}
