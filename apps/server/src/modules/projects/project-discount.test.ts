import {
  API,
  type PageResult,
  type ProjectDiscount,
  type ProjectDiscountRow,
  type ProjectQuote,
} from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { discountAmountOf } from './project-discount.resource.ts'

const E = API.projects
const W = API.workflow
type Answer<T> = { code: number; msg: string; data: T }

describe('a discount’s amount', () => {
  it('takes a rate, an amount, free days or a resource off the subtotal', () => {
    expect(discountAmountOf('rate', 90, 1_000_000, 4)).toBe(100_000)
    expect(discountAmountOf('amount', 25_000, 1_000_000, 4)).toBe(25_000)
    expect(discountAmountOf('freeDays', 1, 1_000_000, 4)).toBe(250_000)
    expect(discountAmountOf('resource', 8_000, 1_000_000, 4)).toBe(8_000)
  })
})

describe.each(DIALECTS)('project discounts and quotes on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    for (const name of ['admin', 'zhangwei', 'huangjun', 'zhaomin', 'lina'])
      tokens[name] = await tokenFor(t.db, name)
  })
  afterAll(() => t.close())

  const as = (name: string) => tokens[name] ?? ''
  const quote = async (projectGuid: string) =>
    (await callAs(t.app, E.quote, as('zhangwei'), { projectGuid })).json<Answer<ProjectQuote>>()
      .data
  const save = (body: Record<string, unknown>, name = 'zhangwei') =>
    callAs(t.app, E.discount.addOrUpdate, as(name), { type: 'rate', reason: '大客户优惠', ...body })
  const submit = (d: ProjectDiscount, name = 'zhangwei') =>
    callAs(t.app, E.discountSubmit, as(name), { guid: d.guid, version: d.version })
  const detail = async (guid: string) =>
    (await callAs(t.app, E.discount.detail, as('zhangwei'), { guid })).json<
      Answer<ProjectDiscount>
    >().data

  it('prices a project’s blocks from the price list: halls by ㎡ and day, floor, tax', async () => {
    const q = await quote('prj-anime-expo')
    expect(q.priced).toBe(true)
    expect(q.lines.length).toBeGreaterThan(0)
    const show = q.lines.find((l) => l.periodType === '展期')
    expect(show).toMatchObject({ unit: '元/㎡/天', price: 12, floorPrice: 10 })
    // the line names the 价格管理 row it was priced by (priceGuid)
    const used = await callAs(t.app, API.prices.detail, as('admin'), { guid: show?.priceGuid })
    expect(used.json<Answer<{ periodType: string; standardPrice: number }>>().data).toMatchObject({
      periodType: '展期',
      standardPrice: 12,
    })
    // 12 yuan a ㎡ a day (holidays at their factor): fen of price × area × days
    expect(show?.amount).toBe(
      Math.round(
        12 *
          (show?.quantity ?? 0) *
          ((show?.days ?? 0) - (show?.holidayDays ?? 0) + (show?.holidayDays ?? 0) * 1.2) *
          100,
      ),
    )
    expect(q.subtotal).toBe(q.lines.reduce((s, l) => s + l.amount, 0))
    expect(q.floor).toBeLessThan(q.subtotal)
    expect(q.total).toBe(q.subtotal - q.discount + q.tax)
    // tax at 6% of what is left
    expect(q.tax).toBe(Math.round((q.subtotal - q.discount) * 0.06))
  })

  it('lists the seeded discounts: the tea expo’s approved, the medical fair’s waiting for 黄俊', async () => {
    const list = (
      await callAs(t.app, E.discount.page, as('zhangwei'), { page: 1, pageSize: 50 })
    ).json<Answer<PageResult<ProjectDiscountRow>>>().data.list
    expect(list.find((d) => d.projectGuid === 'prj-tea-expo')).toMatchObject({
      state: 2,
      belowFloor: false,
      value: 95,
    })
    const medical = list.find((d) => d.projectGuid === 'prj-medical-expo')
    expect(medical).toMatchObject({ state: 1, belowFloor: true })
    const mine = (await callAs(t.app, W.mine, as('huangjun'))).json<Answer<{ docGuid: string }[]>>()
      .data
    expect(mine.map((r) => r.docGuid)).toContain(medical?.guid)
    // one project's (its detail's 优惠 tab)
    const ofTea = (
      await callAs(t.app, E.discount.page, as('zhangwei'), {
        page: 1,
        projectGuid: 'prj-tea-expo',
      })
    ).json<Answer<PageResult<ProjectDiscountRow>>>().data.list
    expect(ofTea.map((d) => d.projectGuid)).toEqual(['prj-tea-expo'])
    // the approved one is in the tea expo's quote
    const tea = await quote('prj-tea-expo')
    expect(tea.discount).toBe(Math.round(tea.subtotal * 0.05))
  })

  it('approves a discount above the floor at once and sends one below it to the leader', async () => {
    const before = await quote('prj-anime-expo')
    const small = (await save({ projectGuid: 'prj-anime-expo', value: 98 })).json<
      Answer<ProjectDiscount>
    >().data
    expect(small).toMatchObject({
      state: 0,
      belowFloor: false,
      originalAmount: before.subtotal,
      discountAmount: Math.round(before.subtotal * 0.02),
    })
    expect((await submit(small)).json<Answer<ProjectDiscount>>().data.state).toBe(2)
    const after = await quote('prj-anime-expo')
    expect(after.discount).toBe(small.discountAmount)

    const deep = (await save({ projectGuid: 'prj-anime-expo', value: 70 })).json<
      Answer<ProjectDiscount>
    >().data
    expect(deep.belowFloor).toBe(true)
    // 赵敏 (财务经理) may not submit; 张伟 submits; only 分管领导 approves
    expect((await submit(deep, 'zhaomin')).statusCode).toBe(403)
    const sent = await submit(deep)
    expect(sent.json<Answer<ProjectDiscount>>().data.state).toBe(1)
    expect((await quote('prj-anime-expo')).discount).toBe(small.discountAmount)
    const request = (
      await callAs(t.app, W.request, as('huangjun'), { docType: 'discount', docGuid: deep.guid })
    ).json<Answer<{ guid: string; version: number; canAct: boolean }>>().data
    expect(request.canAct).toBe(true)
    const approved = await callAs(t.app, W.act, as('huangjun'), {
      guid: request.guid,
      version: request.version,
      action: 'approve',
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await detail(deep.guid)).state).toBe(2)
    // the new quote counts both
    const final = await quote('prj-anime-expo')
    expect(final.discount).toBe(small.discountAmount + deep.discountAmount)
    expect(final.total).toBe(final.subtotal - final.discount + final.tax)
  })

  it('refuses a project without a quote, a discount larger than what is left, and edits after submit', async () => {
    const lead = await save({ projectGuid: 'prj-optics-expo', value: 90 })
    expect(lead.statusCode).toBe(409)
    expect(lead.json<Answer<null>>().msg).toMatch(/当前为「意向」，不能申请优惠/)
    const huge = await save({
      projectGuid: 'prj-digital-forum',
      type: 'amount',
      value: 9_999_999_999,
    })
    expect(huge.statusCode).toBe(400)
    const rate = await save({ projectGuid: 'prj-digital-forum', value: 100 })
    expect(rate.statusCode).toBe(400)
    const d = (await save({ projectGuid: 'prj-digital-forum', value: 99 })).json<
      Answer<ProjectDiscount>
    >().data
    const done = (await submit(d)).json<Answer<ProjectDiscount>>().data
    const late = await save({
      guid: d.guid,
      version: done.version,
      projectGuid: 'prj-digital-forum',
      value: 95,
    })
    expect(late.statusCode).toBe(409)
    expect(late.json<Answer<null>>().msg).toBe('当前状态为「已通过」，不能修改')
  })

  it('asks each call for its permission', async () => {
    expect((await callAs(t.app, E.discount.page, as('lina'), { page: 1 })).statusCode).toBe(403)
    expect(
      (await callAs(t.app, E.quote, as('lina'), { projectGuid: 'prj-tea-expo' })).statusCode,
    ).toBe(403)
    expect((await save({ projectGuid: 'prj-tea-expo', value: 90 }, 'huangjun')).statusCode).toBe(
      403,
    )
    const sheet = await callAs(t.app, E.discount.export, as('huangjun'), {})
    expect(sheet.statusCode).toBe(200)
  })
})
