import { API, PERMISSIONS } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import { registerResource } from '#server/lib/define-resource.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { registerWorkflowDocument } from '#server/modules/workflow/workflow-documents.ts'
import {
  SETTLEMENT_DOC_TYPE,
  basisOf,
  settlementProject,
  settlementProjects,
  settlements,
} from './settlement.resource.ts'
import { actOnSettlement, settlementLink } from './settlement.service.ts'

const E = API.settlements

/** 对账结算: the five calls, the project picker, a project's basis and the steps. */
export function registerSettlementRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  registerResource(api, deps, settlements)
  registerWorkflowDocument({
    docType: SETTLEMENT_DOC_TYPE,
    queryPermission: PERMISSIONS.settlement.query,
    editPermission: PERMISSIONS.settlement.edit,
    linkOf: settlementLink,
  })
  registerEndpoint(api, ep, E.projects, async ({ query }) =>
    settlementProjects(db, query.keyword, Date.now()),
  )
  registerEndpoint(api, ep, E.basis, async ({ query }) => {
    const project = await settlementProject(db, query.projectGuid)
    if (!project) throw AppError.invalidField('projectGuid', 'settlement.projectMissing')
    return basisOf(db, project)
  })
  registerEndpoint(api, ep, E.act, async ({ body, user }) =>
    actOnSettlement(db, user, body, Date.now()),
  )
}
