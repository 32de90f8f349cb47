import { EXHIBITION_STATUSES, PERMISSION_LIST } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import { daysFrom, startOfDay } from './dates.ts'
import { INDUSTRIES, REGIONS } from './dictionaries.ts'
import { buildExhibitions, buildExhibitionsBulk, exhibitionStatusAt } from './exhibitions.ts'
import { APPROVAL_CHAINS } from './approval-chains.ts'
import { DEPARTMENTS, ROLES, USERS } from './identity.ts'
import { ALL_MENUS, SYSTEMS, flattenMenus, menuIdsByPaths } from './menus.ts'
import { BOOKED_STATUSES, PROJECT_STATUS, SEED_WINDOW, buildProjects } from './projects.ts'
import { siteTokens } from './occupancy.ts'
import { buildVersions } from './versions.ts'
import { buildFavouriteViews, buildMessages } from './workspace.ts'
import type { SeedSystemCode } from './types.ts'

// Spec §2, route by route.
const EXPECTED_ROUTES: Record<SeedSystemCode, string[]> = {
  venue: [
    '/project/projectInfo',
    '/project/declarationFile',
    '/project/discountManagement',
    '/project/projectCancel',
    '/project/fileTemplateDownload',
    '/contractManagement/contractManagement',
    '/contractManagement/contractAuditRecord',
    '/contractManagement/contractPaymentPlan',
    '/contractManagement/contractPaymentStatistics',
    '/contractManagement/serviceProviderContract',
    '/contractManagement/serviceProviderContractDetail',
    '/schedules/Date',
    '/schedules/projectCalendar',
    '/schedules/dailyReservation',
    '/schedules/reservationConflict',
    '/customer/customerManage',
    '/customer/salesOpportunity',
    '/financialManagement/accountreceivable',
    '/financialManagement/incomeDetails',
    '/financialManagement/paymentRecords',
    '/financialManagement/proformaInvoice',
    '/financialManagement/reconciliationSettlement',
    '/financialManagement/refundAudit',
    '/venueInformation/venueGuide',
    '/venueInformation/fileManage',
    '/taskManagement/workTips',
    '/taskManagement/myTasks',
    '/taskManagement/meetingExhibitionForecast',
    '/taskManagement/taskStatistics',
    '/logManage/login',
    '/logManage/operationLog',
    '/system/user',
    '/system/role',
    '/system/menu',
    '/system/dept',
    '/system/data-manage',
    '/system/site',
    '/system/resourcesManagement',
    '/system/module',
    '/system/priceManagement',
    '/system/scheduleTemplate',
    '/system/remarkTemplate',
    '/system/paymentPlan',
    '/system/fileTemplate',
    '/system/contractTemplate',
  ],
  service: [
    '/home/servicePlatformHome',
    '/homeManagement/registrationConfig',
    '/homeManagement/userAudit',
    '/homeManagement/overtimeRuleCon',
    '/exhibitionList/exhibitionList',
    '/exhibitionInfo/exhibitionInfo',
    '/exhibitionManagement/exhibitionConfig',
    '/exhibitionManagement/serviceConfig',
    '/exhibitionManagement/badgeConfig',
    '/exhibitionManagement/overtimeConfig',
    '/exhibitionManagement/fileConfig',
    '/registrationManagement/registrationConfirm',
    '/registrationManagement/serviceConfirm',
    '/registrationManagement/serviceAudit',
    '/registrationManagement/overtimeAudit',
    '/financialManage/transactionOrder',
    '/financialManage/depositRefund',
    '/logManage/login',
    '/logManage/operationLog',
  ],
  credential: [
    '/certificateHome/certificateHome',
    '/setting/certificateTypeManagement',
    '/setting/targetManagement',
    '/setting/formConfig',
    '/setting/editForm',
    '/setting/personBlackList',
    '/setting/vehicleBlackList',
    '/audit/personCertificateAudit',
    '/audit/vehicleCertificateAudit',
    '/audit/vehicleDeposit',
    '/management/personMakingReceive',
    '/management/vehicleMakingReceive',
    '/certQuery/personCertQuery',
    '/certQuery/vehicleCertQuery',
    '/verification/personTravelRecord',
    '/verification/carTravelRecord',
  ],
}

const TODAY = new Date(2026, 10, 21, 9, 30)
const OTHER_DAYS = [new Date(2026, 0, 15), new Date(2026, 5, 1), new Date(2027, 2, 3, 23, 59)]
const systemOf = (code: SeedSystemCode) => SYSTEMS.find((s) => s.code === code)!
const menuById = new Map(ALL_MENUS.map((m) => [m.id, m]))

describe('menus', () => {
  it('lists the three subsystems, the venue system first', () => {
    expect(SYSTEMS.map((s) => [s.code, s.name])).toEqual([
      ['venue', '场馆管理系统'],
      ['service', '综合服务平台'],
      ['credential', '证件系统'],
    ])
  })

  it.each(Object.keys(EXPECTED_ROUTES) as SeedSystemCode[])(
    'has every spec route of %s exactly once as a C page',
    (code) => {
      const pages = flattenMenus(systemOf(code)).filter((m) => m.menuType === 'C')
      const paths = pages.map((m) => m.path)
      for (const route of EXPECTED_ROUTES[code]) {
        expect(
          paths.filter((p) => p === route),
          route,
        ).toHaveLength(1)
      }
      const extra = paths.filter((p) => !EXPECTED_ROUTES[code].includes(p))
      // Only the venue system adds pages beyond the spec: the /reportManagement children.
      for (const p of extra)
        expect(code === 'venue' && p.startsWith('/reportManagement/'), p).toBe(true)
    },
  )

  it('has report pages under /reportManagement with a last segment to route by', () => {
    const group = systemOf('venue').menus.find((m) => m.path === '/reportManagement')
    expect(group?.menuType).toBe('M')
    expect(group?.children?.length).toBeGreaterThanOrEqual(3)
    for (const c of group?.children ?? []) expect(c.path).toMatch(/^\/reportManagement\/[A-Za-z]+$/)
  })

  it('hides editForm and exhibitionInfo only', () => {
    const hidden = ALL_MENUS.filter((m) => m.hidden && m.menuType === 'C').map((m) => m.path)
    expect(hidden.sort()).toEqual(['/exhibitionInfo/exhibitionInfo', '/setting/editForm'])
  })

  it('gives menu ids that are unique and inside each subsystem range', () => {
    const ids = ALL_MENUS.map((m) => m.id)
    expect(new Set(ids).size).toBe(ids.length)
    const base = { venue: 1000, service: 2000, credential: 3000 }
    for (const m of ALL_MENUS) {
      expect(m.id).toBeGreaterThanOrEqual(base[m.systemCode])
      expect(m.id).toBeLessThan(base[m.systemCode] + 1000)
    }
  })

  it('nests M > C > F with group paths, icons and full page paths', () => {
    for (const m of ALL_MENUS) {
      const parent = menuById.get(m.parentId)
      if (m.menuType === 'M') {
        expect(m.parentId).toBe(0)
        expect(m.path).toMatch(/^\/[A-Za-z]+$/)
        expect(m.icon).toMatch(/Outlined$/)
      } else if (m.menuType === 'C') {
        expect(parent?.menuType).toBe('M')
        expect(m.path.startsWith(`${parent?.path}/`), m.path).toBe(true)
      } else {
        expect(parent?.menuType).toBe('C')
        expect(m.path).toBe('')
      }
    }
  })

  it('names every F permission from the catalogue, once per page', () => {
    const buttons = ALL_MENUS.filter((m) => m.menuType === 'F')
    expect(buttons.length).toBeGreaterThan(200)
    for (const b of buttons) expect(PERMISSION_LIST, `${b.id}`).toContain(b.perms)
    const seen = new Set<string>()
    for (const b of buttons) {
      const key = `${b.systemCode} ${b.perms}`
      expect(seen.has(key), key).toBe(false)
      seen.add(key)
    }
  })

  it('uses the exhibition catalogue on the exhibition list and the log catalogue on log pages', () => {
    const permsOf = (code: SeedSystemCode, path: string) => {
      const page = ALL_MENUS.find((m) => m.systemCode === code && m.path === path)!
      return ALL_MENUS.filter((m) => m.parentId === page.id).map((m) => m.perms)
    }
    expect(permsOf('service', '/exhibitionList/exhibitionList')).toEqual([
      'platform:exhibition:list',
      'platform:exhibition:query',
      'platform:exhibition:add',
      'platform:exhibition:edit',
      'platform:exhibition:remove',
      'platform:exhibition:home',
      'platform:exhibition:copy',
    ])
    for (const code of ['venue', 'service'] as const) {
      expect(permsOf(code, '/logManage/login')).toContain('monitor:logininfor:list')
      expect(permsOf(code, '/logManage/operationLog')).toContain('monitor:operlog:list')
    }
  })

  it('resolves pages, parents and chosen buttons by path', () => {
    const ids = menuIdsByPaths(['/project/projectInfo'], { buttons: ['list', 'venue:project:add'] })
    const menus = ids.map((id) => menuById.get(id)!)
    expect(menus.map((m) => m.menuType).sort()).toEqual(['C', 'F', 'F', 'M'])
    expect(
      menus
        .filter((m) => m.menuType === 'F')
        .map((m) => m.perms)
        .sort(),
    ).toEqual(['venue:project:add', 'venue:project:list'])
    expect(() => menuIdsByPaths(['/logManage/login'])).toThrow()
    expect(() => menuIdsByPaths(['/nowhere'])).toThrow()
    expect(() => menuIdsByPaths(['/project/projectInfo'], { buttons: ['ad'] })).toThrow()
  })
})

describe('identity', () => {
  it('puts every department under the centre', () => {
    const codes = new Set(DEPARTMENTS.map((d) => d.code))
    expect(codes.size).toBe(DEPARTMENTS.length)
    expect(DEPARTMENTS.filter((d) => d.parentCode === null).map((d) => d.name)).toEqual([
      '星港国际会展中心',
    ])
    for (const d of DEPARTMENTS) if (d.parentCode) expect(codes).toContain(d.parentCode)
    for (const name of [
      '总经理室',
      '市场营销部',
      '运营管理部',
      '财务部',
      '工程部',
      '安保部',
      '客户服务部',
      '综合办公室',
      '信息中心',
      '法务部',
      '证件中心',
      '主场服务部',
    ]) {
      expect(DEPARTMENTS.map((d) => d.name)).toContain(name)
    }
  })

  it('grants existing menus with the parent of every granted page and button', () => {
    for (const role of ROLES) {
      if (role.menuIds === 'all') {
        expect(role.key).toBe('admin')
        continue
      }
      const granted = new Set(role.menuIds)
      for (const id of role.menuIds) {
        const m = menuById.get(id)
        expect(m, `${role.key} ${id}`).toBeDefined()
        if (m!.menuType !== 'M') expect(granted.has(m!.parentId), `${role.key} ${id}`).toBe(true)
        expect(role.systems, `${role.key} ${m!.path}`).toContain(m!.systemCode)
      }
      // Every subsystem a role enters shows at least one page.
      for (const code of role.systems) {
        const pages = role.menuIds.filter((id) => {
          const m = menuById.get(id)!
          return m.systemCode === code && m.menuType === 'C'
        })
        expect(pages.length, `${role.key} ${code}`).toBeGreaterThan(0)
      }
    }
  })

  it('gives each role a different menu and keeps admin rights away from staff', () => {
    const keys = ROLES.map((r) => r.key)
    expect(new Set(keys).size).toBe(keys.length)
    const sets = ROLES.filter((r) => r.menuIds !== 'all').map((r) => JSON.stringify(r.menuIds))
    expect(new Set(sets).size).toBe(sets.length)
    const permsOf = (key: string) => {
      const ids = ROLES.find((r) => r.key === key)!.menuIds as number[]
      return ids.map((id) => menuById.get(id)!.perms).filter((p) => p !== null)
    }
    const sales = permsOf('sales_manager')
    expect(sales).toContain('venue:project:add')
    expect(sales.some((p) => p.endsWith(':remove') || p.startsWith('system:'))).toBe(false)
    const desk = permsOf('customer_service')
    expect(desk).toEqual(
      expect.arrayContaining(['platform:exhibition:list', 'platform:exhibition:query']),
    )
    expect(desk).not.toContain('platform:exhibition:add')
    expect(desk).not.toContain('platform:exhibition:remove')
    expect(ROLES.find((r) => r.key === 'cert_auditor')!.systems).toEqual(['credential'])
    expect(ROLES.find((r) => r.key === 'cert_maker')!.systems).toEqual(['credential'])
    expect(ROLES.find((r) => r.key === 'customer_service')!.systems).toEqual(['service'])
    expect(ROLES.find((r) => r.key === 'ops_supervisor')!.systems).toEqual(['venue', 'service'])
  })

  it('gives each user existing roles and a department, with unique contacts', () => {
    const roleKeys = new Set(ROLES.map((r) => r.key))
    const depts = new Set(DEPARTMENTS.map((d) => d.code))
    for (const u of USERS) {
      expect(u.roleKeys.length).toBeGreaterThan(0)
      for (const k of u.roleKeys) expect(roleKeys).toContain(k)
      if (u.deptCode !== null) expect(depts).toContain(u.deptCode)
      expect(u.mobile).toMatch(/^1[3-9]\d{9}$/)
      expect(u.email).toMatch(/^[a-z]+@xinggang-expo\.example$/)
    }
    for (const field of ['userName', 'mobile', 'email'] as const) {
      expect(new Set(USERS.map((u) => u[field])).size).toBe(USERS.length)
    }
    expect(USERS.find((u) => u.userName === 'admin')).toMatchObject({
      nickName: '系统管理员',
      roleKeys: ['admin'],
    })
    expect(USERS.map((u) => u.userName)).toEqual(
      expect.arrayContaining([
        'zhangwei',
        'wangfang',
        'zhaomin',
        'liuyang',
        'zhouting',
        'huangjun',
        'sunli',
        'wuqiang',
        'lina',
      ]),
    )
  })
})

describe('dictionaries', () => {
  it('has 15 industries and 9 regions with unique stable guids', () => {
    expect(INDUSTRIES).toHaveLength(15)
    expect(REGIONS).toHaveLength(9)
    expect(INDUSTRIES[0]).toEqual({ guid: 'ind-01', value: '机械制造', sort: 1 })
    const guids = [...INDUSTRIES, ...REGIONS].map((o) => o.guid)
    expect(new Set(guids).size).toBe(guids.length)
  })
})

describe('projects', () => {
  const dictGuids = new Set([...INDUSTRIES, ...REGIONS].map((o) => o.guid))

  it.each([TODAY, ...OTHER_DAYS])('are consistent for today = %s', (today) => {
    const projects = buildProjects(today)
    expect(projects.length).toBeGreaterThanOrEqual(16)
    for (const field of ['guid', 'projectNumber', 'title'] as const) {
      expect(new Set(projects.map((p) => p[field])).size, field).toBe(projects.length)
    }
    const t0 = startOfDay(today)
    for (const p of projects) {
      expect(p.projectNumber).toMatch(/^XM-\d{4}-\d{4}$/)
      expect(p.loadInTime <= p.startTime && p.startTime <= p.endTime).toBe(true)
      expect(p.endTime).toBeLessThanOrEqual(p.loadOutTime)
      for (const ms of [p.loadInTime, p.loadOutTime]) {
        expect(startOfDay(new Date(ms))).toBe(ms)
        const d = daysFrom(today, ms)
        expect(d).toBeGreaterThanOrEqual(SEED_WINDOW.fromDay)
        expect(d).toBeLessThanOrEqual(SEED_WINDOW.toDay)
      }
      if (p.industryGuid) expect(dictGuids).toContain(p.industryGuid)
      if (p.regionGuid) expect(dictGuids).toContain(p.regionGuid)
      const s = p.status
      if (s === PROJECT_STATUS.进行中) expect(p.loadInTime <= t0 && t0 <= p.loadOutTime).toBe(true)
      if (s === PROJECT_STATUS.已完成 || s === PROJECT_STATUS.已结算)
        expect(p.loadOutTime).toBeLessThan(t0)
      if ([PROJECT_STATUS.意向, PROJECT_STATUS.预定, PROJECT_STATUS.待签约].includes(s as 0)) {
        expect(p.loadInTime).toBeGreaterThan(t0)
      }
    }
    // docs/product/demo-data.md "Dates": 2–4 booked projects inside any 14-day window.
    const booked = projects.filter((p) => BOOKED_STATUSES.includes(p.status))
    for (let from = SEED_WINDOW.fromDay; from <= SEED_WINDOW.toDay - 13; from++) {
      const n = booked.filter(
        (p) => daysFrom(today, p.loadInTime) <= from + 13 && daysFrom(today, p.loadOutTime) >= from,
      ).length
      expect(n, `window from day ${from}`).toBeGreaterThanOrEqual(2)
      expect(n, `window from day ${from}`).toBeLessThanOrEqual(4)
    }
  })

  it('covers every status and the competing holds of domain.md §3', () => {
    const projects = buildProjects(TODAY)
    const statuses = new Set(projects.map((p) => p.status))
    for (const s of [
      '意向',
      '预定',
      '待签约',
      '已签约',
      '进行中',
      '已完成',
      '已结算',
      '已流失',
      '已取消',
    ] as const) {
      expect(statuses.has(PROJECT_STATUS[s]), s).toBe(true)
    }
    const tea = projects.find((p) => p.guid === 'prj-tea-expo')!
    expect(tea).toMatchObject({ projectNumber: 'XM-2026-0158', status: PROJECT_STATUS.已签约 })
    expect(tea.title).toBe('2026第十四届中国（深圳）国际茶产业博览会')
    const nev = projects.filter((p) => p.guid.startsWith('prj-nev-expo'))
    expect(nev.map((p) => p.holdLevel).sort()).toEqual([1, 2])
    expect(nev[0]!.loadInTime).toBe(nev[1]!.loadInTime)
  })
})

describe('exhibitions', () => {
  it.each([TODAY, ...OTHER_DAYS])('are unique and dated consistently for today = %s', (today) => {
    const list = buildExhibitions(today)
    expect(list.length).toBeGreaterThanOrEqual(40)
    for (const field of ['guid', 'title', 'projectIdNumber'] as const) {
      expect(new Set(list.map((e) => e[field])).size, field).toBe(list.length)
    }
    const industries = new Set(INDUSTRIES.map((o) => o.guid))
    const regions = new Set(REGIONS.map((o) => o.guid))
    for (const e of list) {
      expect(EXHIBITION_STATUSES).toContain(e.status)
      expect(e.status).toBe(exhibitionStatusAt(e, today))
      expect(e.applyTimeStart).toBeLessThanOrEqual(e.applyTimeEnd)
      expect(e.applyTimeEnd).toBeLessThanOrEqual(e.loadInTime)
      expect(e.loadInTime <= e.startTime && e.startTime <= e.endTime).toBe(true)
      expect(e.endTime).toBeLessThanOrEqual(e.loadOutTime)
      for (const ms of [e.loadInTime, e.loadOutTime]) {
        const d = daysFrom(today, ms)
        expect(d).toBeGreaterThanOrEqual(SEED_WINDOW.fromDay)
        expect(d).toBeLessThanOrEqual(SEED_WINDOW.toDay)
      }
      expect(industries).toContain(e.industryGuid)
      expect(regions).toContain(e.regionGuid)
      expect(e.halls).toMatch(/号馆/)
      expect(e.organiser.length).toBeGreaterThan(0)
      expect(e.homeContractor.length).toBeGreaterThan(0)
    }
    expect(new Set(list.map((e) => e.status)).size).toBe(4)
    expect(list.filter((e) => e.onHome).length).toBeGreaterThanOrEqual(3)
  })

  it('starts with the tea expo tied to its project', () => {
    const [tea] = buildExhibitions(TODAY)
    expect(tea).toMatchObject({
      guid: 'exh-tea-2026',
      projectIdNumber: 'ZH-CHA-2026',
      projectGuid: 'prj-tea-expo',
      status: 1,
      onHome: true,
    })
  })

  it('is deterministic and grows unique rows on demand', () => {
    expect(buildExhibitions(TODAY)).toEqual(buildExhibitions(TODAY))
    const many = buildExhibitions(TODAY, 120)
    expect(many).toHaveLength(120)
    for (const field of ['guid', 'title', 'projectIdNumber'] as const) {
      expect(new Set(many.map((e) => e[field])).size, field).toBe(120)
    }
  })

  it('builds 100,000 unique, varied bulk rows', () => {
    const rows = buildExhibitionsBulk(TODAY, 100_000, 42)
    expect(rows).toHaveLength(100_000)
    for (const field of ['guid', 'title', 'projectIdNumber'] as const) {
      expect(new Set(rows.map((e) => e[field])).size, field).toBe(100_000)
    }
    expect(new Set(rows.map((e) => e.industryGuid)).size).toBe(INDUSTRIES.length)
    expect(new Set(rows.map((e) => e.regionGuid)).size).toBe(REGIONS.length)
    expect(new Set(rows.map((e) => e.status)).size).toBe(4)
    for (const e of rows.slice(0, 2_000)) expect(e.status).toBe(exhibitionStatusAt(e, TODAY))
    const titles = new Set(buildExhibitions(TODAY).map((e) => e.title))
    expect(rows.some((e) => titles.has(e.title))).toBe(false)
    expect(buildExhibitionsBulk(TODAY, 50, 42)).toEqual(rows.slice(0, 50))
  })
})

describe('bookings', () => {
  it.each([TODAY, ...OTHER_DAYS])(
    'never puts two bookings on one site on one day (second holds aside), today = %s',
    (today) => {
      const bookings = [
        ...buildProjects(today)
          .filter((p) => BOOKED_STATUSES.includes(p.status) && (p.holdLevel ?? 1) === 1)
          .map((p) => ({ id: p.guid, halls: p.halls, from: p.loadInTime, to: p.loadOutTime })),
        ...buildExhibitions(today)
          .filter((e) => e.projectGuid === null)
          .map((e) => ({ id: e.guid, halls: e.halls, from: e.loadInTime, to: e.loadOutTime })),
      ]
      for (const [i, a] of bookings.entries()) {
        expect(a.halls.length, a.id).toBeGreaterThan(0)
        for (const b of bookings.slice(i + 1)) {
          if (a.to < b.from || b.to < a.from) continue
          const shared = siteTokens(a.halls).filter((s) => siteTokens(b.halls).includes(s))
          expect(shared, `${a.id} and ${b.id}`).toEqual([])
        }
      }
    },
  )
})

describe('versions', () => {
  it('lists 4.3.7 first, newest first, all before today', () => {
    const versions = buildVersions(TODAY)
    expect(versions.length).toBeGreaterThanOrEqual(10)
    expect(versions[0]).toMatchObject({
      versionCode: '4.3.7',
      onlineContent: '新增预订冲突分级提示；优化合同审核流程',
    })
    expect(versions[1]).toMatchObject({
      versionCode: '4.3.6',
      onlineContent: '证件系统支持车辆押金超时扣款',
    })
    for (let i = 1; i < versions.length; i++) {
      expect(versions[i]!.onlineTime).toBeLessThan(versions[i - 1]!.onlineTime)
    }
    expect(versions[0]!.onlineTime).toBeLessThan(TODAY.getTime())
  })
})

describe('workspace', () => {
  const venuePagesOf = (userName: string): Set<string> => {
    const user = USERS.find((u) => u.userName === userName)!
    const roles = ROLES.filter((r) => user.roleKeys.includes(r.key))
    const venuePages = ALL_MENUS.filter((m) => m.systemCode === 'venue' && m.menuType === 'C')
    if (roles.some((r) => r.menuIds === 'all')) return new Set(venuePages.map((m) => m.path))
    const ids = new Set(roles.flatMap((r) => r.menuIds as number[]))
    return new Set(venuePages.filter((m) => ids.has(m.id)).map((m) => m.path))
  }

  it('gives favourite views of venue pages the user holds', () => {
    const views = buildFavouriteViews()
    expect(views.admin!.length).toBeGreaterThanOrEqual(3)
    expect(Object.keys(views).length).toBeGreaterThanOrEqual(5)
    for (const [userName, list] of Object.entries(views)) {
      expect(list.length).toBeGreaterThanOrEqual(3)
      expect(list.length).toBeLessThanOrEqual(6)
      const pages = venuePagesOf(userName)
      for (const v of list) expect(pages, `${userName} ${v.frontSign}`).toContain(v.frontSign)
      expect(new Set(list.map((v) => v.frontSign)).size).toBe(list.length)
    }
    expect(views.zhangwei![0]).toEqual({
      modelName: '项目管理',
      topicName: '项目信息',
      frontSign: '/project/projectInfo',
    })
  })

  it('gives every user 8–20 messages over the last 30 days, some unread', () => {
    const messages = buildMessages(TODAY)
    const now = TODAY.getTime()
    const guids = new Set<string>()
    for (const u of USERS) {
      const list = messages[u.userName] ?? []
      expect(list.length, u.userName).toBeGreaterThanOrEqual(8)
      expect(list.length, u.userName).toBeLessThanOrEqual(20)
      expect(list.some((m) => m.read)).toBe(true)
      expect(list.some((m) => !m.read)).toBe(true)
      const pages = venuePagesOf(u.userName)
      for (const m of list) {
        guids.add(m.guid)
        expect(m.createdAt).toBeLessThan(now)
        expect(m.createdAt).toBeGreaterThan(now - 30 * 86_400_000)
        expect(m.read).toBe(m.readAt !== null)
        if (m.readAt !== null) {
          expect(m.readAt).toBeGreaterThanOrEqual(m.createdAt)
          expect(m.readAt).toBeLessThanOrEqual(now)
        }
        if (m.link !== null) expect(pages, `${u.userName} ${m.link}`).toContain(m.link)
      }
      for (let i = 1; i < list.length; i++) {
        expect(list[i]!.createdAt).toBeLessThan(list[i - 1]!.createdAt)
      }
    }
    expect(guids.size).toBe(Object.values(messages).flat().length)
    expect(
      new Set(
        Object.values(messages)
          .flat()
          .map((m) => m.kind),
      ),
    ).toEqual(new Set(['notice', 'task', 'audit', 'warning']))
  })
})

describe('approval chains', () => {
  it('name roles that exist, in consecutive steps per document type', () => {
    const roles = new Set(ROLES.map((r) => r.key))
    const byDoc = new Map<string, number[]>()
    for (const n of APPROVAL_CHAINS) {
      expect(roles.has(n.roleKey), `${n.docType} ${n.name}`).toBe(true)
      byDoc.set(n.docType, [...(byDoc.get(n.docType) ?? []), n.seq])
    }
    for (const [doc, seqs] of byDoc) expect(seqs, doc).toEqual(seqs.map((_, i) => i + 1))
    expect([...byDoc.keys()].sort()).toEqual(['contract', 'discount', 'project_cancel', 'refund'])
  })
})
