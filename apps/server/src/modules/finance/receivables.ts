// 应收账款 (/financialManagement/accountreceivable), docs/product/domain.md "Finance": per project,
// what the instalments of its contracts signed by the chosen day ask for, what was allocated
// to them from receipts that arrived by that day, and the outstanding money by how long it
// has been overdue on it (0-30, 31-60, 61-90, over 90 days; not yet due apart). The receivables
// are the plans less the claims: the same rows the payment plan lists.
import {
  AGING_BUCKETS,
  type ReceivablePage,
  type ReceivableQuery,
  type ReceivableRow,
  RECEIVABLE_CONTRACT_STATES,
  agingBucketOf,
} from '@app/contracts'
import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Lang } from '#server/i18n/messages.ts'
import { translate } from '#server/i18n/messages.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
import { xlsxOf } from '#server/lib/resource.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import { venueDayAfter } from '#server/modules/projects/project-holds.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

type Money = Omit<
  ReceivableRow,
  'projectGuid' | 'projectNumber' | 'projectTitle' | 'customerName' | 'ownerName'
>

const zero = (): Money => ({
  receivable: 0,
  received: 0,
  outstanding: 0,
  notDue: 0,
  d0to30: 0,
  d31to60: 0,
  d61to90: 0,
  over90: 0,
})
const add = (to: Money, from: Money) => {
  for (const k of Object.keys(to) as (keyof Money)[]) to[k] += from[k]
}
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000)

/** Every matching project's row on the day (unpaged: a venue has hundreds, not millions). */
async function receivableRows(
  db: Db,
  user: AuthUser,
  q: Omit<ReceivableQuery, 'page' | 'pageSize'>,
  asOf: string,
): Promise<ReceivableRow[]> {
  const scope = inDataScope(await dataScopeOf(db, user), 'c.deptId', 'c.ownerId')
  const instalments = await db
    .selectFrom('contractInstalment as i')
    .innerJoin('contract as c', 'c.guid', 'i.contractGuid')
    .innerJoin('project as p', 'p.guid', 'c.projectGuid')
    .leftJoin('customer as cu', 'cu.guid', 'p.customerGuid')
    .leftJoin('sysUser as u', 'u.id', 'p.ownerId')
    .select([
      'i.guid',
      'i.amount',
      'i.dueDate',
      'c.signedAt',
      'p.guid as projectGuid',
      'p.projectNumber',
      'p.title as projectTitle',
      sql<string>`coalesce(cu.name, p.customer, '')`.as('customerName'),
      sql<string>`coalesce(u.nick_name, '')`.as('ownerName'),
    ])
    .where('c.state', 'in', [...RECEIVABLE_CONTRACT_STATES])
    .where(scope)
    .$if(Boolean(q.keyword), (qb) =>
      qb.where((eb) =>
        eb.or([
          containsIgnoringCase(eb.ref('p.title'), q.keyword ?? ''),
          containsIgnoringCase(eb.ref('p.projectNumber'), q.keyword ?? ''),
          containsIgnoringCase(sql<string>`coalesce(cu.name, p.customer, '')`, q.keyword ?? ''),
        ]),
      ),
    )
    .execute()
  // signed by the day
  const due = instalments.filter(
    (i) => i.signedAt !== null && (dayText(Number(i.signedAt)) ?? '') <= asOf,
  )
  const guids = due.map((i) => i.guid)
  // what was claimed for them from money that had arrived by the day
  const received = new Map<string, number>()
  for (let n = 0; n < guids.length; n += 500) {
    const part = guids.slice(n, n + 500)
    const sums = await db
      .selectFrom('receiptAllocation as a')
      .innerJoin('receipt as r', 'r.guid', 'a.receiptGuid')
      .select(['a.instalmentGuid', sql<number>`sum(a.amount)`.as('sum')])
      .where('a.instalmentGuid', 'in', part)
      .where('a.undoneAt', 'is', null)
      .where('r.arrivalDate', '<=', asOf)
      .groupBy('a.instalmentGuid')
      .execute()
    for (const s of sums) received.set(s.instalmentGuid, Number(s.sum))
  }
  const today = dayNumber(asOf)
  const rows = new Map<string, ReceivableRow>()
  for (const i of due) {
    const row =
      rows.get(i.projectGuid) ??
      ({
        projectGuid: i.projectGuid,
        projectNumber: i.projectNumber,
        projectTitle: i.projectTitle,
        customerName: i.customerName,
        ownerName: i.ownerName,
        ...zero(),
      } satisfies ReceivableRow)
    rows.set(i.projectGuid, row)
    const amount = Number(i.amount)
    const got = Math.min(received.get(i.guid) ?? 0, amount)
    const open = amount - got
    row.receivable += amount
    row.received += got
    row.outstanding += open
    if (open > 0) {
      if (i.dueDate === null || i.dueDate > asOf) row.notDue += open
      else row[agingBucketOf(today - dayNumber(i.dueDate))] += open
    }
  }
  return [...rows.values()]
    .filter((r) => !q.outstanding || r.outstanding > 0)
    .sort((a, b) => b.outstanding - a.outstanding || a.projectNumber.localeCompare(b.projectNumber))
}

/** One page of the projects on the day, with the totals of every match. */
export async function receivablePage(
  db: Db,
  user: AuthUser,
  q: ReceivableQuery,
  now: number,
): Promise<ReceivablePage> {
  const asOf = q.asOf ?? venueDayAfter(now, 0)
  const rows = await receivableRows(db, user, q, asOf)
  const totals = zero()
  for (const r of rows) add(totals, r)
  return {
    list: rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
    count: rows.length,
    asOf,
    totals,
  }
}

/** The sheet of the projects on the day, with a totals row (headers in `lang`). */
export async function receivableSheet(
  db: Db,
  user: AuthUser,
  q: Omit<ReceivableQuery, 'page' | 'pageSize'>,
  lang: Lang,
  now: number,
): Promise<Buffer> {
  const asOf = q.asOf ?? venueDayAfter(now, 0)
  const rows = await receivableRows(db, user, q, asOf)
  const totals: ReceivableRow = {
    projectGuid: '',
    projectNumber: translate(lang, 'receivable.totals'),
    projectTitle: '',
    customerName: '',
    ownerName: '',
    ...zero(),
  }
  for (const r of rows) add(totals, r)
  const t = (key: string) => translate(lang, key)
  const yuan = (fen: number) => fen / 100
  return xlsxOf(
    `${t('venue.route.accountReceivable')} ${asOf}`,
    [
      {
        header: t('receivable.projectNumber'),
        width: 14,
        value: (r: ReceivableRow) => r.projectNumber,
      },
      { header: t('receivable.projectTitle'), width: 30, value: (r) => r.projectTitle },
      { header: t('receivable.customerName'), width: 30, value: (r) => r.customerName },
      { header: t('receivable.receivable'), value: (r) => yuan(r.receivable) },
      { header: t('receivable.received'), value: (r) => yuan(r.received) },
      { header: t('receivable.outstanding'), value: (r) => yuan(r.outstanding) },
      { header: t('receivable.notDue'), value: (r) => yuan(r.notDue) },
      ...AGING_BUCKETS.map((b) => ({
        header: t(`receivable.aging.${b}`),
        value: (r: ReceivableRow) => yuan(r[b]),
      })),
      { header: t('receivable.ownerName'), width: 10, value: (r) => r.ownerName },
    ],
    [...rows, totals],
  )
}
