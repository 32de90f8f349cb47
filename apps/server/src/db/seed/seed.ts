import { PostgresAdapter, type Transaction, sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { newGuid, sha256Hex } from '#server/lib/crypto.ts'
import { hashPassword } from '#server/modules/identity/password.ts'
import { keyOf, minutesOf } from '#server/modules/schedule/schedule.calendar.ts'
import {
  BACKGROUND_IMAGE_KEY,
  DEFAULT_BACKGROUND_IMAGE,
} from '#server/modules/app-info/app-info.service.ts'
import { INDUSTRIES, REGIONS } from './data/dictionaries.ts'
import { buildExhibitions, buildExhibitionsBulk } from './data/exhibitions.ts'
import { buildCustomersBulk } from './data/customer-records.ts'
import { DEPARTMENTS, ROLES, USERS } from './data/identity.ts'
import { ALL_MENUS, SYSTEMS } from './data/menus.ts'
import { buildProjects, buildProjectsBulk } from './data/projects.ts'
import { buildMissions, disabledPeriod } from './data/schedule.ts'
import { buildBulkMissions, buildBulkSites, bulkRelations } from './data/schedule-bulk.ts'
import { DISABLED_HALL, SITES, SITE_RELATIONS, TEMPLATES, buildFestivals } from './data/sites.ts'
import type { SeedExhibition } from './data/types.ts'
import { buildVersions } from './data/versions.ts'
import { buildFavouriteViews, buildMessages } from './data/workspace.ts'
import { ADMIN_STEPS } from './admin-steps.ts'
import { SALES_STEPS } from './sales-steps.ts'

/**
 * The password of every demo account (docs/product/demo-data.md "Demo accounts"); it meets
 * the password rules.
 */
export const DEMO_PASSWORD = 'Demo@2026'

export type Trx = Transaction<Database>

/**
 * Bound parameters one statement may carry: SQLite allows 32,766 (since 3.32), PostgreSQL
 * 65,535; the smaller one serves both.
 */
const MAX_PARAMS = 32_766
/** Rows per multi-row INSERT: 500, or fewer when the table is wide. */
const rowsPerInsert = (columns: number): number =>
  Math.max(1, Math.min(500, Math.floor(MAX_PARAMS / columns)))

function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size)
}

/** What the seed steps share: the day the data is relative to, and a lazy password hash. */
export interface SeedContext {
  today: Date
  now: number
  /** argon2id of the demo password's SHA-256, computed once and only if a step needs it. */
  passwordHash: () => Promise<string>
}

export interface SeedStep {
  /** The seed_run key; never rename a step that has run anywhere, or it runs again. */
  name: string
  run: (trx: Trx, ctx: SeedContext) => Promise<void>
}

/**
 * Runs `run` in a transaction that first claims `step` in seed_run. The claim comes first
 * so that two servers seeding one PostgreSQL database at once cannot both insert: the
 * second waits on the first's claim row, then finds it taken and does nothing.
 */
async function runStep(db: Db, step: string, run: (trx: Trx) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seedRun')
      .values({ step, ranAt: Date.now() })
      .onConflict((oc) => oc.column('step').doNothing())
      .returning('step')
      .executeTakeFirst()
    if (!claimed) return false
    await run(trx)
    return true
  })
}

const idsBy = async <K extends string>(
  rows: Promise<Array<{ id: number } & Record<K, string>>>,
  key: K,
): Promise<Map<string, number>> => new Map((await rows).map((r) => [r[key], r.id]))

const userIds = (trx: Trx) =>
  idsBy(trx.selectFrom('sysUser').select(['id', 'userName']).execute(), 'userName')

const exhibitionRow = (e: SeedExhibition, now: number, createdBy: number | null) => ({
  ...e,
  onHome: e.onHome ? 1 : 0,
  deptId: null,
  createdBy,
  createdAt: now,
  updatedAt: now,
})

async function insertExhibitions(trx: Trx, rows: SeedExhibition[], now: number) {
  const admin = (await userIds(trx)).get('admin') ?? null
  const values = rows.map((e) => exhibitionRow(e, now, admin))
  for (const part of chunks(values, rowsPerInsert(22))) {
    await trx.insertInto('exhibition').values(part).execute()
  }
}

const STEPS: SeedStep[] = [
  {
    name: 'systems',
    run: async (trx) => {
      const rows = SYSTEMS.map((s) => ({ code: s.code, name: s.name, sort: s.sort }))
      await trx.insertInto('sysSystem').values(rows).execute()
    },
  },
  {
    name: 'menus',
    run: async (trx) => {
      const rows = ALL_MENUS.map((m) => ({ ...m, hidden: m.hidden ? 1 : 0, status: 1 }))
      for (const part of chunks(rows, rowsPerInsert(11))) {
        await trx.insertInto('sysMenu').values(part).execute()
      }
    },
  },
  {
    name: 'departments',
    run: async (trx, { now }) => {
      // parents first, so each child knows its parent's id and ancestor path
      const placed = new Map<string, { id: number; ancestors: string }>()
      let pending = [...DEPARTMENTS]
      while (pending.length > 0) {
        const ready = pending.filter((d) => d.parentCode === null || placed.has(d.parentCode))
        if (ready.length === 0) throw new Error('department tree has a cycle or a missing parent')
        for (const d of ready) {
          const parent = d.parentCode === null ? undefined : placed.get(d.parentCode)
          // '/1/4/': the ids above this department, for "own department and below" scopes
          const ancestors = parent ? `${parent.ancestors}${parent.id}/` : '/'
          const { id } = await trx
            .insertInto('sysDept')
            .values({
              guid: newGuid(),
              code: d.code,
              parentId: parent?.id ?? 0,
              ancestors,
              name: d.name,
              leader: d.leader,
              phone: d.phone,
              sort: d.sort,
              status: 1,
              createdAt: now,
              updatedAt: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          placed.set(d.code, { id, ancestors })
        }
        pending = pending.filter((d) => !placed.has(d.code))
      }
    },
  },
  {
    name: 'roles',
    run: async (trx, { now }) => {
      for (const r of ROLES) {
        const { id } = await trx
          .insertInto('sysRole')
          .values({
            guid: newGuid(),
            roleKey: r.key,
            roleName: r.name,
            sort: r.sort,
            status: 1,
            dataScope: r.dataScope,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const systems = r.systems.map((systemCode) => ({ roleId: id, systemCode }))
        await trx.insertInto('sysRoleSystem').values(systems).execute()
        // 'all' (the super admin) = every menu of the role's subsystems
        const menuIds =
          r.menuIds === 'all'
            ? ALL_MENUS.filter((m) => r.systems.includes(m.systemCode)).map((m) => m.id)
            : r.menuIds
        for (const part of chunks(menuIds, rowsPerInsert(2))) {
          await trx
            .insertInto('sysRoleMenu')
            .values(part.map((menuId) => ({ roleId: id, menuId })))
            .execute()
        }
      }
    },
  },
  {
    name: 'users',
    run: async (trx, { now, passwordHash }) => {
      const depts = await idsBy(trx.selectFrom('sysDept').select(['id', 'code']).execute(), 'code')
      const roles = await idsBy(
        trx.selectFrom('sysRole').select(['id', 'roleKey']).execute(),
        'roleKey',
      )
      const hash = await passwordHash()
      for (const u of USERS) {
        const { id } = await trx
          .insertInto('sysUser')
          .values({
            guid: newGuid(),
            userName: u.userName,
            nickName: u.nickName,
            deptId: u.deptCode === null ? null : (depts.get(u.deptCode) ?? null),
            mobile: u.mobile,
            email: u.email,
            passwordHash: hash,
            status: 1,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const roleIds = u.roleKeys.map((key) => {
          const roleId = roles.get(key)
          if (roleId === undefined) throw new Error(`user ${u.userName}: no role ${key}`)
          return { userId: id, roleId }
        })
        if (roleIds.length > 0) await trx.insertInto('sysUserRole').values(roleIds).execute()
      }
    },
  },
  {
    name: 'dictionaries',
    run: async (trx, { now }) => {
      const rows = [
        ...INDUSTRIES.map((o) => ({ ...o, dictType: 'industry' })),
        ...REGIONS.map((o) => ({ ...o, dictType: 'region' })),
      ].map((o) => ({
        guid: o.guid,
        dictType: o.dictType,
        label: o.value,
        value: o.guid,
        sort: o.sort,
        status: 1,
        createdAt: now,
        updatedAt: now,
      }))
      await trx.insertInto('sysDictData').values(rows).execute()
    },
  },
  {
    name: 'projects',
    run: async (trx, { today, now }) => {
      const users = await trx.selectFrom('sysUser').select(['id', 'userName', 'deptId']).execute()
      const byName = new Map(users.map((u) => [u.userName, u]))
      const rows = buildProjects(today).map((p) => {
        const owner = byName.get(p.salesOwner)
        return {
          guid: p.guid,
          projectNumber: p.projectNumber,
          title: p.title,
          formFlag: p.formFlag,
          status: p.status,
          industryGuid: p.industryGuid,
          regionGuid: p.regionGuid,
          customer: p.customer,
          halls: p.halls,
          loadInTime: p.loadInTime,
          startTime: p.startTime,
          endTime: p.endTime,
          loadOutTime: p.loadOutTime,
          deptId: owner?.deptId ?? null,
          createdBy: owner?.id ?? null,
          createdAt: now,
          updatedAt: now,
        }
      })
      for (const part of chunks(rows, rowsPerInsert(18))) {
        await trx.insertInto('project').values(part).execute()
      }
    },
  },
  {
    name: 'exhibitions',
    run: (trx, { today, now }) => insertExhibitions(trx, buildExhibitions(today), now),
  },
  {
    name: 'versions',
    run: async (trx, { today }) => {
      await trx.insertInto('sysVersion').values(buildVersions(today)).execute()
    },
  },
  {
    name: 'config',
    run: async (trx) => {
      // an administrator's own choice, set before this step ran, is kept
      await trx
        .insertInto('sysConfig')
        .values({ configKey: BACKGROUND_IMAGE_KEY, configValue: DEFAULT_BACKGROUND_IMAGE })
        .onConflict((oc) => oc.column('configKey').doNothing())
        .execute()
    },
  },
  {
    name: 'favourite-views',
    run: async (trx, { now }) => {
      const ids = await userIds(trx)
      const rows = Object.entries(buildFavouriteViews()).flatMap(([userName, views]) => {
        const userId = ids.get(userName)
        return userId === undefined
          ? []
          : views.map((v, i) => ({ ...v, userId, createdAt: now - i * 60_000 }))
      })
      if (rows.length > 0) await trx.insertInto('favouriteView').values(rows).execute()
    },
  },
  {
    name: 'messages',
    run: async (trx, { today }) => {
      const ids = await userIds(trx)
      const rows = Object.entries(buildMessages(today)).flatMap(([userName, messages]) => {
        const userId = ids.get(userName)
        if (userId === undefined) return []
        return messages.map((m) => ({
          guid: m.guid,
          userId,
          title: m.title,
          content: m.content,
          kind: m.kind,
          link: m.link,
          readAt: m.readAt,
          createdAt: m.createdAt,
        }))
      })
      for (const part of chunks(rows, rowsPerInsert(8))) {
        await trx.insertInto('message').values(part).execute()
      }
    },
  },
  {
    name: 'schedule-templates',
    run: async (trx, { now }) => {
      for (const [i, t] of TEMPLATES.entries()) {
        const { id } = await trx
          .insertInto('scheduleTemplate')
          .values({
            name: t.name,
            isDefault: t.isDefault ? 1 : 0,
            sort: i + 1,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx
          .insertInto('scheduleDayPart')
          .values(
            t.parts.map(([from, to, width, text], sort) => ({
              templateId: id,
              startMinute: minutesOf(from),
              endMinute: minutesOf(to),
              width,
              text,
              sort,
            })),
          )
          .execute()
      }
    },
  },
  {
    name: 'sites',
    run: async (trx, { today, now }) => {
      const templates = await idsBy(
        trx.selectFrom('scheduleTemplate').select(['id', 'name']).execute(),
        'name',
      )
      const closed = disabledPeriod(today, buildProjects(today))
      const groups = new Map<string, number>()
      for (const [i, s] of SITES.entries()) {
        const off = s.name === DISABLED_HALL.name
        const { id } = await trx
          .insertInto('site')
          .values({
            guid: s.guid,
            parentId: s.group === null ? 0 : (groups.get(s.group) ?? 0),
            code: s.code,
            name: s.name,
            type: s.type,
            area: s.area,
            sort: i + 1,
            bookable: s.group === null ? 0 : 1,
            disabled: off ? 1 : 0,
            disableFrom: off ? closed.from : null,
            disableTo: off ? closed.to : null,
            disableReason: off ? closed.reason : null,
            templateId: s.template === null ? null : (templates.get(s.template) ?? null),
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (s.group === null) groups.set(s.code, id)
      }
      await trx
        .insertInto('siteRelation')
        .values(SITE_RELATIONS.map(([siteGuid, relatedGuid]) => ({ siteGuid, relatedGuid })))
        .execute()
    },
  },
  {
    name: 'festivals',
    run: async (trx) => {
      await trx.insertInto('festival').values(buildFestivals()).execute()
    },
  },
  {
    name: 'missions',
    run: async (trx, { today, now }) => {
      const ids = await userIds(trx)
      const admin = ids.get('admin') ?? 1
      const rows = buildMissions(buildProjects(today)).map(({ bookedBy, ...m }) => ({
        ...m,
        userId: ids.get(bookedBy) ?? admin,
        startKey: keyOf(m.fromDate, m.fromMinute),
        endKey: keyOf(m.toDate, m.toMinute),
        copyId: null,
        createdAt: now,
        updatedAt: now,
      }))
      for (const part of chunks(rows, rowsPerInsert(18))) {
        await trx.insertInto('scheduleMission').values(part).execute()
      }
    },
  },
]

/**
 * Fills an empty database with the demo data of `data/` (docs/product/demo-data.md), dated relative
 * to `today`. Idempotent: each step runs once, in its own transaction, and is recorded in
 * seed_run; on a seeded database this is one query (and no password hashing).
 * @example const { userNames } = await seedDemoData(db, { today: new Date() })
 */
export async function seedDemoData(
  db: Db,
  opts: { today: Date },
): Promise<{ userNames: string[] }> {
  const done = new Set((await db.selectFrom('seedRun').select('step').execute()).map((r) => r.step))
  let hash: Promise<string> | undefined
  const ctx: SeedContext = {
    today: opts.today,
    now: opts.today.getTime(),
    // the demo password as sign-in sends it (sha256 hex), then argon2id, once
    passwordHash: () => (hash ??= hashPassword(sha256Hex(DEMO_PASSWORD))),
  }
  for (const step of [...STEPS, ...ADMIN_STEPS, ...SALES_STEPS]) {
    if (done.has(step.name)) continue
    await runStep(db, step.name, (trx) => step.run(trx, ctx))
  }
  return { userNames: USERS.map((u) => u.userName) }
}

/**
 * Adds `n` generated exhibitions for the API benchmark (docs/product/performance.md "API":
 * 100,000), in multi-row INSERTs of 500 inside one transaction. Recorded in seed_run per `n`, so a
 * second call with the same size adds nothing. Answers how many rows it inserted.
 */
export async function seedBulkExhibitions(db: Db, n: number, today = new Date()): Promise<number> {
  let inserted = 0
  await runStep(db, `bulk-exhibitions-${n}`, async (trx) => {
    const rows = buildExhibitionsBulk(today, n)
    await insertExhibitions(trx, rows, today.getTime())
    inserted = rows.length
  })
  // Fresh statistics, so the planner picks the most selective exhibition index for a
  // filtered list (without them SQLite took the region index over the industry one and
  // counted a date range through the index instead of scanning: 158 ms against 24 ms).
  // PostgreSQL: vacuumed too, as autovacuum keeps a live table, so a count can read the
  // index alone (a fresh bulk insert leaves the visibility map empty)
  if (inserted > 0)
    await (
      db.getExecutor().adapter instanceof PostgresAdapter
        ? sql`vacuum analyze exhibition`
        : sql`analyze exhibition`
    ).execute(db)
  return inserted
}

/**
 * The owners of the bulk customers and projects, a fixed list: the benchmark's queries name
 * one of them, so how many rows they match must not follow the number of demo users (an eleventh,
 * 陈国栋, moved the owners of every generated customer and turned the benchmark's empty
 * answer at 100,000 into one row, with the lookups a row costs, while the answer at 6,250
 * stayed empty). The ten who owned them when the figures were first measured.
 */
const BULK_OWNERS = [
  'admin',
  'zhangwei',
  'wangfang',
  'zhaomin',
  'liuyang',
  'zhouting',
  'huangjun',
  'sunli',
  'wuqiang',
  'lina',
]

/**
 * Adds `n` generated customers for the API benchmark (docs/product/performance.md "API":
 * 100,000), owned by the demo staff of BULK_OWNERS, in multi-row INSERTs inside one
 * transaction. Recorded in seed_run per `n`; answers how many rows it inserted.
 */
export async function seedBulkCustomers(db: Db, n: number, today = new Date()): Promise<number> {
  let inserted = 0
  await runStep(db, `bulk-customers-${n}`, async (trx) => {
    const owners = await trx
      .selectFrom('sysUser')
      .select(['id', 'deptId'])
      .where('userName', 'in', BULK_OWNERS)
      .orderBy('id')
      .execute()
    const dict = (type: string) =>
      trx.selectFrom('sysDictData').select('value').where('dictType', '=', type).execute()
    const [industries, regions] = await Promise.all([dict('industry'), dict('region')])
    const rows = buildCustomersBulk(
      n,
      owners,
      { industries: industries.map((d) => d.value), regions: regions.map((d) => d.value) },
      today.getTime(),
    )
    for (const part of chunks(rows, rowsPerInsert(28))) {
      await trx.insertInto('customer').values(part).execute()
    }
    inserted = rows.length
  })
  if (inserted > 0)
    await (
      db.getExecutor().adapter instanceof PostgresAdapter
        ? sql`vacuum analyze customer`
        : sql`analyze customer`
    ).execute(db)
  return inserted
}

/**
 * Adds `n` generated projects for the API benchmark (docs/product/performance.md "API":
 * 100,000), for the demo customers and owned by the demo staff of BULK_OWNERS, in multi-row
 * INSERTs inside one transaction. Recorded in seed_run per `n`; answers how many rows it inserted.
 */
export async function seedBulkProjects(db: Db, n: number, today = new Date()): Promise<number> {
  let inserted = 0
  await runStep(db, `bulk-projects-${n}`, async (trx) => {
    const owners = await trx
      .selectFrom('sysUser')
      .select(['id', 'deptId'])
      .where('userName', 'in', BULK_OWNERS)
      .orderBy('id')
      .execute()
    const customers = await trx.selectFrom('customer').select(['guid', 'name']).limit(200).execute()
    const dict = (type: string) =>
      trx.selectFrom('sysDictData').select('value').where('dictType', '=', type).execute()
    const [industries, regions] = await Promise.all([dict('industry'), dict('region')])
    const rows = buildProjectsBulk(
      n,
      owners,
      { industries: industries.map((d) => d.value), regions: regions.map((d) => d.value) },
      customers,
      today.getTime(),
    )
    for (const part of chunks(rows, rowsPerInsert(20))) {
      await trx.insertInto('project').values(part).execute()
    }
    inserted = rows.length
  })
  if (inserted > 0)
    await (
      db.getExecutor().adapter instanceof PostgresAdapter
        ? sql`vacuum analyze project`
        : sql`analyze project`
    ).execute(db)
  return inserted
}

/**
 * Adds generated sites (`rows` grid rows, groups included) and `missions` blocks for the API
 * benchmark (docs/product/performance.md "API": 4,000 rows, 200,000 missions), on top of the demo
 * seed and in one transaction. Recorded in seed_run per size; answers how many blocks it inserted.
 */
export async function seedBulkSchedule(
  db: Db,
  rows: number,
  missions: number,
  today = new Date(),
): Promise<number> {
  let inserted = 0
  await runStep(db, `bulk-schedule-${rows}-${missions}`, async (trx) => {
    const now = today.getTime()
    const sites = buildBulkSites(rows)
    const groups = new Map<string, number>()
    for (const [i, s] of sites.filter((x) => x.group === null).entries()) {
      const { id } = await trx
        .insertInto('site')
        .values(bulkSiteRow(s, 0, 10_000 + i * 100, now))
        .returning('id')
        .executeTakeFirstOrThrow()
      groups.set(s.code, id)
    }
    const leaves = sites
      .filter((s) => s.group !== null)
      .map((s, i) => bulkSiteRow(s, groups.get(s.group ?? '') ?? 0, 10_001 + i, now))
    for (const part of chunks(leaves, rowsPerInsert(16))) {
      await trx.insertInto('site').values(part).execute()
    }
    const relations = bulkRelations(sites).map(([siteGuid, relatedGuid]) => ({
      siteGuid,
      relatedGuid,
    }))
    for (const part of chunks(relations, rowsPerInsert(2))) {
      await trx.insertInto('siteRelation').values(part).execute()
    }
    const projects = (await trx.selectFrom('project').select('guid').orderBy('guid').execute()).map(
      (p) => p.guid,
    )
    const admin = (await userIds(trx)).get('admin') ?? 1
    const blocks = buildBulkMissions(today, sites, projects, missions).map((m) => ({
      ...m,
      userId: admin,
      startKey: keyOf(m.fromDate, m.fromMinute),
      endKey: keyOf(m.toDate, m.toMinute),
      copyId: null,
      remark: '',
      createdAt: now,
      updatedAt: now,
    }))
    for (const part of chunks(blocks, rowsPerInsert(18))) {
      await trx.insertInto('scheduleMission').values(part).execute()
    }
    inserted = blocks.length
  })
  if (inserted > 0) await sql`analyze schedule_mission`.execute(db)
  return inserted
}

const bulkSiteRow = (
  s: { guid: string; code: string; name: string; area: number; group: string | null },
  parentId: number,
  sort: number,
  now: number,
) => ({
  guid: s.guid,
  parentId,
  code: s.code,
  name: s.name,
  type: s.group === null ? '' : '会议室',
  area: s.group === null ? null : s.area,
  sort,
  bookable: s.group === null ? 0 : 1,
  disabled: 0,
  disableFrom: null,
  disableTo: null,
  disableReason: null,
  templateId: null,
  createdAt: now,
  updatedAt: now,
})
