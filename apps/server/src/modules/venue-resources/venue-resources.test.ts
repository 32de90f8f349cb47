import { API, type PageResult, type VenueResource } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { RESOURCES } from '#server/db/seed/data/resources.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'

const R = API.resources.resource

describe.each(DIALECTS)('venue resources on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let lina: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    admin = await tokenFor(t.db, 'admin')
    lina = await tokenFor(t.db, 'lina')
  })
  afterAll(() => t.close())

  const page = async (query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, R.page, admin, { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<VenueResource> }>().data
  }
  const save = (body: Record<string, unknown>, token = admin) =>
    callAs(t.app, R.addOrUpdate, token, body)

  it('lists the seeded resources with site names and prices, filtered', async () => {
    const all = await page()
    expect(all.count).toBe(RESOURCES.length)
    expect(all.list[0]).toMatchObject({
      name: 'LED大屏 东广场 P4',
      type: 'LED屏',
      siteName: '东广场',
      price: 18000,
    })
    const parking = await page({ type: '停车区' })
    expect(parking.list.map((r) => r.name)).toContain('地下停车场 B1 区')
    expect(parking.list.every((r) => r.type === '停车区')).toBe(true)
    expect((await page({ siteGuid: 'site-mph' })).list.map((r) => r.name)).toEqual([
      'LED屏 多功能厅主舞台',
      '会议扩声系统',
    ])
    expect((await page({ name: '连廊' })).list[0]?.price).toBe(35.5)
  })

  it('creates, updates at its version, refuses a stale one (409)', async () => {
    const created = await save({
      name: '  LED屏 北登录大厅 ',
      type: 'LED屏',
      unit: '块·天',
      quantity: 1,
      price: 5200.5,
      siteGuid: 'site-lobby-n',
    })
    expect(created.statusCode, created.body).toBe(200)
    const row = created.json<{ data: VenueResource }>().data
    expect(row).toMatchObject({ name: 'LED屏 北登录大厅', siteName: '北登录大厅', price: 5200.5 })
    const first = await save({ ...row, price: 5300 })
    expect(first.json<{ data: VenueResource }>().data).toMatchObject({ price: 5300, version: 1 })
    const second = await save({ ...row, price: 1 })
    expect(second.statusCode).toBe(409)
    const detail = await callAs(t.app, R.detail, admin, { guid: row.guid })
    expect(detail.json<{ data: VenueResource }>().data.price).toBe(5300)
  })

  it('checks the type against its dictionary, the site, and the price’s decimals', async () => {
    const badType = await save({ name: 'x', type: '飞艇', siteGuid: null })
    expect(badType.json<{ data: unknown }>().data).toEqual({
      fields: { type: '请选择资源类型字典中的值' },
    })
    const group = await save({ name: 'x', type: '设备', siteGuid: 'site-g-hall' })
    expect(group.json<{ data: unknown }>().data).toEqual({
      fields: { siteGuid: '场地不存在或不可预订' },
    })
    const cents = await save({ name: 'x', type: '设备', price: 1.005, siteGuid: null })
    expect(cents.statusCode).toBe(400)
    expect(Object.keys(cents.json<{ data: { fields: object } }>().data.fields)).toEqual(['price'])
  })

  it('deletes, exports labels, and refuses callers without the permission', async () => {
    const made = (await save({ name: '临时设备', type: '设备', siteGuid: null })).json<{
      data: VenueResource
    }>().data
    expect((await callAs(t.app, R.delete, admin, { guids: [made.guid] })).statusCode).toBe(200)
    expect((await page({ name: '临时设备' })).count).toBe(0)

    const res = await callAs(t.app, R.export, admin, { type: '设备' })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(1).value).toBe('资源名称')
    expect((ws?.getColumn(1).values ?? []).slice(2)).toContain('同声传译设备')
    expect((ws?.getColumn(1).values ?? []).slice(2)).not.toContain('地下停车场 B1 区')

    expect((await callAs(t.app, R.page, lina, { page: 1 })).statusCode).toBe(403)
    expect((await save({ name: 'x', type: '设备' }, lina)).statusCode).toBe(403)
  })
})
