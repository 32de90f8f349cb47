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
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { DAY_MS, PROJECT_STATES, statusAsOf } from './project-workflow.ts'
import { dayText, scopeOf as projectScope, venueDay } from './projects.service.ts'
import {
  OPEN_STATES,
  draftOnly,
  nextRequestNumber,
  projectsMatching,
  requestLookup,
  requestMachine,
  requestProject,
} from './project-requests.ts'

const P = PERMISSIONS.projectCancel

/** The workflow kind of a cancellation: its approval chain, history and documents. */
export const PROJECT_CANCEL_DOC_TYPE = 'project_cancel'

/**
 * A cancellation's states: a draft is submitted to its chain; the chain's last approval
 * approves it, a rejection or a withdrawal sends it back to draft (approval.service.ts).
 */
export const CANCEL_MACHINE = requestMachine(PROJECT_CANCEL_DOC_TYPE, 'projectCancel', P)

/** Project states a cancellation can be asked in: signed, in progress (domain.md). */
const CANCELLABLE: readonly number[] = [PROJECT_STATES.signed, PROJECT_STATES.ongoing]

/** The cancellations a caller may see: their projects' owners and departments in its scope. */
const cancelScope = async (db: Db, user: AuthUser) =>
  inDataScope(await dataScopeOf(db, user), 'projectCancel.deptId', 'projectCancel.ownerId')

/** Venue days from `noticeDate` to the opening: 30 when noticed a month before. */
const daysBetween = (noticeDate: string, startTime: number | null) =>
  startTime === null ? 0 : Math.round((Number(startTime) - venueDay(noticeDate)) / DAY_MS)

export const projectCancels = defineResource({
  table: 'projectCancel',
  endpoints: API.projects.cancel,
  scope: cancelScope,
  filters: {
    keyword: (eb, v) =>
      eb.or([
        containsIgnoringCase(eb.ref('projectCancel.cancelNumber'), v),
        eb('projectCancel.projectGuid', 'in', projectsMatching(eb, v)),
      ]),
    state: (eb, v) => eb('projectCancel.state', '=', v),
    reasonCategory: (eb, v) => eb('projectCancel.reasonCategory', '=', v),
  },
  orderBy: (q) => q,
  lookup: async (db, rows) => {
    const [shared, refunds] = await Promise.all([
      requestLookup(db, rows),
      rows.length === 0
        ? []
        : db
            .selectFrom('refundRequest')
            .select(['sourceGuid', 'state'])
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
    return { ...shared, refunds: new Map(refunds.map((r) => [r.sourceGuid, r.state])) }
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
    if (stored) draftOnly(CANCEL_MACHINE, stored.state, 'edit')
    const project = await requestProject(trx, user, fields.projectGuid)
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
      .where('state', 'in', [...OPEN_STATES])
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
            cancelNumber: await nextRequestNumber(
              trx,
              'projectCancel',
              'cancelNumber',
              'QX',
              new Date(now).getFullYear(),
            ),
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
    if (kept) draftOnly(CANCEL_MACHINE, kept.state, 'remove')
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
            .where('projectCancel.state', 'in', [...OPEN_STATES]),
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
