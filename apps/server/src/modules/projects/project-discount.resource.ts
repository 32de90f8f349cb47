// 优惠管理 (/project/discountManagement), docs/product/domain.md "Discount": a discount on a
// project's quote, declared on the resource pattern; its amount and whether it takes the
// price below the floor are computed from the quote when saved and again when submitted
// (project-discount.service.ts).
import {
  API,
  type DiscountType,
  PERMISSIONS,
  type ProjectDiscount,
  type ProjectQuote,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
import { formatTime } from '#server/lib/resource.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { DAY_MS, PROJECT_STATES, statusAsOf } from './project-workflow.ts'
import { quoteOf } from './project-quote.ts'
import {
  draftOnly,
  nextRequestNumber,
  projectsMatching,
  requestLookup,
  requestMachine,
  requestProject,
} from './project-requests.ts'

const P = PERMISSIONS.discount

/** The workflow kind of a discount: its approval chain (分管领导), history and documents. */
export const DISCOUNT_DOC_TYPE = 'discount'

export const DISCOUNT_MACHINE = requestMachine(DISCOUNT_DOC_TYPE, 'discount', P)

/** Project states with a quote to discount: held, to be signed, signed, in progress. */
const DISCOUNTABLE: readonly number[] = [
  PROJECT_STATES.reserved,
  PROJECT_STATES.pending,
  PROJECT_STATES.signed,
  PROJECT_STATES.ongoing,
]

/** The discounts a caller may see: their projects' owners and departments in its scope. */
const discountScope = async (db: Db, user: AuthUser) =>
  inDataScope(await dataScopeOf(db, user), 'projectDiscount.deptId', 'projectDiscount.ownerId')

/** What a discount of `type` and `value` takes off a quote of `subtotal` over `days` (fen). */
export function discountAmountOf(
  type: DiscountType,
  value: number,
  subtotal: number,
  days: number,
) {
  if (type === 'rate') return Math.round((subtotal * (100 - value)) / 100)
  if (type === 'freeDays') return Math.round((subtotal / Math.max(days, 1)) * value)
  return value
}

/**
 * The figures of a discount on the project's quote as it is now: its amount, the subtotal,
 * the floor and whether what is left after the approved discounts and this one is below
 * it. 400 on the field when the project has nothing priced or the discount exceeds the rest.
 */
export async function discountFigures(
  db: Db,
  project: { guid: string; loadInTime: number | null; loadOutTime: number | null },
  fields: { type: DiscountType; value: number },
) {
  const quote: ProjectQuote = await quoteOf(db, project.guid)
  if (quote.subtotal === 0) throw AppError.invalidField('projectGuid', 'discount.noQuote')
  const days =
    project.loadInTime === null || project.loadOutTime === null
      ? 1
      : Math.round((Number(project.loadOutTime) - Number(project.loadInTime)) / DAY_MS) + 1
  const discountAmount = discountAmountOf(fields.type, fields.value, quote.subtotal, days)
  const left = quote.subtotal - quote.discount - discountAmount
  if (left < 0) throw AppError.invalidField('value', 'discount.tooLarge')
  return {
    originalAmount: quote.subtotal,
    discountAmount,
    floorAmount: quote.floor,
    belowFloor: left < quote.floor ? 1 : 0,
  }
}

export const projectDiscounts = defineResource({
  table: 'projectDiscount',
  endpoints: API.projects.discount,
  scope: discountScope,
  filters: {
    keyword: (eb, v) =>
      eb.or([
        containsIgnoringCase(eb.ref('projectDiscount.discountNumber'), v),
        eb('projectDiscount.projectGuid', 'in', projectsMatching(eb, v)),
      ]),
    projectGuid: (eb, v) => eb('projectDiscount.projectGuid', '=', v),
    state: (eb, v) => eb('projectDiscount.state', '=', v),
    type: (eb, v) => eb('projectDiscount.type', '=', v),
  },
  orderBy: (q) => q,
  lookup: requestLookup,
  toItem: (r, { projects, names }): ProjectDiscount => {
    const p = projects.get(r.projectGuid)
    return {
      guid: r.guid,
      discountNumber: r.discountNumber,
      projectGuid: r.projectGuid,
      projectNumber: p?.projectNumber ?? '',
      projectTitle: p?.title ?? '',
      customerName: p?.customerName ?? '',
      type: r.type as DiscountType,
      value: Number(r.value),
      originalAmount: Number(r.originalAmount),
      discountAmount: Number(r.discountAmount),
      belowFloor: r.belowFloor === 1,
      state: r.state,
      applicantName: (r.createdBy !== null && names.get(r.createdBy)) || '',
      createdAt: Number(r.createdAt),
      updatedAt: Number(r.updatedAt),
      version: r.version,
      reason: r.reason,
      floorAmount: Number(r.floorAmount),
      afterAmount: Number(r.originalAmount) - Number(r.discountAmount),
    }
  },
  toRow: ({ reason: _r, floorAmount: _f, afterAmount: _a, ...row }) => row,
  sheet: [
    { key: 'discountNumber', width: 14 },
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
    { key: 'type', width: 12, value: (r, t) => t(`discount.types.${r.type}`) },
    { key: 'value', width: 10, value: (r) => Number(r.value) },
    { key: 'originalAmount', value: (r) => Number(r.originalAmount) / 100 },
    { key: 'discountAmount', value: (r) => Number(r.discountAmount) / 100 },
    {
      key: 'belowFloor',
      width: 10,
      value: (r, t) => t(`discount.belowFloorSheet.${r.belowFloor}`),
    },
    { key: 'reason', width: 36 },
    { key: 'state', width: 10, value: (r, t) => t(`discount.states.${r.state}`) },
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
    if (stored) draftOnly(DISCOUNT_MACHINE, stored.state, 'edit')
    const project = await requestProject(trx, user, fields.projectGuid)
    if (!project) throw AppError.invalidField('projectGuid', 'projectCancel.projectMissing')
    if (stored && stored.projectGuid !== project.guid)
      throw AppError.invalidField('projectGuid', 'projectCancel.projectFixed')
    const state = statusAsOf(project, now)
    if (!DISCOUNTABLE.includes(state))
      throw AppError.conflict('discount.projectState', {
        title: project.title,
        state: { key: `dashboard.status.${state}` },
      })
    return {
      ...(await discountFigures(trx, project, fields)),
      ownerId: project.ownerId,
      deptId: project.deptId,
      ...(stored
        ? {}
        : {
            discountNumber: await nextRequestNumber(
              trx,
              'projectDiscount',
              'discountNumber',
              'YH',
              new Date(now).getFullYear(),
            ),
            state: 0,
            createdBy: user.id,
          }),
    }
  },
  beforeDelete: async (trx, guids) => {
    const kept = await trx
      .selectFrom('projectDiscount')
      .select('state')
      .where('guid', 'in', guids)
      .where('state', '<>', 0)
      .executeTakeFirst()
    if (kept) draftOnly(DISCOUNT_MACHINE, kept.state, 'remove')
    for (const table of ['workflowHistory', 'recordAttachment'] as const)
      await trx
        .deleteFrom(table)
        .where('docType', '=', DISCOUNT_DOC_TYPE)
        .where('docGuid', 'in', guids)
        .execute()
  },
})
