import {
  API,
  type CustomerContact,
  type CustomerRow,
  PERMISSIONS,
  VENUE_OCCUPYING_STATUSES,
  hasAnyPermission,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains, containsIgnoringCase } from '#server/lib/like.ts'
import { maskMobile } from '#server/lib/redact.ts'
import { recordFields } from '#server/lib/resource.ts'
import {
  type DataScope,
  dataScopeOf,
  inDataScope,
  ownerInScope,
} from '#server/modules/identity/data-scope.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'

const P = PERMISSIONS.customer

/** The workflow document kind of a customer (its attachments). */
export const CUSTOMER_DOC_TYPE = 'customer'

/** The caller sees contacts' mobiles whole in the list and its sheet. */
const seesMobiles = (user?: AuthUser) =>
  user !== undefined && hasAnyPermission(user.permissions, [P.mobile])

/** What a customer's projects add up to: how many, their contracts, the latest opening. */
interface ProjectStats {
  count: number
  contractTotal: number
  lastEventTime: number | null
}
const NO_PROJECTS: ProjectStats = { count: 0, contractTotal: 0, lastEventTime: null }

async function projectStatsOf(db: Db, guids: readonly string[]) {
  const stats = new Map<string, ProjectStats>()
  if (guids.length === 0) return stats
  const rows = await db
    .selectFrom('project')
    .select((eb) => [
      'customerGuid',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number | null>('contractAmount').as('contractTotal'),
      // the latest opening among the projects that hold the venue (not leads, lost, cancelled)
      eb.fn
        .max<number | null>(
          eb
            .case()
            .when('status', 'in', [...VENUE_OCCUPYING_STATUSES])
            .then(eb.ref('startTime'))
            .end(),
        )
        .as('lastEventTime'),
    ])
    // a sheet of thousands reads every customer's projects rather than name them all
    .$if(guids.length <= 1000, (q) => q.where('customerGuid', 'in', guids))
    .where('customerGuid', 'is not', null)
    .groupBy('customerGuid')
    .execute()
  for (const r of rows)
    stats.set(r.customerGuid ?? '', {
      count: Number(r.count),
      contractTotal: Number(r.contractTotal ?? 0),
      lastEventTime: r.lastEventTime === null ? null : Number(r.lastEventTime),
    })
  return stats
}

/** The customers a caller may see: its owner's department within the caller's data scope. */
export const customerScope = (scope: DataScope) =>
  inDataScope(scope, 'customer.deptId', 'customer.ownerId')

/** The primary contact of a list, else its first. */
const primaryOf = (contacts: readonly CustomerContact[]) =>
  contacts.find((c) => c.primary) ?? contacts[0]

/** 客户管理 (/customer/customerManage): the venue's customers, within the caller's data scope. */
export const customers = defineResource({
  table: 'customer',
  endpoints: API.customers.customer,
  scope: async (db, user) => customerScope(await dataScopeOf(db, user)),
  filters: {
    name: (eb, v) => containsIgnoringCase(eb.ref('name'), v),
    creditCode: (eb, v) => contains(eb.ref('creditCode'), v.toUpperCase()),
    // industry and region: dictionary values (industry ind-04 …, region reg-01 …)
    type: (eb, v) => eb('type', '=', v),
    industry: (eb, v) => eb('industry', '=', v),
    region: (eb, v) => eb('region', '=', v),
    grade: (eb, v) => eb('grade', '=', v),
    ownerId: (eb, v) => eb('ownerId', '=', v),
    status: (eb, v) => eb('status', '=', v),
  },
  // the newest first (the pattern's tie-breaker on id)
  orderBy: (q) => q,
  lookup: async (db, rows) => {
    const userIds = [...new Set(rows.flatMap((r) => (r.ownerId === null ? [] : [r.ownerId])))]
    const [owners, depts, stats, dicts] = await Promise.all([
      userIds.length === 0
        ? []
        : db
            .selectFrom('sysUser')
            .select(['id', 'nickName'])
            .$if(userIds.length <= 1000, (q) => q.where('id', 'in', userIds))
            .execute(),
      db.selectFrom('sysDept').select(['id', 'name']).execute(),
      projectStatsOf(
        db,
        rows.map((r) => r.guid),
      ),
      // industry and region hold their dictionary values (guids): the sheet shows labels
      db
        .selectFrom('sysDictData')
        .select(['value', 'label'])
        .where('dictType', 'in', ['industry', 'region'])
        .execute(),
    ])
    return {
      ownerNames: new Map(owners.map((o) => [o.id, o.nickName])),
      deptNames: new Map<number | null, string>(depts.map((d) => [d.id, d.name])),
      stats,
      labels: new Map(dicts.map((d) => [d.value, d.label])),
    }
  },
  toItem: (r, { ownerNames, deptNames, stats }) => {
    const s = stats.get(r.guid) ?? NO_PROJECTS
    return {
      guid: r.guid,
      name: r.name,
      creditCode: r.creditCode,
      type: r.type,
      industry: r.industry,
      region: r.region,
      grade: r.grade as CustomerRow['grade'],
      source: r.source,
      ownerId: r.ownerId,
      ownerName: (r.ownerId !== null && ownerNames.get(r.ownerId)) || '',
      deptName: deptNames.get(r.deptId) ?? '',
      contactName: r.contactName,
      contactMobile: r.contactMobile,
      projectCount: s.count,
      blacklisted: r.blacklisted === 1,
      contacts: JSON.parse(r.contacts) as CustomerContact[],
      creditNote: r.creditNote,
      invoiceTitle: r.invoiceTitle,
      invoiceTaxNo: r.invoiceTaxNo,
      invoiceBank: r.invoiceBank,
      invoiceAccount: r.invoiceAccount,
      invoiceAddressPhone: r.invoiceAddressPhone,
      contractTotal: s.contractTotal,
      lastEventTime: s.lastEventTime,
      ...recordFields(r),
    }
  },
  // the list's row: no contacts or invoicing data; the mobile masked unless the caller may see it
  toRow: (
    {
      contacts: _c,
      creditNote: _n,
      invoiceTitle: _t,
      invoiceTaxNo: _x,
      invoiceBank: _b,
      invoiceAccount: _a,
      invoiceAddressPhone: _p,
      contractTotal: _total,
      lastEventTime: _last,
      ...row
    },
    user,
  ) => (seesMobiles(user) ? row : { ...row, contactMobile: maskMobile(row.contactMobile) }),
  sheet: [
    { key: 'name', width: 36 },
    { key: 'creditCode', width: 22 },
    { key: 'type', width: 12 },
    {
      key: 'industry',
      width: 14,
      value: (r, _t, { labels }) => labels.get(r.industry) ?? r.industry,
    },
    { key: 'region', width: 10, value: (r, _t, { labels }) => labels.get(r.region) ?? r.region },
    { key: 'grade', width: 8 },
    { key: 'source', width: 12 },
    { key: 'ownerName', value: (r, _t, { ownerNames }) => ownerNames.get(r.ownerId ?? 0) ?? '' },
    { key: 'contactName', width: 12 },
    {
      key: 'contactMobile',
      value: (r, _t, _l, user) =>
        seesMobiles(user) ? r.contactMobile : maskMobile(r.contactMobile),
    },
    { key: 'projectCount', width: 10, value: (r, _t, { stats }) => stats.get(r.guid)?.count ?? 0 },
    { key: 'invoiceTitle', width: 36 },
    { key: 'invoiceTaxNo', width: 22 },
  ],
  toColumns: ({ contacts, blacklisted, ...fields }) => {
    const primary = primaryOf(contacts)
    return {
      ...fields,
      contacts: JSON.stringify(contacts),
      contactName: primary?.name ?? '',
      contactMobile: primary?.mobile ?? '',
      blacklisted: blacklisted ? 1 : 0,
    }
  },
  beforeSave: async ({ trx, user, fields, guid }) => {
    await checkCustomerUnique(trx, guid, fields)
    const owner = await ownerInScope(trx, user, fields.ownerId)
    return { ownerId: owner.id, deptId: owner.deptId }
  },
  // a customer with projects stays (their history names it); its log and documents go with it
  beforeDelete: async (trx, guids) => {
    const used = await trx
      .selectFrom('project')
      .innerJoin('customer', 'customer.guid', 'project.customerGuid')
      .select(['customer.name'])
      .where('project.customerGuid', 'in', guids)
      .executeTakeFirst()
    if (used) throw AppError.conflict('customer.hasProjects', { name: used.name })
    await trx.deleteFrom('customerFollowUp').where('customerGuid', 'in', guids).execute()
    await trx
      .deleteFrom('recordAttachment')
      .where('docType', '=', CUSTOMER_DOC_TYPE)
      .where('docGuid', 'in', guids)
      .execute()
  },
})

/**
 * A name and a 统一社会信用代码 belong to one customer each; a second is refused with a
 * message naming the one that holds it (`guid` is the customer's own).
 */
export async function checkCustomerUnique(
  db: Db,
  guid: string,
  fields: { name: string; creditCode: string },
): Promise<void> {
  const holder = async (column: 'name' | 'creditCode', value: string) =>
    db
      .selectFrom('customer')
      .select(['name', 'creditCode'])
      .where('guid', '<>', guid)
      .where(column, '=', value)
      .executeTakeFirst()
  const byCode = await holder('creditCode', fields.creditCode)
  if (byCode)
    throw AppError.invalidField('creditCode', 'customer.creditCodeTaken', { name: byCode.name })
  const byName = await holder('name', fields.name)
  if (byName)
    throw AppError.invalidField('name', 'customer.nameTaken', {
      name: byName.name,
      creditCode: byName.creditCode,
    })
}
