// 对账结算's steps (docs/product/domain.md "Finance"): 提交客户确认 sends the draft's figures to
// the customer, 退回修改 brings a disputed one back (its reason kept), 客户确认 records the
// customer's agreement, 结清 closes the balance and the project: each at the version seen,
// each with its history row.
//
// 结清 (decision, issue 14): the claims are read again (money that arrived on the contracts'
// instalments since), and what is still open is recorded as the final payment (+, the
// customer paid it) or refund (−, the venue paid it back) with its reference as the comment;
// it counts within `received`, so the sheet's balance is 0 and its formula still holds. The
// project 已完成 becomes 已结算 in the same transaction (PROJECT_MACHINE's 'settle'); a project
// not yet 已完成 answers 409 naming its state.
import { SETTLEMENT_STATES, type Settlement, type SettlementAct } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { found, versionMissError } from '#server/lib/resource.ts'
import { checkTransition, recordTransition } from '#server/lib/workflow/state-machine.ts'
import { writeSettlementIncome } from '#server/modules/finance/income.ts'
import {
  PROJECT_MACHINE,
  PROJECT_STATES,
  stateOf,
  statusAsOf,
} from '#server/modules/projects/project-workflow.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import {
  SETTLEMENT_DOC_TYPE,
  SETTLEMENT_MACHINE,
  basisOf,
  settlementProject,
  settlementStateOf,
  settlements,
} from './settlement.resource.ts'

/** The sheet's page: its detail opens by `?guid=`. */
export const settlementLink = (guid: string) =>
  `/financialManagement/reconciliationSettlement?guid=${guid}`

type Move = Partial<{
  confirmedDate: string
  settledDate: string
  returnReason: string
  received: number
  finalPayment: number
  balance: number
}>

/**
 * 结清 of a confirmed sheet: what the claims give now, the rest recorded as the final payment
 * or refund (balance 0); its project 已完成 → 已结算 (409 naming the project's state when it is
 * not 已完成 yet). Answers the sheet's new figures.
 */
async function settle(
  trx: Db,
  stored: { projectGuid: string; settlementNumber: string } & Record<
    'receivable' | 'depositOffset',
    number
  >,
  user: AuthUser,
  now: number,
): Promise<Move> {
  const project = await settlementProject(trx, stored.projectGuid)
  if (!project) throw AppError.notFound()
  const state = statusAsOf(project, now)
  if (state !== PROJECT_STATES.done && state !== PROJECT_STATES.settled)
    throw AppError.conflict('settlement.projectNotDone', {
      title: project.title,
      state: { key: `dashboard.status.${state}` },
    })
  const claimed = (await basisOf(trx, project)).received
  const finalPayment = Number(stored.receivable) - claimed - Number(stored.depositOffset)
  if (state === PROJECT_STATES.done) {
    const from = stateOf(state)
    const way = checkTransition(PROJECT_MACHINE, from, 'settle', user)
    await trx
      .updateTable('project')
      .set((eb) => ({
        status: PROJECT_STATES[way.to],
        updatedAt: now,
        version: eb('version', '+', 1),
      }))
      .where('guid', '=', project.guid)
      .execute()
    await recordTransition(trx, {
      docType: PROJECT_MACHINE.docType,
      docGuid: project.guid,
      action: 'settle',
      from,
      to: way.to,
      user,
      comment: stored.settlementNumber,
      now,
    })
  }
  return {
    settledDate: dayText(now) ?? '',
    received: claimed + finalPayment,
    finalPayment,
    balance: 0,
  }
}

/**
 * 提交客户确认, 退回修改, 客户确认 or 结清 at the version the caller saw: 409 naming the state
 * when it does not allow the step (or another step came first), 403 without its permission,
 * 400 without the reason of a 退回修改.
 */
export async function actOnSettlement(
  db: Db,
  user: AuthUser,
  body: SettlementAct,
  now: number,
): Promise<Settlement> {
  const comment = body.comment ?? ''
  return db.transaction().execute(async (trx) => {
    const stored = found(await settlements.find(trx, body.guid))
    const from = settlementStateOf(stored.state)
    const way = checkTransition(SETTLEMENT_MACHINE, from, body.action, user, comment)
    const set: Move = {}
    if (body.action === 'return') set.returnReason = comment
    if (body.action === 'confirm') set.confirmedDate = dayText(now) ?? ''
    if (body.action === 'settle')
      Object.assign(
        set,
        await settle(
          trx,
          {
            projectGuid: stored.projectGuid,
            settlementNumber: stored.settlementNumber,
            receivable: Number(stored.receivable),
            depositOffset: Number(stored.depositOffset),
          },
          user,
          now,
        ),
      )
    const res = await trx
      .updateTable('settlement')
      .set((eb) => ({
        ...set,
        state: SETTLEMENT_STATES[way.to],
        updatedAt: now,
        version: eb('version', '+', 1),
      }))
      .where('guid', '=', stored.guid)
      .where('version', '=', body.version)
      .executeTakeFirst()
    if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
    // the extras the customer confirmed are income (收入明细)
    if (body.action === 'confirm') await writeSettlementIncome(trx, stored.guid, now)
    await recordTransition(trx, {
      docType: SETTLEMENT_DOC_TYPE,
      docGuid: stored.guid,
      action: body.action,
      from,
      to: way.to,
      user,
      comment:
        body.action === 'settle' && set.finalPayment
          ? `${(set.finalPayment / 100).toFixed(2)} ${comment}`.trim()
          : comment,
      now,
    })
    return settlements.detail(trx, stored.guid)
  })
}
