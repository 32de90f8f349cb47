// 合同收款统计 (/contractManagement/contractPaymentStatistics), docs/product/domain.md "Payment
// statistics": the instalments of the signed contracts due in a year, summed by due month,
// customer, sales person (the contract's owner) or project; and per month of that year what was
// planned (instalments due) against what arrived (claimed money by the receipt's arrival). The
// figures are the payment plan's rows summed: the screens agree by construction.
import {
  type PaymentStatistics,
  type PaymentStatisticsQuery,
  RECEIVABLE_CONTRACT_STATES,
  type StatisticsRow,
} from '@app/contracts'
import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Lang } from '#server/i18n/messages.ts'
import { translate } from '#server/i18n/messages.ts'
import { xlsxOf } from '#server/lib/resource.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import { venueDayAfter } from '#server/modules/projects/project-holds.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

type Money = Omit<StatisticsRow, 'key' | 'label' | 'instalments'>

const rateOf = (received: number, due: number) =>
  due > 0 ? Math.round((received / due) * 10_000) / 100 : null

const emptyRow = (key: string, label: string): StatisticsRow => ({
  key,
  label,
  instalments: 0,
  contractTotal: 0,
  dueToDate: 0,
  received: 0,
  outstanding: 0,
  overdue: 0,
  collectionRate: null,
})

/** The statistics of a year on `now`'s day, grouped as asked, in the caller's data scope. */
export async function paymentStatistics(
  db: Db,
  user: AuthUser,
  q: PaymentStatisticsQuery,
  now: number,
): Promise<PaymentStatistics> {
  const today = venueDayAfter(now, 0)
  const year = q.year ?? Number(today.slice(0, 4))
  const from = `${year}-01-01`
  const to = `${year}-12-31`
  const scope = inDataScope(await dataScopeOf(db, user), 'c.deptId', 'c.ownerId')
  const instalments = await db
    .selectFrom('contractInstalment as i')
    .innerJoin('contract as c', 'c.guid', 'i.contractGuid')
    .leftJoin('project as p', 'p.guid', 'c.projectGuid')
    .leftJoin('customer as cu', 'cu.guid', 'c.customerGuid')
    .leftJoin('sysUser as u', 'u.id', 'c.ownerId')
    .select([
      'i.amount',
      'i.received',
      'i.dueDate',
      'c.projectGuid',
      sql<string>`coalesce(p.title, c.title)`.as('projectTitle'),
      sql<string>`coalesce(c.customer_guid, '')`.as('customerKey'),
      sql<string>`coalesce(cu.name, p.customer, '')`.as('customerName'),
      sql<string>`coalesce(cast(c.owner_id as text), '')`.as('ownerKey'),
      sql<string>`coalesce(u.nick_name, '')`.as('ownerName'),
    ])
    .where('c.state', 'in', [...RECEIVABLE_CONTRACT_STATES])
    .where(scope)
    .where('i.dueDate', '>=', from)
    .where('i.dueDate', '<=', to)
    .execute()

  const groups = new Map<string, StatisticsRow>()
  const totals: Money = emptyRow('', '')
  for (const i of instalments) {
    const due = i.dueDate ?? ''
    const [key, label] =
      q.groupBy === 'month'
        ? [due.slice(0, 7), due.slice(0, 7)]
        : q.groupBy === 'customer'
          ? [i.customerKey || i.customerName, i.customerName]
          : q.groupBy === 'owner'
            ? [i.ownerKey, i.ownerName]
            : [i.projectGuid, i.projectTitle]
    const row = groups.get(key) ?? emptyRow(key, label)
    groups.set(key, row)
    const amount = Number(i.amount)
    const received = Math.min(Number(i.received), amount)
    const isDue = due <= today
    for (const target of [row, totals]) {
      target.contractTotal += amount
      target.received += received
      target.outstanding += amount - received
      if (isDue) target.dueToDate += amount
      if (due < today) target.overdue += amount - received
    }
    row.instalments += 1
  }
  const rows = [...groups.values()]
  for (const r of rows) r.collectionRate = rateOf(r.received, r.dueToDate)
  totals.collectionRate = rateOf(totals.received, totals.dueToDate)
  rows.sort((a, b) =>
    q.groupBy === 'month' ? a.key.localeCompare(b.key) : b.contractTotal - a.contractTotal,
  )

  // the chart: planned by due month, received by the month its money arrived
  const arrived = await db
    .selectFrom('receiptAllocation as a')
    .innerJoin('receipt as r', 'r.guid', 'a.receiptGuid')
    .innerJoin('contract as c', 'c.guid', 'a.contractGuid')
    .select([
      sql<string>`substr(r.arrival_date, 1, 7)`.as('month'),
      sql<number>`sum(a.amount)`.as('sum'),
    ])
    .where('a.undoneAt', 'is', null)
    .where('r.arrivalDate', '>=', from)
    .where('r.arrivalDate', '<=', to)
    .where(scope)
    .groupBy(sql`substr(r.arrival_date, 1, 7)`)
    .execute()
  const receivedIn = new Map(arrived.map((a) => [a.month, Number(a.sum)]))
  const plannedIn = new Map<string, number>()
  for (const i of instalments) {
    const m = (i.dueDate ?? '').slice(0, 7)
    plannedIn.set(m, (plannedIn.get(m) ?? 0) + Number(i.amount))
  }
  const months = Array.from({ length: 12 }, (_, n) => {
    const month = `${year}-${String(n + 1).padStart(2, '0')}`
    return { month, planned: plannedIn.get(month) ?? 0, received: receivedIn.get(month) ?? 0 }
  })
  return { year, today, rows, totals, months }
}

/** The sheet of the groups with a totals row (headers in `lang`). */
export async function paymentStatisticsSheet(
  db: Db,
  user: AuthUser,
  q: PaymentStatisticsQuery,
  lang: Lang,
  now: number,
): Promise<Buffer> {
  const s = await paymentStatistics(db, user, q, now)
  const t = (key: string) => translate(lang, key)
  const yuan = (fen: number) => fen / 100
  const total: StatisticsRow = {
    key: '',
    label: t('statistics.totals'),
    instalments: 0,
    ...s.totals,
  }
  return xlsxOf(
    `${t('venue.route.contractPaymentStatistics')} ${s.year}`,
    [
      {
        header: t(`statistics.groups.${q.groupBy}`),
        width: 30,
        value: (r: StatisticsRow) => r.label,
      },
      { header: t('statistics.contractTotal'), value: (r) => yuan(r.contractTotal) },
      { header: t('statistics.dueToDate'), value: (r) => yuan(r.dueToDate) },
      { header: t('statistics.received'), value: (r) => yuan(r.received) },
      { header: t('statistics.outstanding'), value: (r) => yuan(r.outstanding) },
      { header: t('statistics.overdue'), value: (r) => yuan(r.overdue) },
      { header: t('statistics.collectionRate'), value: (r) => r.collectionRate ?? '' },
    ],
    [...s.rows, total],
  )
}
