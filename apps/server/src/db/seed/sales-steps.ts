import { ALL_MENUS } from './data/menus.ts'
import { ROLES } from './data/identity.ts'
import { CUSTOMER_DICT_TYPES, industryGuid, regionGuid } from './data/dictionaries.ts'
import { SEED_CUSTOMERS, SEED_FOLLOW_UPS, customerGuidOf } from './data/customer-records.ts'
import { PROJECT_STATUS, buildProjects } from './data/projects.ts'
import { dayOffset } from './data/dates.ts'
import { NO_OWNER, dictValues, seeded } from './admin-steps.ts'
import type { SeedStep, Trx } from './seed.ts'

/**
 * Menus of data/menus.ts a database lacks (buttons a later issue added to a page), with the
 * seeded roles' grants of them: a database seeded before gets what a fresh one has.
 */
export async function addNewMenus(trx: Trx): Promise<void> {
  const present = new Set((await trx.selectFrom('sysMenu').select('id').execute()).map((m) => m.id))
  const added = ALL_MENUS.filter((m) => !present.has(m.id))
  if (added.length === 0) return
  await trx
    .insertInto('sysMenu')
    .values(added.map((m) => ({ ...m, hidden: m.hidden ? 1 : 0, status: 1 })))
    .execute()
  const addedIds = new Set(added.map((m) => m.id))
  const roles = await trx.selectFrom('sysRole').select(['id', 'roleKey']).execute()
  for (const role of roles) {
    const seed = ROLES.find((r) => r.key === role.roleKey)
    if (!seed) continue
    const granted =
      seed.menuIds === 'all'
        ? added.filter((m) => seed.systems.includes(m.systemCode)).map((m) => m.id)
        : seed.menuIds.filter((id) => addedIds.has(id))
    if (granted.length)
      await trx
        .insertInto('sysRoleMenu')
        .values(granted.map((menuId) => ({ roleId: role.id, menuId })))
        .execute()
  }
}

/** yyyy-MM-dd of a local midnight. */
const dateTextOf = (ms: number) => {
  const d = new Date(ms)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
}

/** Statuses whose project has a signed contract (its amount counts for the customer). */
const CONTRACTED: readonly number[] = [
  PROJECT_STATUS.已签约,
  PROJECT_STATUS.进行中,
  PROJECT_STATUS.已完成,
  PROJECT_STATUS.已结算,
]

/** A contract's size from its halls and days: ¥80,000 a hall a day, in fen. */
const contractAmountOf = (halls: string, startTime: number, endTime: number) => {
  const days = Math.max(1, Math.round((endTime - startTime) / 86_400_000) + 1)
  return halls.split(',').length * days * 80_000 * 100
}

/**
 * Seed steps of the sales pipeline (issue 13): the buttons and dictionaries it adds, the
 * customers with their follow-ups, their projects tied to them. Run after ADMIN_STEPS.
 */
export const SALES_STEPS: SeedStep[] = [
  { name: 'menus-sales-buttons', run: addNewMenus },
  {
    name: 'dict-customer',
    run: async (trx, { now }) => {
      const present = new Set(
        (await trx.selectFrom('sysDictType').select('dictType').execute()).map((d) => d.dictType),
      )
      const types = CUSTOMER_DICT_TYPES.filter((d) => !present.has(d.dictType))
      if (types.length === 0) return
      const last = await trx
        .selectFrom('sysDictType')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .executeTakeFirst()
      const from = Number(last?.sort ?? 0)
      await trx
        .insertInto('sysDictType')
        .values(
          types.map((d, i) => ({
            dictType: d.dictType,
            name: d.name,
            remark: d.remark,
            ...seeded(from + i + 1, now),
            ...NO_OWNER,
          })),
        )
        .execute()
      await trx
        .insertInto('sysDictData')
        .values(types.flatMap((d) => dictValues(d.dictType, d.values ?? [], now)))
        .execute()
    },
  },
  {
    name: 'customers',
    run: async (trx, { today, now }) => {
      const users = await trx.selectFrom('sysUser').select(['id', 'userName', 'deptId']).execute()
      const byName = new Map(users.map((u) => [u.userName, u]))
      const admin = byName.get('admin')
      await trx
        .insertInto('customer')
        .values(
          SEED_CUSTOMERS.map((c, i) => {
            const owner = byName.get(c.owner)
            const primary = c.contacts.find((x) => x.primary) ?? c.contacts[0]
            return {
              guid: c.guid,
              name: c.name,
              creditCode: c.creditCode,
              type: c.type,
              industry: industryGuid(c.industry),
              region: regionGuid(c.region),
              grade: c.grade,
              source: c.source,
              ownerId: owner?.id ?? null,
              contacts: JSON.stringify(c.contacts),
              contactName: primary?.name ?? '',
              contactMobile: primary?.mobile ?? '',
              blacklisted: c.blacklisted ? 1 : 0,
              creditNote: c.creditNote ?? '',
              invoiceTitle: c.name,
              invoiceTaxNo: c.creditCode,
              invoiceBank: c.invoiceBank,
              invoiceAccount: c.invoiceAccount,
              invoiceAddressPhone: c.invoiceAddressPhone,
              status: 1,
              sort: i + 1,
              remark: '',
              deptId: owner?.deptId ?? null,
              createdBy: admin?.id ?? null,
              // the first ones a while ago, so the list's newest-first order reads naturally
              createdAt: now - (SEED_CUSTOMERS.length - i) * 86_400_000,
              updatedAt: now - (SEED_CUSTOMERS.length - i) * 86_400_000,
            }
          }),
        )
        .execute()
      // each project to its customer; a signed one's contract amount
      const projects = await trx
        .selectFrom('project')
        .select(['guid', 'customer', 'status', 'halls', 'startTime', 'endTime'])
        .execute()
      for (const p of projects) {
        const customerGuid = customerGuidOf(p.customer)
        const signed = CONTRACTED.includes(p.status) && p.startTime !== null && p.endTime !== null
        if (!customerGuid && !signed) continue
        await trx
          .updateTable('project')
          .set({
            customerGuid: customerGuid ?? null,
            contractAmount: signed
              ? contractAmountOf(p.halls, Number(p.startTime), Number(p.endTime))
              : null,
          })
          .where('guid', '=', p.guid)
          .execute()
      }
      const zhangwei = byName.get('zhangwei')
      await trx
        .insertInto('customerFollowUp')
        .values(
          SEED_FOLLOW_UPS.map((f, i) => ({
            guid: `fu-seed-${i + 1}`,
            customerGuid: f.customer,
            method: f.method,
            content: f.content,
            nextDate: f.nextDay === null ? null : dateTextOf(dayOffset(today, f.nextDay)),
            userId: zhangwei?.id ?? admin?.id ?? 1,
            userName: '张伟',
            createdAt: now + f.day * 86_400_000,
          })),
        )
        .execute()
    },
  },
  {
    // each project's sales owner and, while 预定, its hold's rank (domain.md §3)
    name: 'project-owners',
    run: async (trx, { today }) => {
      const users = await trx.selectFrom('sysUser').select(['id', 'userName']).execute()
      const idOf = new Map(users.map((u) => [u.userName, u.id]))
      for (const p of buildProjects(today)) {
        const ownerId = idOf.get(p.salesOwner)
        if (ownerId === undefined && p.holdLevel === null) continue
        await trx
          .updateTable('project')
          .set({ ownerId: ownerId ?? null, holdLevel: p.holdLevel })
          .where('guid', '=', p.guid)
          .execute()
      }
    },
  },
]
