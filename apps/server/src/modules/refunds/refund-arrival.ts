// How a refund comes into 退款审核 from elsewhere: an approved project cancellation with money
// to return records one (project-cancel.service.ts closeCancellation). Kept apart from the
// resource so the projects module imports nothing but this.
import { CANCEL_REFUND_SOURCE, REFUND_STATES } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { recordTransition } from '#server/lib/workflow/state-machine.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

/** The workflow kind of a refund: its approval chain (财务经理 → 分管领导), history, documents. */
export const REFUND_DOC_TYPE = 'refund'

/** The next free number of the year: TK-2026-0007. */
export async function nextRefundNumber(db: Db, year: number): Promise<string> {
  const head = `TK-${year}-`
  const last = await db
    .selectFrom('refundRequest')
    .select((eb) => eb.fn.max('refundNumber').as('n'))
    .where('refundNumber', 'like', `${head}%`)
    .executeTakeFirst()
  const seq = Number(String(last?.n ?? '').slice(head.length)) || 0
  return `${head}${String(seq + 1).padStart(4, '0')}`
}

/**
 * A cancellation's refund, as it arrives: 待审核, waiting for finance to complete the payee's
 * bank account (a cancellation does not know it) and submit it to the chain; its arrival is
 * the first row of its history.
 */
export async function recordCancellationRefund(
  db: Db,
  refund: {
    cancelGuid: string
    cancelNumber: string
    reason: string
    project: { guid: string; customer: string; ownerId: number | null; deptId: number | null }
    amount: number
  },
  user: Pick<AuthUser, 'id' | 'nickName'>,
  now: number,
): Promise<string> {
  const guid = newGuid()
  await db
    .insertInto('refundRequest')
    .values({
      guid,
      refundNumber: await nextRefundNumber(db, new Date(now).getFullYear()),
      sourceType: CANCEL_REFUND_SOURCE,
      sourceGuid: refund.cancelGuid,
      projectGuid: refund.project.guid,
      payee: refund.project.customer,
      amount: refund.amount,
      reason: `${refund.cancelNumber} ${refund.reason}`.trim().slice(0, 500),
      state: REFUND_STATES.pending,
      ownerId: refund.project.ownerId,
      deptId: refund.project.deptId,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  await recordTransition(db, {
    docType: REFUND_DOC_TYPE,
    docGuid: guid,
    action: 'arrive',
    from: null,
    to: 'pending',
    user,
    comment: refund.cancelNumber,
    now,
  })
  return guid
}
