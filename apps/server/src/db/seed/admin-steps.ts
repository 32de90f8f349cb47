import { newGuid } from '#server/lib/crypto.ts'
import { DICT_TYPES } from './data/dictionaries.ts'
import { RESOURCES } from './data/resources.ts'
import { siteFactsOf } from './data/sites-facts.ts'
import { REMARK_CATEGORIES, REMARK_TEMPLATES } from './data/templates.ts'
import { CONTRACT_TEMPLATES, PAYMENT_PLANS } from './data/plan-and-contract-templates.ts'
import { PRICES } from './data/prices.ts'
import { DEPARTMENTS } from './data/identity.ts'
import type { SeedStep } from './seed.ts'

/**
 * Seed steps of the system-administration data (issue 5): dictionaries, templates,
 * prices, resources. Run after seed.ts's own steps; the same rules (each step once, in
 * its own transaction, never renamed).
 */
export const ADMIN_STEPS: SeedStep[] = [
  {
    name: 'dict-remark-category',
    run: async (trx, { now }) => {
      await trx
        .insertInto('sysDictData')
        .values(
          REMARK_CATEGORIES.map((c, i) => ({
            guid: newGuid(),
            dictType: 'remark_category',
            label: c.label,
            value: c.label,
            color: c.color,
            sort: i + 1,
            status: 1,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute()
    },
  },
  {
    // 数据管理: a type for every dictionary (also those whose values came first) and the
    // values of the new ones
    name: 'dict-types',
    run: async (trx, { now }) => {
      const present = await trx.selectFrom('sysDictData').select('dictType').distinct().execute()
      const known = new Set(DICT_TYPES.map((d) => d.dictType))
      const types = [
        ...DICT_TYPES,
        ...present
          .filter((p) => !known.has(p.dictType))
          .map((p) => ({ dictType: p.dictType, name: p.dictType, remark: '' })),
      ]
      await trx
        .insertInto('sysDictType')
        .values(
          types.map((d, i) => ({
            guid: newGuid(),
            dictType: d.dictType,
            name: d.name,
            remark: d.remark,
            sort: i + 1,
            status: 1,
            deptId: null,
            createdBy: null,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute()
      const values = DICT_TYPES.flatMap((d) =>
        (d.values ?? []).map(([label, color], i) => ({
          guid: newGuid(),
          dictType: d.dictType,
          label,
          value: label,
          color,
          sort: i + 1,
          status: 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      await trx.insertInto('sysDictData').values(values).execute()
    },
  },
  {
    // 场地管理: height, floor load and seats of the seeded sites
    name: 'site-facts',
    run: async (trx) => {
      const sites = await trx.selectFrom('site').select(['guid', 'code', 'area']).execute()
      for (const s of sites) {
        const facts = siteFactsOf(s.code, s.area === null ? null : Number(s.area))
        if (facts) await trx.updateTable('site').set(facts).where('guid', '=', s.guid).execute()
      }
    },
  },
  {
    name: 'venue-resources',
    run: async (trx, { now }) => {
      await trx
        .insertInto('venueResource')
        .values(
          RESOURCES.map((r, i) => ({
            guid: newGuid(),
            ...r,
            status: 1,
            sort: i + 1,
            deptId: null,
            createdBy: null,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute()
    },
  },
  {
    name: 'remark-templates',
    run: async (trx, { now }) => {
      await trx
        .insertInto('remarkTemplate')
        .values(
          REMARK_TEMPLATES.map((r, i) => ({
            guid: newGuid(),
            ...r,
            status: 1,
            sort: i + 1,
            remark: '',
            deptId: null,
            createdBy: null,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute()
    },
  },
  {
    name: 'site-prices',
    run: async (trx, { now, today }) => {
      // valid for the seed's calendar year
      const year = today.getFullYear()
      await trx
        .insertInto('sitePrice')
        .values(
          PRICES.map((p, i) => ({
            guid: newGuid(),
            ...p,
            taxRate: 6,
            validFrom: `${year}-01-01`,
            validTo: `${year}-12-31`,
            status: 1,
            sort: 0,
            deptId: null,
            createdBy: null,
            createdAt: now + i,
            updatedAt: now + i,
          })),
        )
        .execute()
    },
  },
  {
    name: 'payment-plan-templates',
    run: async (trx, { now }) => {
      await trx
        .insertInto('paymentPlanTemplate')
        .values(
          PAYMENT_PLANS.map((t, i) => ({
            guid: newGuid(),
            name: t.name,
            instalments: JSON.stringify(t.instalments),
            status: 1,
            sort: i + 1,
            remark: t.remark,
            deptId: null,
            createdBy: null,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute()
    },
  },
  {
    name: 'contract-templates',
    run: async (trx, { now }) => {
      await trx
        .insertInto('contractTemplate')
        .values(
          CONTRACT_TEMPLATES.map((t, i) => ({
            guid: newGuid(),
            ...t,
            status: 1,
            sort: i + 1,
            remark: '',
            deptId: null,
            createdBy: null,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute()
    },
  },
  {
    // department mailboxes, and one account already bound to Feishu (个人中心's 解绑)
    name: 'dept-emails-and-feishu-binding',
    run: async (trx) => {
      for (const d of DEPARTMENTS) {
        await trx
          .updateTable('sysDept')
          .set({ email: `${d.code}@xinggang-expo.example` })
          .where('code', '=', d.code)
          .execute()
      }
      await trx
        .updateTable('sysUser')
        .set({ feishuOpenId: 'ou_demo_liuyang' })
        .where('userName', '=', 'liuyang')
        .execute()
    },
  },
]
