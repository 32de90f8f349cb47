// 项目取消 (/project/projectCancel), docs/product/domain.md "Project cancellation": a request
// to cancel a signed project, declared on the resource pattern; its workflow (submit to the
// chain 财务经理 → 分管领导, what approval does) is in project-cancel.service.ts.
import {
  API,
  CANCEL_STATES,
  type CancelReasonCategory,
  PERMISSIONS,
  type ProjectCancel,
} from '@app/contracts'
import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains, containsIgnoringCase } from '#server/lib/like.ts'
import { formatTime } from '#server/lib/resource.ts'
import { type StateMachine, defineStateMachine } from '#server/lib/workflow/state-machine.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { DAY_MS, PROJECT_STATES, statusAsOf } from './project-workflow.ts'
import { dayText, scopeOf as projectScope, venueDay } from './projects.service.ts'

const P = PERMISSIONS.projectCancel

/** The workflow kind of a cancellation: its approval chain, history and documents. */
export const PROJECT_CANCEL_DOC_TYPE = 'project_cancel'

export type CancelState = keyof typeof CANCEL_STATES
const NAMES = Object.keys(CANCEL_STATES) as CancelState[]
export const cancelStateOf = (state: number): CancelState => NAMES[state] ?? 'draft'

/**
 * A cancellation's states: a draft is submitted to its chain; the chain's last approval
 * approves it, a rejection or a withdrawal sends it back to draft (approval.service.ts).
 */
export const CANCEL_MACHINE: StateMachine<CancelState> = defineStateMachine<CancelState>({
  docType: PROJECT_CANCEL_DOC_TYPE,
  states: NAMES,
  stateLabelKey: (state) => `projectCancel.states.${CANCEL_STATES[state]}`,
  actionLabelKey: (action) => `projectCancel.action.${action}`,
  transitions: [
    { action: 'submit', from: ['draft'], to: 'auditing', permission: P.submit },
    { action: 'approve', from: ['auditing'], to: 'approved', permission: P.audit },
    { action: 'reject', from: ['auditing'], to: 'draft', permission: P.audit },
    { action: 'withdraw', from: ['auditing'], to: 'draft', permission: P.submit },
  ],
})

/** Project states a cancellation can be asked in: signed, in progress (domain.md). */
const CANCELLABLE: readonly number[] = [PROJECT_STATES.signed, PROJECT_STATES.ongoing]
/** Cancellation states still open: a project has at most one. */
const OPEN: readonly number[] = [CANCEL_STATES.draft, CANCEL_STATES.auditing]

/** The cancellations a caller may see: their projects' owners and departments in its scope. */
const cancelScope = async (db: Db, user: AuthUser) =>
  inDataScope(await dataScopeOf(db, user), 'projectCancel.deptId', 'projectCancel.ownerId')

/** A project the caller reaches, as a cancellation reads it. */
export async function projectForCancel(db: Db, user: AuthUser, guid: string) {
  return db
    .selectFrom('project')
    .select([
      'guid',
      'projectNumber',
      'title',
      'customer',
      'status',
      'loadInTime',
      'startTime',
      'loadOutTime',
      'ownerId',
      'deptId',
    ])
    .where('guid', '=', guid)
    .where(await projectScope(db, user))
    .executeTakeFirst()
}

/** The next free number of the year: QX-2026-0003. */
async function nextNumber(db: Db, year: number): Promise<string> {
  const prefix = `QX-${year}-`
  const last = await db
    .selectFrom('projectCancel')
    .select((eb) => eb.fn.max('cancelNumber').as('n'))
    .where('cancelNumber', 'like', `${prefix}%`)
    .executeTakeFirst()
  const seq = Number(String(last?.n ?? '').slice(prefix.length)) || 0
  return `${prefix}${String(seq + 1).padStart(4, '0')}`
}

/** Venue days from `noticeDate` to the opening: 30 when noticed a month before. */
const daysBetween = (noticeDate: string, startTime: number | null) =>
  startTime === null ? 0 : Math.round((Number(startTime) - venueDay(noticeDate)) / DAY_MS)

/** 409 naming the state when a cancellation is no longer a draft (edit, delete). */
const draftOnly = (state: number, action: string) => {
  if (state !== CANCEL_STATES.draft)
    throw AppError.conflict('workflow.notInThisState', {
      state: { key: CANCEL_MACHINE.stateLabelKey(cancelStateOf(state)) },
      action: { key: `projectCancel.action.${action}` },
    })
}

export const projectCancels = defineResource({
  table: 'projectCancel',
  endpoints: API.projects.cancel,
  scope: cancelScope,
  filters: {
    keyword: (eb, v) =>
      eb.or([
        containsIgnoringCase(eb.ref('projectCancel.cancelNumber'), v),
        eb(
          'projectCancel.projectGuid',
          'in',
          eb
            .selectFrom('project')
            .select('project.guid')
            .where((p) =>
              p.or([
                contains(p.ref('project.title'), v),
                containsIgnoringCase(p.ref('project.projectNumber'), v),
              ]),
            ),
        ),
      ]),
    state: (eb, v) => eb('projectCancel.state', '=', v),
    reasonCategory: (eb, v) => eb('projectCancel.reasonCategory', '=', v),
  },
  orderBy: (q) => q,
  lookup: async (db, rows) => {
    const guids = [...new Set(rows.map((r) => r.projectGuid))]
    const userIds = [...new Set(rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])))]
    const [projects, users, refunds] = await Promise.all([
      guids.length === 0
        ? []
        : db
            .selectFrom('project')
            .leftJoin('customer', 'customer.guid', 'project.customerGuid')
            .select([
              'project.guid',
              'project.projectNumber',
              'project.title',
              'project.startTime',
              sql<string>`coalesce(customer.name, project.customer)`.as('customerName'),
            ])
            .$if(guids.length <= 1000, (q) => q.where('project.guid', 'in', guids))
            .execute(),
      userIds.length === 0
        ? []
        : db
            .selectFrom('sysUser')
            .select(['id', 'nickName'])
            .$if(userIds.length <= 1000, (q) => q.where('id', 'in', userIds))
            .execute(),
      rows.length === 0
        ? []
        : db
            .selectFrom('refundRequest')
            .select(['sourceGuid', 'status'])
            .where('sourceType', '=', PROJECT_CANCEL_DOC_TYPE)
            .$if(rows.length <= 1000, (q) =>
              q.where(
                'sourceGuid',
                'in',
                rows.map((r) => r.guid),
              ),
            )
            .execute(),
    ])
    return {
      projects: new Map(projects.map((p) => [p.guid, p])),
      names: new Map(users.map((u) => [u.id, u.nickName])),
      refunds: new Map(refunds.map((r) => [r.sourceGuid, r.status])),
    }
  },
  toItem: (r, { projects, names, refunds }): ProjectCancel => {
    const p = projects.get(r.projectGuid)
    return {
      guid: r.guid,
      cancelNumber: r.cancelNumber,
      projectGuid: r.projectGuid,
      projectNumber: p?.projectNumber ?? '',
      projectTitle: p?.title ?? '',
      customerName: p?.customerName ?? '',
      reasonCategory: r.reasonCategory as CancelReasonCategory,
      noticeDate: r.noticeDate,
      daysBefore: r.daysBefore,
      penalty: Number(r.penalty),
      received: Number(r.received),
      refund: Number(r.refund),
      state: r.state,
      refundStatus: refunds.get(r.guid) ?? null,
      applicantName: (r.createdBy !== null && names.get(r.createdBy)) || '',
      createdAt: Number(r.createdAt),
      updatedAt: Number(r.updatedAt),
      version: r.version,
      reason: r.reason,
      penaltyClause: r.penaltyClause,
      projectStartDate: dayText(p?.startTime ?? null),
    }
  },
  toRow: ({ reason: _r, penaltyClause: _c, projectStartDate: _s, ...row }) => row,
  sheet: [
    { key: 'cancelNumber', width: 14 },
    {
      key: 'projectTitle',
      width: 36,
      value: (r, _t, { projects }) => projects.get(r.projectGuid)?.title ?? '',
    },
    {
      key: 'customerName',
      width: 30,
      value: (r, _t, { projects }) => projects.get(r.projectGuid)?.customerName ?? '',
    },
    {
      key: 'reasonCategory',
      width: 12,
      value: (r, t) => t(`projectCancel.reasons.${r.reasonCategory}`),
    },
    { key: 'reason', width: 36 },
    { key: 'noticeDate', width: 12 },
    { key: 'daysBefore', width: 10 },
    { key: 'penalty', value: (r) => Number(r.penalty) / 100 },
    { key: 'received', value: (r) => Number(r.received) / 100 },
    { key: 'refund', value: (r) => Number(r.refund) / 100 },
    { key: 'state', width: 10, value: (r, t) => t(`projectCancel.states.${r.state}`) },
    {
      key: 'applicantName',
      width: 10,
      value: (r, _t, { names }) => names.get(r.createdBy ?? 0) ?? '',
    },
  ],
  sheetTail: [{ key: 'updatedAt', width: 20, value: (r) => formatTime(Number(r.updatedAt)) }],
  // the creator and the times; the project's owner and department come from beforeSave
  stamp: (now) => ({ createdAt: now, updatedAt: now }),
  beforeSave: async ({ trx, user, fields, stored, now }) => {
    if (stored) draftOnly(stored.state, 'edit')
    const project = await projectForCancel(trx, user, fields.projectGuid)
    if (!project) throw AppError.invalidField('projectGuid', 'projectCancel.projectMissing')
    // a draft keeps its project; a new request needs one signed or in progress
    if (stored && stored.projectGuid !== project.guid)
      throw AppError.invalidField('projectGuid', 'projectCancel.projectFixed')
    const state = statusAsOf(project, now)
    if (!CANCELLABLE.includes(state))
      throw AppError.conflict('projectCancel.projectState', {
        title: project.title,
        state: { key: `dashboard.status.${state}` },
      })
    const open = await trx
      .selectFrom('projectCancel')
      .select('cancelNumber')
      .where('projectGuid', '=', project.guid)
      .where('state', 'in', [...OPEN])
      .where('guid', '<>', stored?.guid ?? '')
      .executeTakeFirst()
    if (open)
      throw AppError.conflict('projectCancel.alreadyOpen', {
        title: project.title,
        number: open.cancelNumber,
      })
    return {
      daysBefore: daysBetween(fields.noticeDate, project.startTime),
      refund: Math.max(fields.received - fields.penalty, 0),
      ownerId: project.ownerId,
      deptId: project.deptId,
      ...(stored
        ? {}
        : {
            cancelNumber: await nextNumber(trx, new Date(now).getFullYear()),
            state: CANCEL_STATES.draft,
            createdBy: user.id,
          }),
    }
  },
  // only drafts go; their history and documents with them
  beforeDelete: async (trx, guids) => {
    const kept = await trx
      .selectFrom('projectCancel')
      .select('state')
      .where('guid', 'in', guids)
      .where('state', '<>', CANCEL_STATES.draft)
      .executeTakeFirst()
    if (kept) draftOnly(kept.state, 'remove')
    for (const table of ['workflowHistory', 'recordAttachment'] as const)
      await trx
        .deleteFrom(table)
        .where('docType', '=', PROJECT_CANCEL_DOC_TYPE)
        .where('docGuid', 'in', guids)
        .execute()
  },
})

/**
 * The projects a cancellation can be asked for: signed or in progress as of `now`, within
 * the caller's scope, none open already; by a part of the title or number.
 */
export async function cancellableProjects(
  db: Db,
  user: AuthUser,
  keyword: string | undefined,
  now: number,
) {
  const rows = await db
    .selectFrom('project')
    .leftJoin('customer', 'customer.guid', 'project.customerGuid')
    .select([
      'project.guid',
      'project.projectNumber',
      'project.title',
      'project.status',
      'project.loadInTime',
      'project.startTime',
      'project.loadOutTime',
      'project.contractAmount',
      sql<string>`coalesce(customer.name, project.customer)`.as('customerName'),
    ])
    .where(await projectScope(db, user))
    .where('project.status', 'in', [PROJECT_STATES.signed, PROJECT_STATES.ongoing])
    .where(sql<number>`project.load_out_time + ${DAY_MS}`, '>', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('projectCancel')
            .select('projectCancel.id')
            .whereRef('projectCancel.projectGuid', '=', 'project.guid')
            .where('projectCancel.state', 'in', [...OPEN]),
        ),
      ),
    )
    .$if(keyword !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          contains(eb.ref('project.title'), keyword ?? ''),
          containsIgnoringCase(eb.ref('project.projectNumber'), keyword ?? ''),
        ]),
      ),
    )
    .orderBy('project.startTime')
    .limit(50)
    .execute()
  return rows
    .filter((r) => CANCELLABLE.includes(statusAsOf(r, now)))
    .map((r) => ({
      guid: r.guid,
      projectNumber: r.projectNumber,
      title: r.title,
      customerName: r.customerName,
      startDate: dayText(r.startTime === null ? null : Number(r.startTime)),
      contractAmount: r.contractAmount === null ? null : Number(r.contractAmount),
    }))
}
