import { isCreditCode } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestDb, createTestDb } from '../../../test/helpers.ts'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { sha256Hex } from '#server/lib/crypto.ts'
import { verifyPassword } from '#server/modules/identity/password.ts'
import { ALL_MENUS } from './data/menus.ts'
import {
  DEMO_PASSWORD,
  seedBulkCustomers,
  seedBulkExhibitions,
  seedBulkProjects,
  seedDemoData,
} from './seed.ts'

const TODAY = new Date(2026, 10, 21)

const TABLES = [
  'sysSystem',
  'sysMenu',
  'sysDept',
  'sysRole',
  'sysRoleSystem',
  'sysRoleMenu',
  'sysUser',
  'sysUserRole',
  'sysDictData',
  'project',
  'exhibition',
  'sysVersion',
  'sysConfig',
  'favouriteView',
  'message',
  'site',
  'siteRelation',
  'scheduleTemplate',
  'scheduleDayPart',
  'festival',
  'scheduleMission',
  'opportunity',
  'customerFollowUp',
  'sysOperLog',
  'seedRun',
] as const satisfies ReadonlyArray<keyof Database>

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const t of TABLES) {
    const row = await db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    out[t] = Number(row.n)
  }
  return out
}

describe.each(DIALECTS)('demo seed on %s', (dialect) => {
  let t: TestDb
  let first: Record<string, number>

  beforeAll(async () => {
    t = await createTestDb(dialect)
    await seedDemoData(t.db, { today: TODAY })
    first = await counts(t.db)
  })
  afterAll(() => t.close())

  it('fills every table it owns', () => {
    for (const table of TABLES) expect(first[table], table).toBeGreaterThan(0)
  })

  // how fast a second start is, bench/ measures (no timed tests: a busy machine fails them)
  it('inserts nothing the second time', async () => {
    const again = await seedDemoData(t.db, { today: TODAY })
    expect(await counts(t.db)).toEqual(first)
    expect(again.userNames).toContain('admin')
  })

  it('makes admin a super administrator with the demo password', async () => {
    const admin = await t.db
      .selectFrom('sysUser as u')
      .innerJoin('sysUserRole as ur', 'ur.userId', 'u.id')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select(['u.passwordHash', 'r.roleKey'])
      .where('u.userName', '=', 'admin')
      .execute()
    expect(admin.map((a) => a.roleKey)).toEqual(['admin'])
    const hash = admin[0]?.passwordHash ?? ''
    expect(hash.startsWith('$argon2id$')).toBe(true)
    expect(await verifyPassword(hash, sha256Hex(DEMO_PASSWORD))).toBe(true)
  })

  it('grants the admin role every menu of its three subsystems', async () => {
    const rows = await t.db
      .selectFrom('sysRoleMenu as rm')
      .innerJoin('sysRole as r', 'r.id', 'rm.roleId')
      .select('rm.menuId')
      .where('r.roleKey', '=', 'admin')
      .execute()
    expect(rows).toHaveLength(ALL_MENUS.length)
  })

  it('seeds at least 40 exhibitions, each with an industry and a region label', async () => {
    const rows = await t.db
      .selectFrom('exhibition as e')
      .leftJoin('sysDictData as i', 'i.guid', 'e.industryGuid')
      .leftJoin('sysDictData as r', 'r.guid', 'e.regionGuid')
      .select(['e.guid', 'i.label as industry', 'r.label as region'])
      .execute()
    expect(rows.length).toBeGreaterThanOrEqual(40)
    expect(rows.filter((r) => !r.industry || !r.region)).toEqual([])
  })

  it("links every user's roles to existing roles, and every role menu to a menu", async () => {
    const orphanRoles = await t.db
      .selectFrom('sysUserRole as ur')
      .leftJoin('sysRole as r', 'r.id', 'ur.roleId')
      .leftJoin('sysUser as u', 'u.id', 'ur.userId')
      .select(['ur.userId', 'ur.roleId'])
      .where((eb) => eb.or([eb('r.id', 'is', null), eb('u.id', 'is', null)]))
      .execute()
    expect(orphanRoles).toEqual([])
    const usersWithoutRole = await t.db
      .selectFrom('sysUser as u')
      .leftJoin('sysUserRole as ur', 'ur.userId', 'u.id')
      .select('u.userName')
      .where('ur.roleId', 'is', null)
      .execute()
    expect(usersWithoutRole).toEqual([])
    const orphanMenus = await t.db
      .selectFrom('sysRoleMenu as rm')
      .leftJoin('sysMenu as m', 'm.id', 'rm.menuId')
      .select('rm.menuId')
      .where('m.id', 'is', null)
      .execute()
    expect(orphanMenus).toEqual([])
  })

  it('writes department ancestor paths of ids', async () => {
    const depts = await t.db.selectFrom('sysDept').select(['id', 'parentId', 'ancestors']).execute()
    const byId = new Map(depts.map((d) => [d.id, d]))
    for (const d of depts) {
      const parent = byId.get(d.parentId)
      expect(d.ancestors).toBe(parent ? `${parent.ancestors}${parent.id}/` : '/')
    }
  })

  it('adds benchmark exhibitions in batches, once per size', async () => {
    // 1,234 rows: more than two full statements of 500 and a partial one
    expect(await seedBulkExhibitions(t.db, 1234, TODAY)).toBe(1234)
    expect(await seedBulkExhibitions(t.db, 1234, TODAY)).toBe(0)
    const row = await t.db
      .selectFrom('exhibition')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('guid', 'like', 'exh-bulk-%')
      .executeTakeFirstOrThrow()
    expect(Number(row.n)).toBe(1234)
  })

  it('adds benchmark projects for the demo customers, numbered apart from real ones, once per size', async () => {
    expect(await seedBulkProjects(t.db, 1200, TODAY)).toBe(1200)
    expect(await seedBulkProjects(t.db, 1200, TODAY)).toBe(0)
    const rows = await t.db
      .selectFrom('project')
      .innerJoin('customer', 'customer.guid', 'project.customerGuid')
      .select([
        'project.projectNumber',
        'project.status',
        'project.loadInTime',
        'project.loadOutTime',
      ])
      .where('project.guid', 'like', 'prj-bulk-%')
      .execute()
    expect(rows).toHaveLength(1200)
    expect(new Set(rows.map((r) => r.projectNumber)).size).toBe(1200)
    expect(rows.every((r) => /^XB-\d{6}$/.test(r.projectNumber))).toBe(true)
    // every state of the machine, each stay in order
    expect(new Set(rows.map((r) => r.status)).size).toBe(10)
    expect(rows.every((r) => Number(r.loadInTime) < Number(r.loadOutTime))).toBe(true)
  })

  it('adds benchmark customers with valid, unique credit codes, once per size', async () => {
    expect(await seedBulkCustomers(t.db, 1500, TODAY)).toBe(1500)
    expect(await seedBulkCustomers(t.db, 1500, TODAY)).toBe(0)
    const rows = await t.db
      .selectFrom('customer')
      .select(['creditCode', 'name', 'deptId'])
      .where('guid', 'like', 'cus-bulk-%')
      .execute()
    expect(rows).toHaveLength(1500)
    expect(rows.every((r) => isCreditCode(r.creditCode))).toBe(true)
    expect(new Set(rows.map((r) => r.creditCode)).size).toBe(1500)
    expect(new Set(rows.map((r) => r.name)).size).toBe(1500)
    // spread over the owners' departments, so a data scope filters them
    expect(new Set(rows.map((r) => r.deptId)).size).toBeGreaterThan(3)
  })
})
