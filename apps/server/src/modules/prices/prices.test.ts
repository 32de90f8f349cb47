import { API, type PageResult, type PriceSiteOption, type SitePrice } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { PRICES } from '#server/db/seed/data/prices.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'

const E = API.prices
type Fields = { msg: string; data: { fields: Record<string, string> } }
const year = new Date().getFullYear()

describe.each(DIALECTS)('site prices on %s', (dialect) => {
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
    const res = await callAs(t.app, E.page, admin, { page: 1, pageSize: 200, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<SitePrice> }>().data
  }
  const save = (body: Record<string, unknown>, token = admin) =>
    callAs(t.app, E.addOrUpdate, token, body)
  const price = (over: Record<string, unknown> = {}) => ({
    siteGuid: 'site-h2',
    periodType: '活动',
    unit: '元/㎡/天',
    standardPrice: 15.5,
    floorPrice: 12.25,
    validFrom: `${year + 1}-01-01`,
    validTo: `${year + 1}-06-30`,
    ...over,
  })

  it('lists the seeded prices with site names, filtered by site and period type', async () => {
    const all = await page()
    // this year's list and the next one's (the seed's window runs into it)
    expect(all.count).toBe(2 * PRICES.length)
    const mph = (await page({ siteGuid: 'site-mph' })).list
    expect(mph.map((p) => p.validFrom).sort()).toEqual([`${year}-01-01`, `${year + 1}-01-01`])
    expect(mph.find((p) => p.validFrom === `${year}-01-01`)).toMatchObject({
      siteName: '多功能厅',
      periodType: '会议',
      unit: '元/天',
      standardPrice: 38_000,
      floorPrice: 32_000,
      holidayFactor: 1.2,
      taxRate: 6,
      validFrom: `${year}-01-01`,
      validTo: `${year}-12-31`,
    })
    const h1 = await page({ siteGuid: 'site-h1', periodType: '展期' })
    expect(h1.list.map((p) => [p.siteName, p.standardPrice])).toEqual([
      ['1号馆', 12],
      ['1号馆', 12],
    ])
    const sites = await callAs(t.app, E.sites, admin)
    const options = sites.json<{ data: PriceSiteOption[] }>().data
    expect(options.map((s) => s.name)).toContain('1号馆')
    expect(options.map((s) => s.name)).not.toContain('展厅区')
  })

  it('refuses a floor above the standard price, dates out of order, and more than 2 decimals', async () => {
    const floor = await save(price({ standardPrice: 10, floorPrice: 11 }))
    expect(floor.statusCode).toBe(400)
    expect(floor.json<Fields>().data.fields).toEqual({ floorPrice: '底价不能高于标准价' })
    const dates = await save(
      price({ validFrom: `${year + 1}-07-01`, validTo: `${year + 1}-06-30` }),
    )
    expect(dates.json<Fields>().data.fields).toEqual({ validTo: '开始日期不可大于结束日期' })
    const cents = await save(price({ standardPrice: 10.005, floorPrice: 8 }))
    expect(cents.json<Fields>().data.fields).toEqual({ standardPrice: '最多两位小数' })
    const group = await save(price({ siteGuid: 'site-g-hall' }))
    expect(group.json<Fields>().data.fields).toEqual({ siteGuid: '请选择可预订的场地' })
    expect((await page({ siteGuid: 'site-h2', periodType: '活动' })).count).toBe(0)
  })

  it('refuses validity overlapping another price of the same site and period type', async () => {
    const first = await save(price())
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json<{ data: SitePrice }>().data).toMatchObject({
      siteName: '2号馆',
      standardPrice: 15.5,
      floorPrice: 12.25,
      holidayFactor: 1,
      taxRate: 6,
      version: 0,
    })
    const clash = await save(
      price({ validFrom: `${year + 1}-06-30`, validTo: `${year + 1}-12-31` }),
    )
    expect(clash.statusCode).toBe(400)
    expect(clash.json<Fields>().data.fields).toEqual({
      validFrom: `该场地此档期类型已有 ${year + 1}-01-01 至 ${year + 1}-06-30 的价格，有效期不能重叠`,
    })
    // the next day on, another period type or another site: all fine
    expect(
      (await save(price({ validFrom: `${year + 1}-07-01`, validTo: `${year + 1}-12-31` })))
        .statusCode,
    ).toBe(200)
    expect((await save(price({ periodType: '会议' }))).statusCode).toBe(200)
    expect((await save(price({ siteGuid: 'site-h3' }))).statusCode).toBe(200)
    // a price does not clash with itself when edited
    const row = first.json<{ data: SitePrice }>().data
    const edited = await save({ ...row, standardPrice: 16 })
    expect(edited.statusCode, edited.body).toBe(200)
    const stale = await save({ ...row, standardPrice: 17 })
    expect(stale.statusCode).toBe(409)
    const detail = await callAs(t.app, E.detail, admin, { guid: row.guid })
    expect(detail.json<{ data: SitePrice }>().data.standardPrice).toBe(16)
  })

  it('deletes, exports the filtered list, and refuses callers without the permission', async () => {
    const [one] = (await page({ siteGuid: 'site-h3', periodType: '活动' })).list
    if (!one) throw new Error('missing')
    expect((await callAs(t.app, E.delete, admin, { guids: [one.guid] })).statusCode).toBe(200)
    expect((await page({ siteGuid: 'site-h3', periodType: '活动' })).count).toBe(0)
    expect((await callAs(t.app, E.delete, admin, { guids: [one.guid] })).statusCode).toBe(404)

    const res = await callAs(t.app, E.export, admin, { siteGuid: 'site-mph' })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(1).value).toBe('场地')
    expect(ws?.getRow(2).values).toEqual(
      expect.arrayContaining(['多功能厅', '会议', '元/天', 38_000, 32_000]),
    )
    // the header and the two years' prices
    expect(ws?.rowCount).toBe(3)

    expect((await callAs(t.app, E.page, service, { page: 1 })).statusCode).toBe(403)
    expect((await save(price(), service)).statusCode).toBe(403)
    expect((await callAs(t.app, E.sites, service)).statusCode).toBe(403)
  })
})
