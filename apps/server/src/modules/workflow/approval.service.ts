// The approval chains of documents (issue 13, section 1; docs/product/domain.md "Workflow and
// approvals"): submit, approve, reject (comment required; the document goes back to draft),
// transfer to a named user, withdraw (the submitter, while no node has acted). Each step
// runs in the document's own transaction, so the document's state and its approval change
// together; two approvers acting at once: the request's version lets one win, the other
// gets 409.
import { ALL_PERMISSIONS, hasAnyPermission } from '@app/contracts'
import { publishChange } from '#server/db/change-bus.ts'
import type { Db } from '#server/db/database.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { recordTransition } from '#server/lib/workflow/state-machine.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import type { ApprovalRequestRecord } from './workflow.table.ts'

/** A node of a request's chain, as it was when the document was submitted. */
export interface ApprovalStep {
  name: string
  roleKey: string
}

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn'
export type ApprovalAction = 'approve' | 'reject' | 'transfer' | 'withdraw'

/** What a step did to its request, and whom it told (to announce after the commit). */
export interface ApprovalResult {
  request: ApprovalRequestRecord
  status: ApprovalStatus
  /** Users who got a message: publish their unread counts once committed (announce). */
  notified: number[]
}

type Actor = Pick<AuthUser, 'id' | 'nickName' | 'roles' | 'permissions'>

/** The chain of a document type for an amount (fen): its nodes in order, conditions met. */
export async function chainFor(
  db: Db,
  docType: string,
  amount: number | null,
): Promise<ApprovalStep[]> {
  const nodes = await db
    .selectFrom('approvalNode')
    .select(['name', 'roleKey', 'minAmount'])
    .where('docType', '=', docType)
    .orderBy('seq')
    .execute()
  return nodes
    .filter((n) => n.minAmount === null || (amount !== null && amount >= Number(n.minAmount)))
    .map(({ name, roleKey }) => ({ name, roleKey }))
}

const stepsOf = (r: ApprovalRequestRecord): ApprovalStep[] => JSON.parse(r.nodes) as ApprovalStep[]

/** Enabled users holding an enabled role: who may act on a node. */
async function holdersOf(db: Db, roleKey: string): Promise<number[]> {
  const rows = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .innerJoin('sysUser as u', 'u.id', 'ur.userId')
    .select('u.id')
    .where('r.roleKey', '=', roleKey)
    .where('r.status', '=', 1)
    .where('u.status', '=', 1)
    .execute()
  return rows.map((r) => r.id)
}

/** A message to each user about a request waiting for them; answers who was told. */
async function tell(
  db: Db,
  userIds: number[],
  request: Pick<ApprovalRequestRecord, 'title' | 'docGuid'>,
  link: string,
  now: number,
): Promise<number[]> {
  const to = [...new Set(userIds)]
  if (to.length === 0) return []
  await db
    .insertInto('message')
    .values(
      to.map((userId) => ({
        guid: newGuid(),
        userId,
        title: `待审核：${request.title}`,
        content: `「${request.title}」等待您审核。`,
        kind: 'approval',
        link,
        readAt: null,
        createdAt: now,
      })),
    )
    .execute()
  return to
}

/** Wakes the unread badge of every user a step told, on every instance. Call after commit. */
export const announce = (db: Db, result: Pick<ApprovalResult, 'notified'>): void => {
  for (const userId of result.notified) publishChange(db, { topic: 'unread', userId })
}

/**
 * Submits a document to its chain. A chain with no node for the amount approves at once.
 * Refused with 409 while the document has a pending request.
 */
export async function submitForApproval(
  db: Db,
  doc: {
    docType: string
    docGuid: string
    title: string
    amount: number | null
    /** Where the approvers' message leads: the document's detail (`/project/…?guid=`). */
    link: string
  },
  user: Actor,
  now: number,
): Promise<ApprovalResult> {
  const open = await db
    .selectFrom('approvalRequest')
    .select('guid')
    .where('docType', '=', doc.docType)
    .where('docGuid', '=', doc.docGuid)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (open) throw AppError.conflict('workflow.alreadyPending')
  const steps = await chainFor(db, doc.docType, doc.amount)
  const status: ApprovalStatus = steps.length === 0 ? 'approved' : 'pending'
  const request: ApprovalRequestRecord = {
    guid: newGuid(),
    docType: doc.docType,
    docGuid: doc.docGuid,
    title: doc.title,
    amount: doc.amount,
    submitterId: user.id,
    status,
    nodes: JSON.stringify(steps),
    step: 0,
    currentRole: steps[0]?.roleKey ?? null,
    assigneeId: null,
    acted: 0,
    createdAt: now,
    updatedAt: now,
    version: 0,
  }
  await db.insertInto('approvalRequest').values(request).execute()
  await recordTransition(db, {
    docType: doc.docType,
    docGuid: doc.docGuid,
    action: 'approval.submit',
    from: null,
    to: steps[0]?.name ?? null,
    user,
    now,
  })
  const first = steps[0]
  const notified = first
    ? await tell(
        db,
        (await holdersOf(db, first.roleKey)).filter((id) => id !== user.id),
        request,
        doc.link,
        now,
      )
    : []
  return { request, status, notified }
}

/** May `user` act on the request's current node? Its assignee after a transfer, else the node's role. */
const mayAct = (r: ApprovalRequestRecord, step: ApprovalStep | undefined, user: Actor): boolean => {
  if (hasAnyPermission(user.permissions, [ALL_PERMISSIONS])) return true
  if (r.assigneeId !== null) return r.assigneeId === user.id
  return step !== undefined && user.roles.includes(step.roleKey)
}

/**
 * One action on a pending request, at the version the caller saw. approve moves to the next
 * node or approves the request; reject (comment required) and withdraw (the submitter,
 * while no node has acted) close it; transfer hands the current node to one user.
 */
export async function actOnApproval(
  db: Db,
  act: {
    guid: string
    version: number
    action: ApprovalAction
    comment?: string
    toUserId?: number
    link: string
  },
  user: Actor,
  now: number,
): Promise<ApprovalResult> {
  const r = await db
    .selectFrom('approvalRequest')
    .selectAll()
    .where('guid', '=', act.guid)
    .executeTakeFirst()
  if (!r) throw AppError.notFound('workflow.requestNotFound')
  if (r.status !== 'pending')
    throw AppError.conflict('workflow.requestClosed', {
      status: { key: `workflow.status.${r.status}` },
    })
  const steps = stepsOf(r)
  const step = steps[r.step]
  const comment = (act.comment ?? '').trim()

  let change: Partial<ApprovalRequestRecord> = {}
  let notifyIds: number[] = []
  let to: string | null = step?.name ?? null
  if (act.action === 'withdraw') {
    if (r.submitterId !== user.id) throw AppError.forbidden('workflow.notSubmitter')
    if (r.acted === 1) throw AppError.conflict('workflow.alreadyActed')
    change = { status: 'withdrawn', currentRole: null }
    to = null
  } else {
    if (r.submitterId === user.id && !hasAnyPermission(user.permissions, [ALL_PERMISSIONS]))
      throw AppError.forbidden('workflow.ownRequest')
    if (!mayAct(r, step, user)) throw AppError.forbidden('workflow.notYourNode')
    if (act.action === 'reject') {
      if (!comment) throw AppError.invalidField('comment', 'workflow.rejectReasonRequired')
      change = { status: 'rejected', currentRole: null, acted: 1 }
      to = null
    } else if (act.action === 'transfer') {
      const target = act.toUserId
      const found =
        target === undefined || target === user.id
          ? undefined
          : await db
              .selectFrom('sysUser')
              .select('id')
              .where('id', '=', target)
              .where('status', '=', 1)
              .executeTakeFirst()
      if (!found) throw AppError.invalidField('toUserId', 'workflow.transferTargetInvalid')
      change = { assigneeId: found.id, acted: 1 }
      notifyIds = [found.id]
    } else {
      const next = steps[r.step + 1]
      change = next
        ? { step: r.step + 1, currentRole: next.roleKey, assigneeId: null, acted: 1 }
        : { status: 'approved', currentRole: null, assigneeId: null, acted: 1 }
      to = next?.name ?? null
      if (next) notifyIds = (await holdersOf(db, next.roleKey)).filter((id) => id !== r.submitterId)
    }
  }

  const res = await db
    .updateTable('approvalRequest')
    .set({ ...change, updatedAt: now, version: r.version + 1 })
    .where('guid', '=', r.guid)
    .where('version', '=', act.version)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  // another approver (or the submitter) acted first
  if (Number(res.numUpdatedRows) === 0) throw AppError.conflict()
  const request = { ...r, ...change, updatedAt: now, version: r.version + 1 }
  await recordTransition(db, {
    docType: r.docType,
    docGuid: r.docGuid,
    action: `approval.${act.action}`,
    from: step?.name ?? null,
    to,
    user,
    comment,
    now,
  })
  const notified = await tell(db, notifyIds, r, act.link, now)
  return { request, status: request.status as ApprovalStatus, notified }
}

/** 待我审核: the pending requests whose current node waits for `user`, newest first. */
export async function pendingFor(db: Db, user: Pick<AuthUser, 'id' | 'roles'>) {
  return db
    .selectFrom('approvalRequest')
    .selectAll()
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('assigneeId', '=', user.id),
        // a node of one of the caller's roles, nobody named, not their own request
        ...(user.roles.length === 0
          ? []
          : [
              eb.and([
                eb('assigneeId', 'is', null),
                eb('submitterId', '!=', user.id),
                eb('currentRole', 'in', user.roles),
              ]),
            ]),
      ]),
    )
    .orderBy('updatedAt', 'desc')
    .orderBy('guid')
    .execute()
}

/**
 * A document's latest request and what `user` may do with it now: act on its current node
 * (the node's role or its transfer's user, never on an own request), or withdraw it (its
 * submitter, while no node has acted). Null when the document was never submitted.
 */
export async function latestRequestOf(db: Db, docType: string, docGuid: string, user: Actor) {
  const r = await db
    .selectFrom('approvalRequest')
    .selectAll()
    .where('docType', '=', docType)
    .where('docGuid', '=', docGuid)
    .orderBy('createdAt', 'desc')
    .orderBy('guid', 'desc')
    .executeTakeFirst()
  if (!r) return null
  const steps = stepsOf(r)
  const ids = [r.submitterId, ...(r.assigneeId === null ? [] : [r.assigneeId])]
  const names = new Map(
    (
      await db.selectFrom('sysUser').select(['id', 'nickName']).where('id', 'in', ids).execute()
    ).map((u) => [u.id, u.nickName] as const),
  )
  const pending = r.status === 'pending'
  const own = r.submitterId === user.id && !hasAnyPermission(user.permissions, [ALL_PERMISSIONS])
  return {
    guid: r.guid,
    status: r.status as ApprovalStatus,
    nodes: steps.map((s) => s.name),
    step: r.step,
    submitter: names.get(r.submitterId) ?? '',
    assignee: r.assigneeId === null ? '' : (names.get(r.assigneeId) ?? ''),
    canAct: pending && !own && mayAct(r, steps[r.step], user),
    canWithdraw: pending && r.submitterId === user.id && r.acted === 0,
    createdAt: Number(r.createdAt),
    version: r.version,
  }
}
