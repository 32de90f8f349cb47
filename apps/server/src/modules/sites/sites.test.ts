import { API, type GridData, type PageResult, type Site, VENUE_TIME_ZONE } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { checkResource } from '../../../test/resource-check.ts'
import { SITES } from '#server/db/seed/data/sites.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { zonedMidnight } from '#server/modules/dashboard/venue-calendar.ts'
import { sites } from './site.resource.ts'

const S = API.sites.site
const TODAY = new Date(2026, 10, 21)

checkResource(sites, {
  create: { parentGuid: 'site-g-check', code: 'c101', name: '检查厅' },
  change: { name: '检查厅（东）', area: 120 },
  filter: { name: '检查' },
  seed: async (db) => {
    const now = Date.now()
    await db
      .insertInto('site')
      .values({
        guid: 'site-g-check',
        parentId: 0,
        code: 'g-check',
        name: '检查区',
        type: '',
        area: null,
        sort: 0,
        bookable: 0,
        disabled: 0,
        disableFrom: null,
        disableTo: null,
        disableReason: null,
        templateId: null,
        height: null,
        floorLoad: null,
        capacityTheatre: null,
        capacityClassroom: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
  },
})

describe.each(DIALECTS)('sites on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let lina: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: TODAY }) })
    admin = await tokenFor(t.db, 'admin')
    lina = await tokenFor(t.db, 'lina')
  })
  afterAll(() => t.close())

  const list = async (query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, S.page, admin, { page: 1, pageSize: 20, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<Site> }>().data
  }
  const detail = async (guid: string) =>
    (await callAs(t.app, S.detail, admin, { guid })).json<{ data: Site }>().data
  const save = (body: Record<string, unknown>, token = admin) =>
    callAs(t.app, S.addOrUpdate, token, body)
  const grid = async (from: [number, number, number], to: [number, number, number]) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/xgz${API.schedule.grid.path}`,
      headers: { 'access-token': admin },
      query: {
        dateFrom: String(zonedMidnight(VENUE_TIME_ZONE, ...from)),
        dateTo: String(zonedMidnight(VENUE_TIME_ZONE, ...to)),
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: GridData }>().data
  }

  it('answers the whole tree unpaged, groups first, and filters keeping the groups', async () => {
    const all = await list()
    expect(all.count).toBe(SITES.length)
    expect(all.list.slice(0, 3).map((s) => s.name)).toEqual(['展厅区', '1号馆', '2号馆'])
    expect(all.list.find((s) => s.name === '多功能厅')?.related).toEqual([
      'site-mph-a',
      'site-mph-b',
      'site-mph-c',
    ])
    expect(all.list.find((s) => s.name === '7号馆')).toMatchObject({
      disabled: 1,
      disableReason: '地坪维修',
    })
    const parking = await list({ type: '停车场' })
    expect(parking.list.map((s) => s.name)).toEqual([
      '停车场',
      'P1停车场',
      'P2停车场',
      '货车轮候区',
    ])
  })

  it('a rename and a disable through this screen show in the scheduling grid', async () => {
    const hall = await detail('site-h2')
    const saved = await save({
      ...hall,
      name: '2号馆（东）',
      disabled: 1,
      disableFrom: '2026-12-01',
      disableTo: '2026-12-10',
      disableReason: '消防检测',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const data = await grid([2026, 11, 22], [2026, 12, 20])
    const row = data.rows[0]?.children_list.find((r) => r.siteGuid === 'site-h2')
    expect(row).toMatchObject({
      project_title: '2号馆（东）',
      SiteDisableFlag: 1,
      disableFrom: '2026-12-01',
      disableTo: '2026-12-10',
      disableReason: '消防检测',
    })
  })

  it('stores related sites both ways; removing one removes both rows', async () => {
    const r201 = await detail('site-r201')
    const res = await save({ ...r201, related: ['site-r202'] })
    expect(res.statusCode, res.body).toBe(200)
    expect((await detail('site-r202')).related).toEqual(['site-r201'])
    const fresh = res.json<{ data: Site }>().data
    expect((await save({ ...fresh, related: [] })).statusCode).toBe(200)
    expect((await detail('site-r202')).related).toEqual([])
    const rows = await t.db
      .selectFrom('siteRelation')
      .selectAll()
      .where((eb) => eb.or([eb('siteGuid', '=', 'site-r201'), eb('relatedGuid', '=', 'site-r201')]))
      .execute()
    expect(rows).toEqual([])
  })

  it('validates on the fields: code, type, disable period, related group', async () => {
    const base = { parentGuid: 'site-g-meeting', code: 'r999', name: '会议室999', type: '会议室' }
    expect((await save({ ...base, code: 'h1' })).json<{ data: unknown }>().data).toEqual({
      fields: { code: '场地编码已存在' },
    })
    expect((await save({ ...base, type: '船坞' })).json<{ data: unknown }>().data).toEqual({
      fields: { type: '请选择场地类型字典中的值' },
    })
    const period = await save({
      ...base,
      disabled: 1,
      disableFrom: '2026-12-10',
      disableTo: '2026-12-01',
      disableReason: '检修',
    })
    expect(period.json<{ data: unknown }>().data).toEqual({
      fields: { disableTo: '开始日期不可大于结束日期' },
    })
    expect(
      (await save({ ...base, related: ['site-g-hall'] })).json<{ data: unknown }>().data,
    ).toEqual({ fields: { related: '关联场地须是其他可预订场地' } })
  })

  it('creates and deletes a site; one with bookings or prices, or a group with sites, answers 409', async () => {
    const made = await save({
      parentGuid: 'site-g-meeting',
      code: 'r888',
      name: '会议室888',
      type: '会议室',
      area: 90,
      height: 3.5,
      capacityTheatre: 80,
      capacityClassroom: 48,
    })
    expect(made.statusCode, made.body).toBe(200)
    const site = made.json<{ data: Site }>().data
    expect(site).toMatchObject({ parentGuid: 'site-g-meeting', bookable: 1, height: 3.5 })
    const stale = await save({ ...site, name: '会议室888（旧）', version: site.version + 5 })
    expect(stale.statusCode).toBe(409)
    // a priced site is refused until its prices are gone (they would point at nothing)
    const price = await callAs(t.app, API.prices.addOrUpdate, admin, {
      siteGuid: site.guid,
      periodType: '会议',
      unit: '元/天',
      standardPrice: 3000,
      floorPrice: 2500,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    })
    expect(price.statusCode, price.body).toBe(200)
    const priced = await callAs(t.app, S.delete, admin, { guids: [site.guid] })
    expect(priced.statusCode).toBe(409)
    expect(priced.json<{ msg: string }>().msg).toBe(
      '场地「会议室888」有1条价格，请先在价格管理中删除',
    )
    const priceGuid = price.json<{ data: { guid: string } }>().data.guid
    expect((await callAs(t.app, API.prices.delete, admin, { guids: [priceGuid] })).statusCode).toBe(
      200,
    )
    expect((await callAs(t.app, S.delete, admin, { guids: [site.guid] })).statusCode).toBe(200)

    const booked = await callAs(t.app, S.delete, admin, { guids: ['site-h1'] })
    expect(booked.statusCode).toBe(409)
    expect(booked.json<{ msg: string }>().msg).toMatch(/^场地「1号馆」已有\d+条预订，不能删除$/)
    const group = await callAs(t.app, S.delete, admin, { guids: ['site-g-vip'] })
    expect(group.statusCode).toBe(409)
    expect(await detail('site-g-vip')).toMatchObject({ name: '贵宾室' })
  })

  it('exports the tree, offers options and templates, and refuses callers without it', async () => {
    const res = await callAs(t.app, S.export, admin, { type: '展厅' })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    expect((wb.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual([
      '所属分组',
      '场地名称',
      '场地编码',
      '场地类型',
      '面积（㎡）',
      '净高（m）',
      '地面承重（t/㎡）',
      '剧院式座位',
      '课桌式座位',
      '可预订',
      '停用时段',
      '显示顺序',
      '备注',
      '更新时间',
    ])
    const names = (wb.worksheets[0]?.getColumn(2).values ?? []).slice(2)
    expect(names).toContain('1号馆')
    expect(names).not.toContain('会议室201')
    const templates = await callAs(t.app, API.sites.templateOptions, admin)
    expect(templates.json<{ data: { name: string }[] }>().data.map((x) => x.name)).toContain(
      '标准三段',
    )
    expect((await callAs(t.app, S.page, lina, { page: 1 })).statusCode).toBe(403)
    expect((await callAs(t.app, API.sites.options, lina)).statusCode).toBe(403)
  })
})
