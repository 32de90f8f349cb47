import { API, type PageResult, type RemarkTemplate } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { REMARK_TEMPLATES } from '#server/db/seed/data/templates.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'

const R = API.templates.remark

describe.each(DIALECTS)('remark templates on %s', (dialect) => {
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
    const res = await callAs(t.app, R.page, admin, { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<RemarkTemplate> }>().data
  }
  const save = (body: Record<string, unknown>, token = admin) =>
    callAs(t.app, R.addOrUpdate, token, body)

  it('lists the seeded templates in their order, filtered by name, category and status', async () => {
    const all = await page()
    expect(all.count).toBe(REMARK_TEMPLATES.length)
    expect(all.list.map((r) => r.name)).toEqual(REMARK_TEMPLATES.map((r) => r.name))
    expect((await page({ name: '意向' })).list.map((r) => r.name)).toEqual([
      '第二意向顺延',
      '第三意向顺延',
    ])
    const finance = await page({ category: '财务' })
    expect(finance.list.map((r) => r.content)).toEqual([REMARK_TEMPLATES[5].content])
    expect((await page({ status: 0 })).count).toBe(0)
    const second = await page({ pageSize: 10, page: 1 })
    expect(second.list).toHaveLength(REMARK_TEMPLATES.length)
  })

  it('creates, reads, updates at its version, and refuses a stale version with 409', async () => {
    const created = await save({ name: '  进馆须知 ', category: '档期', content: '进馆须持证件' })
    expect(created.statusCode, created.body).toBe(200)
    const row = created.json<{ data: RemarkTemplate }>().data
    expect(row).toMatchObject({ name: '进馆须知', status: 1, version: 0, sort: 0 })

    const detail = await callAs(t.app, R.detail, admin, { guid: row.guid })
    expect(detail.json<{ data: RemarkTemplate }>().data).toEqual(row)

    const first = await save({ ...row, content: '进馆须持有效证件' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json<{ data: RemarkTemplate }>().data).toMatchObject({
      content: '进馆须持有效证件',
      version: 1,
    })
    // a second editor still holding version 0: refused, and nothing overwritten
    const second = await save({ ...row, content: '被覆盖了' })
    expect(second.statusCode).toBe(409)
    expect(second.json<{ msg: string }>().msg).toBe('数据已被他人修改，请刷新后重试')
    const after = await callAs(t.app, R.detail, admin, { guid: row.guid })
    expect(after.json<{ data: RemarkTemplate }>().data.content).toBe('进馆须持有效证件')
  })

  it('answers 400 with the failing fields in data.fields, in the caller’s language', async () => {
    const res = await save({ name: '', content: 'x'.repeat(501) }, admin)
    expect(res.statusCode).toBe(400)
    const body = res.json<{ msg: string; data: { fields: Record<string, string> } }>()
    expect(body.data.fields).toEqual({ name: '此项为必填项', content: '长度不能超过500' })
    const en = await callAs(
      t.app,
      R.addOrUpdate,
      admin,
      { name: '', content: 'a' },
      { 'accept-language': 'en' },
    )
    expect(en.json<{ data: { fields: Record<string, string> } }>().data.fields).toEqual({
      name: 'This field is required',
    })
    const noVersion = await save({ guid: 'whatever', name: 'a', content: 'b' })
    expect(noVersion.statusCode).toBe(400)
    expect(noVersion.json<{ data: unknown }>().data).toEqual({
      fields: { version: '此项为必填项' },
    })
  })

  it('deletes by guids; an unknown guid answers 404', async () => {
    const a = (await save({ name: '临时A', content: 'a' })).json<{ data: RemarkTemplate }>().data
    const b = (await save({ name: '临时B', content: 'b' })).json<{ data: RemarkTemplate }>().data
    const res = await callAs(t.app, R.delete, admin, { guids: [a.guid, b.guid] })
    expect(res.statusCode, res.body).toBe(200)
    expect((await page({ name: '临时' })).count).toBe(0)
    expect((await callAs(t.app, R.delete, admin, { guids: [a.guid] })).statusCode).toBe(404)
  })

  it('takes %, _ and \\ in the name filter literally', async () => {
    const odd = (await save({ name: '满100%减_5', content: '优惠' })).json<{
      data: RemarkTemplate
    }>().data
    const names = async (name: string) => (await page({ name })).list.map((r) => r.name)
    expect(await names('%')).toEqual(['满100%减_5'])
    expect(await names('_')).toEqual(['满100%减_5'])
    expect(await names('0%减_')).toEqual(['满100%减_5'])
    // as wildcards, '满%5' would match it and '__' every name
    expect(await names('满%5')).toEqual([])
    expect(await names('__')).toEqual([])
    expect(await names('\\')).toEqual([])
    await callAs(t.app, R.delete, admin, { guids: [odd.guid] })
  })

  it('exports the filtered list as .xlsx with labels, and logs every write', async () => {
    const res = await callAs(t.app, R.export, admin, { category: '档期' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E5%A4%87%E6%B3%A8")
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(1).value).toBe('模板名称')
    const names = (ws?.getColumn(1).values ?? []).slice(2)
    expect(names).toContain('第二意向顺延')
    expect(names).not.toContain('押金退还')
    expect(ws?.getRow(2).getCell(5).value).toBe('正常')

    const log = await t.db
      .selectFrom('sysOperLog')
      .select(['module', 'action', 'success'])
      .where('url', 'like', '%remarkTemplate%')
      .execute()
    expect(new Set(log.map((l) => l.module))).toEqual(new Set(['venue.route.remarkTemplate']))
    expect(log.some((l) => l.action === 'add' && l.success === 1)).toBe(true)
    expect(log.some((l) => l.action === 'edit' && l.success === 0)).toBe(true)
    expect(log.some((l) => l.action === 'delete')).toBe(true)
    expect(log.some((l) => l.action === 'export')).toBe(true)
  })

  it('names each write in the operation log by its page and action, in the reader’s language', async () => {
    const logPage = async (query: Record<string, unknown>, lang = 'zh') => {
      const res = await callAs(
        t.app,
        API.logs.operationLogPage,
        admin,
        { page: 1, pageSize: 50, ...query },
        { 'accept-language': lang },
      )
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ data: PageResult<{ module: string; action: string }> }>().data
    }
    // 备注 finds the rows by the page's name, not by a URL segment
    const zh = await logPage({ module: '备注' })
    expect(zh.count).toBeGreaterThan(0)
    expect(new Set(zh.list.map((r) => r.module))).toEqual(new Set(['备注模板']))
    expect(zh.list.map((r) => r.action)).toEqual(expect.arrayContaining(['新增', '修改', '删除']))
    const en = await logPage({ module: 'remark' }, 'en')
    expect(en.count).toBe(zh.count)
    expect(en.list.map((r) => r.action)).toEqual(expect.arrayContaining(['Add', 'Edit', 'Delete']))
  })

  it('refuses callers without the permissions (403) and without a token (401)', async () => {
    expect((await callAs(t.app, R.page, service, { page: 1 })).statusCode).toBe(403)
    expect((await save({ name: 'x', content: 'y' }, service)).statusCode).toBe(403)
    expect((await callAs(t.app, R.export, service)).statusCode).toBe(403)
    expect((await callAs(t.app, R.page, '', { page: 1 })).statusCode).toBe(401)
  })
})
