// 商机 (/customer/salesOpportunity), docs/product/domain.md "Customer and sales opportunity":
// declared on the resource pattern; its stage moves only through its machine
// (opportunity.service.ts), never through a save.
import {
  API,
  OPEN_OPPORTUNITY_STAGES,
  OPPORTUNITY_STAGES,
  OPPORTUNITY_TRANSITIONS,
  PERMISSIONS,
  type Opportunity,
  type OpportunityStage,
  STAGE_WIN_RATES,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains, containsIgnoringCase } from '#server/lib/like.ts'
import { formatTime } from '#server/lib/resource.ts'
import { defineStateMachine } from '#server/lib/workflow/state-machine.ts'
import { dataScopeOf, inDataScope, ownerInScope } from '#server/modules/identity/data-scope.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { customerScope } from './customer.resource.ts'

const P = PERMISSIONS.opportunity

/** The workflow kind of an opportunity: its history and documents. */
export const OPPORTUNITY_DOC_TYPE = 'opportunity'

/** The stage machine of contracts OPPORTUNITY_TRANSITIONS, with each action's permission. */
export const OPPORTUNITY_MACHINE = defineStateMachine<OpportunityStage>({
  docType: OPPORTUNITY_DOC_TYPE,
  states: OPPORTUNITY_STAGES,
  stateLabelKey: (stage) => `opportunity.stages.${OPPORTUNITY_STAGES.indexOf(stage)}`,
  actionLabelKey: (action) => `opportunity.action.${action}`,
  transitions: OPPORTUNITY_TRANSITIONS.map((t) => ({
    action: t.action,
    from: [t.from],
    to: t.to,
    permission: t.action === 'win' ? P.convert : P.edit,
    commentRequired: t.action === 'lose',
  })),
})

export const stageName = (stage: number): OpportunityStage => OPPORTUNITY_STAGES[stage] ?? 'lead'

/** Today in the venue's calendar: a next follow-up before it is overdue. */
const today = () => dayText(Date.now()) ?? ''

/** The opportunities a caller may see: their owners' departments in its scope. */
const opportunityScope = async (db: Db, user: Parameters<typeof dataScopeOf>[1]) =>
  inDataScope(await dataScopeOf(db, user), 'opportunity.deptId', 'opportunity.ownerId')

/** The next free number of the year: SJ-2026-0012. */
export async function nextOpportunityNumber(db: Db, year: number): Promise<string> {
  const head = `SJ-${year}-`
  const last = await db
    .selectFrom('opportunity')
    .select((eb) => eb.fn.max('opportunityNumber').as('n'))
    .where('opportunityNumber', 'like', `${head}%`)
    .executeTakeFirst()
  const seq = Number(String(last?.n ?? '').slice(head.length)) || 0
  return `${head}${String(seq + 1).padStart(4, '0')}`
}

type Row = {
  customerGuid: string
  ownerId: number | null
  deptId: number | null
  siteGuids: string
  projectGuid: string | null
}

/** What a page of opportunities shows of others: customers, owners, sites, projects. */
async function lookup(db: Db, rows: readonly Row[]) {
  const ids = <T>(pick: (r: Row) => T | null) => [
    ...new Set(rows.flatMap((r) => (pick(r) === null ? [] : [pick(r) as T]))),
  ]
  // a sheet of thousands reads each table whole rather than name every key
  const few = (n: number) => n <= 1000
  const customerGuids = ids((r) => r.customerGuid)
  const userIds = ids((r) => r.ownerId)
  const projectGuids = ids((r) => r.projectGuid)
  const siteGuids = [...new Set(rows.flatMap((r) => JSON.parse(r.siteGuids) as string[]))]
  const [customers, users, depts, sites, projects] = await Promise.all([
    customerGuids.length === 0
      ? []
      : db
          .selectFrom('customer')
          .select(['guid', 'name'])
          .$if(few(customerGuids.length), (q) => q.where('guid', 'in', customerGuids))
          .execute(),
    userIds.length === 0
      ? []
      : db
          .selectFrom('sysUser')
          .select(['id', 'nickName'])
          .$if(few(userIds.length), (q) => q.where('id', 'in', userIds))
          .execute(),
    db.selectFrom('sysDept').select(['id', 'name']).execute(),
    siteGuids.length === 0
      ? []
      : db
          .selectFrom('site')
          .select(['guid', 'name'])
          .$if(few(siteGuids.length), (q) => q.where('guid', 'in', siteGuids))
          .execute(),
    projectGuids.length === 0
      ? []
      : db
          .selectFrom('project')
          .select(['guid', 'projectNumber'])
          .$if(few(projectGuids.length), (q) => q.where('guid', 'in', projectGuids))
          .execute(),
  ])
  return {
    customers: new Map(customers.map((c) => [c.guid, c.name])),
    owners: new Map(users.map((u) => [u.id, u.nickName])),
    depts: new Map<number | null, string>(depts.map((d) => [d.id, d.name])),
    sites: new Map(sites.map((s) => [s.guid, s.name])),
    projects: new Map(projects.map((p) => [p.guid, p.projectNumber])),
  }
}
type Lookup = Awaited<ReturnType<typeof lookup>>

const siteNamesOf = (r: Row, l: Lookup) =>
  (JSON.parse(r.siteGuids) as string[])
    .map((g) => l.sites.get(g) ?? '')
    .filter(Boolean)
    .join('、')

/** An open opportunity whose next follow-up day has passed. */
export const isOverdue = (stage: number, nextFollowDate: string | null, day = today()) =>
  OPEN_OPPORTUNITY_STAGES.includes(stage) && nextFollowDate !== null && nextFollowDate < day

export const opportunities = defineResource({
  table: 'opportunity',
  endpoints: API.customers.opportunity,
  scope: opportunityScope,
  filters: {
    keyword: (eb, v) =>
      eb.or([
        contains(eb.ref('opportunity.name'), v),
        containsIgnoringCase(eb.ref('opportunity.opportunityNumber'), v),
      ]),
    customerGuid: (eb, v) => eb('opportunity.customerGuid', '=', v),
    ownerId: (eb, v) => eb('opportunity.ownerId', '=', v),
    overdue: (eb) =>
      eb.and([
        eb('opportunity.stage', 'in', [...OPEN_OPPORTUNITY_STAGES]),
        eb('opportunity.nextFollowDate', '<', today()),
      ]),
    stage: (eb, v) => eb('opportunity.stage', '=', v),
  },
  orderBy: (q) => q,
  lookup,
  toItem: (r, l): Opportunity => ({
    guid: r.guid,
    opportunityNumber: r.opportunityNumber,
    name: r.name,
    customerGuid: r.customerGuid,
    customerName: l.customers.get(r.customerGuid) ?? '',
    stage: r.stage,
    winRate: r.winRate,
    expectedAmount: Number(r.expectedAmount),
    expectedArea: r.expectedArea,
    startDate: r.startDate,
    endDate: r.endDate,
    formFlag: r.formFlag,
    siteGuids: JSON.parse(r.siteGuids) as string[],
    siteNames: siteNamesOf(r, l),
    nextFollowDate: r.nextFollowDate,
    overdue: isOverdue(r.stage, r.nextFollowDate),
    ownerId: r.ownerId,
    ownerName: (r.ownerId !== null && l.owners.get(r.ownerId)) || '',
    deptName: l.depts.get(r.deptId) ?? '',
    projectGuid: r.projectGuid,
    projectNumber: (r.projectGuid !== null && l.projects.get(r.projectGuid)) || '',
    lostReason: r.lostReason,
    createdAt: Number(r.createdAt),
    updatedAt: Number(r.updatedAt),
    version: r.version,
    remark: r.remark,
  }),
  toRow: ({ remark: _r, ...row }) => row,
  sheet: [
    { key: 'opportunityNumber', width: 14 },
    { key: 'name', width: 36 },
    {
      key: 'customerName',
      width: 30,
      value: (r, _t, l) => l.customers.get(r.customerGuid) ?? '',
    },
    { key: 'stage', width: 10, value: (r, t) => t(`opportunity.stages.${r.stage}`) },
    { key: 'winRate', width: 8 },
    { key: 'expectedAmount', value: (r) => Number(r.expectedAmount) / 100 },
    { key: 'expectedArea', width: 10 },
    { key: 'startDate', width: 12 },
    { key: 'endDate', width: 12 },
    { key: 'siteNames', width: 30, value: (r, _t, l) => siteNamesOf(r, l) },
    { key: 'nextFollowDate', width: 12 },
    { key: 'ownerName', value: (r, _t, l) => l.owners.get(r.ownerId ?? 0) ?? '' },
    { key: 'lostReason', width: 30 },
  ],
  sheetTail: [{ key: 'updatedAt', width: 20, value: (r) => formatTime(Number(r.updatedAt)) }],
  // the creator, department and owner come from beforeSave: the owner's department scopes it
  stamp: (now) => ({ createdAt: now, updatedAt: now }),
  toColumns: ({ siteGuids, winRate: _w, ...fields }) => ({
    ...fields,
    siteGuids: JSON.stringify([...new Set(siteGuids)]),
  }),
  beforeSave: async ({ trx, user, fields, stored, now }) => {
    // a won or lost one is history: reopen a lost one first
    if (stored && !OPEN_OPPORTUNITY_STAGES.includes(stored.stage))
      throw AppError.conflict('workflow.notInThisState', {
        state: { key: OPPORTUNITY_MACHINE.stateLabelKey(stageName(stored.stage)) },
        action: { key: 'opportunity.action.edit' },
      })
    const customer = await trx
      .selectFrom('customer')
      .select('guid')
      .where('guid', '=', fields.customerGuid)
      .where(customerScope(await dataScopeOf(trx, user)))
      .executeTakeFirst()
    if (!customer) throw AppError.invalidField('customerGuid', 'project.customerMissing')
    const unique = [...new Set(fields.siteGuids)]
    if (unique.length) {
      const known = await trx
        .selectFrom('site')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('guid', 'in', unique)
        .executeTakeFirstOrThrow()
      if (Number(known.n) !== unique.length)
        throw AppError.invalidField('siteGuids', 'opportunity.siteMissing')
    }
    const owner = await ownerInScope(trx, user, fields.ownerId)
    const stage = stored?.stage ?? OPPORTUNITY_STAGES.indexOf('lead')
    return {
      ownerId: owner.id,
      deptId: owner.deptId,
      winRate: fields.winRate ?? stored?.winRate ?? STAGE_WIN_RATES[stage] ?? 0,
      ...(stored
        ? {}
        : {
            opportunityNumber: await nextOpportunityNumber(trx, new Date(now).getFullYear()),
            stage,
            createdBy: user.id,
          }),
    }
  },
  // a won one stays (its project names it); its log, history and documents go with the rest
  beforeDelete: async (trx, guids) => {
    const won = await trx
      .selectFrom('opportunity')
      .select('name')
      .where('guid', 'in', guids)
      .where('projectGuid', 'is not', null)
      .executeTakeFirst()
    if (won) throw AppError.conflict('opportunity.hasProject', { name: won.name })
    await trx.deleteFrom('customerFollowUp').where('opportunityGuid', 'in', guids).execute()
    for (const table of ['workflowHistory', 'recordAttachment'] as const)
      await trx
        .deleteFrom(table)
        .where('docType', '=', OPPORTUNITY_DOC_TYPE)
        .where('docGuid', 'in', guids)
        .execute()
  },
})
