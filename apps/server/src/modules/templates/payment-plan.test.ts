import { API, type PageResult, type PaymentPlanTemplate } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { PAYMENT_PLANS } from '#server/db/seed/data/plan-and-contract-templates.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'

const E = API.templates.paymentPlan
type Fields = { msg: string; data: { fields: Record<string, string> } }

describe.each(DIALECTS)('payment plan templates on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let service: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    admin = await tokenFor(t.db, 'admin')
    service = await tokenFor(t.db, 'lina')
  })
  afterAll(() => t.close())

  const page = async (query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, E.page, admin, { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<PaymentPlanTemplate> }>().data
  }
  const save = (body: Record<string, unknown>, token = admin) =>
    callAs(t.app, E.addOrUpdate, token, body)

  it('lists the seeded plans with their instalments, filtered by name', async () => {
    const all = await page()
    expect(all.list.map((r) => r.name)).toEqual(PAYMENT_PLANS.map((p) => p.name))
    expect(all.list[0]?.instalments).toEqual([
      { type: '首付款', ratio: 30, anchor: '签约后', offsetDays: 7 },
      { type: '进度款', ratio: 60, anchor: '进馆前', offsetDays: 30 },
      { type: '尾款', ratio: 10, anchor: '撤馆后', offsetDays: 15 },
    ])
    expect((await page({ name: '尾款' })).list.map((r) => r.name)).toEqual(['定金加尾款'])
  })

  it('refuses ratios that do not total exactly 100%, and saves nothing', async () => {
    const short = await save({
      name: '缺一成',
      instalments: [
        { type: '定金', ratio: 30, anchor: '签约后', offsetDays: 7 },
        { type: '尾款', ratio: 60, anchor: '撤馆后', offsetDays: 15 },
      ],
    })
    expect(short.statusCode).toBe(400)
    expect(short.json<Fields>().data.fields).toEqual({
      instalments: '各期比例合计须为100%（当前90%）',
    })
    const over = await save({
      name: '超一成',
      instalments: [
        { type: '定金', ratio: 33.33, anchor: '签约后', offsetDays: 7 },
        { type: '进度款', ratio: 33.34, anchor: '进馆前', offsetDays: 7 },
        { type: '尾款', ratio: 43.33, anchor: '撤馆后', offsetDays: 15 },
      ],
    })
    expect(over.json<Fields>().data.fields.instalments).toBe('各期比例合计须为100%（当前110%）')
    const badAnchor = await save({
      name: '错节点',
      instalments: [{ type: '尾款', ratio: 100, anchor: '开幕时', offsetDays: 0 }],
    })
    expect(Object.keys(badAnchor.json<Fields>().data.fields)).toEqual(['instalments.0.anchor'])
    expect((await page()).count).toBe(PAYMENT_PLANS.length)
  })

  it('saves thirds that total exactly 100%, updates at its version, refuses a stale one', async () => {
    const created = await save({
      name: '三等分',
      instalments: [
        { type: '首付款', ratio: 33.33, anchor: '签约后', offsetDays: 7 },
        { type: '进度款', ratio: 33.33, anchor: '进馆前', offsetDays: 30 },
        { type: '尾款', ratio: 33.34, anchor: '撤馆后', offsetDays: 15 },
      ],
    })
    expect(created.statusCode, created.body).toBe(200)
    const row = created.json<{ data: PaymentPlanTemplate }>().data
    expect(row.instalments.map((i) => i.ratio)).toEqual([33.33, 33.33, 33.34])
    expect((await save({ ...row, remark: '甲' })).statusCode).toBe(200)
    const stale = await save({ ...row, remark: '乙' })
    expect(stale.statusCode).toBe(409)
    const detail = await callAs(t.app, E.detail, admin, { guid: row.guid })
    expect(detail.json<{ data: PaymentPlanTemplate }>().data.remark).toBe('甲')
    expect((await callAs(t.app, E.delete, admin, { guids: [row.guid] })).statusCode).toBe(200)
    expect((await page({ name: '三等分' })).count).toBe(0)
  })

  it('exports the instalments readably and refuses callers without the permission', async () => {
    const res = await callAs(t.app, E.export, admin, { name: '标准' })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    expect(wb.worksheets[0]?.getRow(2).getCell(2).value).toBe(
      '首付款 签约后7日内 30%；进度款 进馆前30日内 60%；尾款 撤馆后15日内 10%',
    )
    expect((await callAs(t.app, E.page, service, { page: 1 })).statusCode).toBe(403)
  })
})
