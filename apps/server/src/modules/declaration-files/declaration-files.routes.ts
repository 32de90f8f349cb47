import { API, PERMISSIONS } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import { registerResource } from '#server/lib/define-resource.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { registerWorkflowDocument } from '#server/modules/workflow/workflow-documents.ts'
import { DECLARATION_DOC_TYPE, declarationFiles } from './declaration-file.resource.ts'
import {
  auditDeclaration,
  declarationProjects,
  generateFor,
  uploadDeclaration,
} from './declaration-files.service.ts'

const E = API.declarationFiles

/** 申报文件: the five calls of its items, 生成清单, 上传 and 审核, the projects to generate for. */
export function registerDeclarationFileRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  registerResource(api, deps, declarationFiles)
  // an item's history (上传, 通过, 退回) through the shared workflow calls
  registerWorkflowDocument({
    docType: DECLARATION_DOC_TYPE,
    queryPermission: PERMISSIONS.declarationFile.list,
    editPermission: PERMISSIONS.declarationFile.upload,
    linkOf: (guid) => `/project/declarationFile?guid=${guid}`,
    reachable: async (d, user, guid) => Boolean(await declarationFiles.find(d, guid, user)),
  })
  registerEndpoint(api, ep, E.generate, async ({ body, user }) =>
    generateFor(db, user, body.projectGuid, Date.now()),
  )
  registerEndpoint(api, ep, E.upload, async ({ body, user }) =>
    uploadDeclaration(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.audit, async ({ body, user }) =>
    auditDeclaration(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.projects, async ({ query, user }) =>
    declarationProjects(db, user, query.keyword, Date.now()),
  )
}
