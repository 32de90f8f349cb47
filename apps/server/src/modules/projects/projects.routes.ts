import { API, PERMISSIONS } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import { translate } from '#server/i18n/messages.ts'
import { checkSave, sendXlsx } from '#server/lib/resource.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import { registerResource } from '#server/lib/define-resource.ts'
import { registerWorkflowDocument } from '#server/modules/workflow/workflow-documents.ts'
import {
  PROJECT_CANCEL_DOC_TYPE,
  cancellableProjects,
  projectCancels,
} from './project-cancel.resource.ts'
import { cancelLink, closeCancellation, submitCancellation } from './project-cancel.service.ts'
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

/**
 * 项目信息: the five calls of the resource pattern, a step of its status machine, its bookings;
 * 项目取消: its five calls and its submission to the approval chain.
 */
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

  // 项目取消: the five calls, submit, the projects one can be asked for; approval closes it
  registerResource(api, deps, projectCancels)
  registerWorkflowDocument({
    docType: PROJECT_CANCEL_DOC_TYPE,
    queryPermission: PERMISSIONS.projectCancel.query,
    editPermission: PERMISSIONS.projectCancel.edit,
    linkOf: cancelLink,
    reachable: async (d, user, guid) => Boolean(await projectCancels.find(d, guid, user)),
    onClosed: closeCancellation,
  })
  registerEndpoint(api, ep, E.cancelSubmit, async ({ body, user }) =>
    submitCancellation(db, user, body, Date.now()),
  )
  registerEndpoint(api, ep, E.cancellable, async ({ query, user }) =>
    cancellableProjects(db, user, query.keyword, Date.now()),
  )
  registerEndpoint(api, ep, E.bookings, async ({ query, user }) =>
    projectBookings(db, query.projectGuid, user),
  )
}
