// 收款记录's seed (docs/product/domain.md "Finance", demo data of issue 14): the money that came
// in for the signed contracts' instalments, each receipt claimed against its instalment, so
// that the plans, the receipts and the receivables agree. Past-due instalments were paid,
// except the two latest of contracts still running (逾期); the first instalment not yet due
// got half (部分收款); three receipts wait to be claimed (待认领), one of them cash; and the
// owners were reminded of what falls due within 7 days or is overdue.
import { RECEIVABLE_CONTRACT_STATES } from '@app/contracts'
import { sql } from 'kysely'
import { sendInstalmentReminders } from '#server/modules/finance/payment-plan.ts'
import { venueDayAfter } from '#server/modules/projects/project-holds.ts'
import type { SeedContext, Trx } from './seed.ts'

const DAY = 86_400_000

/** yyyy-MM-dd `n` days before `day`. */
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10)

/** Contract states whose work is still running: an overdue instalment there is chased. */
const RUNNING: readonly number[] = [3, 4]

export async function seedReceipts(trx: Trx, { now }: SeedContext): Promise<void> {
  const today = venueDayAfter(now, 0)
  const year = new Date(now).getFullYear()
  const wangfang = await trx
    .selectFrom('sysUser')
    .select(['id', 'deptId'])
    .where('userName', '=', 'wangfang')
    .executeTakeFirstOrThrow()
  const instalments = await trx
    .selectFrom('contractInstalment as i')
    .innerJoin('contract as c', 'c.guid', 'i.contractGuid')
    .innerJoin('project as p', 'p.guid', 'c.projectGuid')
    .leftJoin('customer as cu', 'cu.guid', 'c.customerGuid')
    .select([
      'i.guid',
      'i.contractGuid',
      'i.amount',
      'i.dueDate',
      'c.state',
      sql<string>`coalesce(cu.name, p.customer, '')`.as('payer'),
    ])
    .where('c.state', 'in', [...RECEIVABLE_CONTRACT_STATES])
    .orderBy('i.dueDate')
    .orderBy('c.contractNumber')
    .orderBy('i.seq')
    .execute()
  const past = instalments.filter((i) => i.dueDate !== null && i.dueDate < today)
  const overdue = new Set(
    past
      .filter((i) => RUNNING.includes(i.state))
      .slice(-2)
      .map((i) => i.guid),
  )
  const partial = instalments.find((i) => i.dueDate !== null && i.dueDate >= today)

  let n = 0
  const receive = async (
    payer: string,
    amount: number,
    arrivalDate: string,
    claims: Array<{ instalmentGuid: string; contractGuid: string; amount: number }>,
    method = '对公转账',
  ) => {
    n += 1
    const guid = `rc-seed-${String(n).padStart(3, '0')}`
    const at = Math.min(Date.parse(`${arrivalDate}T10:00:00+08:00`), now)
    const allocated = claims.reduce((s, c) => s + c.amount, 0)
    await trx
      .insertInto('receipt')
      .values({
        guid,
        receiptNumber: `SK-${year}-${String(n).padStart(4, '0')}`,
        payer,
        amount,
        allocated,
        method,
        arrivalDate,
        bankSerial:
          method === '现金' ? null : `${arrivalDate.replace(/-/g, '')}${String(880_000 + n * 37)}`,
        remark: '',
        deptId: wangfang.deptId,
        createdBy: wangfang.id,
        createdAt: at,
        updatedAt: at,
      })
      .execute()
    for (const [k, c] of claims.entries()) {
      await trx
        .insertInto('receiptAllocation')
        .values({
          guid: `${guid}-a${k + 1}`,
          receiptGuid: guid,
          instalmentGuid: c.instalmentGuid,
          contractGuid: c.contractGuid,
          amount: c.amount,
          createdBy: wangfang.id,
          createdAt: at,
          undoneBy: null,
          undoneAt: null,
        })
        .execute()
      await trx
        .updateTable('contractInstalment')
        .set((eb) => ({ received: eb('received', '+', c.amount) }))
        .where('guid', '=', c.instalmentGuid)
        .execute()
    }
  }

  for (const i of past) {
    if (overdue.has(i.guid)) continue
    const amount = Number(i.amount)
    // paid a few days before it fell due
    const arrival = daysBefore(i.dueDate ?? today, 2 + (n % 4))
    await receive(i.payer, amount, arrival < today ? arrival : today, [
      { instalmentGuid: i.guid, contractGuid: i.contractGuid, amount },
    ])
  }
  if (partial) {
    const half = Math.floor(Number(partial.amount) / 2)
    await receive(partial.payer, half, daysBefore(today, 3), [
      { instalmentGuid: partial.guid, contractGuid: partial.contractGuid, amount: half },
    ])
  }
  // waiting to be claimed: money that arrived without a note of what it pays
  await receive('深圳市前海会展服务有限公司', 15_000_000, daysBefore(today, 1), [])
  await receive('广州星辰文化传播有限公司', 8_600_000, daysBefore(today, 4), [])
  await receive('李先生', 3_000_000, today, [], '现金')
  // the reminders of today's due and overdue instalments were sent (a server's start sends
  // none twice)
  await sendInstalmentReminders(trx, now)
}
