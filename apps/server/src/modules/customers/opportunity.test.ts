import {
  API,
  type FollowUp,
  type Opportunity,
  type OpportunityBoardColumn,
  type OpportunityRow,
  type OperationLog,
  type PageResult,
  type Project,
} from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'

const C = API.customers
type Answer<T> = { code: number; msg: string; data: T }
type Fields = { msg: string; data: { fields: Record<string, string> } }
const DAY = 86_400_000

describe.each(DIALECTS)('sales opportunities (商机) on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    for (const name of ['admin', 'zhangwei', 'huangjun', 'wangfang'])
      tokens[name] = await tokenFor(t.db, name)
  })
  afterAll(() => t.close())

  const as = (name: string) => tokens[name] ?? ''
  const page = async (query: Record<string, unknown>, name = 'zhangwei') =>
    (await callAs(t.app, C.opportunity.page, as(name), { page: 1, pageSize: 50, ...query })).json<
      Answer<PageResult<OpportunityRow>>
    >().data
  const detail = async (guid: string) =>
    (await callAs(t.app, C.opportunity.detail, as('zhangwei'), { guid })).json<
      Answer<Opportunity>
    >().data
  const create = async (body: Record<string, unknown> = {}) =>
    callAs(t.app, C.opportunity.addOrUpdate, as('zhangwei'), {
      name: '星港新能源储能展',
      customerGuid: 'cus-pengzhan',
      expectedAmount: 88_000_000,
      startDate: dayText(Date.now() + 300 * DAY),
      endDate: dayText(Date.now() + 302 * DAY),
      siteGuids: ['site-h5', 'site-h6'],
      ...body,
    })
  const act = (o: Pick<Opportunity, 'guid' | 'version'>, action: string, comment = '') =>
    callAs(t.app, C.opportunityAct, as('zhangwei'), {
      guid: o.guid,
      version: o.version,
      action,
      comment,
    })

  it('lists the seeded opportunities at every stage and filters them', async () => {
    const all = await page({})
    expect(new Set(all.list.map((o) => o.stage))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]))
    const won = all.list.find((o) => o.guid === 'opp-optics')
    expect(won).toMatchObject({ stage: 5, winRate: 100, projectGuid: 'prj-optics-expo' })
    expect(won?.projectNumber).toMatch(/^XM-\d{4}-\d{4}$/)
    expect(all.list.find((o) => o.guid === 'opp-pet-spring')?.lostReason).toMatch(/邻市场馆/)
    expect(all.list.find((o) => o.guid === 'opp-auto-tuning')).toMatchObject({
      customerName: '华南国际展览集团有限公司',
      siteNames: '3号馆、4号馆、西广场',
      overdue: true,
    })
    // overdue: open ones whose next follow-up has passed
    expect((await page({ overdue: 1 })).list.map((o) => o.guid).sort()).toEqual([
      'opp-auto-tuning',
      'opp-cross-border',
    ])
    expect((await page({ stage: 4 })).list.every((o) => o.stage === 4)).toBe(true)
    expect((await page({ keyword: '光电' })).list.map((o) => o.guid)).toEqual(['opp-optics'])
    expect((await page({ customerGuid: 'cus-ccpit' })).count).toBe(2)
    // a bad filter is a 400, not an empty list
    const bad = await callAs(t.app, C.opportunity.page, as('zhangwei'), { page: 1, stage: 9 })
    expect(bad.statusCode).toBe(400)
  })

  it('answers the board and the funnel: counts, amounts and weighted amounts per stage', async () => {
    const res = await callAs(t.app, C.opportunityBoard, as('zhangwei'), {})
    expect(res.statusCode).toBe(200)
    const columns = res.json<Answer<OpportunityBoardColumn[]>>().data
    expect(columns.map((c) => c.stage)).toEqual([0, 1, 2, 3, 4, 5, 6])
    const all = (await page({})).list
    for (const c of columns) {
      const mine = all.filter((o) => o.stage === c.stage)
      expect(c.count).toBe(mine.length)
      expect(c.expectedAmount).toBe(mine.reduce((n, o) => n + o.expectedAmount, 0))
      expect(c.weightedAmount).toBe(
        Math.round(mine.reduce((n, o) => n + o.expectedAmount * o.winRate, 0) / 100),
      )
      expect(c.cards.map((o) => o.guid).sort()).toEqual(mine.map((o) => o.guid).sort())
    }
    // the board takes the list's filters
    const overdue = (await callAs(t.app, C.opportunityBoard, as('zhangwei'), { overdue: 1 })).json<
      Answer<OpportunityBoardColumn[]>
    >().data
    expect(overdue.reduce((n, c) => n + c.count, 0)).toBe(2)
  })

  it('creates a lead numbered SJ-<year>-NNNN and refuses bad input with the field named', async () => {
    const res = await create()
    expect(res.statusCode).toBe(200)
    const o = res.json<Answer<Opportunity>>().data
    expect(o.opportunityNumber).toMatch(new RegExp(`^SJ-${new Date().getFullYear()}-\\d{4}$`))
    expect(o).toMatchObject({ stage: 0, winRate: 10, siteNames: '5号馆、6号馆', ownerName: '张伟' })
    const site = await create({ name: '另一个商机', siteGuids: ['site-nowhere'] })
    expect(site.statusCode).toBe(400)
    expect(site.json<Fields>().data.fields.siteGuids).toBe('所选意向场地不存在')
    const customer = await create({ name: '另一个商机', customerGuid: 'cus-nobody' })
    expect(customer.statusCode).toBe(400)
    expect(Object.keys(customer.json<Fields>().data.fields)).toEqual(['customerGuid'])
    const dates = await create({
      name: '另一个商机',
      startDate: dayText(Date.now() + 10 * DAY),
      endDate: dayText(Date.now() + 5 * DAY),
    })
    expect(dates.statusCode).toBe(400)
    expect(dates.json<Fields>().data.fields.endDate).toBeTruthy()
  })

  it('moves one stage at a time, refuses others with the stage named, and 赢单 makes the project', async () => {
    let o = (await create({ name: '星港国际咖啡节' })).json<Answer<Opportunity>>().data
    // 赢单 from 线索 is refused, naming the stage; nothing changes
    const early = await callAs(t.app, C.opportunityWin, as('zhangwei'), {
      guid: o.guid,
      version: o.version,
      title: '星港国际咖啡节',
      loadInDate: o.startDate,
      startDate: o.startDate,
      endDate: o.endDate,
      loadOutDate: o.endDate,
    })
    expect(early.statusCode).toBe(409)
    expect(early.json<{ msg: string }>().msg).toBe('当前状态为「线索」，不能赢单')
    // 输单 needs a reason
    const noReason = await act(o, 'lose')
    expect(noReason.statusCode).toBe(400)
    expect((await detail(o.guid)).stage).toBe(0)
    for (const stage of [1, 2, 3, 4]) {
      const res = await act(o, 'advance')
      expect(res.statusCode).toBe(200)
      o = res.json<Answer<Opportunity>>().data
      expect(o).toMatchObject({ stage, winRate: [10, 20, 40, 60, 80][stage] })
    }
    // 商务谈判 goes no further by 推进
    const past = await act(o, 'advance')
    expect(past.statusCode).toBe(409)
    expect(past.json<{ msg: string }>().msg).toBe('当前状态为「商务谈判」，不能推进')
    // a stale version loses
    expect(
      (await act({ guid: o.guid, version: o.version - 1 }, 'lose', '预算取消')).statusCode,
    ).toBe(409)
    const won = await callAs(t.app, C.opportunityWin, as('zhangwei'), {
      guid: o.guid,
      version: o.version,
      title: '星港国际咖啡节',
      loadInDate: dayText(Date.now() + 298 * DAY),
      startDate: o.startDate,
      endDate: o.endDate,
      loadOutDate: dayText(Date.now() + 303 * DAY),
    })
    expect(won.statusCode).toBe(200)
    o = won.json<Answer<Opportunity>>().data
    expect(o).toMatchObject({ stage: 5, winRate: 100 })
    expect(o.projectGuid).not.toBeNull()
    const project = (
      await callAs(t.app, API.projects.project.detail, as('zhangwei'), { guid: o.projectGuid })
    ).json<Answer<Project>>().data
    expect(project).toMatchObject({
      title: '星港国际咖啡节',
      status: 0,
      customerGuid: 'cus-pengzhan',
      customerName: '深圳市鹏展国际会展有限公司',
      ownerName: '张伟',
      startDate: o.startDate,
      opportunityGuid: o.guid,
      opportunityNumber: o.opportunityNumber,
      wantedSiteGuids: ['site-h5', 'site-h6'],
    })
    // the history: four moves and the win, the project's number on it
    const history = (
      await callAs(t.app, API.workflow.history, as('zhangwei'), {
        docType: 'opportunity',
        docGuid: o.guid,
      })
    ).json<Answer<{ action: string; toState: string; comment: string }[]>>().data
    expect(history.map((h) => h.action)).toEqual([
      'advance',
      'advance',
      'advance',
      'advance',
      'win',
    ])
    expect(history.at(-1)?.comment).toBe(project.projectNumber)
    // a won one is history: no edit, no delete, no second win
    const edit = await create({ guid: o.guid, version: o.version, name: '改名' })
    expect(edit.statusCode).toBe(409)
    const del = await callAs(t.app, C.opportunity.delete, as('admin'), { guids: [o.guid] })
    expect(del.statusCode).toBe(409)
    expect(del.json<{ msg: string }>().msg).toBe('商机「星港国际咖啡节」已赢单并生成项目，不能删除')
  })

  it('loses with a reason and reopens to 线索', async () => {
    const o = (await create({ name: '星港汉服文化节' })).json<Answer<Opportunity>>().data
    const lost = (await act(o, 'lose', '客户活动取消')).json<Answer<Opportunity>>().data
    expect(lost).toMatchObject({ stage: 6, winRate: 0, lostReason: '客户活动取消', overdue: false })
    const back = (await act(lost, 'reopen')).json<Answer<Opportunity>>().data
    expect(back).toMatchObject({ stage: 0, winRate: 10, lostReason: '' })
  })

  it('keeps follow-ups: the next date becomes 下次跟进, the customer’s log shows them', async () => {
    const before = await detail('opp-auto-tuning')
    expect(before.overdue).toBe(true)
    const next = dayText(Date.now() + 7 * DAY)
    const res = await callAs(t.app, C.addOpportunityFollowUp, as('zhangwei'), {
      opportunityGuid: 'opp-auto-tuning',
      method: '电话',
      content: '客户立项通过，约下周看场',
      nextDate: next,
    })
    expect(res.statusCode).toBe(200)
    const after = await detail('opp-auto-tuning')
    expect(after).toMatchObject({ nextFollowDate: next, overdue: false })
    const log = (
      await callAs(t.app, C.opportunityFollowUps, as('zhangwei'), {
        opportunityGuid: 'opp-auto-tuning',
      })
    ).json<Answer<FollowUp[]>>().data
    expect(log[0]?.content).toBe('客户立项通过，约下周看场')
    expect(log).toHaveLength(3)
    const customerLog = (
      await callAs(t.app, C.followUps, as('zhangwei'), { customerGuid: 'cus-huanan-group' })
    ).json<Answer<FollowUp[]>>().data
    expect(customerLog.map((f) => f.content)).toContain('客户立项通过，约下周看场')
    // a closed one takes no follow-up
    const closed = await callAs(t.app, C.addOpportunityFollowUp, as('zhangwei'), {
      opportunityGuid: 'opp-pet-spring',
      method: '电话',
      content: '再问一次',
    })
    expect(closed.statusCode).toBe(409)
  })

  it('shows the seeded activity in the operation log: who did what to which record', async () => {
    const res = await callAs(t.app, API.logs.operationLogPage, as('admin'), {
      page: 1,
      pageSize: 50,
      module: '销售商机',
      userName: 'zhangwei',
    })
    const rows = res.json<Answer<PageResult<OperationLog>>>().data
    expect(rows.count).toBeGreaterThan(20)
    // the optics show was won five moves after it was entered, 70 days ago
    const around = (
      await callAs(t.app, API.logs.operationLogPage, as('admin'), {
        page: 1,
        pageSize: 50,
        userName: 'zhangwei',
        timeFrom: Date.now() - 66 * DAY,
        timeTo: Date.now() - 64 * DAY,
      })
    ).json<Answer<PageResult<OperationLog>>>().data.list
    const won = around.find((r) => r.url.endsWith('/opportunity/win') && r.target === 'opp-optics')
    expect(won).toMatchObject({ userName: 'zhangwei', success: true, message: '操作成功' })
    // 黄俊's approval of the pet show's cancellation is there too, as his
    const approvals = (
      await callAs(t.app, API.logs.operationLogPage, as('admin'), {
        page: 1,
        pageSize: 50,
        userName: 'huangjun',
      })
    ).json<Answer<PageResult<OperationLog>>>().data.list
    expect(approvals.some((r) => r.url.endsWith('/approval/act'))).toBe(true)
    // nothing in the future: the log is what happened
    expect(rows.list.every((r) => r.createdAt <= Date.now())).toBe(true)
  })

  it('checks permissions on every call', async () => {
    // 黄俊 reads opportunities but moves none; 王芳 (finance) does not see them at all
    expect((await page({}, 'huangjun')).count).toBeGreaterThan(0)
    const o = await detail('opp-tea-culture')
    const move = await callAs(t.app, C.opportunityAct, as('huangjun'), {
      guid: o.guid,
      version: o.version,
      action: 'advance',
    })
    expect(move.statusCode).toBe(403)
    for (const [endpoint, input] of [
      [C.opportunity.page, { page: 1 }],
      [C.opportunityBoard, {}],
      [C.opportunityFollowUps, { opportunityGuid: o.guid }],
    ] as const)
      expect((await callAs(t.app, endpoint, as('wangfang'), input)).statusCode).toBe(403)
    const win = await callAs(t.app, C.opportunityWin, as('huangjun'), {
      guid: 'opp-cross-border',
      version: 0,
      title: '跨境电商交易会',
      loadInDate: '2027-06-01',
      startDate: '2027-06-02',
      endDate: '2027-06-03',
      loadOutDate: '2027-06-04',
    })
    expect(win.statusCode).toBe(403)
    expect((await detail('opp-tea-culture')).stage).toBe(1)
  })
})
