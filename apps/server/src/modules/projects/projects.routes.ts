import { API, PERMISSIONS } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import { translate } from '#server/i18n/messages.ts'
import { checkSave, sendXlsx } from '#server/lib/resource.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { registerWorkflowDocument } from '#server/modules/workflow/workflow-documents.ts'
import { PROJECT_MACHINE } from './project-workflow.ts'
import {
  actOnProject,
  exportProjects,
  projectBookings,
  projectDetail,
  projectPage,
  removeProjects,
  saveProject,
} from './projects.service.ts'

const E = API.projects

/** 项目信息: the five calls of the resource pattern, a step of its status machine, its bookings. */
export function registerProjectRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  // its history and documents on its detail page
  registerWorkflowDocument({
    docType: PROJECT_MACHINE.docType,
    queryPermission: PERMISSIONS.project.query,
    editPermission: PERMISSIONS.project.edit,
    linkOf: (guid) => `/project/projectInfo?guid=${guid}`,
    reachable: async (d, user, guid) =>
      projectDetail(d, guid, user, Date.now()).then(
        () => true,
        () => false,
      ),
  })
  registerEndpoint(api, ep, E.project.page, async ({ query, user }) =>
    projectPage(db, query, user, Date.now()),
  )
  registerEndpoint(api, ep, E.project.detail, async ({ query, user }) =>
    projectDetail(db, query.guid, user, Date.now()),
  )
  registerEndpoint(api, ep, E.project.addOrUpdate, async ({ body, user }) => {
    // a create-or-update call lets either permission in: the exact one is checked here
    checkSave(user, E.project.permissions, body)
    return saveProject(db, user, body, Date.now())
  })
  registerEndpoint(api, ep, E.project.delete, async ({ body, user }) =>
    removeProjects(db, body.guids, user),
  )
  registerEndpoint(api, ep, E.project.export, async ({ body, user, req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, 'venue.route.projectInfo'),
      await exportProjects(db, body, user, req.lang, Date.now()),
    ),
  )
  registerEndpoint(api, ep, E.act, async ({ body, user }) =>
    actOnProject(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.bookings, async ({ query, user }) =>
    projectBookings(db, query.projectGuid, user),
  )
}
