// 认领 and 撤销认领 (docs/product/domain.md "Finance"): a receipt's money given to instalments of
// signed contracts. Two guards hold under any race, on every instance: the receipt moves from
// the version seen with `allocated + sum <= amount` in the same UPDATE, and each instalment
// with `received + part <= amount`; a lost race or a stale copy matches no row, answers 409,
// and the transaction takes back whatever it had written.
import { type AllocateBody, RECEIVABLE_CONTRACT_STATES, type UnallocateBody } from '@app/contracts'
import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { receipts } from './receipt.resource.ts'

const yuan = (fen: number) => (fen / 100).toFixed(2)

/** Moves a receipt's allocated sum by `by` at the version seen, within 0..amount; else 409. */
async function moveReceipt(db: Db, guid: string, version: number, by: number, now: number) {
  const res = await db
    .updateTable('receipt')
    .set((eb) => ({
      allocated: eb('allocated', '+', by),
      version: eb('version', '+', 1),
      updatedAt: now,
    }))
    .where('guid', '=', guid)
    .where('version', '=', version)
    .where(sql<boolean>`allocated + ${by} <= amount`)
    .where(sql<boolean>`allocated + ${by} >= 0`)
    .executeTakeFirst()
  if (!Number(res.numUpdatedRows)) {
    const current = await db
      .selectFrom('receipt')
      .select(['version', 'amount', 'allocated'])
      .where('guid', '=', guid)
      .executeTakeFirst()
    if (!current) throw AppError.notFound()
    if (current.version !== version) throw AppError.conflict()
    throw AppError.conflict('finance.allocation.beyondReceipt', {
      left: yuan(Number(current.amount) - Number(current.allocated)),
    })
  }
}

/**
 * 认领: each line's amount to its instalment, in one transaction at the receipt's version
 * seen. Refused: an instalment of a contract not signed (or gone), a line beyond what the
 * instalment still asks for, a sum beyond what is left of the receipt (each 409 naming it).
 */
export async function allocateReceipt(
  db: Db,
  user: AuthUser,
  body: AllocateBody,
  now: number,
): Promise<void> {
  // reachable through the caller's scope (404 otherwise)
  if (!(await receipts.find(db, body.guid, user))) throw AppError.notFound()
  const sum = body.lines.reduce((s, l) => s + l.amount, 0)
  await db.transaction().execute(async (trx) => {
    await moveReceipt(trx, body.guid, body.version, sum, now)
    const instalments = await trx
      .selectFrom('contractInstalment as i')
      .innerJoin('contract as c', 'c.guid', 'i.contractGuid')
      .select(['i.guid', 'i.contractGuid', 'i.seq', 'c.contractNumber', 'c.state'])
      .where(
        'i.guid',
        'in',
        body.lines.map((l) => l.instalmentGuid),
      )
      .execute()
    const byGuid = new Map(instalments.map((i) => [i.guid, i]))
    for (const line of body.lines) {
      const i = byGuid.get(line.instalmentGuid)
      if (!i || !(RECEIVABLE_CONTRACT_STATES as readonly number[]).includes(i.state))
        throw AppError.invalidField('lines', 'finance.allocation.notReceivable')
      const res = await trx
        .updateTable('contractInstalment')
        .set((eb) => ({ received: eb('received', '+', line.amount) }))
        .where('guid', '=', i.guid)
        .where(sql<boolean>`received + ${line.amount} <= amount`)
        .executeTakeFirst()
      if (!Number(res.numUpdatedRows)) {
        const left = await trx
          .selectFrom('contractInstalment')
          .select(sql<number>`amount - received`.as('left'))
          .where('guid', '=', i.guid)
          .executeTakeFirst()
        throw AppError.conflict('finance.allocation.beyondInstalment', {
          number: i.contractNumber,
          seq: i.seq,
          left: yuan(Number(left?.left ?? 0)),
        })
      }
      await trx
        .insertInto('receiptAllocation')
        .values({
          guid: newGuid(),
          receiptGuid: body.guid,
          instalmentGuid: i.guid,
          contractGuid: i.contractGuid,
          amount: line.amount,
          createdBy: user.id,
          createdAt: now,
          undoneBy: null,
          undoneAt: null,
        })
        .execute()
    }
  })
}

/**
 * 撤销认领: one standing allocation of the receipt undone with a reason at the version seen:
 * the receipt and the instalment get its amount back; the row stays, marked undone.
 */
export async function unallocateReceipt(
  db: Db,
  user: AuthUser,
  body: UnallocateBody,
  now: number,
): Promise<void> {
  if (!(await receipts.find(db, body.guid, user))) throw AppError.notFound()
  await db.transaction().execute(async (trx) => {
    const a = await trx
      .selectFrom('receiptAllocation')
      .select(['guid', 'instalmentGuid', 'amount', 'undoneAt'])
      .where('guid', '=', body.allocationGuid)
      .where('receiptGuid', '=', body.guid)
      .executeTakeFirst()
    if (!a) throw AppError.notFound()
    if (a.undoneAt !== null) throw AppError.conflict('finance.allocation.alreadyUndone')
    const amount = Number(a.amount)
    await moveReceipt(trx, body.guid, body.version, -amount, now)
    const undone = await trx
      .updateTable('receiptAllocation')
      .set({ undoneAt: now, undoneBy: user.id, undoReason: body.reason })
      .where('guid', '=', a.guid)
      .where('undoneAt', 'is', null)
      .executeTakeFirst()
    if (!Number(undone.numUpdatedRows)) throw AppError.conflict('finance.allocation.alreadyUndone')
    await trx
      .updateTable('contractInstalment')
      .set((eb) => ({ received: eb('received', '-', amount) }))
      .where('guid', '=', a.instalmentGuid)
      .execute()
  })
}
