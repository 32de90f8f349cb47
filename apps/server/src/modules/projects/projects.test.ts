import { API, type PageResult, type Project, type ProjectRow } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { PROJECT_STATES, statusAsOf } from './project-workflow.ts'

const E = API.projects
const DAY = 86_400_000
type Fields = { msg: string; data: { fields: Record<string, string> } }

describe('a project status as of a day', () => {
  const signed = { status: PROJECT_STATES.signed, loadInTime: 10 * DAY, loadOutTime: 14 * DAY }
  it('is 已签约 before load-in, 进行中 from it, 已完成 from the day after load-out', () => {
    expect(statusAsOf(signed, 10 * DAY - 1)).toBe(PROJECT_STATES.signed)
    expect(statusAsOf(signed, 10 * DAY)).toBe(PROJECT_STATES.ongoing)
    expect(statusAsOf(signed, 15 * DAY - 1)).toBe(PROJECT_STATES.ongoing)
    expect(statusAsOf(signed, 15 * DAY)).toBe(PROJECT_STATES.done)
    // a stored 进行中 whose dates moved back follows its dates too; other states never move
    expect(statusAsOf({ ...signed, status: PROJECT_STATES.ongoing }, 0)).toBe(PROJECT_STATES.signed)
    expect(statusAsOf({ ...signed, status: PROJECT_STATES.reserved }, 20 * DAY)).toBe(
      PROJECT_STATES.reserved,
    )
  })
})

describe.each(DIALECTS)('projects on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhangwei: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    admin = await tokenFor(t.db, 'admin')
    zhangwei = await tokenFor(t.db, 'zhangwei')
  })
  afterAll(() => t.close())

  const page = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, E.project.page, token, { page: 1, pageSize: 200, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<ProjectRow> }>().data
  }
  const act = (token: string, p: Project, action: string, comment = '') =>
    callAs(t.app, E.act, token, { guid: p.guid, version: p.version, action, comment })
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * DAY)
    return d.toISOString().slice(0, 10)
  }
  const create = async (title: string, token = zhangwei) => {
    const res = await callAs(t.app, E.project.addOrUpdate, token, {
      title,
      customerGuid: 'cus-pengzhan',
      loadInDate: day(60),
      startDate: day(62),
      endDate: day(64),
      loadOutDate: day(65),
      expectedArea: 20_000,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: Project }>().data
  }

  it('lists the seeded projects with their customers, and filters by state as of today', async () => {
    const all = await page(admin)
    expect(all.count).toBeGreaterThanOrEqual(15)
    const robots = all.list.find((p) => p.guid === 'prj-robot-expo')
    expect(robots).toMatchObject({ status: PROJECT_STATES.ongoing, ownerName: '张伟' })
    const tea = all.list.find((p) => p.guid === 'prj-tea-expo')
    expect(tea?.customerName).toBe('粤港澳茶文化促进会')
    const ongoing = await page(admin, { status: PROJECT_STATES.ongoing })
    expect(ongoing.list.map((p) => p.guid)).toContain('prj-robot-expo')
    expect(ongoing.list.every((p) => p.status === PROJECT_STATES.ongoing)).toBe(true)
    // a sales manager sees his department's projects only
    const mine = await page(zhangwei)
    expect(mine.list.every((p) => p.deptName === '市场营销部')).toBe(true)
    expect(mine.count).toBeLessThan(all.count)
  })

  it('creates a lead numbered for its year, owned by its creator, for a customer it sees', async () => {
    const p = await create('2027星港智慧城市博览会')
    expect(p).toMatchObject({
      status: PROJECT_STATES.lead,
      ownerName: '张伟',
      customerName: '深圳市鹏展国际会展有限公司',
      actions: ['reserve', 'lose'],
    })
    expect(p.projectNumber).toMatch(/^XM-\d{4}-\d{4}$/)
    const outside = await callAs(t.app, E.project.addOrUpdate, zhangwei, {
      title: '人才交流会',
      customerGuid: 'cus-talent',
      loadInDate: day(1),
      startDate: day(1),
      endDate: day(1),
      loadOutDate: day(1),
    })
    expect(outside.json<Fields>().data.fields.customerGuid).toBe('客户不存在或不在您的数据权限内')
    const backwards = await callAs(t.app, E.project.addOrUpdate, zhangwei, {
      title: '日期颠倒',
      customerGuid: 'cus-pengzhan',
      loadInDate: day(5),
      startDate: day(4),
      endDate: day(6),
      loadOutDate: day(7),
    })
    expect(backwards.statusCode).toBe(400)
  })

  it('walks the status machine: refused steps name the state, every step is in the history', async () => {
    let p = await create('状态机测试展')
    const early = await act(zhangwei, p, 'sign')
    expect(early.statusCode).toBe(409)
    expect(early.json<{ msg: string }>().msg).toBe('当前状态为「意向」，不能签约')
    for (const step of ['reserve', 'toContract']) {
      const res = await act(zhangwei, p, step)
      expect(res.statusCode, res.body).toBe(200)
      p = res.json<{ data: Project }>().data
    }
    expect(p.status).toBe(PROJECT_STATES.pending)
    // signing is the contract's business: not even a holder of contract:sign signs a project
    const direct = await act(zhangwei, p, 'sign')
    expect(direct.statusCode).toBe(409)
    expect(direct.json<{ msg: string }>().msg).toBe('项目须通过签订合同转为已签约')
    expect(p.actions).not.toContain('sign')
    // a stale version loses
    expect((await act(zhangwei, { ...p, version: p.version - 1 }, 'release')).statusCode).toBe(409)
    const noReason = await act(zhangwei, p, 'lose')
    expect(noReason.statusCode).toBe(400)
    const lost = await act(zhangwei, p, 'lose', '客户改期至明年')
    expect(lost.json<{ data: Project }>().data).toMatchObject({
      status: PROJECT_STATES.lost,
      lostReason: '客户改期至明年',
      actions: [],
    })
    const history = await callAs(t.app, API.workflow.history, zhangwei, {
      docType: 'project',
      docGuid: p.guid,
    })
    expect(
      history.json<{ data: { action: string; toState: string }[] }>().data.map((h) => h.action),
    ).toEqual(['reserve', 'toContract', 'lose'])
  })

  it('frees the blocks of a lost project, and keeps signed ones from deletion', async () => {
    const signed = (await page(admin)).list.find((p) => p.guid === 'prj-tea-expo')
    const del = await callAs(t.app, E.project.delete, admin, { guids: [signed?.guid] })
    expect(del.statusCode).toBe(409)
    expect(del.json<{ msg: string }>().msg).toContain('不能删除')
    // a held project with blocks on the grid: 流失 cancels them
    const held = (await page(admin, { status: PROJECT_STATES.reserved })).list.find(
      (p) => p.halls !== '',
    )
    expect(held).toBeDefined()
    const before = await callAs(t.app, E.bookings, admin, { projectGuid: held?.guid })
    expect(before.json<{ data: { status: number }[] }>().data.length).toBeGreaterThan(0)
    const detail = (await callAs(t.app, E.project.detail, admin, { guid: held?.guid })).json<{
      data: Project
    }>().data
    expect((await act(admin, detail, 'lose', '客户选择了其他场馆')).statusCode).toBe(200)
    const after = await callAs(t.app, E.bookings, admin, { projectGuid: held?.guid })
    expect(after.json<{ data: { status: number }[] }>().data.every((b) => b.status === 3)).toBe(
      true,
    )
  })

  it('exports the filtered list and asks each call for its permission', async () => {
    const sheet = await callAs(t.app, E.project.export, zhangwei, { keyword: '茶' })
    expect(sheet.statusCode).toBe(200)
    const service = await tokenFor(t.db, 'lina')
    expect((await callAs(t.app, E.project.page, service, { page: 1 })).statusCode).toBe(403)
    expect((await callAs(t.app, E.project.page, '', { page: 1 })).statusCode).toBe(401)
  })
})
