import { API, PERMISSIONS } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import { registerResource } from '#server/lib/define-resource.ts'
import { sendXlsx } from '#server/lib/resource.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { registerWorkflowDocument } from '#server/modules/workflow/workflow-documents.ts'
import { PROVIDER_CONTRACT_DOC_TYPE, providerContracts } from './provider-contract.resource.ts'
import {
  actOnProviderContract,
  addProviderEvaluation,
  addProviderSettlement,
  exportProviderSettlements,
  providerContractSheet,
  settleProviderSettlement,
} from './provider-contract.service.ts'

const E = API.providerContracts

/** 服务商合同: the five calls and its moves; its detail page's settlements and evaluations. */
export function registerProviderContractRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  registerResource(api, deps, providerContracts)
  // its history is read on the detail page, under the page's permission
  registerWorkflowDocument({
    docType: PROVIDER_CONTRACT_DOC_TYPE,
    queryPermission: PERMISSIONS.providerSettlement.list,
    editPermission: PERMISSIONS.providerContract.edit,
    linkOf: (guid) => `/contractManagement/serviceProviderContractDetail?guid=${guid}`,
    reachable: async (d, _user, guid) => Boolean(await providerContracts.find(d, guid)),
  })
  registerEndpoint(api, ep, E.act, async ({ body, user }) =>
    actOnProviderContract(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.sheet, async ({ query }) => providerContractSheet(db, query.guid))
  registerEndpoint(api, ep, E.settlementAdd, async ({ body, user }) =>
    addProviderSettlement(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.settlementSettle, async ({ body, user }) =>
    settleProviderSettlement(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.evaluationAdd, async ({ body, user }) =>
    addProviderEvaluation(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.settlementExport, async ({ body, req, reply }) => {
    const sheet = await exportProviderSettlements(db, body.guid, req.lang)
    return sendXlsx(reply, sheet.name, sheet.body)
  })
}
