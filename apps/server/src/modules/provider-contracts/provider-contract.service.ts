// 服务商合同's moves (审核生效, 到期, 终止) and its detail page: the periodic settlements (a
// share computed here from the base revenue), 确认结算, the evaluations and the settlements'
// sheet. Every move writes its history row in the transaction that makes it.
import {
  PROVIDER_CONTRACT_STATES,
  PROVIDER_SETTLEMENT_STATES,
  type ProviderContract,
  type ProviderContractAct,
  type ProviderContractSheet,
  type ProviderEvaluation,
  type ProviderEvaluationAdd,
  type ProviderSettlement,
  type ProviderSettlementAdd,
  type ProviderSettlementSettle,
  shareAmountOf,
} from '@app/contracts'
import type { Selectable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { type Lang, translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { formatTime, found, versionMissError, xlsxOf } from '#server/lib/resource.ts'
import { checkTransition, recordTransition } from '#server/lib/workflow/state-machine.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import {
  PROVIDER_CONTRACT_DOC_TYPE,
  PROVIDER_CONTRACT_MACHINE,
  providerContracts,
  providerStateOf,
  refuseIn,
} from './provider-contract.resource.ts'
import type {
  ProviderEvaluationTable,
  ProviderSettlementTable,
} from './provider-contracts.table.ts'

const S = PROVIDER_CONTRACT_STATES
/** States a contract is settled in: in force, or ended at its term (the last period). */
const SETTLEABLE: readonly number[] = [S.performing, S.expired]
/** States a provider is evaluated in: once the contract took effect. */
const EVALUABLE: readonly number[] = [S.performing, S.expired, S.terminated]
const SETTLEMENT_NAMES = ['pending', 'settled'] as const

const yuan = (fen: number) => (fen / 100).toFixed(2)

/**
 * 审核生效 / 到期 / 终止 at the version seen: 409 naming the state when the machine does not
 * allow it, or for 到期 before the end of the term; 403 without `audit`; 400 for 终止 without
 * a reason. Nothing changes on a refusal.
 */
export async function actOnProviderContract(
  db: Db,
  user: AuthUser,
  body: ProviderContractAct & { comment: string },
  now: number,
): Promise<ProviderContract> {
  return db.transaction().execute(async (trx) => {
    const c = found(await providerContracts.find(trx, body.guid))
    const way = checkTransition(
      PROVIDER_CONTRACT_MACHINE,
      providerStateOf(c.state),
      body.action,
      user,
      body.comment,
    )
    const today = dayText(now) ?? ''
    if (body.action === 'expire' && today < c.endDate)
      throw AppError.conflict('providerContract.notYetEnded', { endDate: c.endDate })
    const res = await trx
      .updateTable('serviceProviderContract')
      .set((eb) => ({ state: S[way.to], updatedAt: now, version: eb('version', '+', 1) }))
      .where('guid', '=', c.guid)
      .where('version', '=', body.version)
      .executeTakeFirst()
    if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
    await recordTransition(trx, {
      docType: PROVIDER_CONTRACT_DOC_TYPE,
      docGuid: c.guid,
      action: body.action,
      from: providerStateOf(c.state),
      to: way.to,
      user,
      comment: body.comment,
      now,
    })
    return providerContracts.detail(trx, c.guid)
  })
}

const toSettlement = (r: Selectable<ProviderSettlementTable>): ProviderSettlement => ({
  guid: r.guid,
  contractGuid: r.contractGuid,
  period: r.period,
  baseRevenue: Number(r.baseRevenue),
  shareRatio: r.shareRatio / 100,
  amount: Number(r.amount),
  state: r.state,
  settledAt: r.settledAt === null ? null : Number(r.settledAt),
  remark: r.remark,
  createdAt: Number(r.createdAt),
  version: r.version,
})

const toEvaluation = (r: Selectable<ProviderEvaluationTable>): ProviderEvaluation => ({
  guid: r.guid,
  contractGuid: r.contractGuid,
  evalDate: r.evalDate,
  score: r.score,
  comment: r.comment,
  userName: r.userName,
  createdAt: Number(r.createdAt),
})

const settlementsOf = (db: Db, contractGuid: string) =>
  db
    .selectFrom('providerSettlement')
    .selectAll()
    .where('contractGuid', '=', contractGuid)
    .orderBy('period', 'desc')
    .orderBy('id', 'desc')
    .execute()

/** The detail page: the contract, its settlements (latest period first) and evaluations. */
export async function providerContractSheet(db: Db, guid: string): Promise<ProviderContractSheet> {
  const contract = await providerContracts.detail(db, guid)
  const [settlements, evaluations] = await Promise.all([
    settlementsOf(db, guid),
    db
      .selectFrom('providerEvaluation')
      .selectAll()
      .where('contractGuid', '=', guid)
      .orderBy('evalDate', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ])
  return {
    contract,
    settlements: settlements.map(toSettlement),
    evaluations: evaluations.map(toEvaluation),
  }
}

/**
 * 新增结算 of a period, pending: a share's amount is round(revenue × ratio) at the contract's
 * ratio (shareAmountOf); a fixed one's is the amount entered. 409 naming the state unless
 * the contract is in force or ended at its term; 400 for a period settled already.
 */
export async function addProviderSettlement(
  db: Db,
  user: AuthUser,
  body: Required<ProviderSettlementAdd>,
  now: number,
): Promise<ProviderSettlement> {
  return db.transaction().execute(async (trx) => {
    const c = found(await providerContracts.find(trx, body.contractGuid))
    if (!SETTLEABLE.includes(c.state)) refuseIn(c.state, 'addSettlement')
    const share = c.billing === 'share'
    if (!share && !(body.amount > 0))
      throw AppError.invalidField('amount', 'providerContract.settlementAmountRequired')
    const taken = await trx
      .selectFrom('providerSettlement')
      .select('guid')
      .where('contractGuid', '=', c.guid)
      .where('period', '=', body.period)
      .executeTakeFirst()
    if (taken)
      throw AppError.invalidField('period', 'providerContract.periodTaken', {
        period: body.period,
      })
    const amount = share ? shareAmountOf(body.baseRevenue, c.shareRatio) : body.amount
    const guid = newGuid()
    await trx
      .insertInto('providerSettlement')
      .values({
        guid,
        contractGuid: c.guid,
        period: body.period,
        baseRevenue: share ? body.baseRevenue : 0,
        shareRatio: share ? c.shareRatio : 0,
        amount,
        state: PROVIDER_SETTLEMENT_STATES.pending,
        settledAt: null,
        remark: body.remark,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
    await recordTransition(trx, {
      docType: PROVIDER_CONTRACT_DOC_TYPE,
      docGuid: c.guid,
      action: 'addSettlement',
      from: null,
      to: 'pending',
      user,
      comment: `${body.period} ¥${yuan(amount)}`,
      now,
    })
    return toSettlement(
      await trx
        .selectFrom('providerSettlement')
        .selectAll()
        .where('guid', '=', guid)
        .executeTakeFirstOrThrow(),
    )
  })
}

/** 确认结算 (待结算 → 已结算) at the version seen: 409 naming the state when settled already. */
export async function settleProviderSettlement(
  db: Db,
  user: AuthUser,
  body: ProviderSettlementSettle,
  now: number,
): Promise<ProviderSettlement> {
  return db.transaction().execute(async (trx) => {
    const s = found(
      await trx
        .selectFrom('providerSettlement')
        .selectAll()
        .where('guid', '=', body.guid)
        .executeTakeFirst(),
    )
    if (s.state !== PROVIDER_SETTLEMENT_STATES.pending)
      throw AppError.conflict('workflow.notInThisState', {
        state: { key: `providerContract.settlementStates.${s.state}` },
        action: { key: 'providerContract.action.settle' },
      })
    const res = await trx
      .updateTable('providerSettlement')
      .set((eb) => ({
        state: PROVIDER_SETTLEMENT_STATES.settled,
        settledAt: now,
        updatedAt: now,
        version: eb('version', '+', 1),
      }))
      .where('guid', '=', s.guid)
      .where('version', '=', body.version)
      .executeTakeFirst()
    if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
    // the contract's timeline tells its settlements apart by their period
    await recordTransition(trx, {
      docType: PROVIDER_CONTRACT_DOC_TYPE,
      docGuid: s.contractGuid,
      action: 'settle',
      from: SETTLEMENT_NAMES[s.state] ?? null,
      to: 'settled',
      user,
      comment: `${s.period} ¥${yuan(Number(s.amount))}`,
      now,
    })
    return toSettlement(
      await trx
        .selectFrom('providerSettlement')
        .selectAll()
        .where('guid', '=', s.guid)
        .executeTakeFirstOrThrow(),
    )
  })
}

/** 评价 by the caller: 409 naming the state while the contract is a draft. */
export async function addProviderEvaluation(
  db: Db,
  user: AuthUser,
  body: Required<ProviderEvaluationAdd>,
  now: number,
): Promise<ProviderEvaluation> {
  const c = found(await providerContracts.find(db, body.contractGuid))
  if (!EVALUABLE.includes(c.state)) refuseIn(c.state, 'evaluate')
  const row = {
    guid: newGuid(),
    contractGuid: c.guid,
    evalDate: body.evalDate,
    score: body.score,
    comment: body.comment,
    userId: user.id,
    userName: user.nickName,
    createdAt: now,
  }
  await db.insertInto('providerEvaluation').values(row).execute()
  return toEvaluation({ ...row, id: 0 })
}

/** The settlements of one contract as a sheet, headed by the detail page's labels. */
export async function exportProviderSettlements(
  db: Db,
  guid: string,
  lang: Lang,
): Promise<{ name: string; body: Buffer }> {
  const c = found(await providerContracts.find(db, guid))
  const t = (key: string) => translate(lang, key)
  const label = (key: string) => t(`providerContract.settlement.${key}`)
  const rows = (await settlementsOf(db, guid)).map(toSettlement)
  const name = `${c.contractNumber} ${t('providerContract.settlements')}`
  const body = await xlsxOf(
    name,
    [
      { header: label('period'), width: 16, value: (r: ProviderSettlement) => r.period },
      { header: label('baseRevenue'), value: (r) => r.baseRevenue / 100 },
      { header: label('shareRatio'), width: 12, value: (r) => r.shareRatio },
      { header: label('amount'), value: (r) => r.amount / 100 },
      {
        header: label('state'),
        width: 10,
        value: (r) => t(`providerContract.settlementStates.${r.state}`),
      },
      { header: label('settledAt'), width: 20, value: (r) => formatTime(r.settledAt) },
      { header: label('remark'), width: 30, value: (r) => r.remark },
    ],
    rows,
  )
  return { name, body }
}
