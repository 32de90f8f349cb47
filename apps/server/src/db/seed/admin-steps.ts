import { newGuid } from '#server/lib/crypto.ts'
import { DICT_TYPES } from './data/dictionaries.ts'
import { RESOURCES } from './data/resources.ts'
import { siteFactsOf } from './data/sites-facts.ts'
import { REMARK_CATEGORIES, REMARK_TEMPLATES } from './data/templates.ts'
import { CONTRACT_TEMPLATES, PAYMENT_PLANS } from './data/plan-and-contract-templates.ts'
import { PRICES } from './data/prices.ts'
import { DEPARTMENTS } from './data/identity.ts'
import { ALL_MENUS, CLIENT_ERROR_BUTTON } from './data/menus.ts'
import { APPROVAL_CHAINS } from './data/approval-chains.ts'
import type { SeedStep } from './seed.ts'

/** A seeded admin record's bookkeeping: a new guid, enabled, at `sort`, stamped `at`. */
export const seeded = (sort: number, at: number) => ({
  guid: newGuid(),
  status: 1,
  sort,
  createdAt: at,
  updatedAt: at,
})

/** Seeded records belong to no department and no user. */
export const NO_OWNER = { deptId: null, createdBy: null }

/** The values of a dictionary in their order, each label its own value. */
export const dictValues = (
  dictType: string,
  values: ReadonlyArray<readonly [label: string, color: string | null]>,
  now: number,
) =>
  values.map(([label, color], i) => ({
    dictType,
    label,
    value: label,
    color,
    ...seeded(i + 1, now),
  }))

/**
 * Seed steps of the system-administration data (issue 5): dictionaries, templates,
 * prices, resources. Run after seed.ts's own steps; the same rules (each step once, in
 * its own transaction, never renamed).
 */
export const ADMIN_STEPS: SeedStep[] = [
  {
    name: 'dict-remark-category',
    run: async (trx, { now }) => {
      const categories = REMARK_CATEGORIES.map((c) => [c.label, c.color] as const)
      await trx
        .insertInto('sysDictData')
        .values(dictValues('remark_category', categories, now))
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
            dictType: d.dictType,
            name: d.name,
            remark: d.remark,
            ...seeded(i + 1, now),
            ...NO_OWNER,
          })),
        )
        .execute()
      const values = DICT_TYPES.flatMap((d) => dictValues(d.dictType, d.values ?? [], now))
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
        .values(RESOURCES.map((r, i) => ({ ...r, ...seeded(i + 1, now), ...NO_OWNER })))
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
            ...r,
            remark: '',
            ...seeded(i + 1, now),
            ...NO_OWNER,
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
            ...p,
            taxRate: 6,
            validFrom: `${year}-01-01`,
            validTo: `${year}-12-31`,
            ...seeded(0, now + i),
            ...NO_OWNER,
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
            name: t.name,
            instalments: JSON.stringify(t.instalments),
            remark: t.remark,
            ...seeded(i + 1, now),
            ...NO_OWNER,
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
            ...t,
            remark: '',
            ...seeded(i + 1, now),
            ...NO_OWNER,
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
  {
    // 前端错误查询 under each 操作日志 page, for databases whose menus were seeded before it
    // (a fresh database has it from the menus step)
    name: 'menu-client-error-button',
    run: async (trx) => {
      const pages = ALL_MENUS.filter((m) => m.path === '/logManage/operationLog')
      for (const page of pages) {
        const button = ALL_MENUS.find(
          (m) => m.parentId === page.id && m.perms === CLIENT_ERROR_BUTTON.perms,
        )
        if (!button) continue
        const present = await trx
          .selectFrom('sysMenu')
          .select('id')
          .where('id', '=', button.id)
          .executeTakeFirst()
        if (!present)
          await trx
            .insertInto('sysMenu')
            .values({ ...button, hidden: 0, status: 1 })
            .execute()
      }
    },
  },
  {
    name: 'approval-chains',
    run: async (trx, { now }) => {
      await trx
        .insertInto('approvalNode')
        .values(APPROVAL_CHAINS.map((n) => ({ ...n, createdAt: now, updatedAt: now })))
        .execute()
    },
  },
]
