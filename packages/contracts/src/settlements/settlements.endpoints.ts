import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  settlementActSchema,
  settlementBasisQuerySchema,
  settlementBasisSchema,
  settlementProjectQuerySchema,
  settlementProjectSchema,
  settlementQuerySchema,
  settlementRowSchema,
  settlementSaveSchema,
  settlementSchema,
} from './settlements.schemas.ts'

const base = '/cloud-business/api/finance/settlement'
const P = PERMISSIONS.settlement
const title = 'venue.route.reconciliationSettlement'

/** 对账结算 (/financialManagement/reconciliationSettlement): the five calls, basis, projects, act. */
export const settlementEndpoints = {
  settlement: resourceEndpoints({
    base,
    name: 'Settlements',
    title,
    labels: 'settlement',
    permissions: P,
    query: settlementQuerySchema,
    row: settlementRowSchema,
    detail: settlementSchema,
    save: settlementSaveSchema,
  }),
  basis: defineEndpoint({
    method: 'GET',
    path: `${base}/basis`,
    auth: 'token',
    permission: [P.add, P.edit],
    query: settlementBasisQuerySchema,
    response: settlementBasisSchema,
    summary:
      'Settlements: what a project’s signed contracts (addenda included), claims and deposits give a sheet now; nothing is saved',
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: `${base}/projects`,
    auth: 'token',
    permission: [P.add, P.edit],
    query: settlementProjectQuerySchema,
    response: z.array(settlementProjectSchema),
    summary:
      'Settlements: the 进行中 or 已完成 projects with signed contracts and no open sheet, by a part of their title or number',
  }),
  act: defineEndpoint({
    method: 'POST',
    path: `${base}/act`,
    auth: 'token',
    permission: [P.edit, P.confirm],
    body: settlementActSchema,
    response: settlementSchema,
    audit: { module: title, action: 'audit' },
    summary:
      'Settlements: 提交客户确认, 退回修改 (a reason), 客户确认 or 结清 (balance 0; the project becomes 已结算) at the version seen; 409 naming the state otherwise',
  }),
}
