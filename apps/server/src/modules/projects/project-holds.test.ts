import { API, type NextHold, type Project, type ProjectBooking } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { PROJECT_STATES } from './project-workflow.ts'
import { HOLD_DAYS, releaseExpiredHolds, venueDayAfter } from './project-holds.ts'

const E = API.projects
type Answer<T> = { code: number; msg: string; data: T }

describe.each(DIALECTS)('project bookings and holds on %s', (dialect) => {
  let t: TestApp
  let zhangwei: string
  let halls: { guid: string; name: string }[]

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    zhangwei = await tokenFor(t.db, 'zhangwei')
    const sites = await callAs(t.app, E.sites, zhangwei)
    halls = sites.json<Answer<{ guid: string; name: string; groupName: string }[]>>().data
  })
  afterAll(() => t.close())

  const hall = (name: string) => halls.find((h) => h.name === name)?.guid ?? ''
  const day = (offset: number) => venueDayAfter(Date.now(), offset)
  const lead = async (title: string) => {
    const res = await callAs(t.app, E.project.addOrUpdate, zhangwei, {
      title,
      customerGuid: 'cus-pengzhan',
      loadInDate: day(200),
      startDate: day(201),
      endDate: day(202),
      loadOutDate: day(203),
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Answer<Project>>().data
  }
  const book = (project: Project, names: string[], from: number, to: number) =>
    callAs(t.app, E.book, zhangwei, {
      projectGuid: project.guid,
      siteGuids: names.map(hall),
      fromDate: day(from),
      toDate: day(to),
      usage: 'show',
    })
  const detail = async (guid: string) =>
    (await callAs(t.app, E.project.detail, zhangwei, { guid })).json<Answer<Project>>().data

  it('books two halls for a lead, which becomes the first hold kept 30 days', async () => {
    const p = await lead('2027星港智能制造博览会')
    const res = await book(p, ['3号馆', '4号馆'], 200, 203)
    expect(res.statusCode, res.body).toBe(200)
    const blocks = res.json<Answer<ProjectBooking[]>>().data
    expect(blocks.map((b) => b.siteName)).toEqual(['3号馆', '4号馆'])
    expect(blocks.every((b) => b.status === 0 && b.level === 1)).toBe(true)
    expect(await detail(p.guid)).toMatchObject({
      status: PROJECT_STATES.reserved,
      holdLevel: 1,
      holdUntil: day(HOLD_DAYS),
      halls: '3号馆,4号馆',
    })
  })

  it('refuses dates a signed project holds, naming it', async () => {
    const p = await lead('茶博会同期活动')
    // the tea expo (signed) is in 1号馆 from day 5 to day 12
    const res = await book(p, ['1号馆'], 6, 7)
    expect(res.statusCode).toBe(409)
    expect(res.json<Answer<null>>().msg).toMatch(/^与已有预订冲突：1号馆 .*茶产业博览会（已签约）/)
    expect((await detail(p.guid)).status).toBe(PROJECT_STATES.lead)
  })

  it('ranks competing holds, offers the next one when the first goes, and promotes only by hand', async () => {
    const first = await lead('竞争意向一')
    const second = await lead('竞争意向二')
    const third = await lead('竞争意向三')
    const fourth = await lead('竞争意向四')
    for (const p of [first, second, third])
      expect((await book(p, ['5号馆'], 210, 212)).statusCode).toBe(200)
    expect((await detail(second.guid)).holdLevel).toBe(2)
    expect((await detail(third.guid)).holdLevel).toBe(3)
    const full = await book(fourth, ['5号馆'], 211, 211)
    expect(full.statusCode).toBe(409)
    expect(full.json<Answer<null>>().msg).toBe('这些日期已有三个意向，不能再预定')
    // nothing can move while the first holds; the third waits for the second either way
    expect((await detail(second.guid)).canPromote).toBe(false)
    const early = await callAs(t.app, E.promote, zhangwei, { guid: second.guid, version: 0 })
    expect(early.json<Answer<null>>().msg).toBe('第1意向仍占用这些日期，暂不能提升')

    const f = await detail(first.guid)
    const released = await callAs(t.app, E.act, zhangwei, {
      guid: f.guid,
      version: f.version,
      action: 'release',
    })
    expect(released.statusCode, released.body).toBe(200)
    // the second stays second until someone promotes it; its owner was told
    const s = await detail(second.guid)
    expect(s).toMatchObject({ holdLevel: 2, canPromote: true })
    const next = (await callAs(t.app, E.nextHolds, zhangwei, { projectGuid: first.guid })).json<
      Answer<NextHold[]>
    >().data
    expect(next.map((n) => [n.title, n.holdLevel])).toEqual([
      ['竞争意向二', 2],
      ['竞争意向三', 3],
    ])
    const told = await t.db
      .selectFrom('message')
      .select('title')
      .where('title', '=', '档期已释放：竞争意向一')
      .execute()
    expect(told.length).toBeGreaterThanOrEqual(1)

    const up = await callAs(t.app, E.promote, zhangwei, { guid: s.guid, version: s.version })
    expect(up.statusCode, up.body).toBe(200)
    expect(up.json<Answer<Project>>().data).toMatchObject({ holdLevel: 1, canPromote: false })
    const blocks = (await callAs(t.app, E.bookings, zhangwei, { projectGuid: second.guid })).json<
      Answer<ProjectBooking[]>
    >().data
    expect(blocks.every((b) => b.level === 1)).toBe(true)
    // a stale version loses
    expect(
      (await callAs(t.app, E.promote, zhangwei, { guid: s.guid, version: s.version })).statusCode,
    ).toBe(409)
  })

  it('releases holds past their last day once, however many instances look', async () => {
    const p = await lead('过期意向测试展')
    expect((await book(p, ['6号馆'], 220, 221)).statusCode).toBe(200)
    await t.db
      .updateTable('project')
      .set({ holdUntil: day(-1) })
      .where('guid', '=', p.guid)
      .execute()
    const now = Date.now()
    const [a, b] = await Promise.all([
      releaseExpiredHolds(t.db, now),
      releaseExpiredHolds(t.db, now),
    ])
    expect(a + b).toBe(1)
    expect((await detail(p.guid)).status).toBe(PROJECT_STATES.released)
    const blocks = (await callAs(t.app, E.bookings, zhangwei, { projectGuid: p.guid })).json<
      Answer<ProjectBooking[]>
    >().data
    expect(blocks.every((bl) => bl.status === 3)).toBe(true)
    const history = (
      await callAs(t.app, API.workflow.history, zhangwei, { docType: 'project', docGuid: p.guid })
    ).json<Answer<{ action: string; userName: string }[]>>().data
    expect(history.at(-1)).toMatchObject({ action: 'expire', userName: '系统' })
    // a project not yet expired stays held
    expect(await releaseExpiredHolds(t.db, now)).toBe(0)
  })

  it('asks for the booking permission', async () => {
    const lina = await tokenFor(t.db, 'lina')
    const res = await callAs(t.app, E.book, lina, {
      projectGuid: 'prj-tea-expo',
      siteGuids: [hall('1号馆')],
      fromDate: day(1),
      toDate: day(1),
    })
    expect(res.statusCode).toBe(403)
    expect((await callAs(t.app, E.sites, '')).statusCode).toBe(401)
  })
})
