// 服务商合同 (/contractManagement/serviceProviderContract, issue 14): the venue's contracts with
// its service providers, declared on the resource pattern; their moves, settlements and
// evaluations are in provider-contract.service.ts.
import {
  API,
  PERMISSIONS,
  PROVIDER_CONTRACT_STATES,
  PROVIDER_SETTLEMENT_STATES,
  PROVIDER_WORD_KEYS,
  type ProviderBilling,
  type ProviderContract,
  type ProviderDirection,
  type ProviderKind,
  type SettlementCycle,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
import { formatTime } from '#server/lib/resource.ts'
import { defineStateMachine } from '#server/lib/workflow/state-machine.ts'
import { AppError } from '#server/plugins/app-error.ts'

const P = PERMISSIONS.providerContract

/** The workflow kind of a provider contract: its history rows. */
export const PROVIDER_CONTRACT_DOC_TYPE = 'provider_contract'

export type ProviderContractState = keyof typeof PROVIDER_CONTRACT_STATES
const NAMES = Object.keys(PROVIDER_CONTRACT_STATES) as ProviderContractState[]
export const providerStateOf = (state: number): ProviderContractState => NAMES[state] ?? 'draft'

/**
 * A provider contract's states: a draft takes effect when audited (审核生效), then ends at its
 * term (到期) or early (终止, with a reason). Every move is one of these, by `audit`.
 */
export const PROVIDER_CONTRACT_MACHINE = defineStateMachine<ProviderContractState>({
  docType: PROVIDER_CONTRACT_DOC_TYPE,
  states: NAMES,
  stateLabelKey: (state) => `providerContract.states.${PROVIDER_CONTRACT_STATES[state]}`,
  actionLabelKey: (action) => `providerContract.action.${action}`,
  transitions: [
    { action: 'approve', from: ['draft'], to: 'performing', permission: P.audit },
    { action: 'expire', from: ['performing'], to: 'expired', permission: P.audit },
    {
      action: 'terminate',
      from: ['performing'],
      to: 'terminated',
      permission: P.audit,
      commentRequired: true,
    },
  ],
})

/** 409 naming the state when the contract's state does not allow `action`. */
export const refuseIn = (state: number, action: string): never => {
  throw AppError.conflict('workflow.notInThisState', {
    state: { key: PROVIDER_CONTRACT_MACHINE.stateLabelKey(providerStateOf(state)) },
    action: { key: PROVIDER_CONTRACT_MACHINE.actionLabelKey(action) },
  })
}

/** The next free number of the year: FW-2026-0008. */
export async function nextProviderContractNumber(db: Db, year: number): Promise<string> {
  const head = `FW-${year}-`
  const last = await db
    .selectFrom('serviceProviderContract')
    .select((eb) => eb.fn.max('contractNumber').as('n'))
    .where('contractNumber', 'like', `${head}%`)
    .executeTakeFirst()
  const seq = Number(String(last?.n ?? '').slice(head.length)) || 0
  return `${head}${String(seq + 1).padStart(4, '0')}`
}

type Row = { guid: string; createdBy: number | null }

/** What a page shows of others: the handlers' names, the settlements' sums, the mean score. */
async function lookup(db: Db, rows: readonly Row[]) {
  const guids = rows.map((r) => r.guid)
  const ids = [...new Set(rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])))]
  // a sheet of thousands reads the small tables whole rather than name every key
  const few = guids.length <= 1000
  const [users, sums, scores] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('sysUser')
          .select(['id', 'nickName'])
          .$if(ids.length <= 1000, (q) => q.where('id', 'in', ids))
          .execute(),
    guids.length === 0
      ? []
      : db
          .selectFrom('providerSettlement')
          .select((eb) => ['contractGuid', 'state', eb.fn.sum<number>('amount').as('total')])
          .$if(few, (q) => q.where('contractGuid', 'in', guids))
          .groupBy(['contractGuid', 'state'])
          .execute(),
    guids.length === 0
      ? []
      : db
          .selectFrom('providerEvaluation')
          .select((eb) => [
            'contractGuid',
            eb.fn.sum<number>('score').as('sum'),
            eb.fn.countAll<number>().as('n'),
          ])
          .$if(few, (q) => q.where('contractGuid', 'in', guids))
          .groupBy('contractGuid')
          .execute(),
  ])
  const settled = new Map<string, number>()
  const pending = new Map<string, number>()
  for (const s of sums)
    (s.state === PROVIDER_SETTLEMENT_STATES.settled ? settled : pending).set(
      s.contractGuid,
      Number(s.total),
    )
  return {
    names: new Map(users.map((u) => [u.id, u.nickName])),
    settled,
    pending,
    // one decimal, from integer sums (pg answers them as text)
    scores: new Map(
      scores.map((s) => [s.contractGuid, Math.round((Number(s.sum) * 10) / Number(s.n)) / 10]),
    ),
  }
}
type Lookup = Awaited<ReturnType<typeof lookup>>

/** A stored word (kind, direction, cycle, billing) in the reader's language. */
const wordOf = (t: (key: string) => string, stored: string) =>
  PROVIDER_WORD_KEYS[stored] ? t(`providerContract.${PROVIDER_WORD_KEYS[stored]}`) : stored

export const providerContracts = defineResource({
  table: 'serviceProviderContract',
  endpoints: API.providerContracts.contract,
  filters: {
    keyword: (eb, v) =>
      eb.or([
        containsIgnoringCase(eb.ref('serviceProviderContract.contractNumber'), v),
        containsIgnoringCase(eb.ref('serviceProviderContract.providerName'), v),
        containsIgnoringCase(eb.ref('serviceProviderContract.contactName'), v),
      ]),
    providerKind: (eb, v) => eb('serviceProviderContract.providerKind', '=', v),
    direction: (eb, v) => eb('serviceProviderContract.direction', '=', v),
    state: (eb, v) => eb('serviceProviderContract.state', '=', v),
  },
  orderBy: (q) => q,
  lookup,
  toItem: (r, l: Lookup): ProviderContract => ({
    guid: r.guid,
    contractNumber: r.contractNumber,
    providerName: r.providerName,
    providerKind: r.providerKind as ProviderKind,
    direction: r.direction as ProviderDirection,
    billing: r.billing as ProviderBilling,
    startDate: r.startDate,
    endDate: r.endDate,
    amount: Number(r.amount),
    shareRatio: r.shareRatio / 100,
    performanceBond: Number(r.performanceBond),
    settlementCycle: r.settlementCycle as SettlementCycle,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    remark: r.remark,
    state: r.state,
    settledTotal: l.settled.get(r.guid) ?? 0,
    pendingTotal: l.pending.get(r.guid) ?? 0,
    averageScore: l.scores.get(r.guid) ?? null,
    handlerName: (r.createdBy !== null && l.names.get(r.createdBy)) || '',
    createdAt: Number(r.createdAt),
    updatedAt: Number(r.updatedAt),
    version: r.version,
  }),
  sheet: [
    { key: 'contractNumber', width: 14 },
    { key: 'providerName', width: 30 },
    { key: 'providerKind', width: 12, value: (r, t) => wordOf(t, r.providerKind) },
    { key: 'direction', width: 10, value: (r, t) => wordOf(t, r.direction) },
    { key: 'billing', width: 14, value: (r, t) => wordOf(t, r.billing) },
    { key: 'amount', value: (r) => Number(r.amount) / 100 },
    { key: 'shareRatio', width: 12, value: (r) => r.shareRatio / 100 },
    { key: 'performanceBond', value: (r) => Number(r.performanceBond) / 100 },
    { key: 'startDate', width: 12 },
    { key: 'endDate', width: 12 },
    { key: 'settlementCycle', width: 10, value: (r, t) => wordOf(t, r.settlementCycle) },
    { key: 'contactName', width: 12 },
    { key: 'contactPhone', width: 16 },
    { key: 'state', width: 10, value: (r, t) => t(`providerContract.states.${r.state}`) },
    { key: 'settledTotal', value: (r, _t, l) => (l.settled.get(r.guid) ?? 0) / 100 },
  ],
  sheetTail: [{ key: 'updatedAt', width: 20, value: (r) => formatTime(Number(r.updatedAt)) }],
  // a share is kept in hundredths of a percent; a fixed one keeps none, a share no amount
  toColumns: ({ shareRatio, amount, ...f }) => ({
    ...f,
    amount: f.billing === 'fixed' ? amount : 0,
    shareRatio: f.billing === 'share' ? Math.round(shareRatio * 100) : 0,
  }),
  beforeSave: async ({ trx, fields, stored, now }) => {
    if (stored && stored.state !== PROVIDER_CONTRACT_STATES.draft) refuseIn(stored.state, 'edit')
    // 'yyyy-MM-dd' texts sort as their dates
    if (fields.endDate < fields.startDate)
      throw AppError.invalidField('endDate', 'validation.dateRange')
    if (fields.billing === 'share') {
      if (fields.direction !== '收入类')
        throw AppError.invalidField('billing', 'providerContract.shareOnlyIncome')
      if (!(fields.shareRatio > 0))
        throw AppError.invalidField('shareRatio', 'providerContract.shareRequired')
    } else if (!(fields.amount > 0))
      throw AppError.invalidField('amount', 'providerContract.amountRequired')
    return stored
      ? {}
      : {
          contractNumber: await nextProviderContractNumber(trx, new Date(now).getFullYear()),
          state: PROVIDER_CONTRACT_STATES.draft,
        }
  },
  // only drafts go (nothing was settled under them); their history with them
  beforeDelete: async (trx, guids) => {
    const kept = await trx
      .selectFrom('serviceProviderContract')
      .select('state')
      .where('guid', 'in', guids)
      .where('state', '<>', PROVIDER_CONTRACT_STATES.draft)
      .executeTakeFirst()
    if (kept) refuseIn(kept.state, 'remove')
    for (const table of ['providerSettlement', 'providerEvaluation'] as const)
      await trx.deleteFrom(table).where('contractGuid', 'in', guids).execute()
    await trx
      .deleteFrom('workflowHistory')
      .where('docType', '=', PROVIDER_CONTRACT_DOC_TYPE)
      .where('docGuid', 'in', guids)
      .execute()
  },
})
