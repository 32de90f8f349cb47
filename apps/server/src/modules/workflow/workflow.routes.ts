import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import { historyOf } from '#server/lib/workflow/state-machine.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import {
  type ApprovalStep,
  actOnApproval,
  announce,
  latestRequestOf,
  pendingFor,
} from './approval.service.ts'
import { listChains, saveChain } from './approval-chains.service.ts'
import {
  addAttachment,
  findAttachment,
  listAttachments,
  removeAttachment,
} from './attachments.service.ts'
import { reachableDocument, workflowDocumentOf } from './workflow-documents.ts'
import { enabledUserOptions } from '#server/modules/users/user-options.ts'

/** The shared workflow calls (API.workflow): history, 待我审核 and one action on a request. */
export function registerWorkflowRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const { db } = deps

  registerEndpoint(api, ep, API.workflow.history, async ({ query, user }) => {
    await reachableDocument(db, query.docType, query.docGuid, user, 'queryPermission')
    return historyOf(db, query.docType, query.docGuid)
  })

  registerEndpoint(api, ep, API.workflow.attachments, async ({ query, user }) => {
    await reachableDocument(db, query.docType, query.docGuid, user, 'queryPermission')
    return listAttachments(db, query.docType, query.docGuid)
  })

  registerEndpoint(api, ep, API.workflow.attach, async ({ body, user }) => {
    await reachableDocument(db, body.docType, body.docGuid, user, 'editPermission')
    return addAttachment(db, body, user, Date.now())
  })

  registerEndpoint(api, ep, API.workflow.detach, async ({ body, user }) => {
    const found = await findAttachment(db, body.guid)
    if (!found) throw AppError.notFound('workflow.attachmentNotFound')
    await reachableDocument(db, found.docType, found.docGuid, user, 'editPermission')
    await removeAttachment(db, body.guid)
    return null
  })

  registerEndpoint(api, ep, API.workflow.chains, () => listChains(db))
  registerEndpoint(api, ep, API.workflow.chainRoles, () =>
    db.selectFrom('sysRole').select(['roleKey', 'roleName', 'status']).orderBy('sort').execute(),
  )
  registerEndpoint(api, ep, API.workflow.saveChain, ({ body }) => saveChain(db, body, Date.now()))

  registerEndpoint(api, ep, API.workflow.mine, async ({ user }) => {
    const waiting = await pendingFor(db, user)
    const ids = [...new Set(waiting.map((r) => r.submitterId))]
    const names = new Map(
      ids.length === 0
        ? []
        : (
            await db
              .selectFrom('sysUser')
              .select(['id', 'nickName'])
              .where('id', 'in', ids)
              .execute()
          ).map((u) => [u.id, u.nickName] as const),
    )
    return waiting.map((r) => ({
      guid: r.guid,
      docType: r.docType,
      docGuid: r.docGuid,
      title: r.title,
      amount: r.amount === null ? null : Number(r.amount),
      node: (JSON.parse(r.nodes) as ApprovalStep[])[r.step]?.name ?? '',
      submitter: names.get(r.submitterId) ?? '',
      link: workflowDocumentOf(r.docType)?.linkOf(r.docGuid) ?? '',
      createdAt: Number(r.createdAt),
      updatedAt: Number(r.updatedAt),
      version: r.version,
    }))
  })

  registerEndpoint(api, ep, API.workflow.request, async ({ query, user }) => {
    await reachableDocument(db, query.docType, query.docGuid, user, 'queryPermission')
    return latestRequestOf(db, query.docType, query.docGuid, user)
  })

  registerEndpoint(api, ep, API.workflow.transferTargets, () => enabledUserOptions(db))

  registerEndpoint(api, ep, API.workflow.act, async ({ body, user }) => {
    const found = await db
      .selectFrom('approvalRequest')
      .select(['docType', 'docGuid'])
      .where('guid', '=', body.guid)
      .executeTakeFirst()
    if (!found) throw AppError.notFound('workflow.requestNotFound')
    const doc = workflowDocumentOf(found.docType)
    if (!doc) throw AppError.badRequest('workflow.unknownDocument')
    const now = Date.now()
    const result = await db.transaction().execute(async (trx) => {
      const done = await actOnApproval(trx, { ...body, link: doc.linkOf(found.docGuid) }, user, now)
      if (done.status !== 'pending') await doc.onClosed?.(trx, done.request, done.status, user, now)
      return done
    })
    announce(db, result)
    return { status: result.status, version: result.request.version }
  })
}
