import { API, PERMISSIONS } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import { translate } from '#server/i18n/messages.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { sendXlsx } from '#server/lib/resource.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { registerWorkflowDocument } from '#server/modules/workflow/workflow-documents.ts'
import { auditRecordPage, auditRecordSheet } from './contract-audit-records.ts'
import { CONTRACT_DOC_TYPE, contracts } from './contract.resource.ts'
import {
  actOnContract,
  closeContract,
  contractLink,
  contractTemplateOptions,
  fillContract,
  signContract,
  submitContract,
} from './contract.service.ts'

const E = API.contracts

/**
 * 合同管理: the five calls, the template pickers, fill, submit, sign and act; approval's end
 * moves it. 合同审核记录: the approval actions and their sheet.
 */
export function registerContractRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  registerResource(api, deps, contracts)
  registerWorkflowDocument({
    docType: CONTRACT_DOC_TYPE,
    queryPermission: PERMISSIONS.contract.query,
    editPermission: PERMISSIONS.contract.edit,
    linkOf: contractLink,
    reachable: async (d, user, guid) => Boolean(await contracts.find(d, guid, user)),
    onClosed: closeContract,
  })
  registerEndpoint(api, ep, E.fill, async ({ query, user }) =>
    fillContract(db, user, query, Date.now()),
  )
  registerEndpoint(api, ep, E.templates, async () => contractTemplateOptions(db))
  registerEndpoint(api, ep, E.submit, async ({ body, user }) =>
    submitContract(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.sign, async ({ body, user }) =>
    signContract(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.act, async ({ body, user }) =>
    actOnContract(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.auditRecords.page, async ({ query, user }) =>
    auditRecordPage(db, user, query),
  )
  registerEndpoint(api, ep, E.auditRecords.export, async ({ body, user, req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, 'venue.route.contractAuditRecord'),
      await auditRecordSheet(db, user, body, req.lang),
    ),
  )
}
