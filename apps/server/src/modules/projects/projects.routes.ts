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
import { DISCOUNT_DOC_TYPE, projectDiscounts } from './project-discount.resource.ts'
import { closeDiscount, discountLink, submitDiscount } from './project-discount.service.ts'
import { quoteOf } from './project-quote.ts'
import { PROJECT_MACHINE } from './project-workflow.ts'
import {
  HOLD_EXPIRY_EVERY_MS,
  announceTo,
  bookForProject,
  bookableSites,
  nextHoldsOf,
  promoteHold,
  releaseExpiredHolds,
} from './project-holds.ts'
import {
  actOnProject,
  findProject,
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
  // bookings made from the detail, with the grid's check; holds moved up by hand
  registerEndpoint(api, ep, E.sites, () => bookableSites(db))
  registerEndpoint(api, ep, E.book, async ({ body, user, req }) => {
    const project = await findProject(db, body.projectGuid, user)
    await bookForProject(db, user, project, body, Date.now(), req.lang)
    return projectBookings(db, project.guid, user)
  })
  registerEndpoint(api, ep, E.nextHolds, async ({ query, user }) => {
    await findProject(db, query.projectGuid, user)
    return nextHoldsOf(db, query.projectGuid)
  })
  registerEndpoint(api, ep, E.promote, async ({ body, user }) => {
    const project = await findProject(db, body.guid, user)
    const now = Date.now()
    announceTo(db, await promoteHold(db, user, project, body.version, now))
    return projectDetail(db, project.guid, user, now)
  })
  // holds past their last day are released; every instance may look (each moves once)
  const expire = () =>
    releaseExpiredHolds(db, Date.now()).catch((err: unknown) =>
      api.log.error({ err }, 'releasing expired holds failed'),
    )
  const expiry = setInterval(() => void expire(), HOLD_EXPIRY_EVERY_MS)
  expiry.unref()
  api.addHook('onReady', async () => {
    await expire()
  })
  api.addHook('onClose', async () => clearInterval(expiry))
  registerEndpoint(api, ep, E.quote, async ({ query, user }) => {
    await findProject(db, query.projectGuid, user)
    return quoteOf(db, query.projectGuid)
  })

  // 优惠管理: the five calls, submit; the chain's end approves or returns it
  registerResource(api, deps, projectDiscounts)
  registerWorkflowDocument({
    docType: DISCOUNT_DOC_TYPE,
    queryPermission: PERMISSIONS.discount.query,
    editPermission: PERMISSIONS.discount.edit,
    linkOf: discountLink,
    reachable: async (d, user, guid) => Boolean(await projectDiscounts.find(d, guid, user)),
    onClosed: closeDiscount,
  })
  registerEndpoint(api, ep, E.discountSubmit, async ({ body, user }) =>
    submitDiscount(db, user, body, Date.now()),
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
