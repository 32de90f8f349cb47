// 收入明细's seed (docs/product/domain.md "Finance"): every signed contract's income line, as
// signing writes it; for the projects that have begun, the extras their event ran up (水电,
// 加班, 停车, 广告, tax per line, rounded once); invoiced once the event is over.
import { RECEIVABLE_CONTRACT_STATES, taxOf } from '@app/contracts'
import { writeContractIncome } from '#server/modules/finance/income.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import type { SeedContext, Trx } from './seed.ts'

/** A project's extras: the type, what it was for, its share of the contract (‰) and tax rate (%). */
const EXTRAS = [
  { type: '水电', source: '展期水电费', permille: 18, rate: 9 },
  { type: '加班', source: '布展加班费', permille: 9, rate: 6 },
  { type: '停车', source: '展期停车费', permille: 6, rate: 9 },
  { type: '广告', source: '场馆广告位', permille: 25, rate: 6 },
] as const

export async function seedIncome(trx: Trx, { now }: SeedContext): Promise<void> {
  const contracts = await trx
    .selectFrom('contract as c')
    .innerJoin('project as p', 'p.guid', 'c.projectGuid')
    .select([
      'c.guid',
      'c.signedAt',
      'c.total',
      'c.deptId',
      'c.ownerId',
      'c.projectGuid',
      'p.startTime',
      'p.endTime',
    ])
    .where('c.state', 'in', [...RECEIVABLE_CONTRACT_STATES])
    .orderBy('c.contractNumber')
    .execute()
  for (const [n, c] of contracts.entries()) {
    await writeContractIncome(trx, c.guid, Number(c.signedAt ?? now))
    const start = c.startTime === null ? null : Number(c.startTime)
    const end = c.endTime === null ? null : Number(c.endTime)
    // extras arise once the event has begun; a finished event's lines were invoiced
    if (start === null || start > now) continue
    const over = end !== null && end < now
    await trx
      .updateTable('incomeRecord')
      .set({ invoiced: over ? 1 : 0 })
      .where('sourceGuid', '=', c.guid)
      .execute()
    const day = dayText(Math.min(end ?? start, now)) ?? ''
    for (const [k, extra] of EXTRAS.entries()) {
      // not every event had every extra
      if ((n + k) % 4 === 3) continue
      const amountExclTax = Math.round((Number(c.total) * extra.permille) / 1000 / 100) * 100
      const { tax, total } = taxOf([{ amountExclTax, taxRate: extra.rate }])
      await trx
        .insertInto('incomeRecord')
        .values({
          guid: `inc-seed-${n + 1}-${k + 1}`,
          incomeDate: day,
          projectGuid: c.projectGuid,
          type: extra.type,
          sourceGuid: null,
          source: extra.source,
          amountExclTax,
          taxRate: extra.rate * 100,
          tax,
          total,
          invoiced: over ? 1 : 0,
          recognisedMonth: (dayText(start) ?? day).slice(0, 7),
          deptId: c.deptId,
          ownerId: c.ownerId,
          createdAt: Math.min(end ?? start, now),
        })
        .execute()
    }
  }
}
