// 对账结算 (/financialManagement/reconciliationSettlement), docs/product/domain.md "Finance": a
// project's settlement sheet declared on the resource pattern. The server computes every
// figure (settlementFigures in contracts) from the project's signed contracts (addenda
// included), its claims and the lines the user enters; its steps (提交客户确认, 退回修改, 客户确认,
// 结清) are in settlement.service.ts. Like the proformas, sheets are finance's documents across
// every project: the list is not scoped (its permissions are the finance pages').
//
// Decisions (issue 14):
// - The contract amount is the totals of the project's signed contracts (已签订, 履行中,
//   已完成), which already carry the discounts approved before signing; the sheet's discounts
//   are the concessions granted after signing, entered as lines like the extras.
// - Received is what was claimed for those contracts' instalments (contract_instalment.received),
//   less the project's 多收退款 approved or paid; its 押金退还 approved or paid come off the deposit.
// - The deposit offset defaults to the part of the contracts' 履约保证金 that covers what is
//   still owed (min(deposit, receivable − received), 0 when nothing is owed); a user may set
//   it from 0 to that most. The rest of the deposit goes back through 退款审核.
// - A sheet is drawn up for a project 进行中 (settled at tear-down) or 已完成, one open sheet
//   (草稿, 待客户确认, 已确认) a project at a time.
import {
  API,
  PERMISSIONS,
  RECEIVABLE_CONTRACT_STATES,
  REFUND_STATES,
  type RefundSource,
  SETTLEMENT_LINE_KINDS,
  SETTLEMENT_STATES,
  type Settlement,
  type SettlementBasis,
  type SettlementLineSave,
  type SettlementLineKind,
  amountInWords,
  settlementFigures,
} from '@app/contracts'
import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
import { formatTime } from '#server/lib/resource.ts'
import { defineStateMachine, recordTransition } from '#server/lib/workflow/state-machine.ts'
import {
  VENUE_PARTY,
  documentLookup,
  customerParty,
} from '#server/modules/parties/document-parties.ts'
import { projectsMatching } from '#server/modules/projects/project-requests.ts'
import {
  DATE_DRIVEN_STATUSES,
  PROJECT_STATES,
  statusAsOf,
} from '#server/modules/projects/project-workflow.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import { AppError } from '#server/plugins/app-error.ts'

const P = PERMISSIONS.settlement

/** The workflow kind of a settlement: its history rows. */
export const SETTLEMENT_DOC_TYPE = 'settlement'

export type SettlementState = keyof typeof SETTLEMENT_STATES
const NAMES = Object.keys(SETTLEMENT_STATES) as SettlementState[]
export const settlementStateOf = (state: number): SettlementState => NAMES[state] ?? 'draft'

/**
 * A sheet's states (domain.md "Finance"): 草稿 → 待客户确认 (sent to the customer) → 已确认 (the
 * customer agreed its figures) → 已结清 (the balance paid or refunded: the project 已结算); a
 * customer who disputes it sends it back to 草稿 with the reason (退回修改).
 */
export const SETTLEMENT_MACHINE = defineStateMachine<SettlementState>({
  docType: SETTLEMENT_DOC_TYPE,
  states: NAMES,
  stateLabelKey: (state) => `settlement.states.${SETTLEMENT_STATES[state]}`,
  actionLabelKey: (action) => `settlement.action.${action}`,
  transitions: [
    { action: 'submit', from: ['draft'], to: 'pending', permission: P.edit },
    {
      action: 'return',
      from: ['pending'],
      to: 'draft',
      permission: P.edit,
      commentRequired: true,
    },
    { action: 'confirm', from: ['pending'], to: 'confirmed', permission: P.confirm },
    { action: 'settle', from: ['confirmed'], to: 'settled', permission: P.confirm },
  ],
})

/** 409 naming the state when a sheet is no longer a draft (edit, delete). */
export function draftOnly(state: number, action: string) {
  if (state !== SETTLEMENT_STATES.draft)
    throw AppError.conflict('workflow.notInThisState', {
      state: { key: SETTLEMENT_MACHINE.stateLabelKey(settlementStateOf(state)) },
      action: { key: SETTLEMENT_MACHINE.actionLabelKey(action) },
    })
}

/** Sheet states that are still open: a project has one of these at a time. */
const OPEN: readonly number[] = [
  SETTLEMENT_STATES.draft,
  SETTLEMENT_STATES.pending,
  SETTLEMENT_STATES.confirmed,
]
/** Project states (as of now) a sheet is drawn up in. */
const SETTLEABLE: readonly number[] = [PROJECT_STATES.ongoing, PROJECT_STATES.done]

/** A project as a sheet reads it (undefined when gone). */
export const settlementProject = (db: Db, guid: string) =>
  db
    .selectFrom('project')
    .leftJoin('customer', 'customer.guid', 'project.customerGuid')
    .select([
      'project.guid',
      'project.projectNumber',
      'project.title',
      'project.status',
      'project.loadInTime',
      'project.loadOutTime',
      'project.customerGuid',
      'project.deptId',
      'project.version',
      sql<string>`coalesce(customer.name, project.customer)`.as('customerName'),
    ])
    .where('project.guid', '=', guid)
    .executeTakeFirst()

/** Refunds decided for a project (已通过, or 已退款 with its serial): the money goes back. */
const REFUNDS_DECIDED = [REFUND_STATES.approved, REFUND_STATES.paid]

/**
 * What the project's signed contracts and their claims give a sheet now. Refunds decided for
 * the project come off what they repay: a 多收退款 off the received money, a 押金退还 off the
 * deposit there is left to offset (so a sheet never returns or offsets the same money twice).
 */
export async function basisOf(
  db: Db,
  p: { guid: string; projectNumber: string; title: string; customerName: string },
): Promise<SettlementBasis> {
  const [contracts, received, refunds] = await Promise.all([
    db
      .selectFrom('contract')
      .select([
        sql<number>`coalesce(sum(total), 0)`.as('total'),
        sql<number>`coalesce(sum(deposit), 0)`.as('deposit'),
      ])
      .where('projectGuid', '=', p.guid)
      .where('state', 'in', [...RECEIVABLE_CONTRACT_STATES])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contractInstalment as i')
      .innerJoin('contract as c', 'c.guid', 'i.contractGuid')
      .select(sql<number>`coalesce(sum(i.received), 0)`.as('received'))
      .where('c.projectGuid', '=', p.guid)
      .where('c.state', 'in', [...RECEIVABLE_CONTRACT_STATES])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('refundRequest')
      .select(['sourceType', sql<number>`coalesce(sum(amount), 0)`.as('amount')])
      .where('projectGuid', '=', p.guid)
      .where('state', 'in', REFUNDS_DECIDED)
      .where('sourceType', 'in', ['overpayment', 'deposit'])
      .groupBy('sourceType')
      .execute(),
  ])
  const refunded = (source: RefundSource) =>
    Number(refunds.find((r) => r.sourceType === source)?.amount ?? 0)
  return {
    projectGuid: p.guid,
    projectNumber: p.projectNumber,
    projectTitle: p.title,
    customerName: p.customerName,
    contractAmount: Number(contracts.total),
    received: Math.max(0, Number(received.received) - refunded('overpayment')),
    deposit: Math.max(0, Number(contracts.deposit) - refunded('deposit')),
  }
}

/**
 * A project a sheet may be drawn up for: 进行中 or 已完成 now (400 on the field otherwise),
 * with no other open sheet (400 naming it).
 */
export async function settleableProject(
  db: Db,
  guid: string,
  now: number,
  except?: string,
): Promise<NonNullable<Awaited<ReturnType<typeof settlementProject>>>> {
  const p = await settlementProject(db, guid)
  if (!p) throw AppError.invalidField('projectGuid', 'settlement.projectMissing')
  const state = statusAsOf(p, now)
  if (!SETTLEABLE.includes(state))
    throw AppError.invalidField('projectGuid', 'settlement.projectNotReady', {
      state: { key: `dashboard.status.${state}` },
    })
  const open = await db
    .selectFrom('settlement')
    .select('settlementNumber')
    .where('projectGuid', '=', guid)
    .where('state', 'in', [...OPEN])
    .$if(except !== undefined, (q) => q.where('guid', '<>', except ?? ''))
    .executeTakeFirst()
  if (open)
    throw AppError.invalidField('projectGuid', 'settlement.projectOpen', {
      number: open.settlementNumber,
    })
  return p
}

/** The projects a sheet can be drawn up for now, by title or number (the picker of 新增). */
export async function settlementProjects(db: Db, keyword: string | undefined, now: number) {
  const rows = await db
    .selectFrom('project')
    .leftJoin('customer', 'customer.guid', 'project.customerGuid')
    .select([
      'project.guid',
      'project.projectNumber',
      'project.title',
      'project.status',
      'project.loadInTime',
      'project.loadOutTime',
      sql<string>`coalesce(customer.name, project.customer)`.as('customerName'),
    ])
    .where('project.status', 'in', [...DATE_DRIVEN_STATUSES])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('contract as c')
          .select('c.id')
          .whereRef('c.projectGuid', '=', 'project.guid')
          .where('c.state', 'in', [...RECEIVABLE_CONTRACT_STATES]),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('settlement as s')
            .select('s.id')
            .whereRef('s.projectGuid', '=', 'project.guid')
            .where('s.state', 'in', [...OPEN]),
        ),
      ),
    )
    .$if(Boolean(keyword), (q) =>
      q.where('project.guid', 'in', (eb) => projectsMatching(eb, keyword ?? '')),
    )
    .orderBy('project.loadOutTime', 'desc')
    .limit(200)
    .execute()
  return rows
    .filter((p) => SETTLEABLE.includes(statusAsOf(p, now)))
    .slice(0, 50)
    .map(({ guid, projectNumber, title, customerName }) => ({
      guid,
      projectNumber,
      title,
      customerName,
    }))
}

/** Writes a sheet's lines anew (a draft's are replaced whole). */
export async function writeSettlementLines(
  db: Db,
  settlementGuid: string,
  lines: readonly SettlementLineSave[],
): Promise<void> {
  await db.deleteFrom('settlementLine').where('settlementGuid', '=', settlementGuid).execute()
  if (lines.length)
    await db
      .insertInto('settlementLine')
      .values(
        lines.map((l, i) => ({
          settlementGuid,
          seq: i + 1,
          kind: l.kind,
          description: l.description,
          amount: l.amount,
        })),
      )
      .execute()
}

/** The next free number of the year: JS-2026-0007. */
export async function nextSettlementNumber(db: Db, year: number): Promise<string> {
  const head = `JS-${year}-`
  const last = await db
    .selectFrom('settlement')
    .select((eb) => eb.fn.max('settlementNumber').as('n'))
    .where('settlementNumber', 'like', `${head}%`)
    .executeTakeFirst()
  const seq = Number(String(last?.n ?? '').slice(head.length)) || 0
  return `${head}${String(seq + 1).padStart(4, '0')}`
}

/**
 * The figures a draft's save stores: the project's basis now, the lines, the offset given
 * (400 on the field above the deposit or above what is owed) or its default.
 */
export function draftFigures(
  basis: SettlementBasis,
  lines: readonly SettlementLineSave[],
  depositOffset: number | null | undefined,
) {
  const figures = settlementFigures(basis, lines, depositOffset)
  if (depositOffset !== null && depositOffset !== undefined) {
    const most = Math.max(0, Math.min(basis.deposit, figures.receivable - basis.received))
    if (depositOffset > most)
      throw AppError.invalidField('depositOffset', 'settlement.offsetTooLarge', {
        most: (most / 100).toFixed(2),
      })
  }
  return {
    contractAmount: basis.contractAmount,
    received: basis.received,
    deposit: basis.deposit,
    ...figures,
  }
}

const yuan = (fen: number) => Number(fen) / 100
const isKind = (k: string): k is SettlementLineKind =>
  (SETTLEMENT_LINE_KINDS as readonly string[]).includes(k)

export const settlements = defineResource({
  table: 'settlement',
  endpoints: API.settlements.settlement,
  filters: {
    keyword: (eb, v) =>
      eb.or([
        containsIgnoringCase(eb.ref('settlement.settlementNumber'), v),
        eb('settlement.projectGuid', 'in', projectsMatching(eb, v)),
      ]),
    state: (eb, v) => eb('settlement.state', '=', v),
    projectGuid: (eb, v) => eb('settlement.projectGuid', '=', v),
  },
  orderBy: (q) => q,
  // the lines and the customer's data are the detail's: a list or a sheet reads none
  lookup: (db, rows) =>
    documentLookup(db, rows, (guid) =>
      db
        .selectFrom('settlementLine')
        .selectAll()
        .where('settlementGuid', '=', guid)
        .orderBy('seq')
        .execute(),
    ),
  toItem: (r, { projects, names, lines, customer }): Settlement => {
    const p = projects.get(r.projectGuid)
    const customerName = p?.customerName ?? ''
    const balance = Number(r.balance)
    return {
      guid: r.guid,
      settlementNumber: r.settlementNumber,
      projectGuid: r.projectGuid,
      projectNumber: p?.projectNumber ?? '',
      projectTitle: p?.title ?? '',
      customerName,
      contractAmount: Number(r.contractAmount),
      extras: Number(r.extras),
      discounts: Number(r.discounts),
      receivable: Number(r.receivable),
      received: Number(r.received),
      deposit: Number(r.deposit),
      depositOffset: Number(r.depositOffset),
      finalPayment: Number(r.finalPayment),
      balance,
      state: r.state,
      handlerName: (r.createdBy !== null && names.get(r.createdBy)) || '',
      createdAt: Number(r.createdAt),
      updatedAt: Number(r.updatedAt),
      version: r.version,
      lines: lines
        .filter((l) => l.settlementGuid === r.guid)
        .map((l) => ({
          seq: l.seq,
          kind: isKind(l.kind) ? l.kind : 'other',
          description: l.description,
          amount: Number(l.amount),
        })),
      balanceInWords: amountInWords(Math.abs(balance)),
      receivableInWords: amountInWords(Number(r.receivable)),
      remark: r.remark,
      returnReason: r.returnReason,
      confirmedDate: r.confirmedDate,
      settledDate: r.settledDate,
      venue: VENUE_PARTY,
      customer: customerParty(customer, customerName),
    }
  },
  toRow: ({
    lines: _l,
    balanceInWords: _b,
    receivableInWords: _r,
    remark: _m,
    returnReason: _x,
    confirmedDate: _c,
    settledDate: _s,
    venue: _v,
    customer: _u,
    ...row
  }) => row,
  sheet: [
    { key: 'settlementNumber', width: 14 },
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
    { key: 'contractAmount', value: (r) => yuan(r.contractAmount) },
    { key: 'extras', value: (r) => yuan(r.extras) },
    { key: 'discounts', value: (r) => yuan(r.discounts) },
    { key: 'receivable', value: (r) => yuan(r.receivable) },
    { key: 'received', value: (r) => yuan(r.received) },
    { key: 'depositOffset', value: (r) => yuan(r.depositOffset) },
    { key: 'balance', value: (r) => yuan(r.balance) },
    { key: 'state', width: 12, value: (r, t) => t(`settlement.states.${r.state}`) },
    {
      key: 'handlerName',
      width: 10,
      value: (r, _t, { names }) => names.get(r.createdBy ?? 0) ?? '',
    },
  ],
  sheetTail: [{ key: 'updatedAt', width: 20, value: (r) => formatTime(Number(r.updatedAt)) }],
  toColumns: (f) => ({ projectGuid: f.projectGuid, remark: f.remark }),
  // the figures as the project's contracts and claims give them at this save
  beforeSave: async ({ trx, user, fields, stored, guid, now }) => {
    if (stored) draftOnly(stored.state, 'edit')
    if (stored && stored.projectGuid !== fields.projectGuid)
      throw AppError.invalidField('projectGuid', 'settlement.projectFixed')
    const project = await settleableProject(trx, fields.projectGuid, now, guid)
    const figures = draftFigures(await basisOf(trx, project), fields.lines, fields.depositOffset)
    return {
      customerGuid: project.customerGuid,
      deptId: project.deptId,
      ...figures,
      finalPayment: 0,
      returnReason: stored?.returnReason ?? '',
      ...(stored
        ? {}
        : {
            settlementNumber: await nextSettlementNumber(
              trx,
              Number((dayText(now) ?? '').slice(0, 4)),
            ),
            state: SETTLEMENT_STATES.draft,
            createdBy: user.id,
          }),
    }
  },
  afterSave: async ({ trx, guid, fields, stored, user, now }) => {
    await writeSettlementLines(trx, guid, fields.lines)
    if (!stored)
      await recordTransition(trx, {
        docType: SETTLEMENT_DOC_TYPE,
        docGuid: guid,
        action: 'create',
        from: null,
        to: 'draft',
        user,
        now,
      })
  },
  // only drafts go; their lines and history with them
  beforeDelete: async (trx, guids) => {
    const kept = await trx
      .selectFrom('settlement')
      .select('state')
      .where('guid', 'in', guids)
      .where('state', '<>', SETTLEMENT_STATES.draft)
      .executeTakeFirst()
    if (kept) draftOnly(kept.state, 'remove')
    await trx.deleteFrom('settlementLine').where('settlementGuid', 'in', guids).execute()
    await trx
      .deleteFrom('workflowHistory')
      .where('docType', '=', SETTLEMENT_DOC_TYPE)
      .where('docGuid', 'in', guids)
      .execute()
  },
})
