// 退款审核's workflow (docs/product/domain.md "退款审核"): a refund entered by hand (待提交) or
// a cancellation's (待审核, its payee's account completed by finance) is submitted to the
// refund chain (财务经理 → 分管领导); the last approval makes it 已通过, a rejection 已驳回,
// a withdrawal 待提交; the cashier pays an approved one with its bank serial and day (已退款).
import { REFUND_STATES, type Refund, type RefundPay, type RefundSubmit } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { found } from '#server/lib/resource.ts'
import { checkTransition, recordTransition } from '#server/lib/workflow/state-machine.ts'
import {
  type ApprovalStatus,
  announce,
  submitForApproval,
} from '#server/modules/workflow/approval.service.ts'
import type { ApprovalRequestRecord } from '#server/modules/workflow/workflow.table.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { REFUND_DOC_TYPE } from './refund-arrival.ts'
import { REFUND_MACHINE, moveRefund, refundStateOf, refunds, refusedIn } from './refund.resource.ts'

/** The refund's detail: approvers' messages lead there. */
export const refundLink = (guid: string) => `/financialManagement/refundAudit?guid=${guid}`

/**
 * Submits a refund at the version the caller saw to the chain for its amount: 409 naming the
 * state unless 待提交, 待审核 or 已驳回, 403 without refund:edit, 400 on the payee's bank or
 * account while they are missing (a cancellation's arrives without them).
 */
export async function submitRefund(
  db: Db,
  user: AuthUser,
  body: RefundSubmit,
  now: number,
): Promise<Refund> {
  const { item, result } = await db.transaction().execute(async (trx) => {
    const stored = found(await refunds.find(trx, body.guid, user))
    checkTransition(REFUND_MACHINE, refundStateOf(stored.state), 'submit', user)
    if (!stored.payeeBank) throw AppError.invalidField('payeeBank', 'refund.accountMissing')
    if (!stored.payeeAccount) throw AppError.invalidField('payeeAccount', 'refund.accountMissing')
    await moveRefund(trx, stored.guid, body.version, { state: REFUND_STATES.auditing }, now)
    const submitted = await submitForApproval(
      trx,
      {
        docType: REFUND_DOC_TYPE,
        docGuid: stored.guid,
        title: `${stored.refundNumber} ${stored.payee}`,
        amount: Number(stored.amount),
        link: refundLink(stored.guid),
      },
      user,
      now,
    )
    // a chain with no node for the amount approves at once
    if (submitted.status === 'approved')
      await closeRefund(trx, submitted.request, 'approved', user, now)
    return { item: await refunds.detail(trx, stored.guid, user), result: submitted }
  })
  announce(db, result)
  return item
}

/**
 * What the end of a refund's approval does (WorkflowDocument.onClosed): approved, 已通过;
 * rejected, 已驳回; withdrawn, 待提交 (409 naming its state when it is not 审核中).
 */
export async function closeRefund(
  db: Db,
  request: ApprovalRequestRecord,
  status: Exclude<ApprovalStatus, 'pending'>,
  _user: Pick<AuthUser, 'id' | 'nickName'>,
  now: number,
): Promise<void> {
  const r = await db
    .selectFrom('refundRequest')
    .select(['guid', 'state', 'version'])
    .where('guid', '=', request.docGuid)
    .executeTakeFirst()
  if (!r) throw AppError.notFound()
  const action = { approved: 'approve', rejected: 'reject', withdrawn: 'withdraw' }[status]
  const from = refundStateOf(r.state)
  const way = REFUND_MACHINE.transitions.find((t) => t.action === action && t.from.includes(from))
  if (!way) throw refusedIn(r.state, action)
  await moveRefund(db, r.guid, r.version, { state: REFUND_STATES[way.to] }, now)
}

/**
 * 退款: an approved refund paid, with the bank's serial and the day it left (已通过 →
 * 已退款), at the version seen; 409 naming the state otherwise, 403 without refund:pay.
 */
export async function payRefund(
  db: Db,
  user: AuthUser,
  body: RefundPay,
  now: number,
): Promise<Refund> {
  return db.transaction().execute(async (trx) => {
    const stored = found(await refunds.find(trx, body.guid, user))
    const from = refundStateOf(stored.state)
    const way = checkTransition(REFUND_MACHINE, from, 'pay', user)
    await moveRefund(
      trx,
      stored.guid,
      body.version,
      {
        state: REFUND_STATES[way.to],
        paidSerial: body.paidSerial,
        paidDate: body.paidDate,
        paidBy: user.id,
      },
      now,
    )
    await recordTransition(trx, {
      docType: REFUND_DOC_TYPE,
      docGuid: stored.guid,
      action: 'pay',
      from,
      to: way.to,
      user,
      comment: `${body.paidDate} ${body.paidSerial}`,
      now,
    })
    return refunds.detail(trx, stored.guid, user)
  })
}
