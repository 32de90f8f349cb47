import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  refundPaySchema,
  refundQuerySchema,
  refundRowSchema,
  refundSaveSchema,
  refundSchema,
  refundSubmitSchema,
} from './refunds.schemas.ts'

const base = '/cloud-business/api/finance/refund'
const P = PERMISSIONS.refund
const title = 'venue.route.refundAudit'

/** 退款审核 (/financialManagement/refundAudit): the five calls, submit and pay. */
export const refundEndpoints = {
  refund: resourceEndpoints({
    base,
    name: 'Refunds',
    title,
    labels: 'refund',
    permissions: P,
    query: refundQuerySchema,
    row: refundRowSchema,
    detail: refundSchema,
    save: refundSaveSchema,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${base}/submit`,
    auth: 'token',
    permission: P.edit,
    body: refundSubmitSchema,
    response: refundSchema,
    audit: { module: title, action: 'audit' },
    summary:
      'Refunds: submit a 待提交, 待审核 or 已驳回 refund to its chain (财务经理 → 分管领导) at the version seen (409 naming the state otherwise)',
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: `${base}/pay`,
    auth: 'token',
    permission: P.pay,
    body: refundPaySchema,
    response: refundSchema,
    audit: { module: title, action: 'audit' },
    summary:
      'Refunds: an approved refund paid with its bank serial and day (已通过 → 已退款; 409 naming the state otherwise)',
  }),
}
