// 收入明细 (/financialManagement/incomeDetails), docs/product/domain.md "Finance": the income
// ledger. The system writes it: a signed contract's income (场租 for a lease, 服务费 for a
// conference service, 其他 for the rest) once, in the signing's transaction, recognised in the
// month its event starts; a settlement's extras (加班, 水电 …) when the customer confirms the
// sheet; the seed adds events' extras (水电, 加班, 广告, 停车). The list totals every match by
// type and by month.
import {
  INCOME_TYPES,
  type IncomePage,
  type IncomeQuery,
  type IncomeRow,
  type IncomeType,
} from '@app/contracts'
import { type Expression, type SqlBool, sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Lang } from '#server/i18n/messages.ts'
import { translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
import { EXPORT_ROW_LIMIT, xlsxOf } from '#server/lib/resource.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

/** The income type of a contract type: rent, a service fee, or other income. */
const TYPE_OF_CONTRACT: Record<string, IncomeType> = {
  场地租赁合同: '场租',
  会议服务合同: '服务费',
}

/**
 * Writes a signed contract's income line, once (a second call finds it written): its amounts,
 * the signing day, the month its project starts (or the signing's when it has no dates).
 */
export async function writeContractIncome(
  db: Db,
  contractGuid: string,
  now: number,
): Promise<void> {
  const c = await db
    .selectFrom('contract as c')
    .innerJoin('project as p', 'p.guid', 'c.projectGuid')
    .select([
      'c.guid',
      'c.contractNumber',
      'c.type',
      'c.projectGuid',
      'c.amountExclTax',
      'c.taxRate',
      'c.tax',
      'c.total',
      'c.signedAt',
      'c.deptId',
      'c.ownerId',
      'p.startTime',
    ])
    .where('c.guid', '=', contractGuid)
    .executeTakeFirst()
  if (!c) return
  const signedDay = dayText(c.signedAt === null ? now : Number(c.signedAt)) ?? ''
  const start = dayText(c.startTime === null ? null : Number(c.startTime)) ?? signedDay
  const type = TYPE_OF_CONTRACT[c.type] ?? '其他'
  await db
    .insertInto('incomeRecord')
    .values({
      guid: newGuid(),
      incomeDate: signedDay,
      projectGuid: c.projectGuid,
      type,
      sourceGuid: c.guid,
      source: c.contractNumber,
      amountExclTax: Number(c.amountExclTax),
      taxRate: c.taxRate,
      tax: Number(c.tax),
      total: Number(c.total),
      invoiced: 0,
      recognisedMonth: start.slice(0, 7),
      deptId: c.deptId,
      ownerId: c.ownerId,
      createdAt: now,
    })
    .onConflict((oc) => oc.columns(['sourceGuid', 'type']).doNothing())
    .execute()
}

/** The income type of a settlement's extra: 超面积 is more rent; a damage is other income. */
const TYPE_OF_EXTRA: Record<string, IncomeType> = {
  overtime: '加班',
  utilities: '水电',
  overArea: '场租',
  damage: '其他',
  other: '其他',
}
/** The rate a settlement's extra is taxed at (its amount includes the tax), in percent. */
const EXTRA_TAX_RATE = 6

/**
 * Writes a confirmed settlement's extras into the ledger, once each (its discounts are not
 * income): the amount as agreed includes the tax at 6%, recognised in the project's month.
 */
export async function writeSettlementIncome(
  db: Db,
  settlementGuid: string,
  now: number,
): Promise<void> {
  const sheet = await db
    .selectFrom('settlement as s')
    .innerJoin('project as p', 'p.guid', 's.projectGuid')
    .select([
      's.guid',
      's.settlementNumber',
      's.projectGuid',
      'p.startTime',
      'p.deptId',
      'p.ownerId',
    ])
    .where('s.guid', '=', settlementGuid)
    .executeTakeFirst()
  if (!sheet) return
  const lines = await db
    .selectFrom('settlementLine')
    .select(['seq', 'kind', 'description', 'amount'])
    .where('settlementGuid', '=', settlementGuid)
    .where('kind', '<>', 'discount')
    .orderBy('seq')
    .execute()
  const today = dayText(now) ?? ''
  const month = (dayText(sheet.startTime === null ? null : Number(sheet.startTime)) ?? today).slice(
    0,
    7,
  )
  for (const l of lines) {
    const total = Number(l.amount)
    const amountExclTax = Math.round((total * 100) / (100 + EXTRA_TAX_RATE))
    await db
      .insertInto('incomeRecord')
      .values({
        guid: newGuid(),
        incomeDate: today,
        projectGuid: sheet.projectGuid,
        type: TYPE_OF_EXTRA[l.kind] ?? '其他',
        sourceGuid: `${sheet.guid}:${l.seq}`,
        source: `${sheet.settlementNumber} ${l.description}`,
        amountExclTax,
        taxRate: EXTRA_TAX_RATE * 100,
        tax: total - amountExclTax,
        total,
        invoiced: 0,
        recognisedMonth: month,
        deptId: sheet.deptId,
        ownerId: sheet.ownerId,
        createdAt: now,
      })
      .onConflict((oc) => oc.columns(['sourceGuid', 'type']).doNothing())
      .execute()
  }
}

type Filters = Omit<IncomeQuery, 'page' | 'pageSize'>

/** The ledger's lines the caller reaches, filtered. */
async function matching(db: Db, user: AuthUser, q: Filters) {
  const scope = inDataScope(await dataScopeOf(db, user), 'r.deptId', 'r.ownerId')
  return db
    .selectFrom('incomeRecord as r')
    .leftJoin('project as p', 'p.guid', 'r.projectGuid')
    .leftJoin('customer as cu', 'cu.guid', 'p.customerGuid')
    .where(scope)
    .where((eb) => {
      const parts: Expression<SqlBool>[] = []
      if (q.keyword)
        parts.push(
          eb.or([
            containsIgnoringCase(sql<string>`coalesce(p.title, '')`, q.keyword),
            containsIgnoringCase(sql<string>`coalesce(p.project_number, '')`, q.keyword),
            containsIgnoringCase(sql<string>`coalesce(cu.name, p.customer, '')`, q.keyword),
            containsIgnoringCase(eb.ref('r.source'), q.keyword),
          ]),
        )
      if (q.type) parts.push(eb('r.type', '=', q.type))
      if (q.monthFrom) parts.push(eb('r.recognisedMonth', '>=', q.monthFrom))
      if (q.monthTo) parts.push(eb('r.recognisedMonth', '<=', q.monthTo))
      if (q.invoiced) parts.push(eb('r.invoiced', '=', Number(q.invoiced)))
      return eb.and(parts)
    })
}

const ROW_COLUMNS = [
  'r.guid',
  'r.incomeDate',
  'r.projectGuid',
  'r.type',
  'r.source',
  'r.amountExclTax',
  'r.taxRate',
  'r.tax',
  'r.total',
  'r.invoiced',
  'r.recognisedMonth',
  sql<string>`coalesce(p.project_number, '')`.as('projectNumber'),
  sql<string>`coalesce(p.title, '')`.as('projectTitle'),
  sql<string>`coalesce(cu.name, p.customer, '')`.as('customerName'),
] as const

const rowOf = (r: {
  guid: string
  incomeDate: string
  projectGuid: string
  type: string
  source: string
  amountExclTax: number
  taxRate: number
  tax: number
  total: number
  invoiced: number
  recognisedMonth: string
  projectNumber: string
  projectTitle: string
  customerName: string
}): IncomeRow => ({
  guid: r.guid,
  incomeDate: r.incomeDate,
  projectGuid: r.projectGuid,
  projectNumber: r.projectNumber,
  projectTitle: r.projectTitle,
  customerName: r.customerName,
  type: (INCOME_TYPES as readonly string[]).includes(r.type) ? (r.type as IncomeType) : '其他',
  source: r.source,
  amountExclTax: Number(r.amountExclTax),
  taxRate: r.taxRate / 100,
  tax: Number(r.tax),
  total: Number(r.total),
  invoiced: r.invoiced === 1,
  recognisedMonth: r.recognisedMonth,
})

const sums = [
  sql<number>`coalesce(sum(r.amount_excl_tax), 0)`.as('amountExclTax'),
  sql<number>`coalesce(sum(r.tax), 0)`.as('tax'),
  sql<number>`coalesce(sum(r.total), 0)`.as('total'),
] as const
const sumsOf = (s: { amountExclTax: number; tax: number; total: number } | undefined) => ({
  amountExclTax: Number(s?.amountExclTax ?? 0),
  tax: Number(s?.tax ?? 0),
  total: Number(s?.total ?? 0),
})

/** A page of the ledger, newest first, with the totals, by type and by month of every match. */
export async function incomePage(db: Db, user: AuthUser, q: IncomeQuery): Promise<IncomePage> {
  const base = await matching(db, user, q)
  const [count, totals, byType, byMonth, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base.select([...sums]).executeTakeFirst(),
    base
      .select(['r.type', ...sums])
      .groupBy('r.type')
      .execute(),
    base
      .select(['r.recognisedMonth', ...sums])
      .groupBy('r.recognisedMonth')
      .orderBy('r.recognisedMonth')
      .execute(),
    base
      .select([...ROW_COLUMNS])
      .orderBy('r.incomeDate', 'desc')
      .orderBy('r.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
  ])
  return {
    list: rows.map(rowOf),
    count: Number(count?.n ?? 0),
    totals: sumsOf(totals),
    byType: INCOME_TYPES.flatMap((type) => {
      const s = byType.find((b) => b.type === type)
      return s ? [{ type, ...sumsOf(s) }] : []
    }),
    byMonth: byMonth.map((m) => ({ month: m.recognisedMonth, ...sumsOf(m) })),
  }
}

/** The sheet of the filtered lines with a totals row (headers in `lang`). */
export async function incomeSheet(db: Db, user: AuthUser, q: Filters, lang: Lang): Promise<Buffer> {
  const base = await matching(db, user, q)
  const rows = (
    await base
      .select([...ROW_COLUMNS])
      .orderBy('r.incomeDate', 'desc')
      .orderBy('r.id', 'desc')
      .limit(EXPORT_ROW_LIMIT)
      .execute()
  ).map(rowOf)
  const t = (key: string) => translate(lang, key)
  const yuan = (fen: number) => fen / 100
  const sum = (k: 'amountExclTax' | 'tax' | 'total') => rows.reduce((n, r) => n + r[k], 0)
  const totals = {
    ...rowOf({
      guid: '',
      incomeDate: t('income.totals'),
      projectGuid: '',
      type: '其他',
      source: '',
      amountExclTax: sum('amountExclTax'),
      taxRate: 0,
      tax: sum('tax'),
      total: sum('total'),
      invoiced: 0,
      recognisedMonth: '',
      projectNumber: '',
      projectTitle: '',
      customerName: '',
    }),
    type: '' as IncomeType,
  }
  return xlsxOf(
    t('venue.route.incomeDetails'),
    [
      { header: t('income.incomeDate'), width: 12, value: (r: IncomeRow) => r.incomeDate },
      { header: t('income.projectTitle'), width: 30, value: (r) => r.projectTitle },
      { header: t('income.customerName'), width: 30, value: (r) => r.customerName },
      { header: t('income.type'), width: 8, value: (r) => r.type },
      { header: t('income.source'), width: 16, value: (r) => r.source },
      { header: t('income.amountExclTax'), value: (r) => yuan(r.amountExclTax) },
      { header: t('income.taxRate'), width: 8, value: (r) => (r.guid ? r.taxRate : '') },
      { header: t('income.tax'), value: (r) => yuan(r.tax) },
      { header: t('income.total'), value: (r) => yuan(r.total) },
      {
        header: t('income.invoiced'),
        width: 8,
        value: (r) => (r.guid ? t(r.invoiced ? 'income.yes' : 'income.no') : ''),
      },
      { header: t('income.recognisedMonth'), width: 10, value: (r) => r.recognisedMonth },
    ],
    [...rows, totals],
  )
}
