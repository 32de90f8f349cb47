import { API, PERMISSIONS } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import { registerResource } from '#server/lib/define-resource.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { registerWorkflowDocument } from '#server/modules/workflow/workflow-documents.ts'
import {
  PROFORMA_DOC_TYPE,
  proformaInvoices,
  proformaProject,
  proformaProjects,
} from './proforma-invoice.resource.ts'
import { actOnProforma, proformaLink } from './proforma-invoice.service.ts'
import { previewOf } from './proforma-lines.ts'

const E = API.proformaInvoices

/** 形式发票: the five calls, the project picker, the lines' preview and the steps. */
export function registerProformaInvoiceRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  registerResource(api, deps, proformaInvoices)
  registerWorkflowDocument({
    docType: PROFORMA_DOC_TYPE,
    queryPermission: PERMISSIONS.proformaInvoice.query,
    editPermission: PERMISSIONS.proformaInvoice.edit,
    linkOf: proformaLink,
  })
  registerEndpoint(api, ep, E.projects, async ({ query }) => proformaProjects(db, query.keyword))
  registerEndpoint(api, ep, E.preview, async ({ query }) => {
    const project = await proformaProject(db, query.projectGuid)
    if (!project) throw AppError.invalidField('projectGuid', 'proformaInvoice.projectMissing')
    return previewOf(db, project)
  })
  registerEndpoint(api, ep, E.act, async ({ body, user }) =>
    actOnProforma(db, user, body, Date.now()),
  )
}
