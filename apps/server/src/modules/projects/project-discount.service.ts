// 优惠管理's workflow: a draft's figures are computed again from the quote when submitted;
// below the floor it goes to its chain (分管领导), else it is approved at once. The chain's
// end approves it (the quote then counts it) or sends it back to draft.
import type { ProjectDiscount, ProjectCancelSubmit } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { found, versionMissError } from '#server/lib/resource.ts'
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
import {
  DISCOUNT_DOC_TYPE,
  DISCOUNT_MACHINE,
  discountFigures,
  projectDiscounts,
} from './project-discount.resource.ts'
import { REQUEST_STATES, closingState, moveRequest, requestStateOf } from './project-requests.ts'

/** The discount's detail page: approvers' messages lead there. */
export const discountLink = (guid: string) => `/project/discountManagement?guid=${guid}`

/**
 * Submits a draft at the version seen, its figures computed again from the quote: below the
 * floor to its chain, else approved at once (history: autoApprove). 409 naming the state
 * when it is not a draft, 403 without the submit permission.
 */
export async function submitDiscount(
  db: Db,
  user: AuthUser,
  body: ProjectCancelSubmit,
  now: number,
): Promise<ProjectDiscount> {
  const { item, result } = await db.transaction().execute(async (trx) => {
    const stored = found(await projectDiscounts.find(trx, body.guid, user))
    checkTransition(DISCOUNT_MACHINE, requestStateOf(stored.state), 'submit', user)
    const project = await trx
      .selectFrom('project')
      .select(['guid', 'title', 'loadInTime', 'loadOutTime'])
      .where('guid', '=', stored.projectGuid)
      .executeTakeFirst()
    if (!project) throw AppError.notFound()
    const figures = await discountFigures(trx, project, {
      type: stored.type as Parameters<typeof discountFigures>[2]['type'],
      value: Number(stored.value),
    })
    const to = figures.belowFloor ? REQUEST_STATES.auditing : REQUEST_STATES.approved
    const res = await trx
      .updateTable('projectDiscount')
      .set((eb) => ({ ...figures, state: to, updatedAt: now, version: eb('version', '+', 1) }))
      .where('guid', '=', stored.guid)
      .where('version', '=', body.version)
      .executeTakeFirst()
    if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
    let submitted: Pick<ApprovalResult, 'notified'> = { notified: [] }
    if (figures.belowFloor)
      submitted = await submitForApproval(
        trx,
        {
          docType: DISCOUNT_DOC_TYPE,
          docGuid: stored.guid,
          title: `${stored.discountNumber} ${project.title}`,
          amount: figures.discountAmount,
          link: discountLink(stored.guid),
        },
        user,
        now,
      )
    else
      await recordTransition(trx, {
        docType: DISCOUNT_DOC_TYPE,
        docGuid: stored.guid,
        action: 'autoApprove',
        from: 'draft',
        to: 'approved',
        user,
        now,
      })
    return { item: await projectDiscounts.detail(trx, stored.guid, user), result: submitted }
  })
  announce(db, result)
  return item
}

/** What the end of a discount's approval does (WorkflowDocument.onClosed). */
export async function closeDiscount(
  db: Db,
  request: ApprovalRequestRecord,
  status: Exclude<ApprovalStatus, 'pending'>,
  _user: Pick<AuthUser, 'id' | 'nickName'>,
  now: number,
): Promise<void> {
  const d = await db
    .selectFrom('projectDiscount')
    .select(['guid', 'state', 'version'])
    .where('guid', '=', request.docGuid)
    .executeTakeFirst()
  if (!d) throw AppError.notFound()
  const to = closingState(DISCOUNT_MACHINE, d.state, status)
  await moveRequest(db, 'projectDiscount', d.guid, d.version, REQUEST_STATES[to], now)
}
