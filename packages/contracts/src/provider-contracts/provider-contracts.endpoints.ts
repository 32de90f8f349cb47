import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  providerContractActSchema,
  providerContractGuidSchema,
  providerContractQuerySchema,
  providerContractSaveSchema,
  providerContractSchema,
  providerContractSheetSchema,
  providerEvaluationAddSchema,
  providerEvaluationSchema,
  providerSettlementAddSchema,
  providerSettlementSchema,
  providerSettlementSettleSchema,
} from './provider-contracts.schemas.ts'

const base = '/cloud-business/api/contract/providerContract'
const P = PERMISSIONS.providerContract
const S = PERMISSIONS.providerSettlement
const title = 'venue.route.serviceProviderContract'
const detailTitle = 'venue.route.serviceProviderContractDetail'

/**
 * 服务商合同 (/contractManagement/serviceProviderContract): the five calls and its moves;
 * its detail page (/contractManagement/serviceProviderContractDetail): the contract with its
 * settlements and evaluations, 新增结算, 确认结算, 评价 and the settlements' sheet.
 */
export const providerContractEndpoints = {
  contract: resourceEndpoints({
    base,
    name: 'Service-provider contracts',
    title,
    labels: 'providerContract',
    permissions: P,
    query: providerContractQuerySchema,
    row: providerContractSchema,
    detail: providerContractSchema,
    save: providerContractSaveSchema,
  }),
  act: defineEndpoint({
    method: 'POST',
    path: `${base}/act`,
    auth: 'token',
    permission: P.audit,
    body: providerContractActSchema,
    response: providerContractSchema,
    audit: { module: title, action: 'audit' },
    summary:
      'Service-provider contracts: 审核生效 (草稿 → 履行中), 到期 or 终止 (a reason required) at the version seen; 409 naming the state otherwise',
  }),
  sheet: defineEndpoint({
    method: 'GET',
    path: `${base}/sheet`,
    auth: 'token',
    permission: S.list,
    query: providerContractGuidSchema,
    response: providerContractSheetSchema,
    summary:
      'Service-provider contracts: one contract with its settlements and evaluations (the detail page)',
  }),
  settlementAdd: defineEndpoint({
    method: 'POST',
    path: `${base}/settlement/add`,
    auth: 'token',
    permission: S.add,
    body: providerSettlementAddSchema,
    response: providerSettlementSchema,
    audit: { module: detailTitle, action: 'add' },
    summary:
      'Service-provider contracts: a settlement of a period (履行中 or 已到期 contracts); a share is computed by the server from the base revenue',
  }),
  settlementSettle: defineEndpoint({
    method: 'POST',
    path: `${base}/settlement/settle`,
    auth: 'token',
    permission: S.add,
    body: providerSettlementSettleSchema,
    response: providerSettlementSchema,
    audit: { module: detailTitle, action: 'audit' },
    summary:
      'Service-provider contracts: 确认结算 of a pending settlement (待结算 → 已结算) at the version seen',
  }),
  settlementExport: defineEndpoint({
    method: 'POST',
    path: `${base}/settlement/export`,
    auth: 'token',
    permission: S.list,
    body: providerContractGuidSchema,
    bodyKind: 'form',
    response: z.null(),
    download: 'xlsx',
    audit: { module: detailTitle, action: 'export' },
    summary: 'Service-provider contracts: .xlsx of one contract’s settlements',
  }),
  evaluationAdd: defineEndpoint({
    method: 'POST',
    path: `${base}/evaluation/add`,
    auth: 'token',
    permission: S.evaluate,
    body: providerEvaluationAddSchema,
    response: providerEvaluationSchema,
    audit: { module: detailTitle, action: 'add' },
    summary:
      'Service-provider contracts: an evaluation (score 1–5) of a contract in force or ended, by the caller',
  }),
}
