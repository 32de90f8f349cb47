// 项目取消's workflow: a draft goes to its approval chain (财务经理 → 分管领导); the chain's
// end approves it in the closing approver's transaction: the project becomes 已取消, its
// blocks are freed (the grid shows the dates free) and the money to return is recorded as a
// refund request for finance. A rejection or a withdrawal brings the draft back.
import {
  BOOKING_STATUS,
  CANCEL_STATES,
  type ProjectCancel,
  type ProjectCancelSubmit,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { found } from '#server/lib/resource.ts'
import { checkTransition, recordTransition } from '#server/lib/workflow/state-machine.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import {
  type ApprovalResult,
  type ApprovalStatus,
  announce,
  submitForApproval,
} from '#server/modules/workflow/approval.service.ts'
import type { ApprovalRequestRecord } from '#server/modules/workflow/workflow.table.ts'
import { recordCancellationRefund } from '#server/modules/refunds/refund-arrival.ts'
import {
  CANCEL_MACHINE,
  PROJECT_CANCEL_DOC_TYPE,
  projectCancels,
} from './project-cancel.resource.ts'
import { closingState, moveRequest, requestStateOf } from './project-requests.ts'
import { PROJECT_MACHINE, PROJECT_STATES, stateOf, statusAsOf } from './project-workflow.ts'

/** The cancellation's detail page: approvers' messages lead there. */
export const cancelLink = (guid: string) => `/project/projectCancel?guid=${guid}`

/**
 * Submits a draft at the version the caller saw: 409 naming the state when it is not a
 * draft, 403 without the submit permission. Its approvers are told once committed.
 */
export async function submitCancellation(
  db: Db,
  user: AuthUser,
  body: ProjectCancelSubmit,
  now: number,
): Promise<ProjectCancel> {
  const { item, result } = await db.transaction().execute(async (trx) => {
    const stored = found(await projectCancels.find(trx, body.guid, user))
    checkTransition(CANCEL_MACHINE, requestStateOf(stored.state), 'submit', user)
    await moveRequest(trx, 'projectCancel', stored.guid, body.version, CANCEL_STATES.auditing, now)
    const project = await trx
      .selectFrom('project')
      .select('title')
      .where('guid', '=', stored.projectGuid)
      .executeTakeFirst()
    const submitted: ApprovalResult = await submitForApproval(
      trx,
      {
        docType: PROJECT_CANCEL_DOC_TYPE,
        docGuid: stored.guid,
        title: `${stored.cancelNumber} ${project?.title ?? ''}`,
        amount: Number(stored.refund),
        link: cancelLink(stored.guid),
      },
      user,
      now,
    )
    // a chain with no node for the amount approves at once
    if (submitted.status === 'approved')
      await closeCancellation(trx, submitted.request, 'approved', user, now)
    return { item: await projectCancels.detail(trx, stored.guid, user), result: submitted }
  })
  announce(db, result)
  return item
}

/**
 * What the end of a cancellation's approval does (WorkflowDocument.onClosed): approved, the
 * project is cancelled, its blocks freed and the refund recorded; rejected or withdrawn, the
 * request is a draft again. 409 when the project can no longer be cancelled (settled).
 */
export async function closeCancellation(
  db: Db,
  request: ApprovalRequestRecord,
  status: Exclude<ApprovalStatus, 'pending'>,
  user: Pick<AuthUser, 'id' | 'nickName'>,
  now: number,
): Promise<void> {
  const c = await db
    .selectFrom('projectCancel')
    .selectAll()
    .where('guid', '=', request.docGuid)
    .executeTakeFirst()
  if (!c) throw AppError.notFound()
  const to = closingState(CANCEL_MACHINE, c.state, status)
  await moveRequest(db, 'projectCancel', c.guid, c.version, CANCEL_STATES[to], now)
  if (to !== 'approved') return
  const p = await db
    .selectFrom('project')
    .select(['guid', 'title', 'customer', 'status', 'loadInTime', 'loadOutTime'])
    .where('guid', '=', c.projectGuid)
    .executeTakeFirst()
  if (!p) throw AppError.notFound()
  // signed, in progress or just finished by the dates: not yet settled, lost or cancelled
  if (
    !([PROJECT_STATES.signed, PROJECT_STATES.ongoing, PROJECT_STATES.done] as number[]).includes(
      p.status,
    )
  )
    throw AppError.conflict('projectCancel.projectState', {
      title: p.title,
      state: { key: `dashboard.status.${p.status}` },
    })
  await db
    .updateTable('project')
    .set((eb) => ({
      status: PROJECT_STATES.cancelled,
      holdLevel: null,
      updatedAt: now,
      version: eb('version', '+', 1),
    }))
    .where('guid', '=', p.guid)
    .execute()
  await db
    .updateTable('scheduleMission')
    .set({ status: BOOKING_STATUS.cancelled, updatedAt: now })
    .where('projectGuid', '=', p.guid)
    .where('status', '!=', BOOKING_STATUS.cancelled)
    .execute()
  await recordTransition(db, {
    docType: PROJECT_MACHINE.docType,
    docGuid: p.guid,
    action: 'cancel',
    from: stateOf(statusAsOf(p, now)),
    to: 'cancelled',
    user,
    comment: `${c.cancelNumber} ${c.reason}`,
    now,
  })
  // 退款审核 takes it from here: 待审核 until finance completes the account and submits it
  if (Number(c.refund) > 0)
    await recordCancellationRefund(
      db,
      {
        cancelGuid: c.guid,
        cancelNumber: c.cancelNumber,
        reason: c.reason,
        project: { guid: p.guid, customer: p.customer, ownerId: c.ownerId, deptId: c.deptId },
        amount: Number(c.refund),
      },
      user,
      now,
    )
}
