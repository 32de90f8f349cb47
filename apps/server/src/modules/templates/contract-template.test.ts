import { API, type ContractTemplate, type PageResult } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { CONTRACT_TEMPLATES } from '#server/db/seed/data/plan-and-contract-templates.ts'
import { sanitizeRichText } from '#server/lib/rich-text.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'

const E = API.templates.contract
type Fields = { msg: string; data: { fields: Record<string, string> } }

describe.each(DIALECTS)('contract templates on %s', (dialect) => {
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
    return res.json<{ data: PageResult<ContractTemplate> }>().data
  }
  const save = (body: Record<string, unknown>, token = admin) =>
    callAs(t.app, E.addOrUpdate, token, body)

  it('lists the seeded templates with their placeholders, filtered by contract type', async () => {
    const all = await page()
    expect(all.list.map((r) => r.name)).toEqual(CONTRACT_TEMPLATES.map((c) => c.name))
    expect(all.list[0]?.content).toContain('{客户名称}')
    expect(all.list[0]?.content).toContain('{合同金额大写}')
    expect((await page({ contractType: '补充协议' })).list.map((r) => r.name)).toEqual([
      '档期变更补充协议',
    ])
  })

  it('strips scripts, event handlers and javascript: links from the content', async () => {
    const res = await save({
      name: '带脚本的模板',
      contractType: '框架协议',
      content:
        '<p style="text-align: center">甲方：{客户名称}<script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>',
    })
    expect(res.statusCode, res.body).toBe(200)
    const row = res.json<{ data: ContractTemplate }>().data
    const stored = await callAs(t.app, E.detail, admin, { guid: row.guid })
    const html = stored.json<{ data: ContractTemplate }>().data.content
    expect(html).not.toContain('<script')
    expect(html).not.toContain('alert(1)')
    expect(html).not.toContain('onerror')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('<p>甲方：{客户名称}</p>')
    expect(html).toContain('<img src="x" />')
  })

  it('drops style attributes and data: URLs, which it kept before (issue 12)', async () => {
    const res = await save({
      name: '带样式的模板',
      contractType: '框架协议',
      content:
        '<p style="background:url(javascript:alert(1))">乙方：{客户名称}</p>' +
        '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">附件</a>' +
        '<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="章"><img src="/xgz/files/seal.png" alt="印"></p>',
    })
    expect(res.statusCode, res.body).toBe(200)
    const row = res.json<{ data: ContractTemplate }>().data
    const stored = await callAs(t.app, E.detail, admin, { guid: row.guid })
    expect(stored.json<{ data: ContractTemplate }>().data.content).toBe(
      '<p>乙方：{客户名称}</p><p><a>附件</a><img alt="章" /><img src="/xgz/files/seal.png" alt="印" /></p>',
    )
  })

  it('keeps the seeded templates as they are when saved again', () => {
    for (const { content } of CONTRACT_TEMPLATES) expect(sanitizeRichText(content)).toBe(content)
  })

  it('refuses content that is empty once cleaned, and a stale version (409)', async () => {
    const empty = await save({
      name: '空模板',
      contractType: '框架协议',
      content: '<script>alert(1)</script><p> </p>',
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json<Fields>().data.fields).toEqual({ content: '合同内容不能为空' })
    const missing = await save({ name: '', contractType: '', content: '' })
    expect(Object.keys(missing.json<Fields>().data.fields).sort()).toEqual([
      'content',
      'contractType',
      'name',
    ])

    const [first] = (await page()).list
    if (!first) throw new Error('no seed')
    expect((await save({ ...first, remark: '甲' })).statusCode).toBe(200)
    expect((await save({ ...first, remark: '乙' })).statusCode).toBe(409)
  })

  it('deletes, exports and refuses callers without the permission', async () => {
    const row = (await save({ name: '临时', contractType: '框架协议', content: '<p>x</p>' })).json<{
      data: ContractTemplate
    }>().data
    expect((await callAs(t.app, E.delete, admin, { guids: [row.guid] })).statusCode).toBe(200)
    expect((await page({ name: '临时' })).count).toBe(0)
    const res = await callAs(t.app, E.export, admin, {})
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect((await callAs(t.app, E.page, service, { page: 1 })).statusCode).toBe(403)
    expect((await save({ name: 'x', contractType: 'y', content: 'z' }, service)).statusCode).toBe(
      403,
    )
  })
})
