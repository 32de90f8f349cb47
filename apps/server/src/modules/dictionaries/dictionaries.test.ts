import { API, type DictData, type DictType, type PageResult } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { checkResource } from '../../../test/resource-check.ts'
import {
  CUSTOMER_DICT_TYPES,
  DICT_TYPES as SEED_DICT_TYPES,
  INDUSTRIES,
  REGIONS,
} from '#server/db/seed/data/dictionaries.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { startSession } from '#server/modules/identity/session.service.ts'
import { dictData } from './dict-data.resource.ts'
import { dictTypes } from './dict-type.resource.ts'

checkResource(dictTypes, {
  create: { dictType: 'booth_kind', name: '展位类型' },
  change: { name: '展位形式' },
  filter: { dictType: 'booth' },
})

checkResource(dictData, {
  create: { dictType: 'booth_kind', label: '光地', value: 'raw', color: 'cyan' },
  change: { label: '光地展位' },
  filter: { dictType: 'booth_kind', label: '光地' },
  seed: async (db) => {
    const now = Date.now()
    await db
      .insertInto('sysDictType')
      .values({
        guid: 'type-booth',
        dictType: 'booth_kind',
        name: '展位类型',
        createdAt: now,
        updatedAt: now,
        deptId: null,
        createdBy: null,
      })
      .execute()
  },
})

describe.each(DIALECTS)('dictionaries on %s', (dialect) => {
  let t: TestApp
  let token = ''

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    const lina = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('userName', '=', 'lina')
      .executeTakeFirstOrThrow()
    token = await startSession(t.db, lina.id, { ip: '127.0.0.1', userAgent: 'vitest' })
  })
  afterAll(() => t.close())

  const get = (path: string) =>
    t.app.inject({ method: 'GET', url: `/xgz${path}`, headers: { 'access-token': token } })

  it('answers the industries as { guid, value } in their sort order', async () => {
    const res = await get(API.dictionaries.industryList.path)
    expect(res.json().data).toEqual(INDUSTRIES.map((o) => ({ guid: o.guid, value: o.value })))
  })

  it('answers the regions, leaving out disabled ones', async () => {
    await t.db.updateTable('sysDictData').set({ status: 0 }).where('guid', '=', 'reg-09').execute()
    const res = await get(API.dictionaries.regionList.path)
    expect(res.json().data).toEqual(
      REGIONS.filter((o) => o.guid !== 'reg-09').map((o) => ({ guid: o.guid, value: o.value })),
    )
  })

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/xgz${API.dictionaries.regionList.path}`,
    })
    expect(res.statusCode).toBe(401)
  })
})

describe.each(DIALECTS)('数据管理 (dictionary types and values) on %s', (dialect) => {
  const T = API.dictionaries.types
  const D = API.dictionaries.data
  let t: TestApp
  let admin = ''
  let lina = ''

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    admin = await tokenFor(t.db, 'admin')
    lina = await tokenFor(t.db, 'lina')
  })
  afterAll(() => t.close())

  const types = async (query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, T.page, admin, { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<DictType> }>().data
  }
  const values = async (dictType: string) => {
    const res = await callAs(t.app, D.page, admin, { page: 1, pageSize: 50, dictType })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<DictData> }>().data
  }

  it('has a type for every seeded dictionary, with its value count', async () => {
    const all = await types()
    // the sales pipeline's dictionaries come after, from their own seed step
    expect(all.list.map((r) => r.dictType)).toEqual(
      [...SEED_DICT_TYPES, ...CUSTOMER_DICT_TYPES].map((d) => d.dictType),
    )
    expect(all.list.find((r) => r.dictType === 'industry')).toMatchObject({
      name: '行业',
      valueCount: INDUSTRIES.length,
    })
    const siteTypes = await values('site_type')
    expect(siteTypes.list.map((v) => [v.label, v.color])).toEqual([
      ['展厅', 'blue'],
      ['会议室', 'cyan'],
      ['多功能厅', 'purple'],
      ['登录厅', 'geekblue'],
      ['室外场地', 'green'],
      ['停车场', 'default'],
    ])
    expect((await types({ name: '类型' })).list.map((r) => r.dictType)).toEqual([
      'site_type',
      'resource_type',
      'period_type',
      'contract_type',
      'customer_type',
    ])
  })

  it('creates a type and values; values show at once in /dic/values; keys are unique', async () => {
    const created = await callAs(t.app, T.addOrUpdate, admin, {
      dictType: 'booth_kind',
      name: '展位类型',
    })
    expect(created.statusCode, created.body).toBe(200)
    const type = created.json<{ data: DictType }>().data
    expect(type).toMatchObject({ dictType: 'booth_kind', valueCount: 0, version: 0 })
    const dup = await callAs(t.app, T.addOrUpdate, admin, { dictType: 'booth_kind', name: 'x' })
    expect(dup.statusCode).toBe(400)
    expect(dup.json<{ data: unknown }>().data).toEqual({ fields: { dictType: '字典类型已存在' } })
    const badKey = await callAs(t.app, T.addOrUpdate, admin, { dictType: 'Booth Kind', name: 'x' })
    expect(badKey.statusCode).toBe(400)

    const v = await callAs(t.app, D.addOrUpdate, admin, {
      dictType: 'booth_kind',
      label: '光地',
      value: 'raw',
      color: '#13c2c2',
    })
    expect(v.statusCode, v.body).toBe(200)
    const sameValue = await callAs(t.app, D.addOrUpdate, admin, {
      dictType: 'booth_kind',
      label: '标摊',
      value: 'raw',
    })
    expect(sameValue.json<{ data: unknown }>().data).toEqual({
      fields: { value: '字典键值已存在' },
    })
    const badColour = await callAs(t.app, D.addOrUpdate, admin, {
      dictType: 'booth_kind',
      label: '标摊',
      value: 'shell',
      color: 'pink-ish',
    })
    expect(badColour.statusCode).toBe(400)
    const res = await t.app.inject({
      method: 'GET',
      url: `/xgz${API.dictionaries.values.path}?dictType=booth_kind`,
      headers: { 'access-token': lina },
    })
    expect(res.json().data).toEqual([{ value: 'raw', label: '光地', color: '#13c2c2' }])
  })

  it('refuses a stale version with 409 and never changes a type’s key', async () => {
    const type = (await types({ dictType: 'booth_kind' })).list[0]
    if (!type) throw new Error('no booth_kind')
    const first = await callAs(t.app, T.addOrUpdate, admin, { ...type, name: '展位形式' })
    expect(first.statusCode, first.body).toBe(200)
    const second = await callAs(t.app, T.addOrUpdate, admin, { ...type, name: '被覆盖' })
    expect(second.statusCode).toBe(409)
    const fresh = first.json<{ data: DictType }>().data
    const rekey = await callAs(t.app, T.addOrUpdate, admin, { ...fresh, dictType: 'booth' })
    expect(rekey.json<{ data: unknown }>().data).toEqual({
      fields: { dictType: '字典类型创建后不可修改' },
    })
  })

  it('refuses to delete a type that still has values (409), then deletes it once empty', async () => {
    const type = (await types({ dictType: 'booth_kind' })).list[0]
    if (!type) throw new Error('no booth_kind')
    const refused = await callAs(t.app, T.delete, admin, { guids: [type.guid] })
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ msg: string }>().msg).toBe(
      '字典类型「展位形式」下有1条字典数据，请先删除数据',
    )
    const vals = await values('booth_kind')
    expect(
      (await callAs(t.app, D.delete, admin, { guids: vals.list.map((v) => v.guid) })).statusCode,
    ).toBe(200)
    expect((await callAs(t.app, T.delete, admin, { guids: [type.guid] })).statusCode).toBe(200)
    expect((await types({ dictType: 'booth_kind' })).count).toBe(0)
  })

  it('exports types and values as .xlsx; callers without system:dict get 403', async () => {
    const res = await callAs(t.app, D.export, admin, { dictType: 'period_type' })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const labels = (wb.worksheets[0]?.getColumn(2).values ?? []).slice(2)
    expect(labels).toEqual(['布展', '展期', '撤展', '会议', '活动'])
    expect((await callAs(t.app, T.export, admin, {})).statusCode).toBe(200)
    expect((await callAs(t.app, T.page, lina, { page: 1 })).statusCode).toBe(403)
    expect(
      (await callAs(t.app, D.addOrUpdate, lina, { dictType: 'x', label: 'a', value: 'b' }))
        .statusCode,
    ).toBe(403)
  })
})
