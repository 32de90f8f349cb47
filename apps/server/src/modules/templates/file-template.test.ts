import { API, type FileTemplate, type PageResult } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { FILE_TEMPLATES } from '#server/db/seed/data/file-templates.ts'
import { storeImage } from '#server/modules/files/files.service.ts'

const E = API.templates.file
type Fields = { msg: string; data: { fields: Record<string, string> } }
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

describe.each(DIALECTS)('file templates on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let service: string
  let url: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    admin = await tokenFor(t.db, 'admin')
    service = await tokenFor(t.db, 'lina')
    url = await storeImage(t.db, PNG, 1)
  })
  afterAll(() => t.close())

  const page = async (query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, E.page, admin, { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<FileTemplate> }>().data
  }
  const save = (body: Record<string, unknown>, token = admin) =>
    callAs(t.app, E.addOrUpdate, token, body)

  it('saves a template of an uploaded file, lists and filters it, refuses a stale version', async () => {
    const res = await save({
      name: '1号馆展位图',
      category: '展位图',
      fileUrl: url,
      fileName: '展位图.png',
    })
    expect(res.statusCode, res.body).toBe(200)
    const row = res.json<{ data: FileTemplate }>().data
    expect(row).toMatchObject({ fileUrl: url, fileName: '展位图.png', version: 0 })
    expect((await page({ category: '展位图' })).list.map((r) => r.name)).toEqual([
      '1号馆展位图',
      '展位平面图提交单',
    ])
    expect((await page({ category: '报价单' })).count).toBe(1)
    expect((await save({ ...row, name: '一号馆展位图' })).statusCode).toBe(200)
    expect((await save({ ...row, name: '被覆盖' })).statusCode).toBe(409)
    expect((await callAs(t.app, E.delete, admin, { guids: [row.guid] })).statusCode).toBe(200)
    expect((await page()).count).toBe(FILE_TEMPLATES.length)
  })

  it('refuses a template without a file, or naming a file that was never uploaded', async () => {
    const none = await save({ name: '无文件', category: '其他', fileUrl: '', fileName: 'x.png' })
    expect(none.statusCode).toBe(400)
    expect(none.json<Fields>().data.fields).toEqual({ fileUrl: '请上传文件' })
    const outside = await save({
      name: '外链',
      category: '其他',
      fileUrl: 'https://example.com/a.png',
      fileName: 'a.png',
    })
    expect(outside.json<Fields>().data.fields).toEqual({ fileUrl: '请上传文件' })
    const missing = await save({
      name: '丢失',
      category: '其他',
      fileUrl: `/files/${'0'.repeat(64)}.png`,
      fileName: 'a.png',
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json<Fields>().data.fields).toEqual({ fileUrl: '文件不存在，请重新上传' })
    expect((await page()).count).toBe(FILE_TEMPLATES.length)
  })

  it('exports and refuses callers without the permission', async () => {
    const res = await callAs(t.app, E.export, admin, {})
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect((await callAs(t.app, E.page, service, { page: 1 })).statusCode).toBe(403)
    expect(
      (await save({ name: 'x', category: '其他', fileUrl: url, fileName: 'x.png' }, service))
        .statusCode,
    ).toBe(403)
  })

  it('offers the enabled templates for download by category: the seeded forms, each a sheet', async () => {
    const zhangwei = await tokenFor(t.db, 'zhangwei')
    const res = await callAs(t.app, API.templates.downloads, zhangwei)
    expect(res.statusCode, res.body).toBe(200)
    const list = res.json<{ data: FileTemplate[] }>().data
    expect(list.map((f) => f.name).sort()).toEqual(FILE_TEMPLATES.map((f) => f.name).sort())
    const categories = list.map((f) => f.category)
    // grouped: a category's templates follow one another
    expect(new Set(categories).size).toBe(
      categories.filter((c, i) => i === 0 || categories[i - 1] !== c).length,
    )
    const file = list.find((f) => f.name === '安全工作方案及应急预案')
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/xgz${file?.fileUrl ?? ''}`,
      headers: { 'access-token': zhangwei },
    })
    expect(sheet.statusCode).toBe(200)
    expect(sheet.headers['content-type']).toContain('spreadsheetml')
    expect((await callAs(t.app, API.templates.downloads, service)).statusCode).toBe(403)
  })
})
