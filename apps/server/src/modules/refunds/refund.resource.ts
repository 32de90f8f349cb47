// 退款审核 (/financialManagement/refundAudit), docs/product/domain.md "Finance": money the
// venue pays back, declared on the resource pattern; its workflow (submit to the chain, what
// approval does, the payment) is in refund.service.ts.
import {
  API,
  CANCEL_REFUND_SOURCE,
  PERMISSIONS,
  REFUND_SOURCES,
  REFUND_STATES,
  type Refund,
  type RefundSource,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
import { formatTime, versionMissError } from '#server/lib/resource.ts'
import { defineStateMachine } from '#server/lib/workflow/state-machine.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import {
  projectsAndNames,
  projectsMatching,
  requestProject,
} from '#server/modules/projects/project-requests.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { REFUND_DOC_TYPE, nextRefundNumber } from './refund-arrival.ts'

const P = PERMISSIONS.refund

export type RefundState = keyof typeof REFUND_STATES
const NAMES = Object.keys(REFUND_STATES) as RefundState[]
export const refundStateOf = (state: number): RefundState => NAMES[state] ?? 'draft'

/**
 * A refund's states (domain.md "退款审核"): one entered by hand is 待提交, a cancellation's
 * arrives 待审核; either is submitted to the chain (审核中: 财务经理 → 分管领导); its last
 * approval makes it 已通过, a rejection 已驳回 (edited and submitted again), its submitter's
 * withdrawal 待提交; an approved one is paid with a bank serial (已退款) by a holder of
 * refund:pay (the cashier, 财务专员).
 */
export const REFUND_MACHINE = defineStateMachine<RefundState>({
  docType: REFUND_DOC_TYPE,
  states: NAMES,
  stateLabelKey: (state) => `refund.states.${REFUND_STATES[state]}`,
  actionLabelKey: (action) => `refund.action.${action}`,
  transitions: [
    {
      action: 'submit',
      from: ['draft', 'pending', 'rejected'],
      to: 'auditing',
      permission: P.edit,
    },
    { action: 'approve', from: ['auditing'], to: 'approved', permission: P.audit },
    { action: 'reject', from: ['auditing'], to: 'rejected', permission: P.audit },
    { action: 'withdraw', from: ['auditing'], to: 'draft', permission: P.edit },
    { action: 'pay', from: ['approved'], to: 'paid', permission: P.pay },
  ],
})

/** States a refund is still edited in: before its chain, or back from a rejection. */
const EDITABLE: readonly number[] = [
  REFUND_STATES.draft,
  REFUND_STATES.pending,
  REFUND_STATES.rejected,
]

/** 409 naming the state and the action refused. */
export const refusedIn = (state: number, action: string) =>
  AppError.conflict('workflow.notInThisState', {
    state: { key: REFUND_MACHINE.stateLabelKey(refundStateOf(state)) },
    action: { key: REFUND_MACHINE.actionLabelKey(action) },
  })

/** The refunds a caller may see: their projects' (or authors') departments in its scope. */
const refundScope = async (db: Db, user: AuthUser) =>
  inDataScope(await dataScopeOf(db, user), 'refundRequest.deptId', 'refundRequest.ownerId')

/** Moves a refund to `set.state` at its version (409 when another step came first). */
export async function moveRefund(
  db: Db,
  guid: string,
  version: number,
  set: { state: number } & Partial<{ paidSerial: string; paidDate: string; paidBy: number }>,
  now: number,
): Promise<void> {
  const res = await db
    .updateTable('refundRequest')
    .set((eb) => ({ ...set, updatedAt: now, version: eb('version', '+', 1) }))
    .where('guid', '=', guid)
    .where('version', '=', version)
    .executeTakeFirst()
  if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
}

const sourceOf = (s: string): RefundSource =>
  (REFUND_SOURCES as readonly string[]).includes(s) ? (s as RefundSource) : 'deposit'

export const refunds = defineResource({
  table: 'refundRequest',
  endpoints: API.refunds.refund,
  scope: refundScope,
  filters: {
    keyword: (eb, v) =>
      eb.or([
        containsIgnoringCase(eb.ref('refundRequest.refundNumber'), v),
        containsIgnoringCase(eb.ref('refundRequest.payee'), v),
        eb('refundRequest.projectGuid', 'in', projectsMatching(eb, v)),
      ]),
    sourceType: (eb, v) => eb('refundRequest.sourceType', '=', v),
    state: (eb, v) => eb('refundRequest.state', '=', v),
  },
  orderBy: (q) => q,
  lookup: async (db, rows) => {
    const cancels = rows.flatMap((r) =>
      r.sourceType === CANCEL_REFUND_SOURCE && r.sourceGuid ? [r.sourceGuid] : [],
    )
    const [shared, numbers] = await Promise.all([
      projectsAndNames(
        db,
        rows.flatMap((r) => (r.projectGuid ? [r.projectGuid] : [])),
        rows.flatMap((r) => [r.createdBy, r.paidBy].filter((id) => id !== null)),
      ),
      cancels.length === 0
        ? []
        : db
            .selectFrom('projectCancel')
            .select(['guid', 'cancelNumber'])
            .$if(cancels.length <= 1000, (q) => q.where('guid', 'in', cancels))
            .execute(),
    ])
    return { ...shared, cancels: new Map(numbers.map((c) => [c.guid, c.cancelNumber])) }
  },
  toItem: (r, { projects, names, cancels }): Refund => {
    const p = r.projectGuid ? projects.get(r.projectGuid) : undefined
    return {
      guid: r.guid,
      refundNumber: r.refundNumber,
      sourceType: sourceOf(r.sourceType),
      sourceGuid: r.sourceGuid,
      sourceNumber: cancels.get(r.sourceGuid) ?? '',
      projectGuid: r.projectGuid || null,
      projectNumber: p?.projectNumber ?? '',
      projectTitle: p?.title ?? '',
      payee: r.payee,
      payeeBank: r.payeeBank,
      payeeAccount: r.payeeAccount,
      amount: Number(r.amount),
      state: r.state,
      paidSerial: r.paidSerial,
      paidDate: r.paidDate,
      handlerName: (r.createdBy !== null && names.get(r.createdBy)) || '',
      createdAt: Number(r.createdAt),
      updatedAt: Number(r.updatedAt),
      version: r.version,
      reason: r.reason,
      paidByName: (r.paidBy !== null && names.get(r.paidBy)) || '',
    }
  },
  toRow: ({ reason: _r, paidByName: _p, ...row }) => row,
  sheet: [
    { key: 'refundNumber', width: 14 },
    { key: 'sourceType', width: 12, value: (r, t) => t(`refund.sources.${r.sourceType}`) },
    { key: 'payee', width: 30 },
    { key: 'payeeBank', width: 24 },
    { key: 'payeeAccount', width: 24 },
    { key: 'amount', value: (r) => Number(r.amount) / 100 },
    {
      key: 'projectTitle',
      width: 30,
      value: (r, _t, { projects }) => projects.get(r.projectGuid)?.title ?? '',
    },
    { key: 'reason', width: 36 },
    { key: 'state', width: 10, value: (r, t) => t(`refund.states.${r.state}`) },
    { key: 'paidSerial', width: 24 },
    { key: 'paidDate', width: 12 },
    {
      key: 'handlerName',
      width: 10,
      value: (r, _t, { names }) => names.get(r.createdBy ?? 0) ?? '',
    },
  ],
  sheetTail: [{ key: 'updatedAt', width: 20, value: (r) => formatTime(Number(r.updatedAt)) }],
  // the author and its scope's columns come from beforeSave
  stamp: (now) => ({ createdAt: now, updatedAt: now }),
  toColumns: ({ projectGuid, ...f }) => ({ ...f, projectGuid: projectGuid ?? '' }),
  beforeSave: async ({ trx, user, fields, stored, now }) => {
    if (stored && !EDITABLE.includes(stored.state)) throw refusedIn(stored.state, 'edit')
    const fromCancel = stored?.sourceType === CANCEL_REFUND_SOURCE
    if (fromCancel) {
      // a cancellation's refund keeps what its cancellation decided; finance adds the account
      if (fields.sourceType !== CANCEL_REFUND_SOURCE)
        throw AppError.invalidField('sourceType', 'refund.sourceFixed')
      if (fields.amount !== Number(stored.amount))
        throw AppError.invalidField('amount', 'refund.amountFixed')
      if ((fields.projectGuid ?? '') !== stored.projectGuid)
        throw AppError.invalidField('projectGuid', 'refund.projectFixed')
      return {}
    }
    // only a cancellation records a cancellation's refund
    if (fields.sourceType === CANCEL_REFUND_SOURCE)
      throw AppError.invalidField('sourceType', 'refund.manualOnly')
    const project = fields.projectGuid
      ? await requestProject(trx, user, fields.projectGuid)
      : undefined
    if (fields.projectGuid && !project)
      throw AppError.invalidField('projectGuid', 'refund.projectMissing')
    return {
      sourceGuid: '',
      ownerId: project?.ownerId ?? stored?.ownerId ?? user.id,
      deptId: project?.deptId ?? stored?.deptId ?? user.deptId,
      ...(stored
        ? {}
        : {
            refundNumber: await nextRefundNumber(trx, new Date(now).getFullYear()),
            state: REFUND_STATES.draft,
            createdBy: user.id,
          }),
    }
  },
  // only a draft entered by hand goes; its history and documents with it
  beforeDelete: async (trx, guids) => {
    const kept = await trx
      .selectFrom('refundRequest')
      .select(['state', 'sourceType'])
      .where('guid', 'in', guids)
      .where((eb) =>
        eb.or([
          eb('state', '<>', REFUND_STATES.draft),
          eb('sourceType', '=', CANCEL_REFUND_SOURCE),
        ]),
      )
      .executeTakeFirst()
    if (kept?.sourceType === CANCEL_REFUND_SOURCE) throw AppError.conflict('refund.cancelNoDelete')
    if (kept) throw refusedIn(kept.state, 'remove')
    for (const table of ['workflowHistory', 'recordAttachment'] as const)
      await trx
        .deleteFrom(table)
        .where('docType', '=', REFUND_DOC_TYPE)
        .where('docGuid', 'in', guids)
        .execute()
  },
})
