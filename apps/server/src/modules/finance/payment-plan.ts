// 合同付款计划 (/contractManagement/contractPaymentPlan), docs/product/domain.md "Payment plan":
// the instalments of signed contracts, with a state read from the calendar (never stored, so
// every instance tells the same), totals over every match, its sheet; and the reminders: 7
// days before a due date and on the day it is overdue the contract's owner gets a message,
// once (a row per reminder, so several instances send each once).
import {
  INSTALMENT_REMIND_DAYS,
  INSTALMENT_TYPES,
  type InstalmentRow,
  type InstalmentState,
  type PaymentPlanPage,
  type PaymentPlanQuery,
  RECEIVABLE_CONTRACT_STATES,
  addDays,
  instalmentStateOf,
} from '@app/contracts'
import { type ExpressionBuilder, type SqlBool, type Expression, sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import type { Lang } from '#server/i18n/messages.ts'
import { translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
import { EXPORT_ROW_LIMIT, xlsxOf } from '#server/lib/resource.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import { projectsMatching } from '#server/modules/projects/project-requests.ts'
import { venueDayAfter } from '#server/modules/projects/project-holds.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

type Eb = ExpressionBuilder<
  Database & { i: Database['contractInstalment']; c: Database['contract'] },
  'i' | 'c'
>

/** The instalments' SQL condition of a state on `today` (as instalmentStateOf reads it). */
function stateCondition(eb: Eb, state: InstalmentState, today: string): Expression<SqlBool> {
  const soon = addDays(today, INSTALMENT_REMIND_DAYS)
  const open = eb('i.received', '<', eb.ref('i.amount'))
  switch (state) {
    case 'paid':
      return eb('i.received', '>=', eb.ref('i.amount'))
    case 'overdue':
      return eb.and([open, eb('i.dueDate', 'is not', null), eb('i.dueDate', '<', today)])
    case 'partial':
      return eb.and([
        open,
        eb('i.received', '>', 0),
        eb.or([eb('i.dueDate', 'is', null), eb('i.dueDate', '>=', today)]),
      ])
    case 'due':
      return eb.and([
        eb('i.received', '=', 0),
        eb('i.dueDate', '>=', today),
        eb('i.dueDate', '<=', soon),
      ])
    default:
      return eb.and([
        eb('i.received', '=', 0),
        eb.or([eb('i.dueDate', 'is', null), eb('i.dueDate', '>', soon)]),
      ])
  }
}

/** The instalments of receivable contracts the caller reaches, filtered. */
async function matching(
  db: Db,
  user: AuthUser,
  q: Omit<PaymentPlanQuery, 'page' | 'pageSize'>,
  today: string,
) {
  const scope = inDataScope(await dataScopeOf(db, user), 'c.deptId', 'c.ownerId')
  return db
    .selectFrom('contractInstalment as i')
    .innerJoin('contract as c', 'c.guid', 'i.contractGuid')
    .where('c.state', 'in', [...RECEIVABLE_CONTRACT_STATES])
    .where(scope)
    .where((eb) => {
      const parts: Expression<SqlBool>[] = []
      if (q.keyword)
        parts.push(
          eb.or([
            containsIgnoringCase(eb.ref('c.contractNumber'), q.keyword),
            containsIgnoringCase(eb.ref('c.title'), q.keyword),
            eb('c.projectGuid', 'in', projectsMatching(eb, q.keyword)),
            eb(
              'c.customerGuid',
              'in',
              eb
                .selectFrom('customer')
                .select('customer.guid')
                .where((x) => containsIgnoringCase(x.ref('customer.name'), q.keyword ?? '')),
            ),
          ]),
        )
      if (q.state) parts.push(stateCondition(eb, q.state, today))
      if (q.kind) parts.push(eb('i.kind', '=', q.kind))
      if (q.contractGuid) parts.push(eb('i.contractGuid', '=', q.contractGuid))
      if (q.dueFrom) parts.push(eb('i.dueDate', '>=', q.dueFrom))
      if (q.dueTo) parts.push(eb('i.dueDate', '<=', q.dueTo))
      if (q.outstanding) parts.push(eb('i.received', '<', eb.ref('i.amount')))
      return eb.and(parts)
    })
}

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000)

/** The rows of instalments, their names looked up, states on `today`. */
async function rowsOf(
  db: Db,
  found: Array<{
    guid: string
    contractGuid: string
    seq: number
    kind: string
    ratio: number
    amount: number
    received: number
    dueDate: string | null
    offsetText: string
  }>,
  today: string,
): Promise<InstalmentRow[]> {
  const contractGuids = [...new Set(found.map((r) => r.contractGuid))]
  const contracts = contractGuids.length
    ? await db
        .selectFrom('contract as c')
        .leftJoin('project as p', 'p.guid', 'c.projectGuid')
        .leftJoin('customer as cu', 'cu.guid', 'c.customerGuid')
        .leftJoin('sysUser as u', 'u.id', 'c.ownerId')
        .select([
          'c.guid',
          'c.contractNumber',
          'c.title',
          'c.projectGuid',
          sql<string>`coalesce(p.title, '')`.as('projectTitle'),
          sql<string>`coalesce(cu.name, p.customer, '')`.as('customerName'),
          sql<string>`coalesce(u.nick_name, '')`.as('ownerName'),
        ])
        .where('c.guid', 'in', contractGuids)
        .execute()
    : []
  const byGuid = new Map(contracts.map((c) => [c.guid, c]))
  return found.map((r) => {
    const c = byGuid.get(r.contractGuid)
    const amount = Number(r.amount)
    const received = Number(r.received)
    const state = instalmentStateOf({ amount, received, dueDate: r.dueDate }, today)
    return {
      guid: r.guid,
      contractGuid: r.contractGuid,
      contractNumber: c?.contractNumber ?? '',
      contractTitle: c?.title ?? '',
      projectGuid: c?.projectGuid ?? '',
      projectTitle: c?.projectTitle ?? '',
      customerName: c?.customerName ?? '',
      ownerName: c?.ownerName ?? '',
      seq: r.seq,
      kind: (INSTALMENT_TYPES as readonly string[]).includes(r.kind)
        ? (r.kind as InstalmentRow['kind'])
        : '进度款',
      ratio: Number(r.ratio) / 100,
      amount,
      received,
      outstanding: amount - received,
      dueDate: r.dueDate,
      offsetText: r.offsetText,
      state,
      overdueDays: state === 'overdue' && r.dueDate ? dayNumber(today) - dayNumber(r.dueDate) : 0,
    }
  })
}

const INSTALMENT_COLUMNS = [
  'i.guid',
  'i.contractGuid',
  'i.seq',
  'i.kind',
  'i.ratio',
  'i.amount',
  'i.received',
  'i.dueDate',
  'i.offsetText',
] as const

/** One page of the instalments, with the totals of every match. */
export async function paymentPlanPage(
  db: Db,
  user: AuthUser,
  q: PaymentPlanQuery,
  now: number,
): Promise<PaymentPlanPage> {
  const today = venueDayAfter(now, 0)
  const base = await matching(db, user, q, today)
  const [totals, found] = await Promise.all([
    base
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        sql<number>`coalesce(sum(i.amount), 0)`.as('amount'),
        sql<number>`coalesce(sum(i.received), 0)`.as('received'),
        sql<number>`coalesce(sum(case when i.received < i.amount and i.due_date < ${today} then i.amount - i.received else 0 end), 0)`.as(
          'overdue',
        ),
      ])
      .executeTakeFirst(),
    base
      .select([...INSTALMENT_COLUMNS])
      .orderBy(sql`coalesce(i.due_date, '9999-12-31')`)
      .orderBy('c.contractNumber')
      .orderBy('i.seq')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
  ])
  const amount = Number(totals?.amount ?? 0)
  const received = Number(totals?.received ?? 0)
  return {
    list: await rowsOf(db, found, today),
    count: Number(totals?.count ?? 0),
    totals: {
      amount,
      received,
      outstanding: amount - received,
      overdue: Number(totals?.overdue ?? 0),
    },
  }
}

/** The sheet of the filtered instalments (headers in `lang`). */
export async function paymentPlanSheet(
  db: Db,
  user: AuthUser,
  q: Omit<PaymentPlanQuery, 'page' | 'pageSize'>,
  lang: Lang,
  now: number,
): Promise<Buffer> {
  const today = venueDayAfter(now, 0)
  const found = await (
    await matching(db, user, q, today)
  )
    .select([...INSTALMENT_COLUMNS])
    .orderBy(sql`coalesce(i.due_date, '9999-12-31')`)
    .orderBy('c.contractNumber')
    .orderBy('i.seq')
    .limit(EXPORT_ROW_LIMIT)
    .execute()
  const rows = await rowsOf(db, found, today)
  const t = (key: string) => translate(lang, key)
  const yuan = (fen: number) => fen / 100
  return xlsxOf(
    t('venue.route.contractPaymentPlan'),
    [
      {
        header: t('paymentPlan.contractNumber'),
        width: 14,
        value: (r: InstalmentRow) => r.contractNumber,
      },
      { header: t('paymentPlan.projectTitle'), width: 30, value: (r) => r.projectTitle },
      { header: t('paymentPlan.customerName'), width: 30, value: (r) => r.customerName },
      { header: t('paymentPlan.seq'), width: 6, value: (r) => r.seq },
      { header: t('paymentPlan.kind'), width: 10, value: (r) => r.kind },
      { header: t('paymentPlan.dueDate'), width: 12, value: (r) => r.dueDate ?? '' },
      { header: t('paymentPlan.ratio'), width: 8, value: (r) => r.ratio },
      { header: t('paymentPlan.amount'), value: (r) => yuan(r.amount) },
      { header: t('paymentPlan.received'), value: (r) => yuan(r.received) },
      { header: t('paymentPlan.outstanding'), value: (r) => yuan(r.outstanding) },
      {
        header: t('paymentPlan.state'),
        width: 10,
        value: (r) => t(`paymentPlan.states.${r.state}`),
      },
      { header: t('paymentPlan.overdueDays'), width: 10, value: (r) => r.overdueDays },
      { header: t('paymentPlan.ownerName'), width: 10, value: (r) => r.ownerName },
    ],
    rows,
  )
}

/**
 * The reminders due on `now`'s day: each open instalment of a receivable contract whose due
 * date is within 7 days ('due') or passed ('overdue') gets its message to the contract's owner
 * once. Answers the users told (announce after).
 */
export async function sendInstalmentReminders(db: Db, now: number): Promise<number[]> {
  const today = venueDayAfter(now, 0)
  const soon = addDays(today, INSTALMENT_REMIND_DAYS)
  const open = await db
    .selectFrom('contractInstalment as i')
    .innerJoin('contract as c', 'c.guid', 'i.contractGuid')
    .leftJoin('project as p', 'p.guid', 'c.projectGuid')
    .select([
      'i.guid',
      'i.seq',
      'i.kind',
      'i.amount',
      'i.received',
      'i.dueDate',
      'c.guid as contractGuid',
      'c.contractNumber',
      'c.ownerId',
      sql<string>`coalesce(p.title, c.title)`.as('projectTitle'),
    ])
    .where('c.state', 'in', [...RECEIVABLE_CONTRACT_STATES])
    .where('c.ownerId', 'is not', null)
    .where('i.received', '<', (eb) => eb.ref('i.amount'))
    .where('i.dueDate', 'is not', null)
    .where('i.dueDate', '<=', soon)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('instalmentReminder as r')
            .select('r.kind')
            .whereRef('r.instalmentGuid', '=', 'i.guid')
            .where(
              'r.kind',
              '=',
              sql<string>`case when i.due_date < ${today} then 'overdue' else 'due' end`,
            ),
        ),
      ),
    )
    .execute()
  const told: number[] = []
  for (const i of open) {
    const kind = (i.dueDate ?? '') < today ? 'overdue' : 'due'
    const outstanding = ((Number(i.amount) - Number(i.received)) / 100).toFixed(2)
    // the reminder row first: the instance that writes it sends the message
    const claimed = await db
      .insertInto('instalmentReminder')
      .values({ instalmentGuid: i.guid, kind, sentAt: now })
      .onConflict((oc) => oc.columns(['instalmentGuid', 'kind']).doNothing())
      .executeTakeFirst()
    if (!Number(claimed.numInsertedOrUpdatedRows ?? 0)) continue
    await db
      .insertInto('message')
      .values({
        guid: newGuid(),
        userId: i.ownerId ?? 0,
        title:
          kind === 'due'
            ? `款项即将到期：${i.contractNumber} 第${i.seq}期`
            : `款项已逾期：${i.contractNumber} 第${i.seq}期`,
        content:
          kind === 'due'
            ? `「${i.projectTitle}」${i.kind}¥${outstanding}将于${i.dueDate}到期，请跟进回款。`
            : `「${i.projectTitle}」${i.kind}¥${outstanding}已于${i.dueDate}到期未收，请尽快催收。`,
        kind: 'warning',
        link: `/contractManagement/contractPaymentPlan?contractGuid=${i.contractGuid}`,
        readAt: null,
        createdAt: now,
      })
      .execute()
    if (i.ownerId !== null) told.push(i.ownerId)
  }
  return told
}
